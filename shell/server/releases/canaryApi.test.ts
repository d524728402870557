import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portalsBuild, shellBuild } from '../../../test-support/releases/standInBuilds';
import { DiskReleaseRegistry } from './diskReleaseRegistry';
import { publishBody } from './publishBody';
import { CANARIES_NOT_SERVED } from './canaryApi';
import { registerReleaseApi } from './releaseApi';
import { createReleaseToken } from './releaseTokens';

/** The canary's routes of the release API as a team's CI calls them, with its token, on a real deploy directory. */

let tmpRoot: string;
let registry: DiskReleaseRegistry;
let api: FastifyInstance;
let tokens: { shell: string; portals: string; services: string };
let ids: { live: string; next: string };

const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
  api.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

async function published(app: 'shell' | 'portals-mfe', token: string, folder: string): Promise<string> {
  return (await call('POST', `/releases/${app}`, token, publishBody(folder))).json<{ id: string }>().id;
}

beforeEach(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'canary-api-'));
  registry = new DiskReleaseRegistry(path.join(tmpRoot, 'deploy'));
  tokens = {
    shell: await createReleaseToken(registry, 'shell', 'shell-ci'),
    portals: await createReleaseToken(registry, 'portals-mfe', 'portals-ci'),
    services: await createReleaseToken(registry, 'services-mfe', 'services-ci'),
  };
  api = Fastify();
  // The registry's side of a canary, on a site that splits its visitors.
  registerReleaseApi(api, registry, { canariesServed: true });
  const shell = await published('shell', tokens.shell, shellBuild(tmpRoot, 's1'));
  await call('POST', `/releases/shell/${shell}/promote`, tokens.shell, { skipGate: 'first shell' });
  const live = await published('portals-mfe', tokens.portals, portalsBuild(tmpRoot, 'p1'));
  await call('POST', `/releases/portals-mfe/${live}/promote`, tokens.portals, { skipGate: 'first portals' });
  ids = { live, next: await published('portals-mfe', tokens.portals, portalsBuild(tmpRoot, 'p2')) };
});

afterEach(async () => {
  await api.close();
  await registry.close();
  rmSync(tmpRoot, { recursive: true, force: true });
});

test("a team starts a canary of its release with its token, reads it, and promotes it by hand; another team's token is refused", async () => {
  const started = await call('POST', `/releases/portals-mfe/${ids.next}/canary`, tokens.portals, {
    percent: 10,
    skipGate: 'checked by hand',
  });
  expect(started.statusCode).toBe(201);
  expect(started.json()).toEqual({
    app: 'portals-mfe',
    live: ids.live,
    canary: expect.objectContaining({ release: ids.next, percent: 10, startedBy: 'portals-ci' }),
  });

  expect((await call('GET', '/releases/portals-mfe/canary', tokens.services)).statusCode).toBe(403);
  expect(
    (await call('POST', '/releases/portals-mfe/canary', tokens.services, { verdict: 'rollback' })).statusCode,
  ).toBe(403);
  const seen = await call('GET', '/releases/portals-mfe/canary', tokens.portals);
  expect(seen.headers['cache-control']).toBe('no-store');
  expect(seen.json()).toEqual(started.json());
  // The key its pages' view tokens are signed with stays in the registry: a team that had it could forge reports.
  const key = registry.live()['portals-mfe']!.canary!.viewKey;
  expect(key).toMatch(/^[\w-]{43}$/);
  const listings = [
    await call('GET', '/releases', tokens.portals),
    await call('GET', '/releases/portals-mfe', tokens.portals),
  ];
  expect(listings.map((listing) => listing.json<{ live: object }>().live)).toEqual([
    { 'portals-mfe': expect.objectContaining({ canary: expect.objectContaining({ release: ids.next }) }) },
    { 'portals-mfe': expect.objectContaining({ canary: expect.objectContaining({ release: ids.next }) }) },
  ]);
  for (const answer of [started, seen, ...listings]) expect(answer.body).not.toContain(key);
  // Another team learns that a canary runs, not what it is.
  expect((await call('GET', '/releases/services-mfe/canary', tokens.services)).json()).toEqual({
    app: 'services-mfe',
    canary: null,
    elsewhere: true,
  });

  // A verdict names the canary the person looked at: one on another canary is refused.
  const onAnother = await call('POST', '/releases/portals-mfe/canary', tokens.portals, {
    verdict: 'promote',
    release: '20261101-000000-0badc0de',
  });
  expect([onAnother.statusCode, onAnother.json<{ message: string }>().message]).toEqual([
    409,
    `portals-mfe's canary is ${ids.next}, not 20261101-000000-0badc0de: decided already.`,
  ]);
  const promoted = await call('POST', '/releases/portals-mfe/canary', tokens.portals, {
    verdict: 'promote',
    release: ids.next,
  });
  expect(promoted.statusCode).toBe(200);
  expect(promoted.json()).toEqual({ app: 'portals-mfe', live: ids.next });
  expect(registry.live()['portals-mfe']).toEqual({ live: ids.next, history: [ids.live] });
  expect((await registry.audit.latest(1))[0]).toEqual(
    expect.objectContaining({
      action: 'canary',
      outcome: 'done',
      actor: 'portals-ci',
      reason: 'promote: by hand (portals-ci)',
    }),
  );
});

test('a bad share, a made-up verdict or a gate not passed is refused with its reason, audited, and changes nothing', async () => {
  for (const body of [{ percent: 0 }, { percent: 100 }, { percent: 12.5 }, { percent: 'ten' }, {}]) {
    const refused = await call('POST', `/releases/portals-mfe/${ids.next}/canary`, tokens.portals, body);
    expect(refused.statusCode).toBe(400);
  }
  const noGate = await call('POST', `/releases/portals-mfe/${ids.next}/canary`, tokens.portals, { percent: 10 });
  expect(noGate.statusCode).toBe(409);
  expect(noGate.json<{ message: string }>().message).toMatch(/^Not starting a canary: /);
  const noCanary = await call('POST', '/releases/portals-mfe/canary', tokens.portals, { verdict: 'promote' });
  expect(noCanary.statusCode).toBe(409);
  expect(noCanary.json<{ message: string }>().message).toBe('portals-mfe runs no canary.');
  const madeUp = await call('POST', '/releases/portals-mfe/canary', tokens.portals, { verdict: 'ship-it' });
  expect(madeUp.statusCode).toBe(400);
  expect(registry.live()['portals-mfe']).toEqual({ live: ids.live, history: [] });
  const refusals = (await registry.audit.latest(20)).filter(
    (entry) => entry.action === 'canary' && entry.outcome === 'refused',
  );
  expect(refusals.length).toBeGreaterThanOrEqual(7);
});

test('a site that does not split its visitors starts no canary, and says why', async () => {
  const unsplit = Fastify();
  registerReleaseApi(unsplit, registry);
  const refused = await unsplit.inject({
    method: 'POST',
    url: `/releases/portals-mfe/${ids.next}/canary`,
    headers: { authorization: `Bearer ${tokens.portals}` },
    payload: { percent: 10, skipGate: 'checked by hand' },
  });
  await unsplit.close();
  expect(refused.statusCode).toBe(409);
  expect(refused.json<{ message: string }>().message).toBe(CANARIES_NOT_SERVED);
  expect(registry.live()['portals-mfe']?.canary).toBeUndefined();
  expect((await registry.audit.latest(1))[0]).toEqual(
    expect.objectContaining({ action: 'canary', outcome: 'refused', reason: CANARIES_NOT_SERVED }),
  );
});

test('without a token nothing is started and nothing is told', async () => {
  const started = await call('POST', `/releases/portals-mfe/${ids.next}/canary`, undefined, { percent: 10 });
  expect(started.statusCode).toBe(401);
  expect((await call('GET', '/releases/portals-mfe/canary', undefined)).statusCode).toBe(401);
  expect(registry.live()['portals-mfe']?.canary).toBeUndefined();
});

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../../..');

test('npm run release starts a canary with --canary, status prints it, and --hold then --abort overrule it', async () => {
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as AddressInfo;
  const release = async (...args: string[]) => {
    const { stdout } = await run('npx', ['tsx', 'scripts/release.ts', ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        RELEASE_API_URL: `http://127.0.0.1:${port}`,
        RELEASE_TOKEN: tokens.portals,
        DEPLOY_DIR: '',
      },
    });
    return stdout.trim();
  };
  const refusedWith = (...args: string[]) =>
    release(...args).then(
      (stdout) => `not refused: ${stdout}`,
      (error: { code: number; stderr: string }) => `${error.code} ${error.stderr.trim()}`,
    );

  expect(await refusedWith('promote', 'portals-mfe', ids.next, '--canary=120')).toBe(
    '2 --canary takes a whole percent from 1 to 99, e.g. --canary=10',
  );
  expect(await release('promote', 'portals-mfe', ids.next, '--canary=10', '--skip-gate=checked by hand')).toBe(
    `portals-mfe: ${ids.next} is the canary for 10 % of visitors; the rest keep ${ids.live}. npm run release -- status portals-mfe follows it.`,
  );
  const status = await release('status', 'portals-mfe');
  expect(status).toContain(`portals-mfe: canary ${ids.next} for 10 % of visitors, the rest on ${ids.live}`);
  expect(status).toContain('started ');
  expect(status).toContain('by portals-ci');

  expect(await release('status', 'portals-mfe', '--hold', '--reason=looking at the form')).toBe(
    `portals-mfe: the canary ${ids.next} is held; it waits for --promote or --abort.`,
  );
  expect(await release('status', 'portals-mfe')).toContain('held ');
  expect(await refusedWith('status', 'portals-mfe', '--promote', '--abort')).toBe(
    '2 status takes one of --promote, --abort and --hold',
  );
  expect(await release('status', 'portals-mfe', '--abort')).toBe(
    `portals-mfe: ${ids.live} is live for every visitor; the canary is over.`,
  );
  expect(await release('status', 'portals-mfe')).toBe('portals-mfe: no canary.');
  expect(registry.live()['portals-mfe']).toEqual({ live: ids.live, history: [] });
}, 60_000);
