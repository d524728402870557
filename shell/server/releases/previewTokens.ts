import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Workspace } from '../buildOutput';
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
  if (version !== VERSION || !body || !signature || rest.length > 0) return { ok: false, reason: 'this is not a preview token' };
  const expected = signatureOf(secret, body);
  const given = Buffer.from(signature, 'base64url');
  // Compared in constant time, so the answer's timing says nothing about how much of a forged signature was right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'the preview token is not signed by this site' };
  let preview: Preview;
  try {
    preview = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Preview;
  } catch {
    return { ok: false, reason: 'the preview token cannot be read' };
  }
  const releases = Object.entries(preview.releases ?? {});
  if (!isReleaseApp(preview.app) || releases.length === 0 || !releases.every(([app, id]) => app === preview.app && typeof id === 'string' && RELEASE_ID_PATTERN.test(id))) {
    return { ok: false, reason: 'the preview token names releases it may not' };
  }
  if (typeof preview.expires !== 'number' || preview.expires * 1000 <= now.getTime()) return { ok: false, reason: 'the preview link has expired' };
  return { ok: true, preview };
}

/** A preview of `app`'s release `id` for `minutes`, signed. */
export function previewToken(secret: string, app: Workspace, id: string, by: string, minutes = DEFAULT_PREVIEW_MINUTES, now = new Date()): { token: string; expiresAt: string } {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > LONGEST_PREVIEW_MINUTES) {
    throw new RangeError(`a preview lasts a whole number of minutes from 1 to ${LONGEST_PREVIEW_MINUTES}, not ${minutes}`);
  }
  const expires = Math.floor(now.getTime() / 1000) + minutes * 60;
  return { token: signPreview(secret, { app, releases: { [app]: id }, by, expires }), expiresAt: new Date(expires * 1000).toISOString() };
}

/**
 * The secret preview links are signed with: PREVIEW_SECRET when set (every server of a fleet must
 * share it), else one made once for this deploy directory and kept beside its registry (mode 0600).
 */
export function previewSecret(configured: string | undefined, deployRoot: string | undefined): string | undefined {
  if (configured) return configured;
  if (!deployRoot) return undefined;
  const file = path.join(deployRoot, 'registry', 'preview-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another process made it first: theirs is the one every server of this directory uses.
      return readFileSync(file, 'utf8').trim();
    }
    chmodSync(file, 0o600);
    return secret;
  }
}

/** The value of the cookie `wanted` in a Cookie header, if any. */
export function cookieOf(header: string | undefined, wanted: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted) return value.join('=');
  }
  return undefined;
}
