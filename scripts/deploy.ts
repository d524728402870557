/**
 * `npm run deploy -- <app>`: builds one app (the shell or a remote, e.g. services-mfe), publishes
 * its files into the deploy directory as a new immutable version, then makes it live in one
 * atomic step. `npm run rollback -- <app>` makes the previous version live again;
 * `npm run deploy -- --list` shows what is live and what is kept. Earlier versions stay on disk
 * and stay served, so a visitor who loaded a page before the switch still gets its chunks.
 * `--no-build` publishes the app's current dist/ as it is. DEPLOY_DIR moves the directory (.deploy).
 */
import path from 'node:path';
import {
  DEFAULT_KEPT_RELEASES,
  describeReleases,
  DiskReleaseRegistry,
  isReleaseApp,
  promoteRelease,
  publishRelease,
  pruneReleases,
  ReleaseRefused,
  rollbackRelease,
  type PruneResult,
  type Workspace,
} from 'site-server/releases';
import { build } from './build';
import { allWorkspaces, distDir, repoRoot } from '../tooling/workspaces';
import { FlagError, parseFlags, type Flags } from '../tooling/cli/flags';

export const DEFAULT_DEPLOY_DIR = path.join(repoRoot, '.deploy');

/** A deploy made on the server's own disk is the operator's, and audited as theirs. */
const OPERATOR = 'operator';

export { ReleaseRefused as DeployRefused };

export const isWorkspace = isReleaseApp;

export interface PublishResult {
  version: string;
  previous?: string;
  /** The same files are live already (as `version`): nothing was published or switched. */
  alreadyLive?: boolean;
}

/** Runs `work` on the deploy directory's registry and lets it go. */
async function withRegistry<T>(deployDir: string, work: (registry: DiskReleaseRegistry) => Promise<T>): Promise<T> {
  const registry = new DiskReleaseRegistry(deployDir);
  try {
    return await work(registry);
  } finally {
    await registry.close();
  }
}

/** Publishes a finished build as a new release of `workspace` and makes it live, as the operator. */
export function publish(
  deployDir: string,
  workspace: Workspace,
  buildDir: string,
  now = new Date(),
): Promise<PublishResult> {
  return withRegistry(deployDir, async (registry) => {
    const { id } = await publishRelease(registry, {
      app: workspace,
      files: { folder: buildDir },
      actor: OPERATOR,
      now,
    });
    // On the server itself the operator deploys in one step; a team's pipeline runs the gate (npm run release -- check).
    const switched = await promoteRelease(registry, workspace, id, OPERATOR, {
      skipGate: 'npm run deploy on the server',
    });
    if (switched.unchanged) return { version: id, alreadyLive: true };
    return { version: id, ...(switched.from ? { previous: switched.from } : {}) };
  });
}

export interface RollbackResult {
  from: string;
  to: string;
}

/** Makes the release that was live before the current one live again. */
export function rollback(deployDir: string, workspace: Workspace): Promise<RollbackResult> {
  return withRegistry(deployDir, async (registry) => {
    const { from, to } = await rollbackRelease(registry, workspace, OPERATOR);
    return { from: from!, to };
  });
}

/** How many earlier versions `--prune` keeps besides the live one, unless told. */
export const DEFAULT_KEPT_VERSIONS = DEFAULT_KEPT_RELEASES;

/** Removes an app's releases that are neither live nor among the `keep` latest a rollback can return to. */
export function prune(deployDir: string, workspace: Workspace, keep = DEFAULT_KEPT_VERSIONS): Promise<PruneResult> {
  return withRegistry(deployDir, (registry) => pruneReleases(registry, workspace, keep, OPERATOR));
}

/** What is live, what a rollback would return to, and what else is kept, app by app. */
export function describeDeployments(deployDir: string): Promise<string> {
  return withRegistry(deployDir, (registry) => describeReleases(registry));
}

const USAGE = `usage: npm run deploy -- [--no-build | --from=<build folder>] <app> | npm run deploy -- --list | npm run rollback -- <app>
       npm run deploy -- --prune [--keep=N] <app>   (keeps the live version and the N latest to roll back to; ${DEFAULT_KEPT_VERSIONS} by default)
  <app> is one of: ${allWorkspaces.join(', ')}`;

const FLAGS = {
  list: { type: 'boolean' },
  rollback: { type: 'boolean' },
  'no-build': { type: 'boolean' },
  from: { type: 'string', value: 'build folder' },
  prune: { type: 'boolean' },
  keep: { type: 'string', value: 'N' },
} satisfies Flags;

async function main(argv: string[]) {
  const deployDir = process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : DEFAULT_DEPLOY_DIR;
  const { values: flags, positionals: names } = parseFlags('npm run deploy', argv, FLAGS, { positionals: true });
  if (flags.list) {
    console.log(await describeDeployments(deployDir));
    return;
  }
  const [workspace, ...extra] = names;
  if (!workspace || extra.length > 0 || !isWorkspace(workspace)) throw new ReleaseRefused(USAGE);
  if (flags.prune) {
    const { removed, kept } = await prune(
      deployDir,
      workspace,
      flags.keep === undefined ? DEFAULT_KEPT_VERSIONS : Number(flags.keep),
    );
    console.log(`${workspace}: removed ${removed.length ? removed.join(', ') : 'nothing'}; kept ${kept.join(', ')}.`);
    return;
  }
  if (flags.rollback) {
    const { from, to } = await rollback(deployDir, workspace);
    console.log(`${workspace}: rolled back from ${from} to ${to}; live now.`);
    return;
  }
  // A build made elsewhere (a CI artifact) is published as it is.
  const from = flags.from;
  if (!from && !flags['no-build']) await build([workspace]);
  const { version, previous, alreadyLive } = await publish(
    deployDir,
    workspace,
    from ? path.resolve(from) : distDir(workspace),
  );
  if (alreadyLive) {
    console.log(`${workspace}: this build is already live as ${version}; nothing to switch.`);
    return;
  }
  console.log(
    `${workspace}: ${version} is live${previous ? ` (was ${previous}; npm run rollback -- ${workspace} returns to it)` : ''}.`,
  );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof ReleaseRefused || error instanceof FlagError ? 2 : 1);
  });
}
