/**
 * The six fields of a contact or quote request, in the order the form shows them. `maxLength`
 * is enforced twice from this one number: by the browser on the field itself and by the
 * server's intake, so the intake never refuses what the form let a visitor type. Worst case
 * (every character 3 bytes of UTF-8) the whole request stays well under the intake's 32 KB
 * body limit; leadIntake.test.ts proves it.
 */
export const contactFields = [
  { name: 'firstName', type: 'text', placeholder: 'First Name*', autoComplete: 'given-name', maxLength: 100 },
  { name: 'lastName', type: 'text', placeholder: 'Last Name*', autoComplete: 'family-name', maxLength: 100 },
  { name: 'companyName', type: 'text', placeholder: 'Company Name*', autoComplete: 'organization', maxLength: 200 },
  { name: 'email', type: 'email', placeholder: 'Email Address*', autoComplete: 'email', maxLength: 254 },
  { name: 'phoneNumber', type: 'tel', placeholder: 'Phone Number*', autoComplete: 'tel', maxLength: 50 },
  {
    name: 'projectDetails',
    type: 'textarea',
    placeholder: 'Project Details (quantities, timeline, special requirements)*',
    autoComplete: 'off',
    maxLength: 8000,
  },
] as const;

export type ContactFieldName = (typeof contactFields)[number]['name'];
export type ContactRequest = Record<ContactFieldName, string>;

/**
 * The request header carrying the key of one filled-in form, the same on each retry of that form,
 * so the intake stores the form once however often it arrives. Not a field: the intake refuses
 * fields other than the six.
 */
export const CONTACT_IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Sent by the site's form next to the six fields, for the intake's spam checks: the honeypot
 * (a field people never see, hidden from assistive technology too, that only a bot fills), the
 * signed form token the form fetched when first used, and the answer to a proof-of-work
 * challenge when the intake asked for one.
 */
export const contactCheckFieldNames = {
  honeypot: 'website',
  token: 'form_token',
  challenge: 'altcha',
} as const;

/**
 * The intake's answer when it asks the form to solve a challenge before the lead goes on (202
 * Accepted: the lead is stored, held until the answer comes). A 2xx, so a browser logs no error
 * for what is a normal step; a script that takes any 2xx for done leaves its post held.
 */
export const CONTACT_CHALLENGE_STATUS = 202;

export const contactFieldMaxLength = Object.fromEntries(
  contactFields.map((field) => [field.name, field.maxLength]),
) as Record<ContactFieldName, number>;

export function isContactFieldName(name: string): name is ContactFieldName {
  return contactFields.some((field) => field.name === name);
}

/** Accessible names for the fields; the placeholders alone vanish once a visitor types. */
export const contactFieldLabels: Record<ContactFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  email: 'Email address',
  phoneNumber: 'Phone number',
  projectDetails: 'Project details (quantities, timeline, special requirements)',
};

/** Why one field of a request was refused: the `reason` of the intake's 400 answer. */
export type ContactFieldProblem = 'required' | 'too_long' | 'invalid_email' | 'control_characters';

/** The field's name as the start of its error message. */
const fieldNamesInMessages: Record<ContactFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  email: 'Email address',
  phoneNumber: 'Phone number',
  projectDetails: 'Project details',
};

const problemTexts: Record<ContactFieldProblem, (field: ContactFieldName) => string> = {
  required: () => 'please fill this in. Spaces alone do not count.',
  too_long: (field) => `please shorten this to ${contactFieldMaxLength[field]} characters or fewer.`,
  invalid_email: () => 'this is not an email address we can write to. Please check it, for example name@company.com.',
  control_characters: (field) =>
    field === 'projectDetails'
      ? 'this contains a hidden control character, often picked up by copying and pasting. Please retype the text around it.'
      : 'this contains a tab or another hidden control character, often picked up by copying and pasting. Please retype it.',
};
const unknownProblemText = 'we could not accept this. Please check it and try again.';

function isContactFieldProblem(problem: string): problem is ContactFieldProblem {
  return Object.prototype.hasOwnProperty.call(problemTexts, problem);
}

/** What the form shows at a refused field, e.g. 'Phone number: please shorten this to 50 characters or fewer.' */
export function contactFieldErrorMessage(field: ContactFieldName, problem: string): string {
  return `${fieldNamesInMessages[field]}: ${isContactFieldProblem(problem) ? problemTexts[problem](field) : unknownProblemText}`;
}

/** Browsers submit a textarea's line breaks as CRLF; a request stores and counts them as LF. */
export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

/** C0 controls, DEL and C1 controls: terminal escape sequences (U+009B is CSI), stray line breaks (U+0085 is one to some readers), NUL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, except the line feed and tab a visitor types into the project details. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/**
 * The HTML standard's "valid e-mail address", exactly what a type=email field accepts
 * (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address): no dot required
 * in the domain, so an intranet address such as buyer@intranet is valid.
 */
const VALID_EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The one rule both the form (before sending) and the intake (on receipt) apply to a field.
 * Beyond the browser's own checks it refuses only what the form then shows at the field:
 * control characters (browsers let a pasted tab into a one-line field) and text that is
 * nothing but spaces (which `required` lets through).
 */
export function contactFieldProblem(field: ContactFieldName, value: string): ContactFieldProblem | undefined {
  const normalised = normaliseLineBreaks(value);
  if ((field === 'projectDetails' ? MULTILINE_CONTROLS : SINGLE_LINE_CONTROLS).test(normalised))
    return 'control_characters';
  const trimmed = normalised.trim();
  if (!trimmed) return 'required';
  if (normalised.length > contactFieldMaxLength[field]) return 'too_long';
  if (field === 'email' && !VALID_EMAIL_ADDRESS.test(trimmed)) return 'invalid_email';
  return undefined;
}

export const contactTexts = {
  dialogTitle: 'Contact Us',
  dialogDescription: 'Fill out the form below and our team will contact you.',
  submit: 'Submit',
  submitting: 'Submitting...',
  checking: 'One moment: your browser is confirming the request with a short calculation, then sends it.',
  honeypotLabel: 'Leave this field empty',
  thankYouTitle: 'Thank you!',
  thankYouText: 'One of our representatives will contact you shortly.',
  successToastTitle: 'Success!',
  successToastText: 'Your quote request has been submitted successfully.',
  failureToastTitle: 'Submission Failed',
  failureToastText: 'There was an error submitting your request. Please try again or contact us directly.',
} as const;

/** The header's contact dialog closes itself this long after a successful request. */
export const CONTACT_DIALOG_AUTO_CLOSE_MS = 3000;
