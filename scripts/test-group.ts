/**
 * `npm test -w <group>-mfe`: one page group's own checks, alone: its unit tests, then its browser
 * tests (those tagged with the group, see e2e/support/groups.ts) against the composed production
 * site, building first whatever is missing or older than its sources.
 */
import { spawnSync } from 'node:child_process';
import { buildStale } from './build';
import { remoteApps, repoRoot } from '../tooling/workspaces';

function run(command: string, args: string[]): void {
  console.log(`== ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  const workspace = process.argv[2];
  const app = remoteApps.find((candidate) => candidate.workspace === workspace);
  if (!app) {
    console.error(
      `usage: test-group <workspace>, one of ${remoteApps.map((candidate) => candidate.workspace).join(', ')}`,
    );
    process.exit(2);
  }
  run('npx', ['jest', '--selectProjects', app.workspace]);
  await buildStale();
  run('npx', ['playwright', 'test', '--grep', `@${app.group}\\b`]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
