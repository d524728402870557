/** What went wrong, as one string: an error's message, or anything else thrown as its text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
