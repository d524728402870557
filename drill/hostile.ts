/**
 * The hostile section: the corpus of test-support/hostile/serverBuilds.ts shipped as a team would
 * ship it. One real server with a release registry in PostgreSQL; for each attempt, the portals
 * pipeline publishes and promotes a release whose page runs it, and a visitor loads that page while
 * another loads the home page, which another release (the shell's) renders. Whatever the build
 * tries, the process it aims at lives on, nothing outside is reached or read, the home page is
 * served server-rendered while it runs, and /metrics counts the attempt under the portals release.
 * Stand-in builds only: no `npm run build` needed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { RETIRE_GRACE_MS } from 'site-server';
import { createReleaseToken, publishBody } from 'site-server/releases';
import { debuggerAnswers, DEFAULT_INSPECTOR_PORT } from '../test-support/inspectorPort';
import { descendantsOf } from '../test-support/processTree';
import { HOSTILE_BUILDS, type HostileBuild, type Targets } from '../test-support/hostile/serverBuilds';
import { portalsBuild, shellBuild } from '../test-support/releases/standInBuilds';
import { sectionRegistry } from './sectionRegistry';
import { sharedFixture, type DrillCase, type DrillContext, type Teardown } from './drillCase';
import { writeStandInBuilds } from '../test-support/fakeBuilds';
import { freeSitePorts, SiteServer } from './siteServer';

const SECTION = 'hostile';
const SECRET = `drill-canary-${Math.random().toString(36).slice(2)}`;
const METRICS_TOKEN = `drill-metrics-${Math.random().toString(36).slice(2)}`;
const VICTIM_INSPECTOR_PORT = 19_251;
const LOCK_TEXT = 'held by the start script\n';
const SKIP_GATE = {
  skipGate: 'the drill ships the hostile corpus straight to live, as a pipeline that skips its gate would',
};
/** The home page, rendered by the shell's release: served while the portals release does its worst. */
const BYSTANDER_HEADING = '<h1>Shell a1</h1>';
/** Longer than the server's render time limit (10 s), so that a page held by a build is answered, client-rendered. */
const PAGE_TIMEOUT_MS = 20_000;
const LIVE_WITHIN_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
  return { status: response.status, text: await response.text(), ms: Date.now() - started };
}

/** The state letter Linux gives a process ('T' stopped), or 'gone'. */
function stateOf(pid: number): string {
  try {
    return /\) (\w)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? 'unknown';
  } catch {
    return 'gone';
  }
}

/**
 * The server, its registry and pipeline tokens, and the targets the builds aim at, the shell's
 * release live: made once for the section, and by `npm run bench:hostile` for its figures over HTTP.
 */
export async function startHostileSite(teardown: Teardown) {
  const { root, databaseUrl, registry } = await sectionRegistry(teardown, 'hostile');
  const tokens = {
    shell: await createReleaseToken(registry, 'shell', 'shell-ci'),
    portals: await createReleaseToken(registry, 'portals-mfe', 'portals-ci'),
  };

  // What the builds aim at: a Node process of the same user with a debugger port, a listening port, a file outside the releases.
  const victim: ChildProcess = spawn(
    process.execPath,
    [`--inspect-port=${VICTIM_INSPECTOR_PORT}`, '-e', 'setInterval(() => {}, 1000)'],
    { stdio: 'ignore' },
  );
  teardown.add(() => void victim.kill('SIGKILL'));
  await new Promise((resolve) => victim.once('spawn', resolve));
  const connections = { count: 0 };
  const listener = createServer((socket) => {
    connections.count++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  teardown.add(() => new Promise<void>((resolve) => listener.close(() => resolve())));
  const address = listener.address();
  const secretFile = path.join(root, 'outside', 'leads.jsonl');
  mkdirSync(path.dirname(secretFile));
  writeFileSync(secretFile, `{"email":"${SECRET}@example.test"}\n`, { mode: 0o600 });
  // What the server's launcher holds open: a start script's lock, which no renderer may reach.
  const lockFile = path.join(root, 'outside', 'start.lock');
  writeFileSync(lockFile, LOCK_TEXT);
  const targets: Targets = {
    victimPid: victim.pid!,
    victimInspectorPort: VICTIM_INSPECTOR_PORT,
    listeningPort: typeof address === 'object' && address ? address.port : 0,
    secretFile,
  };

  const apiPort = (await freeSitePorts()).shell;
  const start = SiteServer.start({
    label: 'hostile-corpus server',
    builds: writeStandInBuilds(path.join(root, 'unused-builds')),
    ports: await freeSitePorts(),
    storage: { databaseUrl },
    releases: { cacheDir: path.join(root, 'server'), apiPort },
    env: { LOG_LEVEL: 'warn', PREVIEW_SECRET: `${SECRET}-preview-secret-long-enough`, METRICS_TOKEN },
    heldOnFd200: lockFile,
  });
  teardown.add(async () => (await start.catch(() => undefined))?.stop());
  const server = await start;

  const api = async (route: string, bearer: string, body: object): Promise<{ status: number; text: string }> => {
    const response = await fetch(`http://127.0.0.1:${apiPort}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  };
  /** Publishes and promotes a build as its pipeline would; resolves with the release's id once the site serves it. */
  const ship = async (app: 'shell' | 'portals-mfe', bearer: string, buildDir: string): Promise<string> => {
    const published = await api(`/releases/${app}`, bearer, publishBody(buildDir));
    if (published.status !== 201)
      throw new Error(`publishing ${app} was answered ${published.status}: ${published.text}`);
    const { id } = JSON.parse(published.text) as { id: string };
    const promoted = await api(`/releases/${app}/${id}/promote`, bearer, SKIP_GATE);
    if (promoted.status !== 200)
      throw new Error(`promoting ${app} ${id} was answered ${promoted.status}: ${promoted.text}`);
    const deadline = Date.now() + LIVE_WITHIN_MS;
    const served =
      app === 'shell'
        ? () => get(`${server.shellOrigin}/readyz`).then(({ status }) => status === 200)
        : () => get(`${server.shellOrigin}/remotes.json`).then(({ text }) => text.includes(id));
    while (!(await served().catch(() => false))) {
      if (Date.now() > deadline)
        throw new Error(
          `${app} ${id} was not served ${LIVE_WITHIN_MS / 1000} s after its promote:\n${server.outputTail()}`,
        );
      await sleep(50);
    }
    return id;
  };
  const shell = await ship('shell', tokens.shell, shellBuild(root, 'a1'));
  return { root, server, targets, connections, tokens, ship, shell, lockFile };
}

const hostileFixture = ({ teardown }: DrillContext) => sharedFixture(() => startHostileSite(teardown));

/** The incidents /metrics counts under a group's live renderers, by kind (labels are bounded: group and side, never a release). */
async function incidentsOf(origin: string, group: string): Promise<Record<string, number>> {
  const { text } = await get(`${origin}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
  const counted: Record<string, number> = {};
  for (const match of text.matchAll(/^site_renderer_incidents_total\{([^}]*)\} (\d+)/gm)) {
    const labels = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]));
    if (labels.group === group && labels.side === 'live')
      counted[labels.kind!] = (counted[labels.kind!] ?? 0) + Number(match[2]);
  }
  return counted;
}

/** What was counted between two readings. */
const countedSince = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(after).flatMap(([kind, count]) =>
      count > (before[kind] ?? 0) ? [[kind, count - (before[kind] ?? 0)]] : [],
    ),
  );

export function hostileCases(context: DrillContext): DrillCase[] {
  const fixture = hostileFixture(context);
  return HOSTILE_BUILDS.map((build: HostileBuild): DrillCase => ({
    section: SECTION,
    name: `a live portals release that tries ${build.tries} gets nothing, costs only its own pages, and is counted`,
    timeoutMs: 60_000,
    async run() {
      const { root, server, targets, connections, tokens, ship, lockFile } = await fixture();
      connections.count = 0;
      const countedBefore = await incidentsOf(server.shellOrigin, 'portals');
      const processesBefore = new Set(descendantsOf(server.serverPid!));
      const id = await ship(
        'portals-mfe',
        tokens.portals,
        portalsBuild(root, `hostile-${build.name}`, 1, '19.3.1', 'pinned', '', build.body(targets)),
      );
      const problems: string[] = [];

      // A visitor opens the hostile release's page; another opens the home page while it renders.
      let settled = false;
      const attacked = get(`${server.shellOrigin}/client-portal`, { accept: 'text/html' }).finally(
        () => (settled = true),
      );
      await sleep(300);
      const home = await get(`${server.shellOrigin}/`, { accept: 'text/html' });
      if (home.status !== 200 || !home.text.includes(BYSTANDER_HEADING))
        problems.push(
          `the home page was answered ${home.status}${home.text.includes(BYSTANDER_HEADING) ? '' : ', not server-rendered'} while the build ran`,
        );
      if (build.holds && settled)
        problems.push('the hostile page was answered before the home page, which it should have held');
      const page = await attacked;
      if (page.status !== 200) problems.push(`the hostile release's page was answered ${page.status}`);
      for (const leaked of [SECRET, 'uid=', 'disguised as'])
        if (page.text.includes(leaked)) problems.push(`the page carried "${leaked}"`);
      await sleep(300);

      // Nothing it aimed at moved.
      if (!/^[RS]$/.test(stateOf(targets.victimPid)))
        problems.push(`the other process is ${stateOf(targets.victimPid)}`);
      if (await debuggerAnswers(DEFAULT_INSPECTOR_PORT)) problems.push("a debugger answers on the server's port");
      if (await debuggerAnswers(VICTIM_INSPECTOR_PORT)) problems.push("a debugger answers on the other process's port");
      if (connections.count > 0) problems.push(`${connections.count} connections reached a port of the host`);
      if (existsSync(path.join(root, 'server', 'portals-mfe', id, 'server', 'planted.js')))
        problems.push('a file was written into the release');
      if (readFileSync(lockFile, 'utf8') !== LOCK_TEXT)
        problems.push("the file the server's launcher holds open was changed");

      // A build that ignores being retired: the next release takes its lane, and its renderer and sandbox are gone within the grace.
      if (build.outlives) {
        // Its renderer's processes are those the server started for its page: found by their parents, not their names, which a build can change (process.title).
        const running = descendantsOf(server.serverPid!).filter((pid) => !processesBefore.has(pid));
        if (running.length === 0) problems.push('its renderer was not running after its page');
        await ship('portals-mfe', tokens.portals, portalsBuild(root, `after-${build.name}`, 1));
        await get(`${server.shellOrigin}/client-portal`, { accept: 'text/html' });
        await sleep(RETIRE_GRACE_MS + 1500);
        const left = running.filter((pid) => !/^[ZX]$/.test(stateOf(pid)) && stateOf(pid) !== 'gone');
        if (left.length > 0)
          problems.push(
            `${left.length} processes of its renderer still run ${RETIRE_GRACE_MS + 1500} ms after another release took its lane`,
          );
      }

      // Counted under its group's live renderers; a build that changes only its own process is seen by nobody.
      // What a build does after its render (a message trickled past its deadline, say) is counted within seconds.
      let counted = countedSince(countedBefore, await incidentsOf(server.shellOrigin, 'portals'));
      for (
        const deadline = Date.now() + 3000;
        Date.now() < deadline &&
        !Object.keys(counted).some((kind) => (build.counted as readonly string[]).includes(kind));
        await sleep(100)
      ) {
        counted = countedSince(countedBefore, await incidentsOf(server.shellOrigin, 'portals'));
      }
      const kinds = Object.keys(counted);
      if (build.counted.length > 0 && !kinds.some((kind) => (build.counted as readonly string[]).includes(kind)))
        problems.push(
          `/metrics counts ${JSON.stringify(counted)} under the portals group's live renderers, not ${build.counted.join(' or ')}`,
        );
      if (build.counted.length === 0 && kinds.length > 0)
        problems.push(`/metrics counts ${JSON.stringify(counted)} for a build that changed only its own process`);

      const after = await get(`${server.shellOrigin}/`, { accept: 'text/html' });
      if (!after.text.includes(BYSTANDER_HEADING)) problems.push('the home page was not server-rendered afterwards');
      if (problems.length > 0) throw new Error(problems.join('; '));
      const shown = /<h1>([^<]*)<\/h1>/.exec(page.text)?.[1];
      return `its page ${shown ? `rendered "${shown.slice(0, 60)}"` : 'sent client-rendered'} in ${page.ms} ms; the home page server-rendered in ${home.ms} ms meanwhile; counted ${kinds.map((kind) => `${kind} ${counted[kind]}`).join(', ') || 'nothing'}`;
    },
  }));
}
