import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultCompanyFacts } from 'shared/config';
import { captureLog } from '../../../../test-support/capturedLog';
import { patchAnswers } from '../../../../test-support/hostile/serverBuilds';
import { controlOpensDebugger, signalOpensDebugger } from '../../../../test-support/inspectorPort';
import { nodeProcessesRunning } from '../../../../test-support/processTree';
import { MAX_SAID_CHARS, type IsolatedRenderAnswer } from './framedPipe';
import { RendererPool } from './rendererPool';
import { RETIRE_GRACE_MS } from './rendererProcess';
import { probeSandbox, type Sandbox } from './sandbox';

/**
 * The renderer process as a team's server build meets it: real processes under Node's permission
 * model, with stand-in builds that try what a careless or hostile build might.
 */

jest.setTimeout(30_000);

let tmpRoot: string;
let pool: RendererPool;
/** The sandbox every renderer here starts in: a machine that cannot make one fails these tests, saying why. */
let sandbox: Sandbox;

/** What a build returns to name the renderer process it ran in (inside the sandbox, process ids are the sandbox's own). */
const RENDERER_ID = "return (globalThis.rendererId ??= require('node:crypto').randomUUID())";

beforeAll(() => {
  const probe = probeSandbox();
  if (!probe.sandbox) throw new Error(`The renderer cannot be sandboxed on this machine: ${probe.reason}`);
  sandbox = probe.sandbox;
});
const log = captureLog();

/** A shell build whose renderApp runs `body` (with `url` in scope) and returns its result as the page. */
function shellBuild(name: string, body: string): string {
  const directory = path.join(tmpRoot, 'releases', name);
  mkdirSync(path.join(directory, 'server'), { recursive: true });
  writeFileSync(
    path.join(directory, 'server', 'renderApp.js'),
    `exports.renderApp = async ({ url }) => ({ html: String(await (async () => { ${body} })()) });`,
  );
  writeFileSync(path.join(directory, 'server-build.json'), JSON.stringify({ module: 'server/renderApp.js' }));
  return directory;
}

const LIVE = 'live shell';

/** Renders `shellDir`'s page in `lane` (a live one unless named otherwise), reading the test's releases folder. */
const render = (generation: string, shellDir: string, lane = LIVE): Promise<IsolatedRenderAnswer> =>
  pool.render(
    {
      lane,
      live: lane.startsWith('live'),
      group: 'shell',
      generation,
      folders: [path.join(tmpRoot, 'releases')],
      releases: lane,
    },
    { shellDir, url: 'https://www.example.test/', facts: defaultCompanyFacts },
  );

beforeEach(() => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'renderer-'));
  mkdirSync(path.join(tmpRoot, 'leads'));
  writeFileSync(path.join(tmpRoot, 'leads', 'leads.jsonl'), '{"email":"buyer@example.test"}\n');
  pool = new RendererPool({ log: log.logger, renderTimeoutMs: 2000, stagedIdleMs: 1500, stagedLanes: 2, sandbox });
});

afterEach(() => {
  pool.close();
  rmSync(tmpRoot, { recursive: true, force: true });
});

test("a build sees none of the site's environment: no database address, webhook or token", async () => {
  process.env.LEADS_DATABASE_URL = 'postgresql://leads:secret@db.internal/site';
  try {
    const answer = await render('g', shellBuild('env', 'return JSON.stringify(process.env)'));
    // NODE_ENV picks React's build; the sandbox says where the renderer stands, which is nowhere.
    expect(JSON.parse((answer as { html: string }).html)).toEqual({ NODE_ENV: process.env.NODE_ENV, PWD: '/' });
  } finally {
    delete process.env.LEADS_DATABASE_URL;
  }
});

test('a build may read its release folder, and nothing else: not the leads, not the system, and it may write nowhere or start no program', async () => {
  const leads = path.join(tmpRoot, 'leads', 'leads.jsonl');
  const attempts = {
    ownFolder: `return require('node:fs').readFileSync(${JSON.stringify(path.join(tmpRoot, 'releases', 'own', 'server-build.json'))}, 'utf8').length > 0`,
    leads: `return require('node:fs').readFileSync(${JSON.stringify(leads)}, 'utf8')`,
    passwords: `return require('node:fs').readFileSync('/etc/passwd', 'utf8')`,
    write: `require('node:fs').writeFileSync(${JSON.stringify(path.join(tmpRoot, 'releases', 'dropped.js'))}, 'x'); return 'written'`,
    program: `return require('node:child_process').execSync('id').toString()`,
  };
  const answers: Record<string, unknown> = {};
  for (const [name, body] of Object.entries(attempts)) {
    const answer = await render('g', shellBuild(name === 'ownFolder' ? 'own' : name, body));
    answers[name] = 'html' in answer ? answer.html : 'error' in answer ? answer.error : answer;
  }
  expect(answers.ownFolder).toBe('true');
  for (const refused of ['leads', 'passwords', 'write', 'program'])
    expect([refused, answers[refused]]).toEqual([
      refused,
      expect.stringMatching(/Access to this API has been restricted/),
    ]);
});

test('SIGUSR1 opens no debugger in a renderer, which goes on rendering', async () => {
  expect(await controlOpensDebugger(19_232)).toBe(true);
  const shell = shellBuild('signalled', RENDERER_ID);
  const { html: id } = (await render('g', shell)) as { html: string };
  const [renderer] = nodeProcessesRunning('renderer.cjs', pool.pids()[0]!);
  expect(renderer).toBeDefined();
  expect(await signalOpensDebugger(renderer!)).toBe(false);
  expect(await render('g', shell)).toEqual({ html: id });
});

test("a renderer runs below the server in the CPU's queue, and is ended by the kernel after ten minutes of CPU time", async () => {
  await render('g', shellBuild('priority', "return 'page'"));
  const [renderer] = nodeProcessesRunning('renderer.cjs', pool.pids()[0]!);
  // Field 19 of /proc/<pid>/stat is the niceness; the server runs at 0.
  const niceness = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
  expect([niceness(process.pid), niceness(renderer!)]).toEqual([0, 10]);
  expect(readFileSync(`/proc/${renderer}/limits`, 'utf8')).toMatch(/^Max cpu time\s+600\s+610\s+seconds/m);
  // A build cannot move itself back up.
  expect(await render('g', shellBuild('renice', "require('node:os').setPriority(0); return 'raised'"))).toEqual({
    error: expect.stringMatching(/EACCES|EPERM|permission denied/i),
  });
});

test('a staged build renders in a process of its own: patching the channel to the server changes no live page', async () => {
  const live = shellBuild('live', "return 'live page'");
  // What a hostile staged build might do on load: rewrite every answer its renderer sends from then on.
  const hostile = shellBuild('hostile', `${patchAnswers("'patched'")}; return 'staged page'`);
  expect(await render('g', live)).toMatchObject({ html: 'live page' });
  // Its own answer is already rewritten: the patch holds in its own process.
  expect(await render('g', hostile, 'preview-1')).toMatchObject({ html: 'patched' });
  expect(await render('g', live)).toMatchObject({ html: 'live page' });
  expect(pool.pids()).toHaveLength(2);
});

test("a staged lane's renderer ends once no page was asked of it for a while, and the least recently used when too many run", async () => {
  const build = shellBuild('pid', RENDERER_ID);
  const live = await render('g', build);
  const [livePid] = pool.pids();
  await render('g', build, 'preview-1');
  await render('g', build, 'preview-2');
  await render('g', build, 'preview-3');
  // Two staged lanes at most: the first preview's renderer was ended for the third.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(pool.pids()).toHaveLength(3);
  expect(pool.pids()[0]).toBe(livePid);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(pool.pids()).toEqual([livePid]);
  // The live renderer went on throughout.
  expect(await render('g', build)).toMatchObject({ html: (live as { html: string }).html });
});

test('a new set of releases gets a fresh renderer; the old one ends once its renders are answered', async () => {
  const build = shellBuild('pid', RENDERER_ID);
  const first = (await render('releases-1', build)) as { html: string };
  const [oldPid] = pool.pids();
  const second = (await render('releases-2', build)) as { html: string };
  expect(second.html).not.toBe(first.html);
  expect(pool.pids()[0]).not.toBe(oldPid);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(pool.pids()).toHaveLength(1);
  expect(() => process.kill(oldPid!, 0)).toThrow();
});

test('a release folder replaced by a rename (a plain build swapped in) is rendered by a renderer that sees the new one', async () => {
  const releases = path.join(tmpRoot, 'releases');
  const shell = shellBuild('swapped', "return 'before'");
  expect(await render('g', shell)).toMatchObject({ html: 'before' });
  renameSync(releases, path.join(tmpRoot, 'releases-before'));
  shellBuild('swapped', "return 'after'");
  expect(await render('g', shell)).toMatchObject({ html: 'after' });
});

test('a build that hangs is failed after the time limit and its renderer replaced; one that ends its process is survived', async () => {
  const hung = await render('g', shellBuild('hang', 'return new Promise(() => undefined)')).catch(
    (error: Error) => error.message,
  );
  expect(hung).toBe('the render took longer than 2000 ms; its renderer is replaced');
  const ended = await render('g', shellBuild('exit', 'process.exit(3)')).catch((error: Error) => error.message);
  expect(ended).toBe('the renderer stopped (exit code 3)');
  expect(await render('g', shellBuild('fine', "return 'still rendering'"))).toMatchObject({ html: 'still rendering' });
});

test('a build requires React through the node_modules link beside its release folders, as a deploy directory has it', async () => {
  const releases = path.join(tmpRoot, 'releases');
  mkdirSync(releases, { recursive: true });
  // Beside the folders the renderer reads, as a deploy directory has it beside each app's folder.
  symlinkSync(
    path.resolve(path.dirname(require.resolve('react/package.json')), '..'),
    path.join(tmpRoot, 'node_modules'),
    'dir',
  );
  const answer = await render(
    'g',
    shellBuild('react', "return typeof require('react').createElement + ' ' + require.resolve('react')"),
  );
  // The one React the server's own builds render with, not a second copy by another path (whose hooks would fail).
  expect(answer).toMatchObject({ html: `function ${realpathSync(require.resolve('react'))}` });
});

test('six promotes in quick succession of a build that ignores being retired leave no more renderers than the cap, and none once the grace is over', async () => {
  const ignoresRetiring = shellBuild(
    'afterlife',
    "process.stdin.removeAllListeners('end'); for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => undefined); setInterval(() => undefined, 1000); return 'own page'",
  );
  const most: number[] = [];
  for (let release = 1; release <= 6; release++) {
    expect(await render(`release-${release}`, ignoresRetiring)).toMatchObject({ html: 'own page' });
    most.push(pool.pids().length);
  }
  // The live renderer and at most the staged cap (2 here) of those leaving.
  expect(Math.max(...most)).toBeLessThanOrEqual(3);
  await new Promise((resolve) => setTimeout(resolve, RETIRE_GRACE_MS + 2500));
  expect(pool.pids()).toHaveLength(1);
  expect(nodeProcessesRunning('renderer.cjs', process.pid)).toHaveLength(1);
});

test('a lane switched X to Y to Z within milliseconds, renders in flight, answers every page and leaves one renderer', async () => {
  const build = (name: string) =>
    shellBuild(name, `await new Promise((resolve) => setTimeout(resolve, 50)); return '${name}'`);
  const [x, y, z] = [build('x'), build('y'), build('z')];
  await render('x', x);
  const pages = [render('x', x), render('y', y), render('y', y), render('z', z), render('z', z)];
  await new Promise((resolve) => setTimeout(resolve, 2));
  pages.push(render('z', z));
  expect(await Promise.all(pages)).toEqual([
    { html: 'x' },
    { html: 'y' },
    { html: 'y' },
    { html: 'z' },
    { html: 'z' },
    { html: 'z' },
  ]);
  await new Promise((resolve) => setTimeout(resolve, RETIRE_GRACE_MS + 1000));
  expect(pool.pids()).toHaveLength(1);
});

test("a build's error reaches the server cut to a log line's length, however long it is", async () => {
  const answer = await render('g', shellBuild('long-error', "throw new Error('e'.repeat(2000000))"));
  expect('error' in answer && answer.error.length).toBe(MAX_SAID_CHARS);
});

test("a renderer started without the sandbox runs none of the host user's shell start-up files: nothing reaches the log but what the build wrote", async () => {
  pool.close();
  log.lines.length = 0;
  pool = new RendererPool({ log: log.logger, renderTimeoutMs: 2000 });
  expect(await render('g', shellBuild('quiet', "return 'quiet page'"))).toEqual({ html: 'quiet page' });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(log.lines.filter((line) => line.msg === 'the renderer wrote a line').map((line) => line.output)).toEqual([]);
});
