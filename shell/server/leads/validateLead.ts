import { contactFields, type ContactFieldName, type ContactRequest } from 'shared/content/contact';

const fieldNames: readonly ContactFieldName[] = contactFields.map((field) => field.name);

/** Generous limits: long enough for any real request, short enough to keep junk out. */
const maxLength: Record<ContactFieldName, number> = {
  firstName: 100,
  lastName: 100,
  companyName: 200,
  email: 254,
  phoneNumber: 40,
  projectDetails: 10_000,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d\s.\-/x#*]{7,}$/i;

export interface LeadFieldError {
  error: 'invalid_field';
  field: string;
  message: string;
}

export type LeadValidation = { ok: true; lead: ContactRequest } | { ok: false; problem: LeadFieldError };

function invalid(field: string, message: string): LeadValidation {
  return { ok: false, problem: { error: 'invalid_field', field, message } };
}

/** Accepts exactly the six text fields of a contact request, each once, each filled in. */
export function validateLead(entries: Iterable<[string, FormDataEntryValue]>): LeadValidation {
  const values = new Map<string, string>();
  for (const [name, value] of entries) {
    if (!fieldNames.includes(name as ContactFieldName)) return invalid(name, `"${name}" is not a field of a contact request.`);
    if (typeof value !== 'string') return invalid(name, `"${name}" must be text, not a file.`);
    if (values.has(name)) return invalid(name, `"${name}" was sent more than once.`);
    values.set(name, value);
  }
  const lead = {} as ContactRequest;
  for (const name of fieldNames) {
    const value = values.get(name)?.trim() ?? '';
    if (!value) return invalid(name, `"${name}" is required.`);
    if (value.length > maxLength[name]) return invalid(name, `"${name}" is longer than ${maxLength[name]} characters.`);
    lead[name] = value;
  }
  if (!EMAIL.test(lead.email)) return invalid('email', '"email" is not an e-mail address.');
  if (!PHONE.test(lead.phoneNumber)) return invalid('phoneNumber', '"phoneNumber" is not a phone number.');
  return { ok: true, lead };
}
