import { defineExamples } from '../examples';
import { ContactDialog } from './ContactDialog';

export default defineExamples(
  ContactDialog,
  {
    open: { place: 'page-dialog', isOpen: true, onDismiss: () => undefined },
  },
  {
    // Sent with the lead, not shown: where the form sits.
    notShown: ['place'],
  },
);
