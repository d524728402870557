import { defineExamples } from '../examples';
import { ContactDialog } from './ContactDialog';

export default defineExamples(ContactDialog, {
  open: { isOpen: true, onDismiss: () => undefined },
});
