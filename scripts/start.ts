/**
 * `npm start`: serves the composed production site (the shell on PORT, 8080 by default, each
 * remote on its own port). When a deploy directory exists (`npm run deploy`, .deploy/ or
 * DEPLOY_DIR), its live versions are served as they are; otherwise whatever build is missing or
 * older than its sources is built first and the builds in each dist/ are served.
 */
import path from 'node:path';
import { startServer } from '../shell/server/main';
import { buildStale } from './build';
import { DeployDirectory } from '../shell/server/deployDirectory';
import { DEFAULT_DEPLOY_DIR } from './deploy';

async function main() {
  const deployDir = process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : DEFAULT_DEPLOY_DIR;
  if (new DeployDirectory(deployDir).exists()) {
    console.log(`Serving the live versions of ${deployDir} (npm run deploy -- --list shows them).`);
    await startServer({ ...process.env, DEPLOY_DIR: deployDir });
    return;
  }
  await buildStale();
  await startServer();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
