import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** Gives up after this long: the form then sends without the answer, and the lead waits for the owner. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * The answer to the intake's proof-of-work challenge (ALTCHA), worked out in this browser with
 * Web Crypto and no third party; fetched as its own chunk, only by a form that is asked. Resolves
 * to the form's `altcha` entry, or undefined when this browser cannot work it out (no Web Crypto
 * outside a secure context).
 */
export async function answerChallenge(challenge: Challenge): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS }).catch(() => null);
  return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
}
