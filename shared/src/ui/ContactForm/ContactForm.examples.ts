import { defineExamples } from '../examples';
import { ContactForm } from './ContactForm';

export default defineExamples(
  ContactForm,
  {
    'on a light surface': { place: 'closing' },
    'with success toast': { place: 'closing', toastOnSuccess: true },
  },
  {
    // Sent with the lead, not shown: where the form sits.
    notShown: ['place'],
  },
);
