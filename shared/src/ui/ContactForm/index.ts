export { ContactForm } from './ContactForm';
export type { ContactFormProps, ContactFormState } from './ContactForm';
export { submitContactRequest, ContactSubmissionError } from './submitContactRequest';
