import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CONTACT_CHALLENGE_STATUS, contactCheckFieldNames } from 'shared/content/contact';

/**
 * What the site's form does around a lead, for tests and the drill that post without a browser:
 * fetch a form token first, and answer the challenge when the intake asks for one (HTTP 202 with a challenge).
 */
export async function fetchFormToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/contact/token`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The form token answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The `altcha` entry that answers `challenge`, as the form sends it. */
export async function answerChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The challenge in the body of the intake's answer asking for one. */
export function challengeIn(body: string): Challenge {
  return (JSON.parse(body) as { challenge: Challenge }).challenge;
}

export const TOKEN_FIELD = contactCheckFieldNames.token;
export const CHALLENGE_FIELD = contactCheckFieldNames.challenge;
export const HONEYPOT_FIELD = contactCheckFieldNames.honeypot;

/**
 * Sends a lead as the site's form does: fetches a form token, posts, and answers the challenge
 * when asked (under the same Idempotency-Key), so the lead reaches the workflow as a visitor's would.
 * Resolves to the final answer.
 */
export async function sendLikeTheForm(
  origin: string,
  fields: Record<string, string>,
  { key = crypto.randomUUID(), headers = {} }: { key?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const token = await fetchFormToken(origin);
  const send = async (extra: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fields, [TOKEN_FIELD]: token, ...extra })) form.append(name, value);
    return fetch(`${origin}/api/contact`, {
      method: 'POST',
      body: form,
      headers: { ...headers, 'idempotency-key': key },
    });
  };
  const first = await send({});
  if (first.status !== CONTACT_CHALLENGE_STATUS) return first;
  return send({ [CHALLENGE_FIELD]: await answerChallenge(challengeIn(await first.text())) });
}
