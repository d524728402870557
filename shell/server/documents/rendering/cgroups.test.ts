import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
