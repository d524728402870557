import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { portalsBuild, shellBuild } from '../../../test-support/releases/standInBuilds';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';
import { captureLog, WARN_LEVEL, type CapturedLog } from '../../../test-support/capturedLog';
import { digestsOf, releaseIdFor } from './releaseRecord';
import { DiskReleaseRegistry } from './diskReleaseRegistry';
import { publishBody } from './publishBody';
import { createReleaseToken } from './releaseTokens';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * The release API as a team's CI uses it: a real site on a deploy directory, its API on a listener
 * of its own, tokens made by the operator. Stand-in builds keep it fast; the browser tests ship real ones.
 */

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../../..');
/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(20);
const SHELL_PORT = PORTS;
const API_PORT = PORTS + 10;
/** A team's own static host, which the site is told to take releases from. */
const CDN_PORT = PORTS + 15;
const HOST = 'example.test';

let tmpRoot: string;
let deployDir: string;
let site: Site;
let operator: DiskReleaseRegistry;
let tokens: { portals: string; services: string; shell: string };
let log: CapturedLog;

async function startSite(): Promise<Site> {
  const config = readServerConfig({
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    DEPLOY_DIR: deployDir,
    RELEASE_API_PORT: String(API_PORT),
    RELEASE_ORIGINS: `http://127.0.0.1:${CDN_PORT}`,
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    ALLOWED_HOSTS: HOST,
    LOG_LEVEL: 'silent',
  });
  const started = await createSite(
    { ...config, remotes: config.remotes.filter((remote) => remote.group === 'portals') },
    log.logger,
  );
  await started.listen();
  return started;
}

const api = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown) =>
  site.releaseApi!.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const page = async (url: string) =>
  (await site.shell.inject({ method: 'GET', url, headers: { host: `${HOST}:${SHELL_PORT}`, accept: 'text/html' } }))
    .body;

const auditLines = async () =>
  (await operator.audit.latest()).map(({ action, outcome, actor, app, reason }) => ({
    action,
    outcome,
    actor,
    app,
    reason,
  }));

beforeEach(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'release-api-'));
  deployDir = path.join(tmpRoot, 'deploy');
  log = captureLog();
  operator = new DiskReleaseRegistry(deployDir);
  tokens = {
    portals: await createReleaseToken(operator, 'portals-mfe', 'portals-ci'),
    services: await createReleaseToken(operator, 'services-mfe', 'services-ci'),
    shell: await createReleaseToken(operator, 'shell', 'shell-ci'),
  };
  site = await startSite();
  // A fresh server of a fleet: up, not ready, and saying why until a shell is promoted.
  const ready = await site.shell.inject({ method: 'GET', url: '/readyz' });
  expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'not ready' }]);
  const waiting = await site.shell.inject({ method: 'GET', url: '/', headers: { host: HOST } });
  expect([waiting.statusCode, waiting.body]).toEqual([
    503,
    'The site is starting: no release of its shell is live yet.\n',
  ]);
  const shell = await api('POST', '/releases/shell', tokens.shell, publishBody(shellBuild(tmpRoot, 'a1')));
  expect(shell.statusCode).toBe(201);
  // The first shell of a fresh fleet has no site to be checked on: its gate is skipped, and audited.
  expect(
    (
      await api('POST', `/releases/shell/${shell.json<{ id: string }>().id}/promote`, tokens.shell, {
        skipGate: 'first shell of a fresh fleet',
      })
    ).statusCode,
  ).toBe(200);
});

/** What `npm run release -- check` reports for a release: the browser test runs the real checks. */
const gateReport = (passed: boolean) => ({
  passed,
  checks: [
    { name: '/client-portal: served HTML holds the page', passed },
    { name: '/client-portal: no console error', passed: true },
  ],
});

afterEach(async () => {
  await site.close();
  await operator.close();
  rmSync(tmpRoot, { recursive: true, force: true });
});

test('a team publishes, promotes and rolls back its group with its own token, and the site serves each at once', async () => {
  const first = await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(portalsBuild(tmpRoot, 'p1')));
  expect(first.statusCode).toBe(201);
  const p1 = first.json<{ id: string }>().id;
  // Published is not live.
  expect(await page('/client-portal')).not.toContain('Portals p1');
  // Not before its gate has run and passed; the services team cannot report the portals team's gate.
  const ungated = await api('POST', `/releases/portals-mfe/${p1}/promote`, tokens.portals);
  expect([ungated.statusCode, ungated.json<{ message: string }>().message]).toEqual([
    409,
    `Not promoting: portals-mfe ${p1} has not been through its gate: run npm run release -- check portals-mfe ${p1} first.`,
  ]);
  expect((await api('POST', `/releases/portals-mfe/${p1}/gate`, tokens.services, gateReport(true))).statusCode).toBe(
    403,
  );
  expect((await api('POST', `/releases/portals-mfe/${p1}/gate`, tokens.portals, gateReport(false))).statusCode).toBe(
    201,
  );
  const failedGate = await api('POST', `/releases/portals-mfe/${p1}/promote`, tokens.portals);
  expect([failedGate.statusCode, failedGate.json<{ message: string }>().message]).toEqual([
    409,
    `Not promoting: portals-mfe ${p1} failed its gate (1 of 2 checks failed: /client-portal: served HTML holds the page).`,
  ]);
  expect(await page('/client-portal')).not.toContain('Portals p1');
  // A report that says it passed while a check failed is recorded as failed.
  expect(
    (
      await api('POST', `/releases/portals-mfe/${p1}/gate`, tokens.portals, { ...gateReport(false), passed: true })
    ).json<{ passed: boolean }>().passed,
  ).toBe(false);
  expect(
    (await api('POST', `/releases/portals-mfe/${p1}/gate`, tokens.portals, { passed: true, checks: 'all good' }))
      .statusCode,
  ).toBe(400);
  expect((await api('POST', `/releases/portals-mfe/${p1}/gate`, tokens.portals, gateReport(true))).statusCode).toBe(
    201,
  );
  expect((await api('POST', `/releases/portals-mfe/${p1}/promote`, tokens.portals)).json()).toEqual({
    app: 'portals-mfe',
    to: p1,
  });
  expect(await page('/client-portal')).toContain('<h1>Portals p1</h1>');

  const p2 = (
    await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(portalsBuild(tmpRoot, 'p2')))
  ).json<{ id: string }>().id;
  // In an emergency the team promotes without a gate, with its own token, saying why.
  expect(
    (await api('POST', `/releases/portals-mfe/${p2}/promote`, tokens.services, { skipGate: 'hotfix' })).statusCode,
  ).toBe(403);
  expect((await api('POST', `/releases/portals-mfe/${p2}/promote`, tokens.portals, { skipGate: '' })).statusCode).toBe(
    400,
  );
  expect(
    (
      await api('POST', `/releases/portals-mfe/${p2}/promote`, tokens.portals, { skipGate: 'hotfix for a broken form' })
    ).json(),
  ).toEqual({ app: 'portals-mfe', from: p1, to: p2 });
  expect(await page('/investor-portal')).toContain('<h1>Portals p2</h1>');
  expect((await api('POST', '/releases/portals-mfe/rollback', tokens.portals)).json()).toMatchObject({
    from: p2,
    to: p1,
  });
  expect(await page('/client-portal')).toContain('<h1>Portals p1</h1>');

  // Publishing the same files again records nothing new.
  const again = await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(portalsBuild(tmpRoot, 'p2')));
  expect([again.statusCode, again.json()]).toEqual([200, { id: p2, existing: true }]);

  const listing = (await api('GET', '/releases', tokens.portals)).json<{
    live: Record<string, { live: string }>;
    releases: Record<string, { id: string; publishedBy: string }[]>;
  }>();
  expect(listing.live['portals-mfe']).toEqual({ live: p1, history: [] });
  expect(listing.releases['portals-mfe']).toEqual([
    expect.objectContaining({ id: p1, publishedBy: 'portals-ci' }),
    expect.objectContaining({ id: p2, publishedBy: 'portals-ci' }),
  ]);
  expect(
    (await auditLines())
      .filter((entry) => entry.app === 'portals-mfe' && entry.action !== 'token-create')
      .map((entry) => `${entry.action} ${entry.outcome} ${entry.actor}: ${entry.reason ?? ''}`),
  ).toEqual([
    'publish done portals-ci: ',
    `promote refused portals-ci: Not promoting: portals-mfe ${p1} has not been through its gate: run npm run release -- check portals-mfe ${p1} first.`,
    'gate refused services-ci: token services-ci is for services-mfe, not portals-mfe',
    'gate done portals-ci: failed 1 of 2 checks: /client-portal: served HTML holds the page',
    `promote refused portals-ci: Not promoting: portals-mfe ${p1} failed its gate (1 of 2 checks failed: /client-portal: served HTML holds the page).`,
    'gate done portals-ci: failed 1 of 2 checks: /client-portal: served HTML holds the page',
    // A gate report that is not one is refused, and the refusal is audited like every other.
    'gate refused portals-ci: The body was refused: /checks must be array.',
    'gate done portals-ci: passed 2 checks',
    expect.stringMatching(/^promote done portals-ci: gate passed at \S+, reported by portals-ci$/),
    'publish done portals-ci: ',
    'promote refused services-ci: token services-ci is for services-mfe, not portals-mfe',
    'promote done portals-ci: gate skipped: hotfix for a broken form (by portals-ci)',
    'rollback done portals-ci: ',
    'publish done portals-ci: ',
  ]);
});

test('a services token cannot publish, promote or roll back portals or the shell; each refusal is audited and changes nothing', async () => {
  const p1 = (
    await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(portalsBuild(tmpRoot, 'p1')))
  ).json<{ id: string }>().id;
  const answers = [
    await api('POST', '/releases/portals-mfe', tokens.services, publishBody(portalsBuild(tmpRoot, 'p2'))),
    await api('POST', `/releases/portals-mfe/${p1}/promote`, tokens.services),
    await api('POST', '/releases/shell/rollback', tokens.services),
  ];
  expect(answers.map((answer) => [answer.statusCode, answer.json<{ message: string }>().message])).toEqual([
    [403, 'This token may not change portals-mfe.'],
    [403, 'This token may not change portals-mfe.'],
    [403, 'This token may not change shell.'],
  ]);
  expect(readdirSync(path.join(deployDir, 'portals-mfe'))).toEqual([p1]);
  expect(await page('/client-portal')).not.toContain('Portals p1');
  expect((await auditLines()).filter((entry) => entry.outcome === 'refused')).toEqual([
    {
      action: 'publish',
      outcome: 'refused',
      actor: 'services-ci',
      app: 'portals-mfe',
      reason: 'token services-ci is for services-mfe, not portals-mfe',
    },
    {
      action: 'promote',
      outcome: 'refused',
      actor: 'services-ci',
      app: 'portals-mfe',
      reason: 'token services-ci is for services-mfe, not portals-mfe',
    },
    {
      action: 'rollback',
      outcome: 'refused',
      actor: 'services-ci',
      app: 'shell',
      reason: 'token services-ci is for services-mfe, not shell',
    },
  ]);
});

test("a team's token lists its own app's releases only; another app's list is refused as any other action, and audited", async () => {
  const p1 = (
    await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(portalsBuild(tmpRoot, 'p1')))
  ).json<{ id: string }>().id;
  const shell = (await operator.releases('shell')).map(({ id }) => id);
  const listed = async (url: string, token: string) => {
    const answer = await api('GET', url, token);
    const { live, releases } = answer.json<{
      live: Record<string, unknown>;
      releases: Record<string, { id: string }[]>;
    }>();
    return [
      answer.statusCode,
      Object.keys(live),
      Object.fromEntries(Object.entries(releases).map(([app, list]) => [app, list.map(({ id }) => id)])),
    ];
  };
  expect(await listed('/releases', tokens.portals)).toEqual([200, [], { 'portals-mfe': [p1] }]);
  expect(await listed('/releases/portals-mfe', tokens.portals)).toEqual([200, [], { 'portals-mfe': [p1] }]);
  expect(await listed('/releases', tokens.shell)).toEqual([200, ['shell'], { shell }]);
  expect(await listed('/releases', tokens.services)).toEqual([200, [], { 'services-mfe': [] }]);
  for (const [url, token, app] of [
    ['/releases/portals-mfe', tokens.services, 'portals-mfe'],
    ['/releases/shell', tokens.portals, 'shell'],
  ] as const) {
    const refused = await api('GET', url, token);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: 'token_not_for_app', message: `This token may not change ${app}.` },
    ]);
  }
  expect((await api('GET', '/releases/nothing', tokens.portals)).statusCode).toBe(404);
  expect((await auditLines()).filter((entry) => entry.outcome === 'refused')).toEqual([
    {
      action: 'authenticate',
      outcome: 'refused',
      actor: 'services-ci',
      app: 'portals-mfe',
      reason: 'token services-ci is for services-mfe, not portals-mfe',
    },
    {
      action: 'authenticate',
      outcome: 'refused',
      actor: 'portals-ci',
      app: 'shell',
      reason: 'token portals-ci is for portals-mfe, not shell',
    },
  ]);
});

test('no token, an unknown one, an expired one and a revoked one are refused with 401 and audited; tokens are kept only as hashes', async () => {
  const expired = await createReleaseToken(operator, 'portals-mfe', 'old-ci', 1, new Date(Date.now() - 2 * 86_400_000));
  const body = publishBody(portalsBuild(tmpRoot, 'p1'));
  expect((await api('POST', '/releases/portals-mfe', undefined, body)).statusCode).toBe(401);
  expect((await api('POST', '/releases/portals-mfe', `${tokens.portals}x`, body)).statusCode).toBe(401);
  const refusedExpired = await api('POST', '/releases/portals-mfe', expired, body);
  expect([refusedExpired.statusCode, refusedExpired.headers['www-authenticate']]).toEqual([
    401,
    'Bearer realm="releases"',
  ]);
  // Refusals come from the one catalogue: a code to act on and a message to read.
  expect(refusedExpired.json()).toEqual({ error: 'token_required', message: 'A valid release token is required.' });
  expect(await operator.tokens.revoke('portals-ci', new Date())).toBe(true);
  expect((await api('POST', '/releases/portals-mfe', tokens.portals, body)).statusCode).toBe(401);
  expect(readdirSync(path.join(deployDir, 'portals-mfe'))).toEqual([]);
  expect(await operator.releases('portals-mfe')).toEqual([]);
  expect(
    (await auditLines())
      .filter((entry) => entry.outcome === 'refused')
      .map((entry) => `${entry.actor}: ${entry.reason}`),
  ).toEqual([
    'unknown: no token',
    'unknown: unknown token',
    'old-ci: token old-ci expired',
    'portals-ci: token portals-ci was revoked',
  ]);
  const kept = readFileSync(path.join(deployDir, 'registry', 'tokens.json'), 'utf8');
  for (const token of [...Object.values(tokens), expired]) expect(kept).not.toContain(token.slice(4));
});

test('files that do not match their digests, or a body that is not a release, are refused and nothing is stored', async () => {
  const body = publishBody(portalsBuild(tmpRoot, 'p1'));
  const module = 'server/pages.p1.js';
  const changed = {
    files: {
      ...body.files,
      [module]: { ...body.files[module]!, content: Buffer.from('require("child_process")').toString('base64') },
    },
  };
  const refused = await api('POST', '/releases/portals-mfe', tokens.portals, changed);
  expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
    409,
    expect.stringContaining(`${module} does not match the digest recorded at publish`),
  ]);
  for (const [payload, reason] of [
    [{}, "The body was refused: the body must have required property 'files'."],
    [{ files: {} }, 'The body was refused: /files must NOT have fewer than 1 properties.'],
    [
      { files: { '../escape.js': body.files[module] } },
      'The body was refused: "../escape.js" is not a file name a release may hold.',
    ],
    [
      { files: { 'a.js': { digest: 'md5-x', content: '' } } },
      'The body was refused: /files/a.js/digest must match pattern "^sha384-[A-Za-z0-9+/]{64}$".',
    ],
    [
      { files: body.files, origin: 'https://cdn.example.test/portals/' },
      `The body was refused: https://cdn.example.test is not one of the origins this server takes releases from (http://127.0.0.1:${CDN_PORT}).`,
    ],
    [
      { files: body.files, origin: `http://127.0.0.1:${CDN_PORT}/portals` },
      `The body was refused: "http://127.0.0.1:${CDN_PORT}/portals" is not the http(s) address of a folder, ending in "/".`,
    ],
  ] as const) {
    const answer = await api('POST', '/releases/portals-mfe', tokens.portals, payload);
    expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([400, reason]);
  }
  expect(readdirSync(path.join(deployDir, 'portals-mfe')).filter((entry) => !entry.startsWith('.'))).toEqual([]);
  expect(await operator.releases('portals-mfe')).toEqual([]);
});

/** Changes one JSON file of a stand-in build, as a build made some other way would have it. */
function rewriteJson(build: string, file: string, change: (json: Record<string, unknown>) => unknown): string {
  const json = JSON.parse(readFileSync(path.join(build, file), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(build, file), JSON.stringify(change(json)));
  return build;
}

/** Publishes a portals build through the API and makes it live, as the team's pipeline would; its id. */
async function publishLivePortals(build: string): Promise<string> {
  const published = await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(build));
  expect(published.statusCode).toBe(201);
  const id = published.json<{ id: string }>().id;
  expect(
    (await api('POST', `/releases/portals-mfe/${id}/promote`, tokens.portals, { skipGate: 'test' })).statusCode,
  ).toBe(200);
  return id;
}

const refusedPublishes = async () =>
  (await auditLines()).filter((entry) => entry.action === 'publish' && entry.outcome === 'refused');

test('a group that does not share a singleton the live shell provides is refused at publish, and so is a shell that provides one a live group does not share; nothing is stored', async () => {
  const unshared = rewriteJson(portalsBuild(tmpRoot, 'p1'), 'mf-manifest.json', (manifest) => ({
    ...manifest,
    shared: [{ name: 'shared/routing', version: '1.0.0', singleton: true }],
  }));
  const refused = await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(unshared));
  const message =
    'Not publishing portals-mfe: the portals pages were built without sharing react, which this shell provides.';
  expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, message]);
  expect(await operator.releases('portals-mfe')).toEqual([]);

  // Listed without a version, a singleton is shared and not compared.
  const unversioned = rewriteJson(portalsBuild(tmpRoot, 'p2'), 'mf-manifest.json', (manifest) => ({
    ...manifest,
    shared: [
      { name: 'react', singleton: true },
      { name: 'shared/routing', version: '1.0.0', singleton: true },
    ],
  }));
  const p2 = await publishLivePortals(unversioned);

  const providesMore = rewriteJson(shellBuild(tmpRoot, 'a2'), 'shared-singletons.json', (provided) => ({
    ...provided,
    'react-dom': '19.3.1',
  }));
  const shell = await api('POST', '/releases/shell', tokens.shell, publishBody(providesMore));
  const shellMessage =
    'Not publishing shell: the portals pages were built without sharing react-dom, which this shell provides (live portals-mfe).';
  expect([shell.statusCode, shell.json<{ message: string }>().message]).toEqual([409, shellMessage]);
  expect((await operator.releases('shell')).length).toBe(1);
  expect((await operator.releases('portals-mfe')).map((release) => release.id)).toEqual([p2]);
  expect((await refusedPublishes()).map((entry) => entry.reason)).toEqual([message, shellMessage]);
});

test('a group that shares as a singleton what the live shell does not provide is refused at publish, and so is a shell that drops a singleton a live group shares; the kit, shared but not as a singleton, counts for neither', async () => {
  const sharedAsTheBuildDoes = (manifest: Record<string, unknown>, ...more: object[]) => ({
    ...manifest,
    shared: [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: 'shared/routing', version: '1.0.0', singleton: true },
      { name: 'shared/ui', version: '1.0.0-kfedcba9876543210', singleton: false },
      { name: 'shared/config', version: '1.0.0-kfedcba9876543210' },
      ...more,
    ],
  });
  const withRouter = rewriteJson(portalsBuild(tmpRoot, 'r1'), 'mf-manifest.json', (manifest) =>
    sharedAsTheBuildDoes(manifest, { name: 'react-router', version: '7.6.0', singleton: true }),
  );
  const refused = await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(withRouter));
  const message =
    'Not publishing portals-mfe: the portals pages share react-router as a singleton, which this shell does not provide.';
  expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([409, message]);
  expect(await operator.releases('portals-mfe')).toEqual([]);

  const asBuilt = rewriteJson(portalsBuild(tmpRoot, 'r2'), 'mf-manifest.json', (manifest) =>
    sharedAsTheBuildDoes(manifest),
  );
  await publishLivePortals(asBuilt);

  // A shell that provides React but no longer the router store the live group shares: the group would run a store of its own.
  const dropsRouting = rewriteJson(shellBuild(tmpRoot, 'r3'), 'shared-singletons.json', () => ({ react: '19.3.1' }));
  const shell = await api('POST', '/releases/shell', tokens.shell, publishBody(dropsRouting));
  const shellMessage =
    'Not publishing shell: the portals pages share shared/routing as a singleton, which this shell does not provide (live portals-mfe).';
  expect([shell.statusCode, shell.json<{ message: string }>().message]).toEqual([409, shellMessage]);
  expect((await operator.releases('shell')).length).toBe(1);
  // The same shell providing both is taken: the kit and the config it does not provide count for nothing.
  const providesBoth = shellBuild(tmpRoot, 'r4');
  expect((await api('POST', '/releases/shell', tokens.shell, publishBody(providesBoth))).statusCode).toBe(201);
  expect((await refusedPublishes()).map((entry) => entry.reason)).toEqual([message, shellMessage]);
});

test('a version that is not a string is compared as written, never taken for "no version"; a shell whose singletons file says nothing readable is refused, since every group is checked against it', async () => {
  const numbered = rewriteJson(portalsBuild(tmpRoot, 'n1'), 'mf-manifest.json', (manifest) => ({
    ...manifest,
    shared: [
      { name: 'react', version: 20, singleton: true },
      { name: 'shared/routing', version: '1.0.0', singleton: true },
    ],
  }));
  const refused = await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(numbered));
  expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
    409,
    'Not publishing portals-mfe: the portals pages were built with react 20, this shell provides react 19.3.1.',
  ]);
  const objectVersion = rewriteJson(portalsBuild(tmpRoot, 'n2'), 'mf-manifest.json', (manifest) => ({
    ...manifest,
    shared: [
      { name: 'react', version: { major: 20 }, singleton: true },
      { name: 'shared/routing', version: '1.0.0', singleton: true },
    ],
  }));
  expect((await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(objectVersion))).statusCode).toBe(409);
  expect(await operator.releases('portals-mfe')).toEqual([]);

  const file = 'shared-singletons.json';
  const shells: Array<[string, string]> = [
    [
      rewriteJson(shellBuild(tmpRoot, 's1'), file, () => ({})),
      `Not publishing shell: its ${file} names no shared singleton it provides.`,
    ],
    [
      rewriteJson(shellBuild(tmpRoot, 's2'), file, (provided) => ({ ...provided, react: null })),
      `Not publishing shell: its ${file} gives no version that reads for react.`,
    ],
    [
      rewriteJson(shellBuild(tmpRoot, 's3'), file, (provided) => ({ ...provided, 'shared/routing': 'latest' })),
      `Not publishing shell: its ${file} gives no version that reads for shared/routing.`,
    ],
    [
      rewriteJson(shellBuild(tmpRoot, 's4'), file, () => ['react']),
      `Not publishing shell: its ${file} names no shared singleton it provides.`,
    ],
  ];
  const missing = shellBuild(tmpRoot, 's5');
  rmSync(path.join(missing, file));
  shells.push([missing, `Not publishing shell: its ${file} names no shared singleton it provides.`]);
  for (const [build, message] of shells) {
    const answer = await api('POST', '/releases/shell', tokens.shell, publishBody(build));
    expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([409, message]);
  }
  expect((await operator.releases('shell')).length).toBe(1);
});

test('a group whose manifest names no entry file of its own release is refused at publish, whatever the name points at; nothing is stored, and each refusal is audited', async () => {
  const names = [
    '../../x.js',
    '//evil.example/x.js',
    '/x.js',
    'https://evil.example/x.js',
    'remoteEntry.p1.js?v=1',
    'remoteEntry.p1.js#top',
    '..%2fremoteEntry.p1.js',
    'server/pages.p1.js',
    'remoteEntry.elsewhere.js',
    42,
  ];
  const message =
    'Not publishing portals-mfe: its mf-manifest.json names no entry script among its own files (metaData.remoteEntry.name must be a file name such as remoteEntry.<hash>.js, beside the manifest).';
  for (const [index, name] of names.entries()) {
    const build = rewriteJson(portalsBuild(tmpRoot, `bad${index}`), 'mf-manifest.json', (manifest) => ({
      ...manifest,
      metaData: { remoteEntry: { name, path: '', type: 'global' } },
    }));
    const answer = await api('POST', '/releases/portals-mfe', tokens.portals, publishBody(build));
    expect([name, answer.statusCode, answer.json<{ message: string }>().message]).toEqual([name, 409, message]);
  }
  expect(await operator.releases('portals-mfe')).toEqual([]);
  expect(readdirSync(path.join(deployDir, 'portals-mfe')).filter((entry) => !entry.startsWith('.'))).toEqual([]);
  expect((await refusedPublishes()).map((entry) => entry.reason)).toEqual(names.map(() => message));
});

test('a serving group release whose manifest names no entry it can send browsers to is logged once, not dropped in silence', async () => {
  // As a release recorded before publish checked its entry would be: live, with its digests, and no entry.
  const build = rewriteJson(portalsBuild(tmpRoot, 'old'), 'mf-manifest.json', (manifest) => ({
    ...manifest,
    metaData: { remoteEntry: { name: '../../x.js', path: '', type: 'global' } },
  }));
  const files = digestsOf(build);
  const id = releaseIdFor(files, new Date());
  await operator.addRelease(
    {
      app: 'portals-mfe',
      id,
      files,
      contractMajor: 1,
      singletons: { react: '19.3.1', 'shared/routing': '1.0.0' },
      publishedBy: 'operator',
      publishedAt: new Date().toISOString(),
    },
    { folder: build },
  );
  await operator.switchLive('portals-mfe', () => ({ live: id, history: [] }));
  log.lines.length = 0;
  for (let visit = 0; visit < 3; visit += 1) await page('/client-portal');
  const remotes = await site.shell.inject({ method: 'GET', url: '/remotes.json', headers: { host: HOST } });
  expect(remotes.json<{ entries?: unknown }>().entries).toBeUndefined();
  const warnings = log.lines.filter((line) => Number(line.level) >= WARN_LEVEL && /entry/.test(String(line.msg)));
  expect(warnings).toEqual([
    expect.objectContaining({
      group: 'portals',
      release: `portals-mfe ${id}`,
      msg: "the serving portals release's mf-manifest.json names no entry script in its own folder: browsers cannot load its pages",
    }),
  ]);
});

test('a file name longer than a file system takes, in one part or in all, is refused with 400 and nothing is stored', async () => {
  const body = publishBody(portalsBuild(tmpRoot, 'p1'));
  const file = body.files['server/pages.p1.js']!;
  const publishWith = (...names: string[]) =>
    api('POST', '/releases/portals-mfe', tokens.portals, {
      files: { ...body.files, ...Object.fromEntries(names.map((name) => [name, file])) },
    });
  for (const [name, why] of [
    [`${'a'.repeat(297)}.js`, 'a part of it longer than 255 bytes'],
    [`assets/${'b'.repeat(253)}.js`, 'a part of it longer than 255 bytes'],
    [`${`${'c'.repeat(200)}/`.repeat(6)}d.js`, 'longer than 1024 bytes'],
  ]) {
    const answer = await publishWith(name!);
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      {
        error: 'invalid_body',
        message: `The body was refused: "${name!.slice(0, 80)}…" is not a file name a release may hold (${why}).`,
      },
    ]);
  }
  expect(readdirSync(path.join(deployDir, 'portals-mfe')).filter((entry) => !entry.startsWith('.'))).toEqual([]);
  expect(await operator.releases('portals-mfe')).toEqual([]);
  // Names at the limits are file names like any other.
  const longest = await publishWith(`${'e'.repeat(252)}.js`, `${`${'f'.repeat(254)}/`.repeat(4)}g.js`);
  expect(longest.statusCode).toBe(201);
  expect((await operator.releases('portals-mfe')).map((record) => record.id)).toEqual([
    longest.json<{ id: string }>().id,
  ]);
  expect(
    (await auditLines())
      .filter((entry) => entry.action === 'publish' && entry.app === 'portals-mfe')
      .map((entry) => entry.outcome),
  ).toEqual(['refused', 'refused', 'refused', 'done']);
});

test("the release API is not on the visitors' listener", async () => {
  const fromVisitors = await site.shell.inject({
    method: 'POST',
    url: '/releases/portals-mfe',
    headers: { host: HOST, authorization: `Bearer ${tokens.portals}` },
    payload: {},
  });
  expect(fromVisitors.statusCode).toBe(404);
  expect(
    (await fetch(`http://127.0.0.1:${API_PORT}/releases`, { headers: { authorization: `Bearer ${tokens.portals}` } }))
      .status,
  ).toBe(200);
});

test('npm run release publishes, promotes, lists and rolls back from a CI job, and says why when refused', async () => {
  const cli = async (token: string, ...args: string[]) => {
    try {
      const { stdout, stderr } = await run('npx', ['tsx', 'scripts/release.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, RELEASE_API_URL: `http://127.0.0.1:${API_PORT}`, RELEASE_TOKEN: token, DEPLOY_DIR: '' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const published = await cli(tokens.portals, 'publish', 'portals-mfe', `--from=${portalsBuild(tmpRoot, 'p1')}`);
  const id = published.stdout.trim();
  expect(id).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
  expect(published.stderr).toContain(
    `portals-mfe: published ${id}; npm run release -- promote portals-mfe ${id} makes it live.`,
  );
  const ungated = await cli(tokens.portals, 'promote', 'portals-mfe', id);
  expect([ungated.code, ungated.stderr.trim()]).toEqual([
    2,
    `refused (409): Not promoting: portals-mfe ${id} has not been through its gate: run npm run release -- check portals-mfe ${id} first.`,
  ]);
  expect(
    (await cli(tokens.portals, 'promote', 'portals-mfe', id, '--skip-gate=the gate is tested in the browser')).stdout,
  ).toBe(`portals-mfe: ${id} is live.\n`);
  expect(await page('/client-portal')).toContain('<h1>Portals p1</h1>');
  const listed = await cli(tokens.portals, 'list');
  expect(listed.stdout).toContain(`portals-mfe     live ${id}; rollback to (none)`);
  expect(listed.stdout).not.toContain('shell');
  const otherList = await cli(tokens.portals, 'list', 'shell');
  expect([otherList.code, otherList.stderr.trim()]).toEqual([2, 'refused (403): This token may not change shell.']);

  const refused = await cli(tokens.services, 'promote', 'portals-mfe', id);
  expect([refused.code, refused.stderr.trim()]).toEqual([2, 'refused (403): This token may not change portals-mfe.']);
  const noEarlier = await cli(tokens.portals, 'rollback', 'portals-mfe');
  expect([noEarlier.code, noEarlier.stderr.trim()]).toEqual([
    2,
    'refused (409): portals-mfe has no earlier version to roll back to.',
  ]);
}, 30_000);

test('a team publishes from its own origin: the server fetches and checks the files there, renders from its checked copy, and sends browsers to the origin', async () => {
  const builds = {
    good: portalsBuild(tmpRoot, 'cdn1'),
    changed: portalsBuild(tmpRoot, 'cdn2'),
    old: portalsBuild(tmpRoot, 'cdn3', 1, '19.3.1', 'unpinned'),
  };
  const cdnOrigin = (label: string) => `http://127.0.0.1:${CDN_PORT}/portals/${label}/`;
  const published = {
    good: publishBody(builds.good, cdnOrigin('cdn1')),
    changed: publishBody(builds.changed, cdnOrigin('cdn2')),
    old: publishBody(builds.old, cdnOrigin('cdn3')),
  };
  // The team's CDN: /portals/<label>/<file>, and a file of cdn2 changed there after its digests were taken.
  appendFileSync(path.join(builds.changed, 'remoteEntry.cdn2.js'), '/* changed */');
  const cdn = createServer((request, response) => {
    const [, , label = '', ...rest] = (request.url ?? '').split('/');
    try {
      response.end(readFileSync(path.join(tmpRoot, 'builds', `portals-${label}`, ...rest)));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => cdn.listen(CDN_PORT, '127.0.0.1', resolve));
  const policyOn = async (host: string) =>
    String(
      (await site.shell.inject({ method: 'GET', url: '/client-portal', headers: { host, accept: 'text/html' } }))
        .headers['content-security-policy'],
    );
  try {
    // An allowed origin no live or canary release is published from is not in the pages' policy.
    expect(await policyOn(`${HOST}:${SHELL_PORT}`)).not.toContain(`http://127.0.0.1:${CDN_PORT}`);
    // The preview host may show any release a team published, so its policy allows every origin releases come from.
    expect(site.shell.releases.groupOrigins('preview.localhost')).toContain(`http://127.0.0.1:${CDN_PORT}`);
    const origin = cdnOrigin('cdn1');
    const answer = await api('POST', '/releases/portals-mfe', tokens.portals, published.good);
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<{ id: string }>();
    expect(
      (
        await api('POST', `/releases/portals-mfe/${id}/promote`, tokens.portals, {
          skipGate: 'the origin is under test',
        })
      ).statusCode,
    ).toBe(200);
    const portal = await site.shell.inject({
      method: 'GET',
      url: '/client-portal',
      headers: { host: `${HOST}:${SHELL_PORT}`, accept: 'text/html' },
    });
    expect(portal.body).toContain(`<h1>Portals cdn1</h1><img src="${origin}art.svg">`);
    expect(String(portal.headers['content-security-policy'])).toContain(
      `script-src 'self' http://${HOST}:${SHELL_PORT + 4} http://127.0.0.1:${CDN_PORT};`,
    );
    const remotes = (
      await site.shell.inject({ method: 'GET', url: '/remotes.json', headers: { host: `${HOST}:${SHELL_PORT}` } })
    ).json<{ portals: string; entries: Record<string, string>; pinned: unknown }>();
    expect(remotes.portals).toBe(`${origin}mf-manifest.json`);
    // Browsers are sent to the entry itself, beside the manifest on the origin, not to the manifest first.
    expect(remotes.entries.portals).toBe(`${origin}remoteEntry.cdn1.js`);
    // Browsers hold what they load there to the digests recorded at publish: the page and /remotes.json name them.
    const recorded = digestsOf(builds.good);
    const pinned = {
      [origin]: {
        'mf-manifest.json': recorded['mf-manifest.json'],
        'remoteEntry.cdn1.js': recorded['remoteEntry.cdn1.js'],
      },
    };
    expect(remotes.pinned).toEqual(pinned);
    expect(
      JSON.parse(/<script type="application\/json" id="server-render-state">(.*?)<\/script>/.exec(portal.body)![1]!)
        .pinned,
    ).toEqual(pinned);
    // Hints a browser could not match to a load with integrity are left out; the connection is still opened early.
    expect(String(portal.headers.link)).toContain(`<http://127.0.0.1:${CDN_PORT}>; rel=preconnect`);
    expect(String(portal.headers.link)).not.toContain('rel=preload; as=script');
    expect(String(portal.headers.link)).not.toContain(`<${origin}mf-manifest.json>`);
    const old = await api('POST', '/releases/portals-mfe', tokens.portals, published.old);
    expect([old.statusCode, old.json<{ message: string }>().message]).toEqual([
      409,
      expect.stringContaining("its chunk loaders do not check the files' digests"),
    ]);

    const changed = await api('POST', '/releases/portals-mfe', tokens.portals, published.changed);
    expect([changed.statusCode, changed.json<{ message: string }>().message]).toEqual([
      409,
      expect.stringContaining('remoteEntry.cdn2.js does not match the digest recorded at publish'),
    ]);
    const missing = await api('POST', '/releases/portals-mfe', tokens.portals, {
      ...published.good,
      origin: cdnOrigin('nowhere'),
    });
    expect([missing.statusCode, missing.json<{ message: string }>().message]).toEqual([
      409,
      expect.stringMatching(/answered 404$/),
    ]);
    expect((await operator.releases('portals-mfe')).map((record) => record.id)).toEqual([id]);
    expect(
      (await auditLines()).filter((entry) => entry.action === 'publish' && entry.outcome === 'refused'),
    ).toHaveLength(3);
  } finally {
    await new Promise((resolve) => cdn.close(resolve));
  }
});
