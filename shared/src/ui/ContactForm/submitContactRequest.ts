import { site } from '../../config';
import { isContactFieldName, type ContactFieldName } from '../../content/contact';

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

/** Posts the form's own fields as multipart/form-data; any non-OK status is a failure. */
export async function submitContactRequest(form: HTMLFormElement, endpoint: string = site.contactEndpoint): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpoint, { method: 'POST', body: new FormData(form) });
  } catch (error) {
    throw new ContactSubmissionError(`Network error: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    const refusedField = response.status === 400 ? await refusedFieldOf(response) : undefined;
    throw new ContactSubmissionError(`The server answered ${response.status}`, response.status, refusedField);
  }
}
