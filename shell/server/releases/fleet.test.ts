import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { portalsBuild, shellBuild } from '../../../test-support/releases/standInBuilds';
import { stopTestPostgres, testPostgres } from '../../../test-support/leads/testStores';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';
import { publishBody } from './publishBody';
import { createReleaseToken } from './releaseTokens';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * Two servers on one PostgreSQL database, each with its own disk, as behind a load balancer: a
 * team ships through one server's release API and both serve the change, no restart.
 */

jest.setTimeout(60_000);

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(45);

const HOST = 'example.test';
let tmpRoot: string;
let servers: Site[] = [];

async function startServer(
  name: string,
  databases: string | { leads: string; releases: string },
  shellPort: number,
  apiPort?: number,
): Promise<Site> {
  const config = readServerConfig({
    PORT: String(shellPort),
    HOST: '127.0.0.1',
    ...(typeof databases === 'string'
      ? { DATABASE_URL: databases }
      : { LEADS_DATABASE_URL: databases.leads, RELEASES_DATABASE_URL: databases.releases }),
    RELEASE_CACHE_DIR: path.join(tmpRoot, name, 'releases'),
    ...(apiPort ? { RELEASE_API_PORT: String(apiPort) } : {}),
    ALLOWED_HOSTS: HOST,
    LOG_LEVEL: 'silent',
  });
  const site = await createSite({ ...config, remotes: config.remotes.filter((remote) => remote.group === 'portals') });
  await site.listen();
  servers.push(site);
  return site;
}

const heading = async (site: Site) =>
  /<h1>([^<]*)<\/h1>/.exec(
    (await site.shell.inject({ method: 'GET', url: '/client-portal', headers: { host: HOST, accept: 'text/html' } }))
      .body,
  )?.[1];

/** Asks `site` every 50 ms until its page says `text`, however long that takes: the test's timeout bounds the wait. */
async function served(site: Site, text: string): Promise<void> {
  while ((await heading(site)) !== text) await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeEach(() => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'fleet-'));
});

afterEach(async () => {
  await Promise.all(servers.map((site) => site.close()));
  servers = [];
  rmSync(tmpRoot, { recursive: true, force: true });
});

afterAll(stopTestPostgres);

test('a promote and a rollback through one server reach both, with the leads and the releases in one database', async () => {
  const databaseUrl = await (await testPostgres()).createDatabase();
  const a = await startServer('a', databaseUrl, PORTS, PORTS + 10);
  const b = await startServer('b', databaseUrl, PORTS + 20);
  const token = async (app: 'shell' | 'portals-mfe') => createReleaseToken(a.releaseRegistry!, app, `${app}-ci`);
  const [shellToken, portalsToken] = [await token('shell'), await token('portals-mfe')];
  const api = (url: string, bearer: string, payload?: object) =>
    a.releaseApi!.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${bearer}` },
      ...(payload ? { payload } : {}),
    });

  const shell = (await api('/releases/shell', shellToken, publishBody(shellBuild(tmpRoot, 'a1')))).json<{
    id: string;
  }>().id;
  // The switch is what is measured here; the gate before it has tests of its own.
  const skipGate = { skipGate: 'the fleet switch is under test' };
  await api(`/releases/shell/${shell}/promote`, shellToken, skipGate);
  const p1 = (await api('/releases/portals-mfe', portalsToken, publishBody(portalsBuild(tmpRoot, 'p1')))).json<{
    id: string;
  }>().id;
  const p2 = (await api('/releases/portals-mfe', portalsToken, publishBody(portalsBuild(tmpRoot, 'p2')))).json<{
    id: string;
  }>().id;

  for (const [url, text] of [
    [`/releases/portals-mfe/${p1}/promote`, 'Portals p1'],
    [`/releases/portals-mfe/${p2}/promote`, 'Portals p2'],
    ['/releases/portals-mfe/rollback', 'Portals p1'],
  ] as const) {
    expect((await api(url, portalsToken, url.endsWith('/promote') ? skipGate : undefined)).statusCode).toBe(200);
    // The server that made the switch serves it as soon as it answers; the other comes to it with no restart and no call to it.
    expect(await heading(a)).toBe(text);
    await served(b, text);
  }

  // Server B answers for files of both releases, from its own checked copy.
  for (const id of [p1, p2]) {
    const entry = await b.remotes
      .get('portals')!
      .inject({ method: 'GET', url: `/${id}/remoteEntry.${id === p1 ? 'p1' : 'p2'}.js` });
    expect([id, entry.statusCode]).toEqual([id, 200]);
  }
  // The leads are in the same database, through the same setting.
  expect(a.leadStore.location).toContain('127.0.0.1');
});

test("the leads and the releases can each have a database role of their own: neither role can read the other's tables", async () => {
  const databaseUrl = await (await testPostgres()).createDatabase();
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(
      'CREATE ROLE site_leads LOGIN; CREATE ROLE site_releases LOGIN; GRANT CREATE ON SCHEMA public TO site_leads, site_releases',
    );
  } finally {
    await admin.end();
  }
  const as = (role: string) => databaseUrl.replace('postgres@', `${role}@`);
  const site = await startServer(
    'roles',
    { leads: as('site_leads'), releases: as('site_releases') },
    PORTS + 30,
    PORTS + 40,
  );
  const token = await createReleaseToken(site.releaseRegistry!, 'shell', 'shell-ci');
  const published = await site.releaseApi!.inject({
    method: 'POST',
    url: '/releases/shell',
    headers: { authorization: `Bearer ${token}` },
    payload: publishBody(shellBuild(tmpRoot, 'r1')),
  });
  expect(published.statusCode).toBe(201);
  expect((await site.leadStore.waiting()).count).toBe(0);

  const refusals: string[] = [];
  for (const [role, table] of [
    ['site_releases', 'leads'],
    ['site_leads', 'release_tokens'],
    ['site_leads', 'release_files'],
  ] as const) {
    const client = new Client({ connectionString: as(role) });
    await client.connect();
    try {
      await client.query(`SELECT count(*) FROM ${table}`);
      refusals.push(`${role} read ${table}`);
    } catch (error) {
      refusals.push(`${role}: ${(error as Error).message}`);
    } finally {
      await client.end();
    }
  }
  expect(refusals).toEqual([
    'site_releases: permission denied for table leads',
    'site_leads: permission denied for table release_tokens',
    'site_leads: permission denied for table release_files',
  ]);
});
