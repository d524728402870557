/** The six fields of a contact or quote request, in the order the form shows them. */
export const contactFields = [
  { name: 'firstName', type: 'text', placeholder: 'First Name*', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', placeholder: 'Last Name*', autoComplete: 'family-name' },
  { name: 'companyName', type: 'text', placeholder: 'Company Name*', autoComplete: 'organization' },
  { name: 'email', type: 'email', placeholder: 'Email Address*', autoComplete: 'email' },
  { name: 'phoneNumber', type: 'tel', placeholder: 'Phone Number*', autoComplete: 'tel' },
  {
    name: 'projectDetails',
    type: 'textarea',
    placeholder: 'Project Details (quantities, timeline, special requirements)*',
    autoComplete: 'off',
  },
] as const;

export type ContactFieldName = (typeof contactFields)[number]['name'];
export type ContactRequest = Record<ContactFieldName, string>;

/** Accessible names for the fields; the placeholders alone vanish once a visitor types. */
export const contactFieldLabels: Record<ContactFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  email: 'Email address',
  phoneNumber: 'Phone number',
  projectDetails: 'Project details (quantities, timeline, special requirements)',
};

export const contactTexts = {
  dialogTitle: 'Contact Us',
  dialogDescription: 'Fill out the form below and our team will contact you.',
  submit: 'Submit',
  submitting: 'Submitting...',
  thankYouTitle: 'Thank you!',
  thankYouText: 'One of our representatives will contact you shortly.',
  successToastTitle: 'Success!',
  successToastText: 'Your quote request has been submitted successfully.',
  failureToastTitle: 'Submission Failed',
  failureToastText: 'There was an error submitting your request. Please try again or contact us directly.',
} as const;

/** The header's contact dialog closes itself this long after a successful request. */
export const CONTACT_DIALOG_AUTO_CLOSE_MS = 3000;
