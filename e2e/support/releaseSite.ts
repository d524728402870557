import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readServerConfig } from '../../shell/server/ops/config';
import { createSite } from '../../shell/server/createSite';
import { repoRoot, workDir } from './workDirs';

const run = promisify(execFile);

/** A composed site of its own on a deploy directory, with its release API, for a test that publishes and promotes. */
export async function startReleaseSite(options: {
  deployDir: string;
  port: number;
  apiPort: number;
  name: string;
  releaseOrigins?: string;
  /** More of the server's settings, as environment variables. */
  settings?: Record<string, string>;
}) {
  const site = await createSite(
    readServerConfig({
      ...process.env,
      DEPLOY_DIR: options.deployDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      RELEASE_API_PORT: String(options.apiPort),
      ...(options.releaseOrigins ? { RELEASE_ORIGINS: options.releaseOrigins } : {}),
      LEADS_DATA_DIR: path.join(workDir, `${options.name}-leads`),
      LEAD_WEBHOOK_URL: '',
      LOG_LEVEL: 'warn',
      ...options.settings,
    }),
  );
  await site.listen();
  return site;
}

/** A fresh deploy directory with the real build of every app live, as `npm run deploy` leaves a server. */
export async function deployEveryApp(deployDir: string): Promise<void> {
  rmSync(deployDir, { recursive: true, force: true });
  const env = { ...process.env, DEPLOY_DIR: deployDir };
  for (const app of ['shell', 'services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe']) {
    await run('npx', ['tsx', 'scripts/deploy.ts', '--no-build', app], { cwd: repoRoot, env });
  }
}

/**
 * `npm run release -- …` as a team's CI runs it against the release API on `apiPort`, with the token
 * `token()` returns then; never execFileSync, since the API answering it runs in the test's process.
 */
export function releaseCli(options: { deployDir: string; apiPort: number; token: () => string }) {
  return async (...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
    const env = {
      ...process.env,
      DEPLOY_DIR: options.deployDir,
      RELEASE_API_URL: `http://127.0.0.1:${options.apiPort}`,
      RELEASE_TOKEN: options.token(),
    };
    try {
      const { stdout, stderr } = await run('npx', ['tsx', 'scripts/release.ts', ...args], {
        cwd: repoRoot,
        env,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
}
