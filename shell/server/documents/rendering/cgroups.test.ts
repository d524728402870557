import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryV2, unifiedMount } from './cgroupV2';
import { launchChain, probeSandbox } from './sandbox';

/**
 * The renderers' cgroups belong to the server that made them: they go when it exits, and a server
 * killed before it could remove them has them removed by the next one's start.
 */

jest.setTimeout(60_000);

const TSX = path.resolve(__dirname, '../../../../node_modules/.bin/tsx');
let tmpRoot: string;

beforeAll(() => (tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'cgroups-'))));
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }));

/** Runs a server-like process that probes the cgroups and makes a renderer's group, then ends as `ending` says; returns the folders it made. */
function serverThat(ending: 'exits' | 'is killed'): string[] {
  const script = path.join(tmpRoot, `server-${ending.replace(' ', '-')}.ts`);
  writeFileSync(
    script,
    `import { readFileSync } from 'node:fs';
     import { probeCgroups } from ${JSON.stringify(path.join(__dirname, 'cgroups'))};
     const probe = probeCgroups();
     if (!probe.host) throw new Error(probe.reason);
     const group = probe.host.create('renderer-1');
     console.log(JSON.stringify(group.procsFiles.map((file) => file.replace(/\\/cgroup.procs$/, ''))));
     ${ending === 'is killed' ? "process.kill(process.pid, 'SIGKILL');" : ''}`,
  );
  const run = spawnSync(TSX, [script], { encoding: 'utf8' });
  const folders = JSON.parse(run.stdout.trim().split('\n')[0] ?? '[]') as string[];
  if (folders.length === 0) throw new Error(`the probe said: ${run.stderr}`);
  return folders;
}

test("a server's renderer groups and its own are removed when it exits", () => {
  const folders = serverThat('exits');
  expect(folders.filter((folder) => existsSync(folder) || existsSync(path.dirname(folder)))).toEqual([]);
});

test("a server killed before it could remove its groups has them removed by the next server's start", () => {
  const left = serverThat('is killed');
  expect(left.filter((folder) => existsSync(folder))).toEqual(left);
  serverThat('exits');
  expect(left.filter((folder) => existsSync(folder) || existsSync(path.dirname(folder)))).toEqual([]);
});

test('servers starting at once each remove the same left-overs, and neither stops for a folder the other removed first', async () => {
  // Folders as a killed server leaves them, for pids no process has (above any pid_max).
  const parent = mkdtempSync(path.join(tmpRoot, 'left-overs-'));
  for (let pid = 90_000_000; pid < 90_004_000; pid += 1)
    for (const child of ['renderer-1', 'renderer-2'])
      mkdirSync(path.join(parent, `site-renderers-${pid}`, child), { recursive: true });
  const script = path.join(tmpRoot, 'remove-left-overs.ts');
  writeFileSync(
    script,
    `import { removeLeftOvers } from ${JSON.stringify(path.join(__dirname, 'cgroupFiles'))};
     const at = Number(process.argv[2]);
     while (Date.now() < at);
     removeLeftOvers(${JSON.stringify(parent)});`,
  );
  const startAt = String(Date.now() + 3000);
  const servers = [1, 2, 3].map(
    () =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(TSX, [script, startAt], { stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (code) => resolve({ code, stderr }));
      }),
  );
  expect(await Promise.all(servers)).toEqual(Array(3).fill({ code: 0, stderr: '' }));
  expect(readdirSync(parent)).toEqual([]);
});

describe('cgroup v2, as far as this host gives it', () => {
  const unified = unifiedMount();
  const ownGroup = () => /^0::(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1] ?? '';
  const groupOf = (pid: number) => {
    try {
      return /^0::(.*)$/m.exec(readFileSync(`/proc/${pid}/cgroup`, 'utf8'))?.[1];
    } catch {
      return 'gone';
    }
  };

  test("the probe takes v2 where the server's group is given memory, pids and cpu, and otherwise says which it lacks", () => {
    if (!unified) throw new Error('this host mounts no cgroup v2 hierarchy, which the test needs');
    const given = readFileSync(path.join(unified, ownGroup(), 'cgroup.controllers'), 'utf8').split(/\s+/);
    const probe = tryV2(`site-renderers-${process.pid}`);
    if (['memory', 'pids', 'cpu'].every((controller) => given.includes(controller)))
      expect(probe.host?.version).toBe(2);
    else
      expect(probe).toEqual({
        host: undefined,
        reason: expect.stringMatching(
          /^cgroup v2 gives the server's group \(.*\) no (memory|pids|cpu).* controllers?: delegate them to it \(systemd: Delegate=yes\)$/,
        ),
      });
  });

  test("a renderer's whole sandbox is born in its v2 group, and ends at once with it, what ignores signals included", async () => {
    if (!unified) throw new Error('this host mounts no cgroup v2 hierarchy, which the test needs');
    // This host hands no controller to v2 (they sit in v1's hierarchies): membership and the kill are the kernel's own, the budgets are v1's test.
    const probe = tryV2(`site-renderers-${process.pid}`, { controllers: [] });
    if (!probe.host) throw new Error(probe.reason);
    const sandboxed = probeSandbox();
    if (!sandboxed.sandbox) throw new Error(sandboxed.reason);
    const group = probe.host.create('renderer-v2');
    const { command, args } = launchChain(
      process.execPath,
      [
        '-e',
        "for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => {}); console.log('started'); setInterval(() => {}, 1000)",
      ],
      [],
      sandboxed.sandbox,
      group.procsFiles,
    );
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const folder = path.dirname(group.procsFiles[0]!);
    const inside = readFileSync(group.procsFiles[0]!, 'utf8').split('\n').filter(Boolean).map(Number);
    // The outer bubblewrap, the inner one and its namespace's first process, and Node: a renderer cannot start processes of its own.
    expect(inside.length).toBeGreaterThanOrEqual(3);
    expect(new Set(inside.map(groupOf))).toEqual(new Set([folder.slice(unified.length)]));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    group.killAll();
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      inside.filter(
        (pid) =>
          groupOf(pid) !== 'gone' &&
          !/^[ZX]$/.test(/\) (\w)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? ''),
      ),
    ).toEqual([]);
    group.remove();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(folder)).toBe(false);
  });
});
