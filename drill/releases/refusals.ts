/**
 * What the release API must refuse without the live release moving: an artifact changed after it
 * was published, and tokens for another app, expired or revoked; each refusal in the audit log.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { messageOf } from 'site-server';
import { publishBody } from 'site-server/releases';
import { portalsBuild } from '../../test-support/releases/standInBuilds';
import { send, type Answer } from '../http';
import {
  auditCount,
  auditSince,
  livePortals,
  NONE,
  PORTALS,
  portalsOrigin,
  SKIP_GATE,
  sleep,
  stillServing,
  type Fleet,
} from './fleet';

export async function tamperedArtifact(fleet: Fleet): Promise<string> {
  const previous = await livePortals(fleet);
  if (previous === NONE) throw new Error('no portals release is live to keep serving');
  const p3 = await fleet.publish(PORTALS, fleet.tokens.portals, 'p3');
  const tampered = 'server/pages.p3.js';
  const client = new Client({ connectionString: fleet.databaseUrl });
  await client.connect();
  try {
    // The first byte flipped in place, as a disk, a backup restore or an intruder could.
    const changed = await client.query(
      'UPDATE release_files SET content = set_byte(content, 0, get_byte(content, 0) # 1) WHERE app = $1 AND id = $2 AND path = $3',
      [PORTALS, p3, tampered],
    );
    if (changed.rowCount !== 1)
      throw new Error(`${tampered} of ${p3} is not stored in release_files (${changed.rowCount} rows changed)`);
  } finally {
    await client.end();
  }
  const before = await auditCount(fleet);
  const answer = await fleet.api(`/releases/${PORTALS}/${p3}/promote`, fleet.tokens.portals, SKIP_GATE);
  const reason = (JSON.parse(answer.text) as { message?: string }).message ?? answer.text;
  const problems: string[] = [];
  if (answer.status !== 409) problems.push(`the promote was answered ${answer.status}, not 409: ${answer.text}`);
  else if (!/does not match the digest recorded at publish/.test(reason))
    problems.push(`the refusal does not say the files do not match: "${reason}"`);
  // A poll's length, so that a server that took the switch from the database would show it.
  await sleep(1200);
  problems.push(...(await stillServing(fleet, previous)));
  const live = await livePortals(fleet);
  if (live !== previous) problems.push(`the registry has ${live} live, not ${previous}`);
  const [a] = fleet.servers;
  if (existsSync(path.join(a.cacheDir, PORTALS, p3))) problems.push(`server A holds a folder of ${p3} in its cache`);
  const served = await send(`${portalsOrigin(a)}/${p3}/remoteEntry.p3.js`).catch((error: unknown) => ({
    status: messageOf(error),
  }));
  if (served.status !== 404)
    problems.push(`server A's portals remote answered ${served.status} for a file of ${p3}, not 404`);
  const audited = (await auditSince(fleet, before)).find(
    (entry) => entry.action === 'promote' && entry.outcome === 'refused' && entry.release === p3,
  );
  if (audited?.actor !== 'portals-ci')
    problems.push(
      `the audit log has no refused promote of ${p3} by portals-ci (${audited ? `by ${audited.actor}` : 'none at all'})`,
    );
  if (problems.length > 0) throw new Error(problems.join('; '));
  return `p3 published, one byte of ${tampered} changed in PostgreSQL; promote answered 409 "${reason}"; both servers still serve ${previous}; audited: promote of p3 refused, by portals-ci`;
}

export async function refusedTokens(fleet: Fleet): Promise<string> {
  const { api, tokens, registry } = fleet;
  const target = fleet.ids.get('p2');
  const before = await auditCount(fleet);
  const previous = await livePortals(fleet);
  const problems: string[] = [];
  const check = async (what: string, status: number, answer: Promise<Answer>) => {
    const { status: got, headers, text } = await answer;
    if (got !== status) problems.push(`${what} was answered ${got}, not ${status}: ${text.slice(0, 200)}`);
    else if (status === 401 && !headers.get('www-authenticate')?.startsWith('Bearer'))
      problems.push(`${what} was answered 401 without a Bearer challenge`);
  };
  await check("the services token listing the releases (its own app's right)", 200, api('/releases', tokens.services));
  await check(
    'the services token publishing portals',
    403,
    api(`/releases/${PORTALS}`, tokens.services, publishBody(portalsBuild(fleet.root, 'p4'))),
  );
  await check(
    'the services token promoting portals',
    403,
    api(`/releases/${PORTALS}/${target}/promote`, tokens.services),
  );
  await check(
    'the expired token promoting portals',
    401,
    api(`/releases/${PORTALS}/${target}/promote`, tokens.expired),
  );
  await check('the token to be revoked, before its revocation', 200, api('/releases', tokens.revoked));
  if (!(await registry.tokens.revoke('portals-revoked', new Date())))
    problems.push('portals-revoked could not be revoked');
  await check(
    'the revoked token promoting portals',
    401,
    api(`/releases/${PORTALS}/${target}/promote`, tokens.revoked),
  );
  const entries = await auditSince(fleet, before);
  const expected = [
    { action: 'publish', actor: 'services-ci', reason: `token services-ci is for services-mfe, not ${PORTALS}` },
    { action: 'promote', actor: 'services-ci', reason: `token services-ci is for services-mfe, not ${PORTALS}` },
    { action: 'promote', actor: 'portals-expired', reason: 'token portals-expired expired' },
    { action: 'promote', actor: 'portals-revoked', reason: 'token portals-revoked was revoked' },
  ];
  for (const wanted of expected) {
    const found = entries.some(
      (entry) =>
        entry.outcome === 'refused' &&
        entry.app === PORTALS &&
        entry.action === wanted.action &&
        entry.actor === wanted.actor &&
        entry.reason === wanted.reason,
    );
    if (!found)
      problems.push(`the audit log has no refused ${wanted.action} by ${wanted.actor} saying "${wanted.reason}"`);
  }
  const byServices = (await registry.releases(PORTALS)).filter((record) => record.publishedBy === 'services-ci');
  if (byServices.length > 0) problems.push(`portals has ${byServices.length} releases published by services-ci`);
  problems.push(...(await stillServing(fleet, previous)));
  if (problems.length > 0) throw new Error(problems.join('; '));
  return `403 for services-ci publishing and promoting portals, 401 for portals-expired and for portals-revoked (200 before its revocation); ${expected.length} refusals audited with actor and reason; ${previous} still live on both servers`;
}
