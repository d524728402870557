import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultCompanyFacts } from 'shared/config';
import { descendantsOf } from '../../../../test-support/processTree';
import { captureLog } from '../../../../test-support/capturedLog';
import { HOSTILE_BUILDS, type Targets } from '../../../../test-support/hostile/serverBuilds';
import { debuggerAnswers, DEFAULT_INSPECTOR_PORT } from '../../../../test-support/inspectorPort';
import type { IsolatedRenderAnswer } from './framedPipe';
import { RendererPool } from './rendererPool';
import { RETIRE_GRACE_MS, type RendererIncident } from './rendererProcess';
import { probeSandbox, type Sandbox } from './sandbox';
import { reservePortBlock } from '../../../../test-support/reservedPorts';

/**
 * The hostile corpus against the renderer as the server starts it: each stand-in build tries one
 * thing a compromised pipeline would (test-support/hostile/serverBuilds.ts). Whatever it tries, the
 * process it aims at lives on unstopped, no debugger opens, nothing outside connects or is read or
 * written, and the next page renders.
 */

jest.setTimeout(45_000);

const SECRET = 'preview-secret-7f1c2e9a';
const VICTIM_SECRET = 'DATABASE_URL=postgresql://site:hunter2@db/leads';
/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(5);
const VICTIM_INSPECTOR_PORT = PORTS;
const log = captureLog();

let tmpRoot: string;
let sandbox: Sandbox;
let victim: ChildProcess;
let listener: Server;
let connections = 0;
let targets: Targets;
let pool: RendererPool;

/** A shell build whose render runs `body`; `name` names its release folder. */
function shellBuild(name: string, body: string): string {
  const directory = path.join(tmpRoot, 'releases', name);
  mkdirSync(path.join(directory, 'server'), { recursive: true });
  writeFileSync(
    path.join(directory, 'server', 'renderApp.js'),
    `exports.renderApp = async () => ({ html: String(await (async () => { ${body} })()) });`,
  );
  writeFileSync(path.join(directory, 'server-build.json'), JSON.stringify({ module: 'server/renderApp.js' }));
  return directory;
}

/** The releases a page is rendered from, as the server names them: each its own renderer, as each live group has. */
const laneFor = (releases: string, generation = 'g') => ({
  lane: `live ${releases}`,
  live: true,
  group: 'shell',
  generation,
  folders: [path.join(tmpRoot, 'releases')],
  releases,
});
const render = (shellDir: string, releases: string, generation?: string): Promise<IsolatedRenderAnswer> =>
  pool.render(laneFor(releases, generation), {
    shellDir,
    url: 'https://www.example.test/',
    facts: defaultCompanyFacts,
  });
const incidents: RendererIncident[] = [];

/** The state letter Linux gives a process ('T' stopped, 'Z' a zombie), or undefined once it is gone. */
function stateOf(pid: number): string | undefined {
  try {
    return /\) (\w)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  const probe = probeSandbox();
  if (!probe.sandbox) throw new Error(`The renderer cannot be sandboxed on this machine: ${probe.reason}`);
  sandbox = probe.sandbox;
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
  const secretFile = path.join(tmpRoot, 'registry', 'preview-secret');
  mkdirSync(path.dirname(secretFile));
  writeFileSync(secretFile, SECRET, { mode: 0o600 });
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  targets = {
    victimPid: 0,
    victimInspectorPort: VICTIM_INSPECTOR_PORT,
    listeningPort: typeof address === 'object' && address ? address.port : 0,
    secretFile,
  };
});

afterAll(async () => {
  await new Promise((resolve) => listener.close(resolve));
  rmSync(tmpRoot, { recursive: true, force: true });
});

beforeEach(async () => {
  // A victim of its own for each attempt, so that one case's success cannot fail the next.
  victim = spawn(process.execPath, [`--inspect-port=${VICTIM_INSPECTOR_PORT}`, '-e', 'setInterval(() => {}, 1000)'], {
    env: { SECRET: VICTIM_SECRET },
    stdio: 'ignore',
  });
  await new Promise((resolve) => victim.once('spawn', resolve));
  targets.victimPid = victim.pid!;
  connections = 0;
  log.lines.length = 0;
  incidents.length = 0;
  pool = newPool();
});

/** WITHOUT_SANDBOX=1 runs the corpus against the permission model alone: what the sandbox adds shows as failures. */
const newPool = () =>
  new RendererPool({
    log: log.logger,
    renderTimeoutMs: 3000,
    sandbox: process.env.WITHOUT_SANDBOX ? undefined : sandbox,
    onIncident: (incident) => incidents.push(incident),
  });

afterEach(() => {
  pool.close();
  victim.kill('SIGKILL');
});

/** Whether a debugger answers at `port` within a second: one opened by a signal takes a moment. */
async function debuggerOpens(port: number): Promise<boolean> {
  for (
    const deadline = Date.now() + 1000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 100))
  ) {
    if (await debuggerAnswers(port)) return true;
  }
  return false;
}

test.each(HOSTILE_BUILDS.map((build) => [build.name, build.tries, build] as const))(
  '%s: a build that tries %s gets nothing, costs only its own pages, and is counted',
  async (name, _tries, build) => {
    // Another release's pages, rendered in their own renderer as another live group's are.
    const bystander = shellBuild('bystander', "return '<h1>bystander page</h1>'");
    expect(await render(bystander, 'bystander')).toEqual({ html: '<h1>bystander page</h1>' });

    let settled = false;
    const attempt = render(shellBuild(name, build.body(targets)), name)
      .catch((error: Error) => ({ error: error.message }))
      .finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // While it runs (loops, waits, keeps timers going), the other release's pages are served as before.
    expect(await render(bystander, 'bystander')).toEqual({ html: '<h1>bystander page</h1>' });
    if (build.holds) expect(settled).toBe(false);
    const answer = await attempt;
    const said = 'html' in answer ? answer.html : 'error' in answer ? answer.error : JSON.stringify(answer);

    // Nothing it aimed at outside the renderer moved.
    expect({ victim: stateOf(targets.victimPid) }).toEqual({ victim: expect.stringMatching(/^[RS]$/) });
    expect(await debuggerOpens(DEFAULT_INSPECTOR_PORT)).toBe(false);
    expect(await debuggerOpens(VICTIM_INSPECTOR_PORT)).toBe(false);
    expect(connections).toBe(0);
    expect(said).not.toContain(SECRET);
    expect(said).not.toContain('hunter2');
    expect(said).not.toMatch(/^(connected|written|started|loaded|uid=|forged|disguised)/);
    expect(existsSync(path.join(tmpRoot, 'releases', name, 'server', 'planted.js'))).toBe(false);
    // The memory it may take is the renderer's cap, far below what it asked for.
    if (name === 'allocate')
      expect(Number(/^allocated (\d+) MiB, then/.exec(said)?.[1] ?? Infinity)).toBeLessThan(1000);

    // What it printed reached the log within the budget: 256 KiB a minute, in lines of 2,000 characters at most, the rest counted.
    if (name === 'flood-output') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const printed = log.lines
        .filter((line) => line.msg === 'the renderer wrote a line')
        .map((line) => String(line.output));
      expect(printed.length).toBeGreaterThan(0);
      expect(printed.reduce((sum, line) => sum + line.length, 0)).toBeLessThanOrEqual(256 * 1024);
      expect(Math.max(...printed.map((line) => line.length))).toBeLessThanOrEqual(2000);
      pool.close();
      // Said once the renderer has gone, which a loaded machine takes a moment to tell.
      for (
        const deadline = Date.now() + 5000;
        Date.now() < deadline &&
        !log.lines.some((line) => /more lines than the log takes in a minute/.test(String(line.msg)));
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        log.lines.find((line) => /more lines than the log takes in a minute/.test(String(line.msg))),
      ).toMatchObject({ dropped: expect.any(Number), releases: name });
      pool = newPool();
    }

    // The server counted it under the build's releases, and nothing under the other's; a timer's attempts come after the render.
    const countedNow = () =>
      incidents.filter((incident) => incident.releases === name).map((incident) => incident.kind);
    // What a build does after its render (a message trickled past its deadline, say) is counted within seconds.
    for (
      const deadline = Date.now() + 3000;
      Date.now() < deadline && !countedNow().some((kind) => build.counted.includes(kind));
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const counted = countedNow();
    if (build.outlives) expect(counted).toEqual([]);
    else if (build.counted.length > 0) expect(counted.filter((kind) => build.counted.includes(kind))).not.toEqual([]);
    else expect(counted).toEqual([]);
    expect(incidents.filter((incident) => incident.releases === 'bystander')).toEqual([]);

    // The other release's pages are untouched, and the next release of its own lane renders.
    const sandboxOf = (pool.renderers().find((one) => one.lane === `live ${name}`)?.pid ?? 0) as number;
    const processes = sandboxOf ? [sandboxOf, ...descendantsOf(sandboxOf)] : [];
    expect(await render(bystander, 'bystander')).toEqual({ html: '<h1>bystander page</h1>' });
    expect(await render(shellBuild(`${name}-after`, "return 'still rendering'"), name, 'next')).toMatchObject({
      html: 'still rendering',
    });

    // Retired by that release, its renderer and every process of its sandbox are gone within the grace, whatever the build ignored.
    await new Promise((resolve) => setTimeout(resolve, RETIRE_GRACE_MS + 1000));
    expect(processes.filter((pid) => stateOf(pid) !== undefined && stateOf(pid) !== 'Z')).toEqual([]);
    if (build.outlives)
      expect(incidents.filter((incident) => incident.releases === name).map((incident) => incident.kind)).toContain(
        'outlived',
      );
  },
);
