import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The compiled server started on a Node older than the one it is built for stops at once, naming
 * the Node it needs and the command that runs it, before any import fails on a builtin that Node
 * lacks. On the machine's own older Node where there is one (Debian's /usr/bin/node here); where
 * there is none, on this Node made to report an older version before the server loads.
 */

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const compiledServer = path.join(repoRoot, 'shell', 'server-dist', 'main.js');
const engines = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } })
  .engines.node;
const requiredLine = /^(\d+)\.x$/.exec(engines)?.[1] ?? '';
let tmpRoot: string;

/** A Node outside node_modules older than engines names, as `which -a node` lists them, or undefined. */
function olderNodeOnMachine(): { node: string; version: string } | undefined {
  const folders = [
    ...(process.env.PATH ?? '').split(path.delimiter).filter((folder) => folder && !folder.includes('node_modules')),
    '/usr/bin',
    '/usr/local/bin',
  ];
  for (const node of folders.map((folder) => path.join(folder, 'node')).filter((candidate) => existsSync(candidate))) {
    if (realpathSync(node) === realpathSync(process.execPath)) continue;
    const version =
      spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8', timeout: 10_000 }).stdout?.trim() ?? '';
    if (/^\d+\./.test(version) && Number(version.split('.')[0]) < Number(requiredLine)) return { node, version };
  }
  return undefined;
}

beforeAll(() => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'node-version-test-'));
  // The server as production runs it: compiled to JavaScript (scripts/compile-server.ts).
  execFileSync('npx', ['tsx', 'scripts/compile-server.ts'], { cwd: repoRoot, stdio: 'pipe' });
}, 60_000);

afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }));

test('on an older Node the compiled server exits 1 at once, naming the Node it needs, and the command it names runs it on that Node', () => {
  expect(requiredLine).toMatch(/^\d+$/);
  const older = olderNodeOnMachine();
  const fakeOlder = path.join(tmpRoot, 'node-20.cjs');
  writeFileSync(fakeOlder, "Object.defineProperty(process.versions, 'node', { value: '20.0.0' });\n");
  // Without an older Node on the machine, this Node reports 20.0.0 (a preload through NODE_OPTIONS, which execArgv does not list).
  const { node, version, env } = older
    ? { ...older, env: { ...process.env, NODE_OPTIONS: '' } }
    : { node: process.execPath, version: '20.0.0', env: { ...process.env, NODE_OPTIONS: `--require=${fakeOlder}` } };
  const run = spawnSync(node, ['--enable-source-maps', compiledServer], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  // Exiting of itself with 1, and before the server's next check, is what stopping at once means; one held up would be killed (status null).
  expect([run.status, run.signal]).toEqual([1, null]);
  expect(run.stderr).not.toContain("The server must run with Node's --disable-sigusr1");
  expect(run.stdout).toBe('');
  expect(run.stderr).toContain(
    `The server needs Node ${requiredLine} (package.json's engines: ${engines}); ${node} is Node ${version}.`,
  );
  expect(run.stderr).not.toMatch(/ERR_UNKNOWN_BUILTIN_MODULE|No such built-in module|\n\s+at /);
  // The command it names runs the project's Node on the same server, which gets past this check to its next one.
  const command = /npm exec -- node .*$/m.exec(run.stderr)?.[0];
  expect(command).toBe(`npm exec -- node --enable-source-maps ${compiledServer}`);
  const rerun = spawnSync('sh', ['-c', command!], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(rerun.status).toBe(1);
  expect(rerun.stderr).not.toContain('The server needs Node');
  expect(rerun.stderr).toContain("The server must run with Node's --disable-sigusr1");
}, 90_000);

test("on the project's own Node the check says nothing", () => {
  const run = spawnSync(
    process.execPath,
    ['-e', `require(${JSON.stringify(compiledServer)}); process.stdout.write('loaded')`],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
  expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
    status: 0,
    stdout: 'loaded',
    stderr: '',
  });
});
