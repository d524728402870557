/**
 * `npm start`: serves the composed production site (the shell on PORT, 8080 by default, each
 * remote on its own port). When a deploy directory exists (`npm run deploy`, .deploy/ or
 * DEPLOY_DIR), its live versions are served as they are; otherwise whatever build is missing or
 * older than its sources is built first and the builds in each dist/ are served. Either way the
 * server is the compiled one (scripts/compile-server.ts), run by node alone in a process of its
 * own; this script passes it the signals it gets and ends with it. `npm start` runs
 * `scripts/machine.ts start` before it, for the renderer's sandbox (bubblewrap).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { messageOf, serverNodeFlags } from 'site-server';
import { DEPLOYMENTS_FILE } from 'site-server/releases';
import { buildStale } from './build';
import { COMPILED_SERVER, compiledServerIsStale, compileServer } from './compile-server';
import { DEFAULT_DEPLOY_DIR } from './deploy';

async function main() {
  const deployDir = process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : DEFAULT_DEPLOY_DIR;
  const env = { ...process.env };
  if (existsSync(path.join(deployDir, DEPLOYMENTS_FILE))) {
    console.log(`Serving the live versions of ${deployDir} (npm run deploy -- --list shows them).`);
    env.DEPLOY_DIR = deployDir;
    if (compiledServerIsStale()) await compileServer();
  } else {
    await buildStale();
  }
  const server = spawn(process.execPath, [...serverNodeFlags(), COMPILED_SERVER], { env, stdio: 'inherit' });
  // Ctrl-C reaches the server too (one process group); it takes a second signal as the same request to stop.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(messageOf(error));
  process.exit(1);
});
