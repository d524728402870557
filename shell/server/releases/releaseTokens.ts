import { createHash, randomBytes } from 'node:crypto';
import type { Workspace } from './buildOutput';
import type { AuditLog, ReleaseToken, ReleaseTokens } from './releaseRegistry';

/** A token's name: letters, digits and dashes, so it reads well in the audit log and never carries the secret. */
export const TOKEN_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** How long a token lasts unless told: long enough for a CI secret, short enough to be renewed. */
export const DEFAULT_TOKEN_DAYS = 90;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a publishing token for one app and records only its hash. The token is returned once, to
 * be put in that team's CI secrets; it names its app so a leaked one says whose it was.
 */
export async function createReleaseToken(
  registry: { tokens: ReleaseTokens; audit: AuditLog },
  app: Workspace,
  name: string,
  days = DEFAULT_TOKEN_DAYS,
  now = new Date(),
): Promise<string> {
  if (!TOKEN_NAME_PATTERN.test(name))
    throw new Error(`"${name}" is not a token name: lower-case letters, digits and dashes`);
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw new Error(`a token lasts a whole number of days from 1 to 3650, not ${days}`);
  const token = `rel_${app.replace(/-mfe$/, '')}_${randomBytes(32).toString('base64url')}`;
  await registry.tokens.add({
    name,
    app,
    hash: tokenHash(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
  });
  await registry.audit.record({
    action: 'token-create',
    outcome: 'done',
    actor: 'operator',
    app,
    reason: `token ${name}, valid ${days} days`,
  });
  return token;
}

export type TokenCheck =
  { ok: true; token: ReleaseToken } | { ok: false; status: 401 | 403; reason: string; actor: string };

/** Whether `presented` may change `app` now: known, not revoked, not expired, and issued for that app. */
export async function checkReleaseToken(
  tokens: ReleaseTokens,
  presented: string | undefined,
  app: Workspace | undefined,
  now = new Date(),
): Promise<TokenCheck> {
  if (!presented) return { ok: false, status: 401, reason: 'no token', actor: 'unknown' };
  const token = await tokens.byHash(tokenHash(presented));
  if (!token) return { ok: false, status: 401, reason: 'unknown token', actor: 'unknown' };
  if (token.revokedAt) return { ok: false, status: 401, reason: `token ${token.name} was revoked`, actor: token.name };
  if (Date.parse(token.expiresAt) <= now.getTime())
    return { ok: false, status: 401, reason: `token ${token.name} expired`, actor: token.name };
  if (app !== undefined && token.app !== app)
    return { ok: false, status: 403, reason: `token ${token.name} is for ${token.app}, not ${app}`, actor: token.name };
  return { ok: true, token };
}
