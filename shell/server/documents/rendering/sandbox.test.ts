import { spawn, spawnSync } from 'node:child_process';
import { commandLineOf, descendantsOf } from '../../../../test-support/processTree';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { buildSync } from 'esbuild';
import os from 'node:os';
import path from 'node:path';
import { probeCgroups, RENDERER_TASKS, RENDERER_TCP_BYTES, type CgroupHost } from './cgroups';
import { launchChain, probeSandbox, RENDERER_NICENESS, type Sandbox } from './sandbox';

/**
 * The boundary's own layers, each on its own: Node runs here without the permission model, as a
 * build that found a way past it would, so what holds is the sandbox and the kernel's budgets alone.
 * Each renderer is started as the server starts one, by a launcher that left a descriptor open.
 */

jest.setTimeout(60_000);

let sandbox: Sandbox;
let cgroups: CgroupHost;
let tmpRoot: string;

beforeAll(() => {
  const probe = probeSandbox();
  if (!probe.sandbox) throw new Error(`The renderer cannot be sandboxed on this machine: ${probe.reason}`);
  sandbox = probe.sandbox;
  const budgets = probeCgroups();
  if (!budgets.host) throw new Error(`This machine gives the renderer no cgroups: ${budgets.reason}`);
  cgroups = budgets.host;
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'sandbox-'));
});

afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }));

/** Runs `script` in Node inside the chain, started by a bash that holds `lockFile` open on fd 200 (`exec 200>lock`), as a start script might. */
/** A renderer cgroup's socket-buffer account, from its memory folder (cgroup v1), read before the cgroup is removed. */
function tcpAccountOf(procsFiles: readonly string[]): { peakBytes: number } | undefined {
  const memory = procsFiles
    .map((file) => path.dirname(file))
    .find((folder) => folder.includes(`${path.sep}memory${path.sep}`));
  const peak = memory && path.join(memory, 'memory.kmem.tcp.max_usage_in_bytes');
  if (!memory || !peak || !existsSync(peak)) return undefined;
  return { peakBytes: Number(readFileSync(peak, 'utf8')) };
}

function runInside(
  script: string,
  { sandboxed = true, cgroup = cgroups.create(`test-${process.pid}-${Math.random().toString(36).slice(2)}`) } = {},
) {
  const lockFile = path.join(tmpRoot, `lock-${Math.random().toString(36).slice(2)}`);
  writeFileSync(lockFile, 'held by the launcher\n');
  const { command, args } = launchChain(
    process.execPath,
    ['-e', script],
    [],
    sandboxed ? sandbox : undefined,
    cgroup.procsFiles,
  );
  const child = spawn('bash', ['-c', 'exec 200>>"$0"; exec "$@"', lockFile, command, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise<{
    out: string;
    err: string;
    code: number | null;
    signal: string | null;
    lock: string;
    oomKills: number;
    /** The most the renderer's own socket buffers held (cgroup v1's kmem.tcp); undefined where the host has no such count. */
    tcp?: { peakBytes: number };
  }>((resolve) =>
    child.on('exit', (code, signal) => {
      const oomKills = cgroup.oomKills();
      const tcp = tcpAccountOf(cgroup.procsFiles);
      cgroup.killAll();
      cgroup.remove();
      resolve({ out, err, code, signal, lock: readFileSync(lockFile, 'utf8'), oomKills, tcp });
    }),
  );
}

test('no place in the sandbox is writable: its root, /dev, /dev/shm and /tmp are read-only', async () => {
  const { out } = await runInside(`
    const fs = require('node:fs');
    for (const file of ['/planted', '/tmp/planted', '/dev/shm/planted', '/dev/planted']) {
      try { fs.writeFileSync(file, 'x'.repeat(1024 * 1024)); console.log(file, 'written'); } catch (error) { console.log(file, error.code); }
    }`);
  expect(out.trim().split('\n')).toEqual([
    '/planted EROFS',
    '/tmp/planted EROFS',
    '/dev/shm/planted EROFS',
    '/dev/planted EROFS',
  ]);
});

test("a descriptor the server's launcher left open does not reach the renderer: only 0-3 are inherited", async () => {
  const { out, lock } = await runInside(`
    const fs = require('node:fs');
    try { fs.writeSync(200, 'written from inside the sandbox'); console.log('fd 200 written'); } catch (error) { console.log('fd 200', error.code); }
    try { fs.ftruncateSync(200, 0); console.log('fd 200 truncated'); } catch (error) { console.log('fd 200', error.code); }`);
  expect(out.trim().split('\n')).toEqual(['fd 200 EBADF', 'fd 200 EBADF']);
  expect(lock).toBe('held by the launcher\n');
});

test("every thread of the renderer, V8's and libuv's included, runs at the renderer's niceness", async () => {
  const { out } = await runInside(`
    const fs = require('node:fs');
    // Work on the thread pool and V8's, so that their threads exist.
    require('node:crypto').pbkdf2Sync('x', 'y', 1000, 32, 'sha256');
    require('node:zlib').gzip(Buffer.alloc(1024), () => {
      const nice = fs.readdirSync('/proc/self/task').map((task) => Number(fs.readFileSync('/proc/self/task/' + task + '/stat', 'utf8').split(') ')[1].split(' ')[16]));
      console.log(JSON.stringify(nice));
    });`);
  const niceness = JSON.parse(out) as number[];
  expect(niceness.length).toBeGreaterThan(4);
  // All of them below the server that started them.
  expect(new Set(niceness)).toEqual(new Set([os.getPriority() + RENDERER_NICENESS]));
  expect(niceness[0]).toBeGreaterThan(os.getPriority());
});

test('memory past the budget ends the renderer in the kernel, whatever it is (here 1.5 GiB written, which no rlimit in the chain counts)', async () => {
  // Outside the sandbox, so that prlimit's cap is not what stops it: the cgroup alone does.
  const { out, signal, oomKills } = await runInside(
    `const held = []; for (let i = 0; i < 15; i++) { held.push(Buffer.alloc(100 * 1024 * 1024, 1)); console.log((i + 1) * 100); }`,
    { sandboxed: false },
  );
  expect(signal).toBe('SIGKILL');
  expect(oomKills).toBeGreaterThan(0);
  expect(Number(out.trim().split('\n').pop())).toBeLessThan(1100);
});

test('a renderer starts no more tasks than its budget, however it tries', async () => {
  const { out } = await runInside(
    `
    const { spawn } = require('node:child_process');
    let started = 0;
    let refused = '';
    for (let i = 0; i < ${RENDERER_TASKS * 2}; i++) {
      try { const child = spawn('/usr/bin/sleep', ['5']); child.on('error', (error) => { refused = error.code; }); if (child.pid) started++; } catch (error) { refused = error.code; }
    }
    setTimeout(() => { console.log(JSON.stringify({ started, refused })); process.exit(0); }, 500);`,
    { sandboxed: false },
  );
  const { started, refused } = JSON.parse(out) as { started: number; refused: string };
  expect(started).toBeLessThan(RENDERER_TASKS);
  expect(refused).toBe('EAGAIN');
});

const hostStatus = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');

(process.getuid?.() === 0 ? test : test.skip)(
  "a root server's renderer is nobody on the host, not root, with no capability, and still reads a release under a folder only root may enter",
  async () => {
    // A release folder inside a 0700 folder of root's, as a test's temporary folder is.
    const hidden = mkdtempSync(path.join(tmpRoot, 'private-'));
    const release = path.join(hidden, 'release');
    mkdirSync(release);
    writeFileSync(path.join(release, 'page.txt'), 'the release page');
    const { command, args } = launchChain(
      process.execPath,
      [
        '-e',
        `console.log(require('node:fs').readFileSync(${JSON.stringify(path.join(release, 'page.txt'))}, 'utf8')); setTimeout(() => undefined, 1500)`,
      ],
      [release],
      sandbox,
    );
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, 700));
    const renderer = descendantsOf(child.pid!).find(
      (pid) => commandLineOf(pid).includes('-e') && commandLineOf(pid)[0] === process.execPath,
    );
    expect(renderer).toBeDefined();
    const status = hostStatus(renderer!);
    await new Promise((resolve) => child.on('exit', resolve));
    expect(/^Uid:\t(\d+)\t(\d+)\t(\d+)\t(\d+)/m.exec(status)?.slice(1)).toEqual(['65534', '65534', '65534', '65534']);
    expect(/^Gid:\t(\d+)/m.exec(status)?.[1]).toBe('65534');
    for (const set of ['CapInh', 'CapPrm', 'CapEff', 'CapBnd', 'CapAmb'])
      expect(new RegExp(`^${set}:\\t0+$`, 'm').test(status)).toBe(true);
    expect(/^NoNewPrivs:\t1$/m.test(status)).toBe(true);
    expect(out).toBe('the release page\n');
  },
);

test('no user namespace can be made inside, so no mount, no writable tmpfs and no capability of its own', async () => {
  const { out } = await runInside(`
    const { spawnSync } = require('node:child_process');
    const run = spawnSync('/usr/bin/unshare', ['--user', '/usr/bin/true'], { encoding: 'utf8' });
    console.log(JSON.stringify({ status: run.status, said: run.stderr.trim() }));`);
  // The sandbox's user namespace allows none inside it (max_user_namespaces 0): the kernel answers ENOSPC.
  expect(JSON.parse(out)).toEqual({ status: 1, said: 'unshare: unshare failed: No space left on device' });
});

/** Adds or looks for a key in the caller's user keyring (add_key and keyctl's search, by their x86-64 numbers), in Debian's python3: Node has no call for them. */
const KEYRING = `
import ctypes, sys
libc = ctypes.CDLL(None, use_errno=True)
if sys.argv[1] == 'add':
    print('added' if libc.syscall(248, b'user', b'left-by-a-renderer', b'hello', 5, ctypes.c_int(-4)) > 0 else 'refused')
else:
    print('found' if libc.syscall(250, 10, ctypes.c_int(-4), b'user', b'left-by-a-renderer', 0) > 0 else 'not found')
`;
const PYTHON = '/usr/bin/python3';

(existsSync(PYTHON) && process.arch === 'x64' && process.getuid?.() === 0 ? test : test.skip)(
  "what a renderer leaves in its user keyring reaches no later renderer and no process of the host's nobody",
  async () => {
    const inside = (mode: string) =>
      runInside(
        `console.log(require('node:child_process').spawnSync(${JSON.stringify(PYTHON)}, ['-c', ${JSON.stringify(KEYRING)}, ${JSON.stringify(mode)}], { encoding: 'utf8' }).stdout.trim())`,
      );
    expect((await inside('add')).out.trim()).toBe('added');
    expect((await inside('search')).out.trim()).toBe('not found');
    const host = spawnSync(
      'setpriv',
      ['--reuid=65534', '--regid=65534', '--clear-groups', PYTHON, '-c', KEYRING, 'search'],
      { encoding: 'utf8' },
    );
    expect(host.stdout.trim()).toBe('not found');
  },
);

/** The host's TCP buffer memory, in pages: /proc/net/sockstat's count is the kernel's, for every network namespace. */
const tcpPages = () => Number(/^TCP:.* mem (\d+)/m.exec(readFileSync('/proc/net/sockstat', 'utf8'))?.[1] ?? 0);

test("socket buffers on the renderer's own loopback are memory within its budget, not the host's: 64 connections written to and never read hold under twice its TCP budget, by the renderer's own count", async () => {
  const before = tcpPages();
  let during = 0;
  const watching = setInterval(() => (during = Math.max(during, tcpPages())), 100);
  const { tcp } = await runInside(`
    const net = require('node:net');
    const server = net.createServer((socket) => socket.pause()).listen(0, '127.0.0.1', () => {
      const block = Buffer.alloc(1024 * 1024, 1);
      for (let i = 0; i < 64; i++) {
        const socket = net.connect(server.address().port, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.on('connect', function fill() { while (socket.write(block)); socket.once('drain', fill); });
      }
      setTimeout(() => process.exit(0), 2500);
    });`);
  clearInterval(watching);
  if (tcp) {
    // The renderer's own account, which nothing else on the host moves. Past the budget the kernel puts
    // the sockets under memory pressure rather than refusing them outright, so they overshoot by their
    // minimum buffers: well under twice the budget, where unbudgeted they take several MiB each (64 of them).
    expect(tcp.peakBytes).toBeLessThan(2 * RENDERER_TCP_BYTES);
    console.log(
      `a renderer's 64 unread connections: at most ${tcp.peakBytes} bytes of socket buffers (budget ${RENDERER_TCP_BYTES}); the host's TCP memory rose ${during - before} pages meanwhile`,
    );
  } else {
    // No account of the cgroup's own (cgroup v2): the host's count, with room for its own traffic meanwhile,
    // still far below what the 64 connections hold without the budget.
    expect(during - before).toBeLessThan(RENDERER_TCP_BYTES / 4096 + 6144);
  }
});

(process.getuid?.() === 0 ? test : test.skip)(
  'a server run by another user than root still sandboxes its renderer, with no user namespace inside',
  () => {
    // The server and its Node in a folder anyone may read, as an unprivileged server's own would be: the checkout may sit in a folder only root enters.
    chmodSync(tmpRoot, 0o755);
    const server = path.join(tmpRoot, 'unprivileged');
    mkdirSync(server, { mode: 0o755 });
    const entry = path.join(server, 'entry.ts');
    writeFileSync(
      entry,
      `import { spawnSync } from 'node:child_process';
     import { launchChain, probeSandbox } from ${JSON.stringify(path.join(__dirname, 'sandbox'))};
     const probe = probeSandbox();
     if (!probe.sandbox) throw new Error(probe.reason);
     const inside = "const run = require('node:child_process').spawnSync('/usr/bin/unshare', ['--user', '/usr/bin/true']); console.log(JSON.stringify({ uid: process.getuid(), unshare: run.status }))";
     const { command, args } = launchChain(process.execPath, ['-e', inside], [], probe.sandbox);
     process.stdout.write(spawnSync(command, args, { encoding: 'utf8' }).stdout);`,
    );
    buildSync({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      outfile: path.join(server, 'server.js'),
      logLevel: 'silent',
    });
    copyFileSync(process.execPath, path.join(server, 'node'));
    chmodSync(path.join(server, 'node'), 0o755);
    chmodSync(path.join(server, 'server.js'), 0o644);
    const run = spawnSync(
      'setpriv',
      ['--reuid=65534', '--regid=65534', '--clear-groups', path.join(server, 'node'), path.join(server, 'server.js')],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: '/nonexistent' },
      },
    );
    expect({ said: JSON.parse(run.stdout.trim() || 'null'), err: run.status === 0 ? '' : run.stderr }).toEqual({
      said: { uid: 65534, unshare: 1 },
      err: '',
    });
  },
);
