import { cutText } from 'shared/text';
import { isLeadSourceFieldName, leadSourceFrom, type LeadSource } from 'shared/content/leadSource';
import {
  CONTACT_IDEMPOTENCY_HEADER,
  contactCheckFieldNames,
  contactFieldErrorMessage,
  contactFieldProblem,
  contactFields,
  isContactFieldName,
  normaliseLineBreaks,
  type ContactFieldProblem,
  type ContactRequest,
} from 'shared/content/contact';

/** Why a request was refused: a field's own problem, or a request no contact form sends. */
export type LeadProblemReason = ContactFieldProblem | 'unknown_field' | 'not_text' | 'sent_twice';

export interface LeadFieldError {
  error: 'invalid_field';
  field: string;
  reason: LeadProblemReason;
  message: string;
}

/** What the form sends for the spam checks, as sent ('' when absent). */
export type LeadChecks = Record<keyof typeof contactCheckFieldNames, string>;

export type LeadValidation =
  { ok: true; lead: ContactRequest; source: LeadSource; checks: LeadChecks } | { ok: false; problem: LeadFieldError };

const checkNames = new Set<string>(Object.values(contactCheckFieldNames));

/** The largest value a source or check entry may have; past it the request is no form's. */
const EXTRA_VALUE_MAX_LENGTH = 4000;

function invalid(field: string, reason: LeadProblemReason, message: string): LeadValidation {
  return { ok: false, problem: { error: 'invalid_field', field, reason, message } };
}

/**
 * Accepts exactly the six text fields of a contact request, each once, by the same rule the
 * form applies before sending (shared/content/contact), so a request the form sends is never
 * refused here. Values are stored with LF line breaks and without surrounding whitespace. Next
 * to them the form sends where the lead came from (shared/content/leadSource) and what the spam
 * checks read; those are never refused for their content, only when they are not text, sent
 * twice or absurdly long.
 */
export function validateLead(entries: Iterable<[string, string | File]>): LeadValidation {
  const values = new Map<string, string>();
  const extras = new Map<string, string>();
  for (const [name, value] of entries) {
    const extra = isLeadSourceFieldName(name) || checkNames.has(name);
    if (!extra && !isContactFieldName(name))
      return invalid(name, 'unknown_field', `"${name}" is not a field of a contact request.`);
    if (typeof value !== 'string') return invalid(name, 'not_text', `"${name}" must be text, not a file.`);
    if (values.has(name) || extras.has(name)) return invalid(name, 'sent_twice', `"${name}" was sent more than once.`);
    if (extra && value.length > EXTRA_VALUE_MAX_LENGTH)
      return invalid(name, 'too_long', `"${name}" may be at most ${EXTRA_VALUE_MAX_LENGTH} characters.`);
    (extra ? extras : values).set(name, value);
  }
  const lead = {} as ContactRequest;
  for (const { name } of contactFields) {
    const value = values.get(name) ?? '';
    const problem = contactFieldProblem(name, value);
    if (problem) return invalid(name, problem, contactFieldErrorMessage(name, problem));
    lead[name] = normaliseLineBreaks(value).trim();
  }
  const checks = Object.fromEntries(
    Object.entries(contactCheckFieldNames).map(([key, name]) => [key, extras.get(name) ?? '']),
  ) as LeadChecks;
  // Cut on a character's boundary: a half character is no text, and PostgreSQL refuses it.
  return { ok: true, lead, source: leadSourceFrom(extras, cutText), checks };
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

export interface IdempotencyKeyError {
  error: 'invalid_idempotency_key';
  header: typeof CONTACT_IDEMPOTENCY_HEADER;
  message: string;
}

export type IdempotencyKeyValidation =
  { ok: true; key: string | undefined } | { ok: false; problem: IdempotencyKeyError };

/**
 * The request's Idempotency-Key from its raw header list (name, value, name, value, …), where a
 * header sent twice stays visible. Optional, so a form from before keys still gets its lead stored.
 */
export function validateIdempotencyKey(rawHeaders: readonly string[]): IdempotencyKeyValidation {
  const values = rawHeaders.filter(
    (_, index) => index % 2 === 1 && rawHeaders[index - 1]?.toLowerCase() === CONTACT_IDEMPOTENCY_HEADER.toLowerCase(),
  );
  if (values.length === 0) return { ok: true, key: undefined };
  const key = values[0]!;
  if (values.length === 1 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && PRINTABLE_ASCII.test(key))
    return { ok: true, key };
  return {
    ok: false,
    problem: {
      error: 'invalid_idempotency_key',
      header: CONTACT_IDEMPOTENCY_HEADER,
      message: `The ${CONTACT_IDEMPOTENCY_HEADER} header must be sent once, as 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters.`,
    },
  };
}
