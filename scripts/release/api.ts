// How the release CLI talks to the release API, and how it refuses what a person can put right.

/** A refusal the person can act on (bad usage, a refused release): exit code 2. */
export class Refused extends Error {}

/** One request to the release API; a refusal's reason is the server's own words. */
export async function callApi(method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> {
  const base = process.env.RELEASE_API_URL;
  const token = process.env.RELEASE_TOKEN;
  if (!base)
    throw new Refused("RELEASE_API_URL is not set: the address of the site's release API, e.g. http://10.0.0.5:9400");
  if (!token)
    throw new Refused(
      'RELEASE_TOKEN is not set: the token the operator made for this app (npm run release -- token create)',
    );
  const send = () =>
    fetch(new URL(route, base.endsWith('/') ? base : `${base}/`), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const response = await send().catch(async (error: unknown) => {
    // The API refuses a bad token before reading the body and may close the connection mid-upload: ask without one to say why.
    if (body !== undefined) await callApi('GET', 'releases');
    throw error;
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) {
    const reason = answer.message ?? `${response.status} ${response.statusText}`;
    if (response.status >= 400 && response.status < 500) throw new Refused(`refused (${response.status}): ${reason}`);
    throw new Error(`the release API failed (${response.status}): ${reason}`);
  }
  return answer;
}
