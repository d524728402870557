/**
 * `npm run deploy -- <app>`: builds one app (the shell or a remote, e.g. services-mfe), publishes
 * its files into the deploy directory as a new immutable version, then makes it live in one
 * atomic step. `npm run rollback -- <app>` makes the previous version live again;
 * `npm run deploy -- --list` shows what is live and what is kept. Earlier versions stay on disk
 * and stay served, so a visitor who loaded a page before the switch still gets its chunks.
 * `--no-build` publishes the app's current dist/ as it is. DEPLOY_DIR moves the directory (.deploy).
 */
import { createHash } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { contractMismatch, PAGE_GROUP_CONTRACT_MAJOR, type RemoteGroup } from 'shared/routes';
import { MANIFEST_FILE, SERVER_BUILD_FILE, type Workspace } from '../shell/server/buildOutput';
import { DeployDirectory, type Deployments } from '../shell/server/deployDirectory';
import { loadServerBuild } from '../shell/server/pageRenderer';
import { singletonProblem } from '../shell/server/singletonVersions';
import { BUILD_STAMP, build } from './build';
import { allWorkspaces, distDir, linkServerModules, remoteApps, repoRoot } from '../tooling/workspaces';

export const DEFAULT_DEPLOY_DIR = path.join(repoRoot, '.deploy');

export class DeployRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployRefused';
  }
}

export function isWorkspace(name: string): name is Workspace {
  return (allWorkspaces as readonly string[]).includes(name);
}

const groupOf = (workspace: Workspace): RemoteGroup | undefined => remoteApps.find((app) => app.workspace === workspace)?.group;

/** Every file of a build, relative and sorted; never the build stamp, which differs on every build. */
function filesOf(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== BUILD_STAMP)
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** `20261123-101502-3f9a1c2b`: the publishing time (UTC), then a hash of the build's files. */
export function versionName(buildDir: string, now: Date): string {
  const hash = createHash('sha256');
  for (const file of filesOf(buildDir)) hash.update(file).update('\0').update(readFileSync(path.join(buildDir, file)));
  const stamp = now.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');
  return `${stamp}-${hash.digest('hex').slice(0, 8)}`;
}

/** The contract major a build's server build declares (major 1 for builds from before it was numbered); NaN for anything but a number. */
function contractMajorOf(buildDir: string): number {
  const declared = loadServerBuild<{ contractMajor?: unknown }>(buildDir).contractMajor ?? 1;
  return typeof declared === 'number' ? declared : Number.NaN;
}

/**
 * Why this build must not go live next to what is live now, or null. A remote must speak the live
 * shell's contract major and be built for the majors of the shared singletons the live shell
 * provides; a shell must do the same for every live remote.
 */
function contractProblems(deploys: DeployDirectory, workspace: Workspace, buildDir: string): string[] {
  const group = groupOf(workspace);
  if (group) {
    const liveShell = deploys.liveDir('shell');
    const shellMajor = liveShell ? contractMajorOf(liveShell) : PAGE_GROUP_CONTRACT_MAJOR;
    const problem = contractMismatch(group, loadServerBuild(buildDir), shellMajor) ?? (liveShell ? singletonProblem(group, buildDir, liveShell) : null);
    return problem ? [problem] : [];
  }
  const shellMajor = contractMajorOf(buildDir);
  return remoteApps.flatMap((app) => {
    const live = deploys.liveDir(app.workspace);
    if (!live) return [];
    const problem = contractMismatch(app.group, loadServerBuild(live), shellMajor) ?? singletonProblem(app.group, live, buildDir);
    return problem ? [`${problem} (live ${app.workspace})`] : [];
  });
}

function assertDeployable(workspace: Workspace, buildDir: string) {
  const needed = [SERVER_BUILD_FILE, groupOf(workspace) ? MANIFEST_FILE : 'index.html'];
  const missing = needed.filter((file) => !existsSync(path.join(buildDir, file)));
  if (missing.length > 0) throw new DeployRefused(`${buildDir} is not a build of ${workspace}: it has no ${missing.join(' or ')}.`);
}


/** One deploy or rollback at a time: each reads the discovery file, changes it and replaces it. */
function withLock<T>(deploys: DeployDirectory, work: () => T): T {
  mkdirSync(deploys.root, { recursive: true });
  const lockFile = path.join(deploys.root, '.deploy.lock');
  let handle: number;
  try {
    handle = openSync(lockFile, 'wx');
  } catch {
    throw new DeployRefused(`Another deploy is running (${lockFile} exists; remove it if none is).`);
  }
  try {
    return work();
  } finally {
    closeSync(handle);
    rmSync(lockFile, { force: true });
  }
}

export interface PublishResult {
  version: string;
  previous?: string;
  /** The same files are live already (as `version`): nothing was published or switched. */
  alreadyLive?: boolean;
}

/** The part of a version's name that comes from its files. */
const filesHashOf = (version: string) => version.slice(version.lastIndexOf('-') + 1);

/** Publishes a finished build as a new version of `workspace` and makes it live. */
export function publish(deployDir: string, workspace: Workspace, buildDir: string, now = new Date()): PublishResult {
  const deploys = new DeployDirectory(deployDir);
  return withLock(deploys, () => {
    assertDeployable(workspace, buildDir);
    linkServerModules(deploys.root);
    const version = versionName(buildDir, now);
    const live = deploys.live(workspace);
    if (live && filesHashOf(live) === filesHashOf(version)) return { version: live, alreadyLive: true };
    const target = deploys.versionDir(workspace, version);
    // Copied under a name no reader looks at, checked there, then renamed: a version folder is whole or absent.
    const incoming = path.join(deploys.appDir(workspace), `.incoming-${process.pid}`);
    rmSync(incoming, { recursive: true, force: true });
    cpSync(buildDir, incoming, { recursive: true, filter: (source) => path.basename(source) !== BUILD_STAMP });
    try {
      const problems = contractProblems(deploys, workspace, incoming);
      if (problems.length > 0) throw new DeployRefused(`Not switching ${workspace}: ${problems.join('; ')}.`);
      if (!existsSync(target)) renameSync(incoming, target);
    } finally {
      rmSync(incoming, { recursive: true, force: true });
    }
    const deployments: Deployments = { ...deploys.read() };
    const current = deployments[workspace];
    deployments[workspace] = {
      live: version,
      history: current ? [...current.history, current.live] : [],
    };
    deploys.write(deployments);
    return { version, previous: current?.live };
  });
}

export interface RollbackResult {
  from: string;
  to: string;
}

/** Makes the version that was live before the current one live again. */
export function rollback(deployDir: string, workspace: Workspace): RollbackResult {
  const deploys = new DeployDirectory(deployDir);
  return withLock(deploys, () => {
    const deployments: Deployments = { ...deploys.read() };
    const current = deployments[workspace];
    const previous = current?.history.at(-1);
    if (!current || !previous) throw new DeployRefused(`${workspace} has no earlier version to roll back to.`);
    const problems = contractProblems(deploys, workspace, deploys.versionDir(workspace, previous));
    if (problems.length > 0) throw new DeployRefused(`Not rolling ${workspace} back to ${previous}: ${problems.join('; ')}.`);
    deployments[workspace] = { live: previous, history: current.history.slice(0, -1) };
    deploys.write(deployments);
    return { from: current.live, to: previous };
  });
}

/** How many earlier versions `--prune` keeps besides the live one, unless told. */
export const DEFAULT_KEPT_VERSIONS = 3;

export interface PruneResult {
  removed: string[];
  kept: string[];
}

/**
 * Removes an app's versions that are neither live nor among the `keep` latest a rollback can
 * return to. A visitor whose page was loaded before the last few deploys still finds its files.
 */
export function prune(deployDir: string, workspace: Workspace, keep = DEFAULT_KEPT_VERSIONS): PruneResult {
  if (!Number.isInteger(keep) || keep < 1) throw new DeployRefused(`--keep must be a whole number of at least 1, got ${keep}.`);
  const deploys = new DeployDirectory(deployDir);
  return withLock(deploys, () => {
    const deployments: Deployments = { ...deploys.read() };
    const current = deployments[workspace];
    if (!current) throw new DeployRefused(`${workspace} has nothing live in ${deployDir}; nothing to prune.`);
    const rollbackTargets = [...new Set(current.history.toReversed())].slice(0, keep);
    const kept = new Set([current.live, ...rollbackTargets]);
    const removed = deploys.versions(workspace).filter((version) => !kept.has(version));
    // The history first: a rollback must never name a folder that is being removed.
    deployments[workspace] = { live: current.live, history: current.history.filter((version) => kept.has(version)) };
    deploys.write(deployments);
    for (const version of removed) rmSync(deploys.versionDir(workspace, version), { recursive: true, force: true });
    return { removed, kept: deploys.versions(workspace) };
  });
}

/** What is live, what a rollback would return to, and what else is kept, app by app. */
export function describeDeployments(deployDir: string): string {
  const deploys = new DeployDirectory(deployDir);
  const deployments = deploys.read();
  const lines = [`Deploy directory ${deployDir}`];
  for (const workspace of allWorkspaces) {
    const record = deployments[workspace];
    const kept = deploys.versions(workspace).filter((version) => version !== record?.live);
    if (!record) {
      lines.push(`  ${workspace.padEnd(15)} nothing live${kept.length ? ` (${kept.length} kept)` : ''}`);
      continue;
    }
    const liveDir = deploys.versionDir(workspace, record.live);
    lines.push(`  ${workspace.padEnd(15)} live ${record.live} (page-group contract ${String(contractMajorOf(liveDir))})`);
    lines.push(`  ${''.padEnd(15)} rollback to ${record.history.at(-1) ?? '(none)'}`);
    lines.push(`  ${''.padEnd(15)} kept ${kept.length ? kept.join(', ') : '(none)'}`);
  }
  return lines.join('\n');
}

const USAGE = `usage: npm run deploy -- [--no-build | --from=<build folder>] <app> | npm run deploy -- --list | npm run rollback -- <app>
       npm run deploy -- --prune [--keep=N] <app>   (keeps the live version and the N latest to roll back to; ${DEFAULT_KEPT_VERSIONS} by default)
  <app> is one of: ${allWorkspaces.join(', ')}`;

async function main(argv: string[]) {
  const deployDir = process.env.DEPLOY_DIR ? path.resolve(process.env.DEPLOY_DIR) : DEFAULT_DEPLOY_DIR;
  const flags = argv.filter((argument) => argument.startsWith('--'));
  const names = argv.filter((argument) => !argument.startsWith('--'));
  const unknownFlags = flags.filter(
    (flag) => !['--list', '--rollback', '--no-build', '--prune'].includes(flag) && !flag.startsWith('--from=') && !flag.startsWith('--keep='),
  );
  if (unknownFlags.length > 0) throw new DeployRefused(`Unknown option ${unknownFlags.join(', ')}.\n${USAGE}`);
  if (flags.includes('--list')) {
    console.log(describeDeployments(deployDir));
    return;
  }
  const [workspace, ...extra] = names;
  if (!workspace || extra.length > 0 || !isWorkspace(workspace)) throw new DeployRefused(USAGE);
  if (flags.includes('--prune')) {
    const keepFlag = flags.find((flag) => flag.startsWith('--keep='));
    const { removed, kept } = prune(deployDir, workspace, keepFlag ? Number(keepFlag.slice('--keep='.length)) : DEFAULT_KEPT_VERSIONS);
    console.log(`${workspace}: removed ${removed.length ? removed.join(', ') : 'nothing'}; kept ${kept.join(', ')}.`);
    return;
  }
  if (flags.includes('--rollback')) {
    const { from, to } = rollback(deployDir, workspace);
    console.log(`${workspace}: rolled back from ${from} to ${to}; live now.`);
    return;
  }
  // A build made elsewhere (a CI artifact) is published as it is.
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  if (!from && !flags.includes('--no-build')) await build([workspace]);
  const { version, previous, alreadyLive } = publish(deployDir, workspace, from ? path.resolve(from) : distDir(workspace));
  if (alreadyLive) {
    console.log(`${workspace}: this build is already live as ${version}; nothing to switch.`);
    return;
  }
  console.log(`${workspace}: ${version} is live${previous ? ` (was ${previous}; npm run rollback -- ${workspace} returns to it)` : ''}.`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof DeployRefused ? 2 : 1);
  });
}
