import { defineExamples } from '../examples';
import { ContactButton } from './ContactButton';

export default defineExamples(ContactButton, {
  primary: { label: 'Contact Us' },
  'on a dark band': { label: 'Request Staffing Quote', variant: 'outline-light' },
});
