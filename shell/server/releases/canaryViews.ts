import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A page sent while a canary runs carries a view token: a random id of that page, signed with the
 * canary's own key for the side it was sent on. Its field report hands it back, and the judgment
 * counts each problem and latency once per page the servers really sent, so a report cannot be
 * forged for a side without fetching one of its pages for each problem. The id names a page, never a
 * visitor: a new one for every page, kept in no cookie. The servers file a digest of it, never the id
 * itself, so whoever reads the field data and the key together still cannot sign a token for a page.
 */

const KEY_BYTES = 32;
const ID_BYTES = 16;
const SIGNATURE_BYTES = 16;
const PART = '[A-Za-z0-9_-]';

/** A token as a report carries it: the page's id and its signature, both base64url. */
export const VIEW_TOKEN_PATTERN = new RegExp(`^${PART}{22}\\.${PART}{22}$`);
/** The canary's key as the registry keeps it. */
export const VIEW_KEY_PATTERN = new RegExp(`^${PART}{43}$`);

export type CanarySide = 'live' | 'canary';

/** A new canary's key, made when it starts and kept with it in the registry, never shown. */
export const newViewKey = (): string => randomBytes(KEY_BYTES).toString('base64url');

const signatureOf = (key: string, id: string, side: CanarySide): Buffer =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(`${id}.${side}`).digest().subarray(0, SIGNATURE_BYTES);

/** What the servers file for a page: a digest of its id, from which no token can be made. */
const filedIdOf = (id: string): string =>
  createHash('sha256').update(id).digest().subarray(0, ID_BYTES).toString('base64url');

/** A page's filed id and the token its document carries. */
export function newView(key: string, side: CanarySide): { id: string; token: string } {
  const id = randomBytes(ID_BYTES).toString('base64url');
  return { id: filedIdOf(id), token: `${id}.${signatureOf(key, id, side).toString('base64url')}` };
}

/** The filed id of the page `token` was sent with on `side` of the canary whose key is `key`, or undefined for any other token. */
export function viewOf(key: string, token: unknown, side: CanarySide): string | undefined {
  if (typeof token !== 'string' || !VIEW_TOKEN_PATTERN.test(token)) return undefined;
  const [id, signature] = token.split('.') as [string, string];
  // Compared as the server writes it: base64url has several spellings of the same last bits, and a token has one.
  const expected = Buffer.from(signatureOf(key, id, side).toString('base64url'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? filedIdOf(id) : undefined;
}
