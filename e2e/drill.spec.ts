import { execFile } from 'node:child_process';
import { expect, test } from './support/fixtures';
import { repoRoot } from './support/workDirs';

/** A drill section that needs the production build: it runs its own servers, proxies and browser on ports of its own. */
async function drillSection(section: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', 'drill/run.ts', '--only', section],
      { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          output: `${stdout}\n${stderr}`,
        }),
    );
  });
}

/** Every case of the section ran and passed, and the drill said so. */
function expectAllPassed(section: string, cases: number, { code, output }: { code: number | null; output: string }) {
  const outcomes = output.split('\n').filter((line) => new RegExp(`^(PASS|FAIL) {2}${section}: `).test(line));
  expect(outcomes, output).toHaveLength(cases);
  expect(
    outcomes.filter((line) => line.startsWith('FAIL')),
    output,
  ).toEqual([]);
  expect(output).toMatch(new RegExp(`^${cases} passed, 0 failed$`, 'm'));
  expect(code).toBe(0);
}

/** A remote killed, slow, broken and of another contract while a visitor uses the site (drill/remotes.ts). */
test("the reliability drill's remote cases pass against the production build", async () => {
  test.setTimeout(300_000);
  expectAllPassed('remotes', 4, await drillSection('remotes'));
});

/**
 * Canaries on two servers behind Varnish on one PostgreSQL database, judged in seconds: a broken one
 * rolled back, a healthy one promoted, a slower one never promoted, forgeries changing nothing
 * (drill/canaryReleases.ts).
 */
test("the reliability drill's canary cases pass against the production build", async () => {
  // Five canaries, each judged over a two-minute window, on a machine busy with the other browser tests.
  // Five canaries, each decided by traffic: on a machine busy beside it a case may run to the judgment's longest.
  test.setTimeout(2_400_000);
  expectAllPassed('canary', 5, await drillSection('canary'));
});
