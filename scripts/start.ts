/**
 * `npm start`: serves the composed production site (the shell on PORT, 8080 by default, each
 * remote on its own port). When a deploy directory exists (`npm run deploy`, .deploy/ or
 * DEPLOY_DIR), its live versions are served as they are; otherwise whatever build is missing or
 * older than its sources is built first and the builds in each dist/ are served.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Workspace } from '../shell/server/buildOutput';
import { startServer } from '../shell/server/main';
import { BUILD_STAMP, build } from './build';
import { DeployDirectory } from '../shell/server/deployDirectory';
import { DEFAULT_DEPLOY_DIR } from './deploy';
import { allWorkspaces, distDir, repoRoot } from '../tooling/workspaces';

function newestSourceTime(directory: string): number {
  if (!existsSync(directory)) return 0;
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(workspace: Workspace): boolean {
  const stamp = path.join(distDir(workspace), BUILD_STAMP);
  if (!existsSync(stamp)) return true;
  const sources = Math.max(
    newestSourceTime(path.join(repoRoot, workspace, 'src')),
    newestSourceTime(path.join(repoRoot, 'shared', 'src')),
    newestSourceTime(path.join(repoRoot, 'scripts')),
    statSync(path.join(repoRoot, 'package-lock.json')).mtimeMs,
  );
  return statSync(stamp).mtimeMs < sources;
}

async function main() {
  const deployDir = process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : DEFAULT_DEPLOY_DIR;
  if (new DeployDirectory(deployDir).exists()) {
    console.log(`Serving the live versions of ${deployDir} (npm run deploy -- --list shows them).`);
    await startServer({ ...process.env, DEPLOY_DIR: deployDir });
    return;
  }
  const stale = allWorkspaces.filter(needsBuild);
  if (stale.length > 0) {
    console.log(`Building ${stale.join(', ')} …`);
    await build(stale);
  }
  await startServer();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
