/**
 * `npm run dev`: the shell and all four remotes on webpack-dev-server with hot reload
 * (shell on http://localhost:3000, remotes on 3001-3004). `npm run dev -w services-mfe`
 * runs one remote alone in the shared harness instead.
 *
 * `npm run dev -- --composed services-mfe`: one group from source inside the real composed site,
 * the production server rendering it: the group is rebuilt on every save with its production
 * configuration, each open page reloads itself when the build is done, and the shell and the other
 * groups are served from their builds (built first when missing or stale).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { messageOf, startServer } from 'site-server';
import { allWorkspaces, remoteApps, repoRoot, SHELL_DEV_PORT, type RemoteApp } from '../tooling/workspaces';
import { startLiveReloadProxy } from '../tooling/dev/liveReloadProxy';
import { FlagError, parseFlags } from '../tooling/cli/flags';
import { buildStale, configFor } from './build';

function runEveryDevServer() {
  const children: ChildProcess[] = allWorkspaces.map((workspace) => {
    const child = spawn('npm', ['run', 'dev', '-w', workspace], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const prefix = `[${workspace}] `.padEnd(18);
    const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(prefix + line + '\n');
    };
    child.stdout?.on('data', relay(process.stdout));
    child.stderr?.on('data', relay(process.stderr));
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.error(`${prefix}exited with code ${code}`);
    });
    return child;
  });

  console.log(
    `Dev site: http://localhost:${SHELL_DEV_PORT} (remotes hot-reload on their own ports; sources in ${path.relative(process.cwd(), repoRoot) || '.'})`,
  );

  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The composed site with `app` built from source on every save into its own folder, which the production server serves. */
async function runComposed(app: RemoteApp) {
  const port = Number(process.env.PORT ?? SHELL_DEV_PORT);
  // The production server and its remotes listen behind the live-reload front, on the ports after it.
  const sitePort = port + 10;
  const devDist = path.join(repoRoot, '.dev', app.workspace);
  rmSync(devDist, { recursive: true, force: true });
  await buildStale([app.workspace]);

  process.env.OUTPUT_PATH = devDist;
  const configs = [await configFor(app.workspace)].flat();
  delete process.env.OUTPUT_PATH;

  let proxy: Awaited<ReturnType<typeof startLiveReloadProxy>> | undefined;
  const compiler = webpack(configs);
  let started = Date.now();
  compiler.hooks.invalid.tap('composed-dev', () => {
    started = Date.now();
    console.log(`${app.workspace} changed; rebuilding …`);
  });
  compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error || !stats || stats.hasErrors()) {
      console.error(error?.message ?? stats?.toString('errors-only'));
      return;
    }
    console.log(`built ${app.workspace} from source in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (proxy) {
      proxy.reload();
      return;
    }
    void (async () => {
      await startServer({ ...process.env, PORT: String(sitePort), [`${app.group.toUpperCase()}_MFE_DIST`]: devDist });
      proxy = await startLiveReloadProxy({ port, target: `http://localhost:${sitePort}` });
      console.log(
        `Composed dev site: ${proxy.url} (${app.workspace} from source, reloaded on every save; the rest from their builds)`,
      );
    })().catch((startError: unknown) => {
      console.error(messageOf(startError));
      process.exit(1);
    });
  });
  const stop = () => compiler.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

let composed: string | undefined;
try {
  composed = parseFlags('npm run dev', process.argv.slice(2), { composed: { type: 'string', value: 'group' } }).values
    .composed;
} catch (error) {
  if (!(error instanceof FlagError)) throw error;
  console.error(error.message);
  process.exit(2);
}
if (composed === undefined) {
  runEveryDevServer();
} else {
  const app = remoteApps.find((candidate) => candidate.workspace === composed || candidate.group === composed);
  if (!app) {
    console.error(
      `npm run dev -- --composed <group>: name one of ${remoteApps.map((candidate) => candidate.workspace).join(', ')}`,
    );
    process.exit(2);
  }
  runComposed(app).catch((error: unknown) => {
    console.error(messageOf(error));
    process.exit(1);
  });
}
