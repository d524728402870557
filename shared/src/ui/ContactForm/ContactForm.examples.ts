import { defineExamples } from '../examples';
import { ContactForm } from './ContactForm';

export default defineExamples(ContactForm, {
  'on a light surface': {},
  'with success toast': { toastOnSuccess: true },
});
