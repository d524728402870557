import { createHmac, randomInt } from 'node:crypto';
import { cookieOf } from './previewTokens';

/**
 * Which side of a running canary a visitor is on. The side is drawn once, at random, and kept in a
 * first-party cookie holding the side and the canary's name only, so every page, reload and file
 * of the visit agrees, and a canary that ends (or another that starts, the same release again
 * included) draws anew.
 */
export const SIDE_COOKIE = 'site_side';

export type Side = 'canary' | 'live';

/**
 * The request header a shared cache in front sends the side in (the shipped VCL: its copy of the
 * cookie, or 'none' for a visitor who has none yet), and the answer header that tells the cache a
 * canary runs and at what share (`<name> <percent>`, canaryName), so that it draws the side itself.
 */
export const SIDE_HEADER = 'x-site-side';
export const CANARY_HEADER = 'X-Site-Canary';

/** How long a side is kept: longer than a canary may run, so a visitor never changes side within one. */
const SIDE_COOKIE_SECONDS = 14 * 24 * 60 * 60;

export interface SideOfRequest {
  side: Side;
  /** Drawn for this request: its answer sets the cookie. */
  drawn: boolean;
  /** Named by a shared cache in front, which keeps the answer for every visitor of that side, and draws and keeps the side itself. */
  viaCache: boolean;
  /** The cache named no side of this canary: the answer is only for the cache to draw one from, and no visitor's page. */
  undrawn?: true;
}

/**
 * What the cookie, the cache's headers and a side name a canary by: its release and a tag of this
 * start (from its view key), so a release started again after an abort, at another share, draws every
 * visitor anew instead of keeping the sides of the last one. Hex and dashes, as the shipped VCL reads it.
 */
export function canaryName(canary: { release: string; viewKey: string }): string {
  const tag = createHmac('sha256', Buffer.from(canary.viewKey, 'base64url')).update('side cookie').digest('hex');
  return `${canary.release}-${tag.slice(0, 8)}`;
}

const sideNamed = (value: string | undefined, release: string): Side | undefined =>
  (['canary', 'live'] as const).find((side) => value === `${side}.${release}`);

/**
 * The side a request is on for the canary named `release` (canaryName). A cache in front names it in SIDE_HEADER:
 * a side of this canary is taken, anything else ('none', another canary's, a forgery) gets the live
 * release's page, from which the cache draws. Without a cache, the cookie names it; a cookie of
 * another canary, a forged or garbled one, or none draws a side at `percent` %.
 */
export function sideOf(
  headers: { cookie?: string; [SIDE_HEADER]?: string | string[] },
  release: string,
  percent: number,
): SideOfRequest {
  const fromCache = headers[SIDE_HEADER];
  if (fromCache !== undefined) {
    const named = sideNamed(Array.isArray(fromCache) ? fromCache[0] : fromCache, release);
    return named
      ? { side: named, drawn: false, viaCache: true }
      : { side: 'live', drawn: false, viaCache: true, undrawn: true };
  }
  const kept = sideNamed(cookieOf(headers.cookie, SIDE_COOKIE), release);
  if (kept) return { side: kept, drawn: false, viaCache: false };
  return { side: randomInt(100) < percent ? 'canary' : 'live', drawn: true, viaCache: false };
}

/** The Set-Cookie value that keeps a drawn side: readable by the server only, sent on this site's own pages. */
export function sideCookie(side: Side, release: string, secure: boolean): string {
  return [
    `${SIDE_COOKIE}=${side}.${release}`,
    'Path=/',
    `Max-Age=${SIDE_COOKIE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
