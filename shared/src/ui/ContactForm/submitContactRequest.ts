import { site } from '../../config';

export class ContactSubmissionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContactSubmissionError';
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
    throw new ContactSubmissionError(`The server answered ${response.status}`, response.status);
  }
}
