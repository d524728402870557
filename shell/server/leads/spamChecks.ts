import type { ContactRequest } from 'shared/content/contact';
import type { FormTokenCheck } from './formToken';
import type { HoldReason } from './leadStore';

/**
 * Faster than this from the form's first use to its post is faster than a person types; but
 * autofill and password managers fill a form in under a second, so speed alone only asks for
 * the challenge, it never holds a lead back.
 */
export const FASTEST_PERSON_MS = 3000;
/** A token older than this (a tab left open for days) asks for the challenge too. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;
/** Links in one request from this many on look like link spam (a buyer rarely sends more than a datasheet or two). */
export const MANY_LINKS = 3;

const LINK = /\bhttps?:\/\/|\bwww\.|\[url=/gi;
/** Markup or script where people type plain text. */
const MARKUP =
  /<\s*\/?\s*(a|script|iframe|img|div|span|p|b|strong|style|svg|object|embed)\b|\bjavascript:|\bon[a-z]+\s*=/i;

export interface SubmissionSignals {
  fields: ContactRequest;
  /** The honeypot's value: people never see it, so anything there came from a bot. */
  honeypot: string;
  token: FormTokenCheck;
  /** Posts from the same client in the current rate-limit window, this one included. */
  postsInWindow: number;
  rateLimitMax: number;
  now: number;
}

/**
 * What becomes of a post: accepted (forwarded to the workflow), held back as spam (stored, never
 * forwarded, listed by `npm run leads -- --quarantined`), or held until the browser answers a
 * proof-of-work challenge. Held reasons are what a real visitor's form never does; challenge
 * reasons are what a real visitor may do now and then.
 */
export type Verdict =
  { kind: 'accept' } | { kind: 'hold'; reasons: HoldReason[] } | { kind: 'challenge'; reasons: HoldReason[] };

export function judgeSubmission({
  fields,
  honeypot,
  token,
  postsInWindow,
  rateLimitMax,
  now,
}: SubmissionSignals): Verdict {
  const hold: HoldReason[] = [];
  if (honeypot.trim()) hold.push('honeypot');
  if (!token.ok) hold.push(token.problem === 'missing' ? 'no_token' : 'bad_token');
  if (postsInWindow > rateLimitMax) hold.push('over_rate_limit');

  const doubt: HoldReason[] = [];
  if (token.ok && now - token.issuedAt < FASTEST_PERSON_MS) doubt.push('fast');
  if (token.ok && now - token.issuedAt > FORM_TOKEN_MAX_AGE_MS) doubt.push('stale_token');
  const text = Object.values(fields).join('\n');
  if ((text.match(LINK)?.length ?? 0) >= MANY_LINKS) doubt.push('links');
  if (MARKUP.test(text)) doubt.push('markup');

  if (hold.length) return { kind: 'hold', reasons: [...hold, ...doubt] };
  if (doubt.length) return { kind: 'challenge', reasons: doubt };
  return { kind: 'accept' };
}
