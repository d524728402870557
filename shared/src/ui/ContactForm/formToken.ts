/**
 * The form token: fetched when the visitor first uses the form, since a cached page cannot carry
 * one. A failure is not the visitor's problem: the form is sent without it, and the intake keeps
 * the lead for the owner to look at rather than refusing it.
 */
export async function fetchFormToken(endpoint: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${endpoint}/token`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const { token } = (await response.json()) as { token?: unknown };
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}
