import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The form token: proof that a post comes from a form this site rendered, and since when. The
 * form fetches one when it is first used (a cached document cannot carry one), and sends it with
 * the lead. It is `<issued at, base 36>.<nonce>.<HMAC-SHA256 of both>`: nothing to store until a
 * lead uses it, and a lead stores its nonce, so one token serves one lead (the stores see to that).
 */
export type FormTokenCheck =
  { ok: true; issuedAt: number; nonce: string } | { ok: false; problem: 'missing' | 'malformed' | 'bad_signature' };

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(`form-token:${payload}`).digest('base64url');

export function issueFormToken(secret: Buffer, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function readFormToken(token: string, secret: Buffer): FormTokenCheck {
  if (!token) return { ok: false, problem: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[0-9a-z]{1,12}$/.test(parts[0]!) || !/^[\w-]{22}$/.test(parts[1]!))
    return { ok: false, problem: 'malformed' };
  const expected = Buffer.from(sign(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, problem: 'bad_signature' };
  return { ok: true, issuedAt: parseInt(parts[0]!, 36), nonce: parts[1]! };
}
