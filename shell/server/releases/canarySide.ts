import { randomInt } from 'node:crypto';
import { cookieOf } from './previewTokens';

/**
 * Which side of a running canary a visitor is on. The side is drawn once, at random, and kept in a
 * first-party cookie holding the side and the canary's release only, so every page, reload and file
 * of the visit agrees, and a canary that ends (or another that starts) draws anew.
 */
export const SIDE_COOKIE = 'site_side';

export type Side = 'canary' | 'live';

/** How long a side is kept: longer than a canary may run, so a visitor never changes side within one. */
const SIDE_COOKIE_SECONDS = 14 * 24 * 60 * 60;

export interface SideOfRequest {
  side: Side;
  /** Drawn for this request: its answer sets the cookie. */
  drawn: boolean;
}

/**
 * The side the request's cookie names for the canary of `release`; a cookie of another canary, a
 * forged or garbled one, or none draws a side at `percent` %.
 */
export function sideOf(cookieHeader: string | undefined, release: string, percent: number): SideOfRequest {
  const kept = cookieOf(cookieHeader, SIDE_COOKIE);
  for (const side of ['canary', 'live'] as const) if (kept === `${side}.${release}`) return { side, drawn: false };
  return { side: randomInt(100) < percent ? 'canary' : 'live', drawn: true };
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
