import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSite, readServerConfig, type Site } from 'site-server';
import { DEPLOYMENTS_FILE } from 'site-server/releases';
import { DeployRefused, describeDeployments, prune, publish, rollback } from './deploy';
import { repoRoot } from '../tooling/workspaces';
import { portalsBuild as standInPortals, shellBuild as standInShell } from '../test-support/releases/standInBuilds';
import { reservePortBlock } from '../test-support/reservedPorts';

// Each case builds, publishes and serves releases, which a loaded machine can make take far longer than jest's default.
jest.setTimeout(60_000);

/**
 * Deploys, rollbacks and the server reading the deploy directory, with small stand-in builds
 * (the files a real build makes, with server builds that require React as the real ones do).
 * The deploy directory lives outside the project, as it would on a server.
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(5);
const SHELL_PORT = PORTS;
const HOST = 'example.test';

let tmpRoot: string;
let deployDir: string;
let site: Site | undefined;
let clock = Date.parse('2026-11-23T10:00:00Z');
const nextMinute = () => new Date((clock += 60_000));

const shellBuild = (label: string, contractMajor?: number, reactVersion?: string) =>
  standInShell(tmpRoot, label, contractMajor, reactVersion);
const portalsBuild = (label: string, contractMajor?: number, reactVersion?: string) =>
  standInPortals(tmpRoot, label, contractMajor, reactVersion);

/** What Prometheus would read of the live releases. */
const liveReleaseMetric = () => site!.metrics.registry.getSingleMetricAsString('site_live_release_info');

async function serveDeployDirectory(): Promise<Site> {
  const config = readServerConfig({
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    DEPLOY_DIR: deployDir,
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    ALLOWED_HOSTS: HOST,
    LOG_LEVEL: 'silent',
  });
  site = await createSite({ ...config, remotes: config.remotes.filter((remote) => remote.group === 'portals') });
  return site;
}

const shellGet = (url: string) =>
  site!.shell.inject({ method: 'GET', url, headers: { host: `${HOST}:${SHELL_PORT}`, accept: 'text/html' } });
const portalsGet = (url: string) => site!.remotes.get('portals')!.inject({ method: 'GET', url });
const liveManifest = async () => (await shellGet('/remotes.json')).json<Record<string, string>>().portals;

beforeEach(() => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  deployDir = path.join(tmpRoot, 'deploy');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await site?.close();
  site = undefined;
  rmSync(tmpRoot, { recursive: true, force: true });
  jest.restoreAllMocks();
});

test('a deploy publishes the build as a new version, without its build stamp, and the server serves it at once', async () => {
  const shell = await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const portals = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  expect(shell.version).toMatch(/^20261123-100100-[0-9a-f]{8}$/);
  expect(readdirSync(path.join(deployDir, 'portals-mfe', portals.version)).sort()).toEqual([
    'mf-manifest.json',
    'page-assets.json',
    'remoteEntry.p1.js',
    'server',
    'server-build.json',
  ]);

  await serveDeployDirectory();
  expect(await liveManifest()).toBe(`http://${HOST}:${SHELL_PORT + 4}/${portals.version}/mf-manifest.json`);
  expect((await portalsGet(`/${portals.version}/remoteEntry.p1.js`)).statusCode).toBe(200);
  expect((await shellGet('/main.a1.js')).body).toBe('console.log("a1")');
  const page = await shellGet('/client-portal');
  expect(page.body).toContain('<h1>Portals p1</h1>');
  expect(page.body).toContain(`<img src="http://${HOST}:${SHELL_PORT + 4}/${portals.version}/art.svg">`);
});

test('a redeploy switches the live version while the earlier one stays served; a rollback switches back', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const first = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  await serveDeployDirectory();
  expect((await shellGet('/client-portal')).body).toContain('<h1>Portals p1</h1>');

  const second = await publish(deployDir, 'portals-mfe', portalsBuild('p2'), nextMinute());
  expect(second.previous).toBe(first.version);
  expect(await liveManifest()).toContain(`/${second.version}/mf-manifest.json`);
  expect((await shellGet('/client-portal')).body).toContain('<h1>Portals p2</h1>');
  // A visitor who loaded the page before the switch still gets the earlier version's files.
  expect((await portalsGet(`/${first.version}/remoteEntry.p1.js`)).statusCode).toBe(200);

  expect(await liveReleaseMetric()).toContain(
    `site_live_release_info{app="portals-mfe",release="${second.version}"} 1`,
  );

  expect(await rollback(deployDir, 'portals-mfe')).toEqual({ from: second.version, to: first.version });
  expect(await liveManifest()).toContain(`/${first.version}/mf-manifest.json`);
  // The metrics name the release serving now, and only that one.
  expect(await liveReleaseMetric()).toContain(`site_live_release_info{app="portals-mfe",release="${first.version}"} 1`);
  expect(await liveReleaseMetric()).not.toContain(second.version);
  expect((await shellGet('/client-portal')).body).toContain('<h1>Portals p1</h1>');
  expect((await portalsGet(`/${second.version}/remoteEntry.p2.js`)).statusCode).toBe(200);
  await expect(rollback(deployDir, 'portals-mfe')).rejects.toThrow(
    new DeployRefused('portals-mfe has no earlier version to roll back to.'),
  );
});

test('deploying the very build that is live switches nothing and keeps no second copy', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const first = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  const discoveryFile = readFileSync(path.join(deployDir, DEPLOYMENTS_FILE), 'utf8');

  const again = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  expect(again).toEqual({ version: first.version, alreadyLive: true });
  expect(readFileSync(path.join(deployDir, DEPLOYMENTS_FILE), 'utf8')).toBe(discoveryFile);
  expect(readdirSync(path.join(deployDir, 'portals-mfe'))).toEqual([first.version]);
});

test('pruning keeps the live version and the latest ones a rollback returns to, and removes the rest', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const versions: string[] = [];
  for (const label of ['p1', 'p2', 'p3', 'p4', 'p5'])
    versions.push((await publish(deployDir, 'portals-mfe', portalsBuild(label), nextMinute())).version);
  const [p1, p2, p3, p4, p5] = versions;

  expect(await prune(deployDir, 'portals-mfe', 2)).toEqual({ removed: [p1, p2], kept: [p3, p4, p5] });
  expect(readdirSync(path.join(deployDir, 'portals-mfe'))).toEqual([p3, p4, p5]);
  expect(JSON.parse(readFileSync(path.join(deployDir, DEPLOYMENTS_FILE), 'utf8'))['portals-mfe']).toEqual({
    live: p5,
    history: [p3, p4],
  });
  expect(await rollback(deployDir, 'portals-mfe')).toEqual({ from: p5, to: p4 });
  expect(await rollback(deployDir, 'portals-mfe')).toEqual({ from: p4, to: p3 });
  await expect(rollback(deployDir, 'portals-mfe')).rejects.toThrow(
    new DeployRefused('portals-mfe has no earlier version to roll back to.'),
  );
  await expect(prune(deployDir, 'portals-mfe', 0)).rejects.toThrow(
    new DeployRefused('--keep must be a whole number of at least 1, got 0.'),
  );
  await expect(prune(deployDir, 'company-mfe')).rejects.toThrow(DeployRefused);
});

test("a redeployed shell serves its own document while the earlier shell's hashed files stay available", async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  await serveDeployDirectory();
  expect((await shellGet('/')).body).toContain('<h1>Shell a1</h1>');
  await publish(deployDir, 'shell', shellBuild('a2'), nextMinute());
  const home = await shellGet('/');
  expect(home.body).toContain('<h1>Shell a2</h1>');
  expect(home.body).toContain('/main.a2.js');
  expect((await shellGet('/main.a1.js')).statusCode).toBe(200);
  expect((await shellGet('/main.a2.js')).statusCode).toBe(200);
  // Rolled back: a2 leaves the history, and a page rendered from it before still loads its files.
  await rollback(deployDir, 'shell');
  expect((await shellGet('/')).body).toContain('<h1>Shell a1</h1>');
  expect((await shellGet('/main.a2.js')).statusCode).toBe(200);
});

test('a remote built against another page-group contract is refused and nothing is switched or published', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const live = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  const discoveryBefore = readFileSync(path.join(deployDir, DEPLOYMENTS_FILE), 'utf8');
  await expect(publish(deployDir, 'portals-mfe', portalsBuild('p2', 2), nextMinute())).rejects.toThrow(
    new DeployRefused(
      'Not publishing portals-mfe: the portals pages were built against page-group contract 2, this shell speaks contract 1.',
    ),
  );
  expect(readFileSync(path.join(deployDir, DEPLOYMENTS_FILE), 'utf8')).toBe(discoveryBefore);
  expect(readdirSync(path.join(deployDir, 'portals-mfe'))).toEqual([live.version]);
});

test('a shell of another contract major is refused while a remote of the current one is live', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  await expect(publish(deployDir, 'shell', shellBuild('a2', 2), nextMinute())).rejects.toThrow(
    'Not publishing shell: the portals pages were built against page-group contract 1, this shell speaks contract 2 (live portals-mfe).',
  );
});

test('a remote built for another major of a shared singleton than the live shell provides is refused; another minor goes live', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const live = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  await expect(publish(deployDir, 'portals-mfe', portalsBuild('p2', 1, '20.0.0'), nextMinute())).rejects.toThrow(
    new DeployRefused(
      'Not publishing portals-mfe: the portals pages were built with react 20.0.0, this shell provides react 19.3.1.',
    ),
  );
  expect(readdirSync(path.join(deployDir, 'portals-mfe'))).toEqual([live.version]);
  const next = await publish(deployDir, 'portals-mfe', portalsBuild('p3', 1, '19.4.0'), nextMinute());
  expect(await describeDeployments(deployDir)).toContain(`portals-mfe     live ${next.version}`);
});

test('a shell providing another major of a shared singleton is refused while a remote built for the current one is live', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  await expect(publish(deployDir, 'shell', shellBuild('a2', 1, '20.1.0'), nextMinute())).rejects.toThrow(
    'Not publishing shell: the portals pages were built with react 19.3.1, this shell provides react 20.1.0 (live portals-mfe).',
  );
});

test('a folder that is not a build of the app is refused', async () => {
  await expect(publish(deployDir, 'portals-mfe', shellBuild('a1'), nextMinute())).rejects.toThrow(
    /is not a build of portals-mfe: it has no mf-manifest.json/,
  );
  expect(existsSync(path.join(deployDir, DEPLOYMENTS_FILE))).toBe(false);
});

test('the list shows what is live, what a rollback returns to, and what is kept', async () => {
  const shell = await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const first = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  const second = await publish(deployDir, 'portals-mfe', portalsBuild('p2'), nextMinute());
  const listing = await describeDeployments(deployDir);
  expect(listing).toContain(`shell           live ${shell.version} (page-group contract 1, published by operator)`);
  expect(listing).toContain(`portals-mfe     live ${second.version} (page-group contract 1, published by operator)`);
  expect(listing).toContain(`rollback to ${first.version}`);
  expect(listing).toContain(`kept ${first.version}`);
  expect(listing).toContain('services-mfe    nothing live');
});

test('the server never serves the server builds, the discovery file or the modules link of a deploy directory', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const { version } = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  await serveDeployDirectory();
  for (const url of [
    `/${version}/server-build.json`,
    `/${version}/server/pages.p1.js`,
    '/node_modules/react/package.json',
    `/../${DEPLOYMENTS_FILE}`,
  ]) {
    expect([url, (await portalsGet(url)).statusCode]).toEqual([url, 404]);
  }
  for (const url of [
    '/server-build.json',
    '/server/renderApp.a1.js',
    '/index.html',
    `/${DEPLOYMENTS_FILE}`,
    '/%2e%2e/deployments.json',
  ]) {
    expect([url, (await shellGet(url)).statusCode]).toEqual([url, 404]);
  }
});

test('npm run deploy refuses an unknown app with its usage and exit code 2', async () => {
  let failure: { status?: number; stderr?: Buffer } = {};
  try {
    execFileSync('npx', ['tsx', 'scripts/deploy.ts', 'no-such-app'], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_DIR: deployDir },
      stdio: 'pipe',
    });
  } catch (error) {
    failure = error as typeof failure;
  }
  expect(failure.status).toBe(2);
  expect(String(failure.stderr)).toContain('usage: npm run deploy -- [--no-build | --from=<build folder>] <app>');
  expect(String(failure.stderr)).toContain('shell, services-mfe, industries-mfe, company-mfe, portals-mfe');
});

test('npm run deploy refuses a misspelled flag, a flag without its value or a value to a switch in one line, and takes --from <folder> as --from=<folder>', () => {
  const deployCli = (...args: string[]) => {
    const { status, stdout, stderr } = spawnSync('npx', ['tsx', 'scripts/deploy.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_DIR: deployDir },
      encoding: 'utf8',
    });
    return { status, stdout, stderr };
  };
  const flags = 'npm run deploy takes --list, --rollback, --no-build, --from=<build folder>, --prune, --keep=<N>';
  expect(deployCli('--lsit')).toEqual({ status: 2, stdout: '', stderr: `Unknown option '--lsit'; ${flags}\n` });
  expect(deployCli('--prune', 'portals-mfe', '--keep')).toEqual({
    status: 2,
    stdout: '',
    stderr: `Option '--keep <value>' argument missing; ${flags}\n`,
  });
  expect(deployCli('--no-build=yes', 'portals-mfe')).toEqual({
    status: 2,
    stdout: '',
    stderr: `Option '--no-build' does not take an argument; ${flags}\n`,
  });
  expect(existsSync(deployDir)).toBe(false);

  const deployed = deployCli('--from', portalsBuild('p1'), 'portals-mfe');
  expect([deployed.status, deployed.stderr]).toEqual([0, '']);
  expect(deployed.stdout).toMatch(/^portals-mfe: \d{8}-\d{6}-[0-9a-f]{8} is live\.\n$/);
}, 30_000);

test('a byte changed in a live release after publish: its pages are rendered by the browser, none of its files is sent, and a switch to it is refused and audited', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const first = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  const second = await publish(deployDir, 'portals-mfe', portalsBuild('p2'), nextMinute());
  await serveDeployDirectory();
  expect((await shellGet('/client-portal')).body).toContain('<h1>Portals p2</h1>');

  // Someone with write access to the disk edits the release that a rollback would return to.
  const tampered = path.join(deployDir, 'portals-mfe', first.version, 'server', 'pages.p1.js');
  writeFileSync(tampered, readFileSync(tampered, 'utf8').replace('Portals p1', 'Portals pX'));
  await expect(rollback(deployDir, 'portals-mfe')).rejects.toThrow(
    new DeployRefused(
      `Not rolling back portals-mfe to ${first.version}: portals-mfe ${first.version}: server/pages.p1.js does not match the digest recorded at publish.`,
    ),
  );
  expect((await shellGet('/client-portal')).body).toContain('<h1>Portals p2</h1>');

  // The live release itself, changed on disk: the server no longer runs it (a page not yet rendered, so none kept from before).
  const live = path.join(deployDir, 'portals-mfe', second.version, 'server', 'pages.p2.js');
  writeFileSync(live, readFileSync(live, 'utf8').replace('Portals p2', 'Portals pY'));
  const page = await shellGet('/investor-portal');
  expect(page.statusCode).toBe(200);
  expect(page.body).not.toContain('Portals pY');
  expect(page.body).toContain('<div id="root"></div>');
  // Nor does it send a browser any file of a release that no longer matches what was published.
  expect((await portalsGet(`/${second.version}/remoteEntry.p2.js`)).statusCode).toBe(503);
  expect((await portalsGet(`/${first.version}/remoteEntry.p1.js`)).statusCode).toBe(503);
  expect((await shellGet('/main.a1.js')).statusCode).toBe(200);

  const audit = readFileSync(path.join(deployDir, 'registry', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string>);
  expect(
    audit.map(({ action, outcome, app, release }) => `${action} ${outcome} ${app} ${release ?? ''}`.trim()),
  ).toEqual([
    expect.stringMatching(/^publish done shell \d{8}/),
    expect.stringMatching(/^promote done shell \d{8}/),
    `publish done portals-mfe ${first.version}`,
    `promote done portals-mfe ${first.version}`,
    `publish done portals-mfe ${second.version}`,
    `promote done portals-mfe ${second.version}`,
    'rollback refused portals-mfe',
  ]);
  expect(audit.at(-1)).toMatchObject({
    actor: 'operator',
    reason: expect.stringContaining('does not match the digest recorded at publish'),
  });
});

test('a link in a build is refused at publish; one placed in a live release afterwards is never followed: none of its files is sent or run', async () => {
  const leads = path.join(tmpRoot, 'leads.jsonl');
  writeFileSync(leads, '{"email":"buyer@example.test"}\n');
  const linked = portalsBuild('linked');
  symlinkSync(leads, path.join(linked, 'leads.js'));
  await expect(publish(deployDir, 'portals-mfe', linked, nextMinute())).rejects.toThrow(
    /leads\.js is not a regular file \(a link or a special file\): a release holds regular files only/,
  );
  expect(existsSync(path.join(deployDir, 'portals-mfe'))).toBe(false);

  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const live = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  await serveDeployDirectory();
  expect((await portalsGet(`/${live.version}/remoteEntry.p1.js`)).statusCode).toBe(200);
  // Someone with write access to the disk adds a link to the leads beside the release's files, after its files were checked and served.
  symlinkSync(leads, path.join(deployDir, 'portals-mfe', live.version, 'leads.js'));
  const followed = await portalsGet(`/${live.version}/leads.js`);
  expect([followed.statusCode, followed.body]).toEqual([503, 'This file is not available.\n']);
  expect((await portalsGet(`/${live.version}/remoteEntry.p1.js`)).statusCode).toBe(503);
  const page = await shellGet('/client-portal');
  expect(page.body).not.toContain('Portals p1');
  expect(page.body).toContain('<div id="root"></div>');
  // A published file replaced by a link is found the same way, once the stray link is gone.
  rmSync(path.join(deployDir, 'portals-mfe', live.version, 'leads.js'));
  expect((await portalsGet(`/${live.version}/remoteEntry.p1.js`)).statusCode).toBe(200);
  const entry = path.join(deployDir, 'portals-mfe', live.version, 'remoteEntry.p1.js');
  rmSync(entry);
  symlinkSync(leads, entry);
  expect((await portalsGet(`/${live.version}/remoteEntry.p1.js`)).body).not.toContain('buyer@example.test');
  expect((await portalsGet(`/${live.version}/remoteEntry.p1.js`)).statusCode).toBe(503);
});

test('each release is recorded with a SHA-384 digest of every file, its contract, its singletons and who published it', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const { version } = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  const record = JSON.parse(
    readFileSync(path.join(deployDir, 'registry', 'releases', 'portals-mfe', `${version}.json`), 'utf8'),
  ) as Record<string, unknown>;
  const module = readFileSync(path.join(deployDir, 'portals-mfe', version, 'server', 'pages.p1.js'));
  expect(record).toMatchObject({
    app: 'portals-mfe',
    id: version,
    contractMajor: 1,
    singletons: { react: '19.3.1', 'shared/routing': '1.0.0' },
    publishedBy: 'operator',
    publishedAt: '2026-11-23T10:' + version.slice(11, 13) + ':00.000Z',
  });
  expect((record.files as Record<string, string>)['server/pages.p1.js']).toBe(
    `sha384-${createHash('sha384').update(module).digest('base64')}`,
  );
  expect(Object.keys(record.files as object).sort()).toEqual([
    'mf-manifest.json',
    'page-assets.json',
    'remoteEntry.p1.js',
    'server-build.json',
    'server/pages.p1.js',
  ]);
});

/**
 * Another process making a release change in this deploy directory, through the registry's own lock:
 * it says "held" once it holds it, then holds it for `holdMs` (or until it is killed).
 */
function otherChange(holdMs: number): Promise<ChildProcess> {
  const script = `
    const { RegistryFiles } = require('./shell/server/releases/registryFiles');
    new RegistryFiles(${JSON.stringify(deployDir)}).withLock(() => {
      process.stdout.write('held\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
    });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve(child));
    child.once('exit', (code) =>
      reject(new Error(`the other change ended before it held the lock (exit code ${code})`)),
    );
  });
}

test('a deploy made while another change holds the lock waits for it instead of failing', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  // Another process (the server's release API) finishes its change 500 ms from now.
  const other = await otherChange(500);
  const started = Date.now();
  const { version } = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  expect(JSON.parse(readFileSync(path.join(deployDir, DEPLOYMENTS_FILE), 'utf8'))['portals-mfe'].live).toBe(version);
  if (other.exitCode === null) await new Promise((resolve) => other.once('exit', resolve));
});

test('a change killed while it held the lock (SIGKILL, a crash) holds back no later one', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const other = await otherChange(60_000);
  other.kill('SIGKILL');
  await new Promise((resolve) => other.once('exit', resolve));
  // A lock still held by the killed change would make this publish wait its full time for it and then be refused.
  const { version } = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  expect(JSON.parse(readFileSync(path.join(deployDir, DEPLOYMENTS_FILE), 'utf8'))['portals-mfe'].live).toBe(version);
});

test('a deploy directory from before releases were recorded keeps being served: its versions are recorded once, as found, and audited', async () => {
  await publish(deployDir, 'shell', shellBuild('a1'), nextMinute());
  const { version } = await publish(deployDir, 'portals-mfe', portalsBuild('p1'), nextMinute());
  // As an older server left it: the versions and the discovery file, no records.
  rmSync(path.join(deployDir, 'registry'), { recursive: true, force: true });
  await serveDeployDirectory();
  expect((await shellGet('/client-portal')).body).toContain('<h1>Portals p1</h1>');
  expect((await portalsGet(`/${version}/remoteEntry.p1.js`)).statusCode).toBe(200);
  expect((await shellGet('/main.a1.js')).statusCode).toBe(200);
  const record = JSON.parse(
    readFileSync(path.join(deployDir, 'registry', 'releases', 'portals-mfe', `${version}.json`), 'utf8'),
  ) as Record<string, unknown>;
  expect(record).toMatchObject({
    app: 'portals-mfe',
    id: version,
    publishedBy: 'recorded at upgrade',
    contractMajor: 1,
  });
  const audit = readFileSync(path.join(deployDir, 'registry', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string>);
  expect(audit.map(({ action, actor, app }) => `${action} ${actor} ${app}`)).toEqual([
    'publish upgrade shell',
    'publish upgrade portals-mfe',
  ]);
  // Once: a second start records nothing more.
  await site!.close();
  await serveDeployDirectory();
  expect(
    readFileSync(path.join(deployDir, 'registry', 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n'),
  ).toHaveLength(2);
});
