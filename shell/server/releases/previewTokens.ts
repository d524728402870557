import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createOnce } from '../storage/durableFiles';
import path from 'node:path';
import type { Workspace } from './buildOutput';
import { RELEASE_ID_PATTERN } from './releaseRecord';
import { isReleaseApp } from './releaseService';

/** What a preview link lets one browser see: staged releases of one team's app, until it expires. */
export interface Preview {
  /** The app whose team asked for it; its token could only name releases of this app. */
  app: Workspace;
  /** The release of each app to serve instead of the live one. */
  releases: Partial<Record<Workspace, string>>;
  /** Who asked for the link: a token's name, or 'operator'. */
  by: string;
  /** Seconds since the epoch after which the link and its cookie are refused. */
  expires: number;
}

export const PREVIEW_COOKIE = 'site_preview';
/** Set when a preview ends: the previewed page's last field data, sent as it unloads, is not a visitor's either. */
export const PREVIEW_ENDED_COOKIE = 'site_preview_ended';
/** Where a preview link opens on the public site. */
export const PREVIEW_OPEN_PATH = '/_preview';
/** Long enough to look a release over and run its gate; a new link is one command away. */
export const DEFAULT_PREVIEW_MINUTES = 60;
export const LONGEST_PREVIEW_MINUTES = 24 * 60;
/** Servers of a fleet whose clocks differ by this much still accept each other's longest links. */
const CLOCK_SKEW_MINUTES = 5;
const VERSION = 'p1';

function signatureOf(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${VERSION}.${body}`).digest();
}

/** A preview token: the preview as base64url JSON, signed with the server's secret (HMAC-SHA256). */
export function signPreview(secret: string, preview: Preview): string {
  const body = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${VERSION}.${body}.${signatureOf(secret, body).toString('base64url')}`;
}

export type PreviewCheck = { ok: true; preview: Preview } | { ok: false; reason: string };

/** Whether `token` is a preview this server signed, unchanged and unexpired, naming only releases of its own app. */
export function checkPreview(secret: string, token: string | undefined, now = new Date()): PreviewCheck {
  if (!token) return { ok: false, reason: 'no preview token' };
  const [version, body, signature, ...rest] = token.split('.');
  if (version !== VERSION || !body || !signature || rest.length > 0)
    return { ok: false, reason: 'this is not a preview token' };
  const expected = signatureOf(secret, body);
  const given = Buffer.from(signature, 'base64url');
  // Compared in constant time, so the answer's timing says nothing about how much of a forged signature was right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'the preview token is not signed by this site' };
  let preview: Preview;
  try {
    preview = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Preview;
  } catch {
    return { ok: false, reason: 'the preview token cannot be read' };
  }
  const releases = Object.entries(preview.releases ?? {});
  if (
    !isReleaseApp(preview.app) ||
    releases.length === 0 ||
    !releases.every(([app, id]) => app === preview.app && typeof id === 'string' && RELEASE_ID_PATTERN.test(id))
  ) {
    return { ok: false, reason: 'the preview token names releases it may not' };
  }
  if (typeof preview.expires !== 'number' || preview.expires * 1000 <= now.getTime())
    return { ok: false, reason: 'the preview link has expired' };
  // Checked on every request, not only when a link is made: a token signed elsewhere with the secret still cannot outlast the longest preview.
  if (preview.expires * 1000 > now.getTime() + (LONGEST_PREVIEW_MINUTES + CLOCK_SKEW_MINUTES) * 60_000)
    return { ok: false, reason: 'the preview token outlives the longest preview a link may open' };
  if (typeof preview.by !== 'string' || preview.by.length === 0)
    return { ok: false, reason: 'the preview token names nobody who made it' };
  return { ok: true, preview };
}

/** A preview of `app`'s release `id` for `minutes`, signed. */
export function previewToken(
  secret: string,
  app: Workspace,
  id: string,
  by: string,
  minutes = DEFAULT_PREVIEW_MINUTES,
  now = new Date(),
): { token: string; expiresAt: string } {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > LONGEST_PREVIEW_MINUTES) {
    throw new RangeError(
      `a preview lasts a whole number of minutes from 1 to ${LONGEST_PREVIEW_MINUTES}, not ${minutes}`,
    );
  }
  const expires = Math.floor(now.getTime() / 1000) + minutes * 60;
  return {
    token: signPreview(secret, { app, releases: { [app]: id }, by, expires }),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** A secret shorter than this signs nothing: it is what a stopped process of an earlier version could leave. */
const SHORTEST_SECRET = 32;

/**
 * The secret preview links are signed with: PREVIEW_SECRET when set (every server of a fleet must
 * share it), else one made once for this deploy directory and kept beside its registry (mode 0600,
 * made whole: see createOnce). One too short to trust stops the server, saying what to do.
 */
export function previewSecret(configured: string | undefined, deployRoot: string | undefined): string | undefined {
  if (configured) return configured;
  if (!deployRoot) return undefined;
  const file = path.join(deployRoot, 'registry', 'preview-secret');
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = (
    existsSync(file) ? readFileSync(file, 'utf8') : createOnce(file, `${randomBytes(32).toString('base64url')}\n`)
  ).trim();
  if (secret.length < SHORTEST_SECRET) {
    throw new Error(
      `${file} holds ${secret.length} characters, too few to sign preview links (a process stopped while making it): remove the file, and the next start makes a new one`,
    );
  }
  return secret;
}

/** The value of the cookie `wanted` in a Cookie header, if any. */
export function cookieOf(header: string | undefined, wanted: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted) return value.join('=');
  }
  return undefined;
}
