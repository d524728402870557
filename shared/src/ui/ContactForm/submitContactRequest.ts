import type { Challenge } from 'altcha-lib';
import { site } from '../../config';
import {
  CONTACT_CHALLENGE_STATUS,
  CONTACT_IDEMPOTENCY_HEADER,
  contactCheckFieldNames,
  isContactFieldName,
  type ContactFieldName,
} from '../../content/contact';

/** The intake refused one field: which one, and its reason code (e.g. 'too_long'). */
export interface RefusedField {
  field: ContactFieldName;
  reason: string;
}

export class ContactSubmissionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly refusedField?: RefusedField,
  ) {
    super(message);
    this.name = 'ContactSubmissionError';
  }
}

/** The field and reason of a 400 answer, when its body names a field of the form. */
async function refusedFieldOf(response: Response): Promise<RefusedField | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return undefined;
    const { field, reason } = body as { field?: unknown; reason?: unknown };
    if (typeof field !== 'string' || !isContactFieldName(field)) return undefined;
    return { field, reason: typeof reason === 'string' ? reason : '' };
  } catch {
    return undefined;
  }
}

/**
 * A new key for one filled-in form. crypto.randomUUID exists only in secure contexts (HTTPS,
 * localhost); a site reached over plain HTTP on another host gets the same kind of random
 * version-4 UUID from getRandomValues, which every browser has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmitOptions {
  /** Sent with the form's own fields: where the lead came from and the form token. */
  extraEntries?: readonly [string, string][];
  /** Told when the intake asks for a challenge, before the browser works on it. */
  onChallenge?: () => void;
}

/** What stands in for the answer when this browser could not work it out: the lead is kept, held for the owner. */
const UNANSWERED = 'unanswered';

/**
 * Posts the form's own fields as multipart/form-data; any non-OK status is a failure. Sending
 * the same idempotency key again (a retry of the same form) stores nothing new on the server.
 * When the intake asks for a challenge (202 with a challenge), the browser answers it and sends the form again
 * under the same key.
 */
export async function submitContactRequest(
  form: HTMLFormElement,
  endpoint: string = site.contactEndpoint,
  idempotencyKey?: string,
  { extraEntries = [], onChallenge }: SubmitOptions = {},
): Promise<void> {
  const send = async (answer?: string) => {
    const body = new FormData(form);
    for (const [name, value] of extraEntries) body.append(name, value);
    if (answer !== undefined) body.append(contactCheckFieldNames.challenge, answer);
    try {
      return await fetch(endpoint, {
        method: 'POST',
        body,
        headers: idempotencyKey ? { [CONTACT_IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
      });
    } catch (error) {
      throw new ContactSubmissionError(`Network error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  let response = await send();
  const challenge =
    response.status === CONTACT_CHALLENGE_STATUS
      ? ((await response.json().catch(() => ({}))) as { challenge?: Challenge }).challenge
      : undefined;
  if (challenge) {
    onChallenge?.();
    const { answerChallenge } = await import(/* webpackChunkName: "contact-challenge" */ './solveChallenge');
    response = await send((await answerChallenge(challenge)) ?? UNANSWERED);
    if (response.status === CONTACT_CHALLENGE_STATUS)
      throw new ContactSubmissionError('The intake asked for the challenge again');
  }
  if (!response.ok) {
    const refusedField = response.status === 400 ? await refusedFieldOf(response) : undefined;
    throw new ContactSubmissionError(`The server answered ${response.status}`, response.status, refusedField);
  }
}
