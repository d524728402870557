import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The proof-of-work challenge (ALTCHA) a suspicious post must answer, solved by the visitor's
 * browser without any third party. It names the lead it was asked for, so an answer frees that
 * lead only, and it expires. The cost is kept small, so a phone answers it well within a visitor's patience
 * (docs/benchmarks/history.md, "Leads the owner can trust").
 */
export const CHALLENGE_ALGORITHM = 'SHA-256';
export const CHALLENGE_COST = 8;
/** Hex digits of zeros the answer's key must start with: 16^3 tries on average. */
export const CHALLENGE_KEY_PREFIX = '000';
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

const hmacSecret = (secret: Buffer) => createHmac('sha256', secret).update('altcha').digest('hex');

export function challengeFor(leadId: string, secret: Buffer, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    keyPrefix: CHALLENGE_KEY_PREFIX,
    deriveKey,
    data: { lead: leadId },
    expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: hmacSecret(secret),
  });
}

/** Whether `answer` (the form's `altcha` entry: base64 JSON of the challenge and its solution) solves a challenge asked for `leadId`. */
export async function answersChallenge(answer: string, leadId: string, secret: Buffer): Promise<boolean> {
  let payload: { challenge?: Challenge; solution?: Solution };
  try {
    payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as typeof payload;
  } catch {
    return false;
  }
  if (!payload.challenge?.parameters || !payload.solution || payload.challenge.parameters.data?.lead !== leadId)
    return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: hmacSecret(secret),
    });
    return result.verified;
  } catch {
    return false;
  }
}
