import { execFile } from 'node:child_process';
import { expect, test } from './support/fixtures';
import { repoRoot } from './support/workDirs';

/**
 * The drill's remote section against this build: a remote killed, slow, broken and of another
 * contract while a visitor uses the site (drill/remotes.ts). It runs its own server,
 * fault proxies and browser on ports of its own.
 */
test("the reliability drill's remote cases pass against the production build", async () => {
  test.setTimeout(300_000);
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      'npx',
      ['tsx', 'drill/run.ts', '--only', 'remotes'],
      { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          output: `${stdout}\n${stderr}`,
        }),
    );
  });
  const outcomes = output.split('\n').filter((line) => /^(PASS|FAIL) {2}remotes: /.test(line));
  expect(outcomes, output).toHaveLength(4);
  expect(
    outcomes.filter((line) => line.startsWith('FAIL')),
    output,
  ).toEqual([]);
  expect(output).toMatch(/^4 passed, 0 failed$/m);
  expect(code).toBe(0);
});
