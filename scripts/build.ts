/**
 * Builds the shell and the four remotes for production (or the workspaces named on the
 * command line), each into its own dist/ as separate deployments would be, and compiles the
 * production server (scripts/compile-server.ts) when all are built. `monolith` builds
 * the yardstick instead (npm run build:monolith): the same pages as one non-federated app.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { BUILD_STAMP, type Workspace } from 'site-server/build-output';
import { allWorkspaces, distDir, repoRoot } from '../tooling/workspaces';
import { writeRoutesVcl } from '../tooling/cache/varnishRoutes';
import { compiledServerIsStale, compileServer } from './compile-server';

type ConfigFactory = (env: unknown, argv: { mode: 'production' }) => Configuration | Configuration[];

/** A deployable workspace, or the yardstick that is never deployed. */
export type BuildTarget = Workspace | 'monolith';
const buildTargets: readonly BuildTarget[] = [...allWorkspaces, 'monolith'];
const outputDir = (target: BuildTarget) =>
  target === 'monolith' ? path.join(repoRoot, 'monolith', 'dist') : distDir(target);

export async function configFor(workspace: BuildTarget): Promise<Configuration | Configuration[]> {
  const module = (await import(path.join(repoRoot, workspace, 'webpack.config.ts'))) as {
    default: ConfigFactory | { default: ConfigFactory };
  };
  const factory = typeof module.default === 'function' ? module.default : module.default.default;
  return factory({}, { mode: 'production' });
}

/** What a build is asked to report besides its files: its browser build's chunks and their modules, for `npm run bench:size`. */
export type StatsReader = (target: BuildTarget, stats: webpack.StatsCompilation) => void;

function run(
  compiler: webpack.Compiler | webpack.MultiCompiler,
  workspace: BuildTarget,
  onStats?: StatsReader,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(`${workspace} failed to build:\n${stats?.toString('errors-only') ?? ''}`));
      }
      writeFileSync(path.join(outputDir(workspace), BUILD_STAMP), new Date().toISOString());
      onStats?.(
        workspace,
        stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, ids: true, children: true }),
      );
      console.log(`built ${workspace.padEnd(15)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

export async function build(workspaces: readonly BuildTarget[] = allWorkspaces, onStats?: StatsReader): Promise<void> {
  // One at a time: on two cores, parallel webpack runs only fight over the CPU.
  for (const workspace of workspaces) {
    await run(webpack([await configFor(workspace)].flat()), workspace, onStats);
  }
  // The cache's route list follows the route table, which the shell's build reads too.
  if (workspaces.includes('shell')) writeRoutesVcl();
}

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

/** Whether a workspace's build is missing or older than its sources, the shared package's, the tooling's or the lockfile. */
function needsBuild(workspace: Workspace): boolean {
  const stamp = path.join(distDir(workspace), BUILD_STAMP);
  if (!existsSync(stamp)) return true;
  const sources = Math.max(
    newestSourceTime(path.join(repoRoot, workspace, 'src')),
    newestSourceTime(path.join(repoRoot, 'shared', 'src')),
    newestSourceTime(path.join(repoRoot, 'tooling')),
    statSync(path.join(repoRoot, 'package-lock.json')).mtimeMs,
  );
  return statSync(stamp).mtimeMs < sources;
}

/** Builds whatever is missing or older than its sources, leaving out `except` (a group run from source). */
export async function buildStale(except: readonly Workspace[] = []): Promise<void> {
  const stale = allWorkspaces.filter((workspace) => !except.includes(workspace) && needsBuild(workspace));
  if (compiledServerIsStale()) await compileServer();
  if (stale.length === 0) return;
  console.log(`Building ${stale.join(', ')} …`);
  await build(stale);
}

if (require.main === module) {
  const requested = process.argv.slice(2) as BuildTarget[];
  const unknown = requested.filter((name) => !buildTargets.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown workspace(s): ${unknown.join(', ')}. Known: ${buildTargets.join(', ')}`);
    process.exit(2);
  }
  (requested.length > 0 ? build(requested) : build(allWorkspaces).then(compileServer)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
