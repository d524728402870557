/**
 * The team-origin deployment `npm run bench:team-origin` measures, set up as e2e/teamOrigin.spec.ts
 * does without its test fixtures: the shell and three groups deployed from one repository's builds,
 * the services build published from a static "CDN" on another origin and promoted, served by a site
 * running that repository's server code.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { publishFromTeamOrigin } from '../../../e2e/support/teamOrigin';

const run = promisify(execFile);
/** This repository: its release CLI publishes to either site (the API it speaks is the same in both). */
const benchRoot = path.resolve(__dirname, '..', '..', '..');

/** Copies `root`'s services build into the CDN's folder, which its team publishes from. */
export function copyServicesBuild(root: string, cdnDir: string): string {
  const folder = path.join(cdnDir, 'services');
  rmSync(cdnDir, { recursive: true, force: true });
  cpSync(path.join(root, 'services-mfe', 'dist'), folder, { recursive: true });
  return folder;
}

export interface TeamOriginSite {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Deploys `root`'s shell and non-services groups into `workDir`, starts `root`'s server on it
 * (remotes on port+1…+4, the release API on apiPort), then publishes `servicesFolder` as the
 * services team does from `cdnOrigin`'s folder and promotes it.
 */
export async function startTeamOriginSite(options: {
  root: string;
  workDir: string;
  port: number;
  apiPort: number;
  cdnOrigin: string;
  servicesFolder: string;
}): Promise<TeamOriginSite> {
  const { root, workDir, port, apiPort, cdnOrigin, servicesFolder } = options;
  const deployDir = path.join(workDir, 'deploy');
  rmSync(workDir, { recursive: true, force: true });
  const env = { ...process.env, DEPLOY_DIR: deployDir };
  for (const app of ['shell', 'industries-mfe', 'company-mfe', 'portals-mfe'])
    await run('npx', ['tsx', 'scripts/deploy.ts', '--no-build', app], { cwd: root, env });
  // Node itself with tsx (not npx), so the signal that stops it reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'site.ts'), root], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RELEASE_API_PORT: String(apiPort),
      RELEASE_ORIGINS: cdnOrigin,
      LEADS_DATA_DIR: path.join(workDir, 'leads'),
      LEAD_WEBHOOK_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await listening(child);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await publishFromTeamOrigin({
      cwd: benchRoot,
      deployDir,
      apiPort,
      app: 'services-mfe',
      from: servicesFolder,
      origin: `${cdnOrigin}/services/`,
      skipGate: 'measured by the team-origin bench',
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://localhost:${port}`, stop };
}

/** Resolves once the site says it answers; rejects if it exits first. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening\n')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the site exited (${code}) before it listened: ${output}`)));
  });
}
