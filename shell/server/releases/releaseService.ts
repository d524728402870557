import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractMismatch, FILE_DIGEST_GLOBAL, singletonMismatch, type RemoteGroup } from 'shared/routes';
import { groupOfApp, MANIFEST_FILE, RELEASE_APPS, SERVER_BUILD_FILE, SINGLETON_VERSIONS_FILE, type Workspace } from './buildOutput';
import { ReleaseRefused } from './errors';
import { digestsOf, filesHashOf, integrityProblem, releaseIdFor, type ReleaseRecord } from './releaseRecord';
import type { AppReleases, AuditEntry, GateResult, LiveReleases, ReleaseFiles, ReleaseRegistry } from './releaseRegistry';
import { messageOf } from '../ops/messageOf';

export { ReleaseRefused };

/** Every app, in the order they are listed: the shell, then each group. */
export { isReleaseApp, RELEASE_APPS } from './buildOutput';


/** How a release's files are read while it is being published: from a folder or from what was uploaded. */
type FileReader = (file: string) => Buffer | undefined;

function readerOf(files: ReleaseFiles): FileReader {
  if ('folder' in files) {
    return (file) => {
      try {
        return readFileSync(path.join(files.folder, file));
      } catch {
        return undefined;
      }
    };
  }
  if ('contents' in files) return (file) => files.contents.get(file);
  return () => undefined;
}

function jsonOf(read: FileReader, file: string): unknown {
  const bytes = read(file);
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What a build declares about itself, read as data (its code is never run to learn it): the
 * page-group contract in server-build.json (builds from before it was written there speak major 1)
 * and the shared singletons, as a group's manifest lists them or as the shell's file provides them.
 */
function declarations(app: Workspace, read: FileReader): Pick<ReleaseRecord, 'contractMajor' | 'singletons'> {
  const needed = [SERVER_BUILD_FILE, groupOfApp(app) ? MANIFEST_FILE : 'index.html'];
  const missing = needed.filter((file) => read(file) === undefined);
  if (missing.length > 0) throw new ReleaseRefused(`it is not a build of ${app}: it has no ${missing.join(' or ')}`);
  const listing = jsonOf(read, SERVER_BUILD_FILE) as { contractMajor?: unknown } | undefined;
  const declared = listing?.contractMajor ?? 1;
  const contractMajor = typeof declared === 'number' && Number.isInteger(declared) ? declared : Number.NaN;
  const singletons: Record<string, string> = {};
  if (groupOfApp(app)) {
    const shared = (jsonOf(read, MANIFEST_FILE) as { shared?: unknown } | undefined)?.shared;
    for (const entry of Array.isArray(shared) ? shared : []) {
      const { name, version } = (entry ?? {}) as { name?: unknown; version?: unknown };
      if (typeof name === 'string' && typeof version === 'string') singletons[name] = version;
    }
  } else {
    const provided = jsonOf(read, SINGLETON_VERSIONS_FILE);
    for (const [name, version] of Object.entries(typeof provided === 'object' && provided !== null ? provided : {})) {
      if (typeof version === 'string') singletons[name] = version;
    }
  }
  return { contractMajor, singletons };
}

/**
 * Browsers load a release published from a team's origin there, and only its entry's chunk loaders
 * can hold the rest of its files to their digests: a build whose loaders do not ask the shell for
 * them (built before they did) would run whatever that origin serves.
 */
function loadsUnpinnedFiles(read: FileReader): boolean {
  const entry = ((jsonOf(read, MANIFEST_FILE) as { metaData?: { remoteEntry?: { name?: unknown } } } | undefined)?.metaData?.remoteEntry?.name);
  const code = typeof entry === 'string' ? read(entry) : undefined;
  return !code?.includes(FILE_DIGEST_GLOBAL);
}

const builtWith = (record: Pick<ReleaseRecord, 'singletons'>) => Object.entries(record.singletons).map(([name, version]) => ({ name, version }));

/** Why `group`'s release cannot run in `shell`'s, or null. */
function pairProblem(group: RemoteGroup, release: ReleaseRecord, shell: ReleaseRecord | undefined): string | null {
  const exposed = { contractMajor: release.contractMajor, pages: {} };
  return contractMismatch(group, exposed, shell?.contractMajor) ?? (shell ? singletonMismatch(group, builtWith(release), shell.singletons) : null);
}

/**
 * Why `release` must not go live beside what is live now, or an empty list. A group must speak the
 * live shell's contract and be built for the majors of the singletons it provides; a shell must
 * do the same for every live group.
 */
async function compatibilityProblems(registry: ReleaseRegistry, release: ReleaseRecord, live: LiveReleases): Promise<string[]> {
  const group = groupOfApp(release.app);
  if (group) {
    const shellId = live.shell?.live;
    const shell = shellId ? await registry.release('shell', shellId) : undefined;
    const problem = pairProblem(group, release, shell);
    return problem ? [problem] : [];
  }
  const problems: string[] = [];
  for (const app of RELEASE_APPS.slice(1)) {
    const id = live[app]?.live;
    const record = id ? await registry.release(app, id) : undefined;
    const problem = record ? pairProblem(groupOfApp(app)!, record, release) : null;
    if (problem) problems.push(`${problem} (live ${app})`);
  }
  return problems;
}

/** Runs one registry change and writes its line in the audit log, whether it was done or refused. */
async function audited<T>(registry: ReleaseRegistry, entry: Omit<AuditEntry, 'at' | 'outcome'>, work: () => Promise<T>, describe: (result: T) => Partial<AuditEntry> = () => ({})): Promise<T> {
  try {
    const result = await work();
    await registry.audit.record({ ...entry, ...describe(result), outcome: 'done' });
    return result;
  } catch (error) {
    await registry.audit.record({ ...entry, outcome: 'refused', reason: messageOf(error) });
    throw error;
  }
}

export interface PublishRequest {
  app: Workspace;
  files: ReleaseFiles;
  /** The digests the publisher computed; taken from the folder when it is local. */
  digests?: Record<string, string>;
  origin?: string;
  actor: string;
  now?: Date;
}

export interface PublishResult {
  id: string;
  /** A release with the very same files was published before (as `id`): nothing new was recorded. */
  existing: boolean;
}

/** Records a release (its files checked against their digests), refused if it could not run beside what is live. */
export function publishRelease(registry: ReleaseRegistry, request: PublishRequest): Promise<PublishResult> {
  return audited(
    registry,
    { action: 'publish', app: request.app, actor: request.actor },
    async () => {
      const digests = request.digests ?? ('folder' in request.files ? digestsOf(request.files.folder) : undefined);
      if (!digests || Object.keys(digests).length === 0) throw new ReleaseRefused('a release needs its files and their digests');
      const id = releaseIdFor(digests, request.now ?? new Date());
      const same = (await registry.releases(request.app)).find((known) => filesHashOf(known.id) === filesHashOf(id) && known.origin === request.origin);
      if (same) return { id: same.id, existing: true };
      if (request.origin && groupOfApp(request.app) && loadsUnpinnedFiles(readerOf(request.files))) {
        throw new ReleaseRefused(`Not publishing ${request.app} from ${request.origin}: its chunk loaders do not check the files' digests (it was built before they did); rebuild it, or publish its files`);
      }
      const record: ReleaseRecord = {
        app: request.app,
        id,
        ...(request.origin ? { origin: request.origin } : {}),
        files: digests,
        ...declarations(request.app, readerOf(request.files)),
        publishedBy: request.actor,
        publishedAt: (request.now ?? new Date()).toISOString(),
      };
      const problems = await compatibilityProblems(registry, record, await registry.refresh());
      if (problems.length > 0) throw new ReleaseRefused(`Not publishing ${request.app}: ${problems.join('; ')}.`);
      await registry.addRelease(record, request.files);
      return { id, existing: false };
    },
    (result) => ({ release: result.id }),
  );
}

export interface SwitchResult {
  app: Workspace;
  from?: string;
  to: string;
  /** The release asked for was live already: nothing switched. */
  unchanged?: boolean;
}

/** Checks a release's files on this server and its fit beside what is live, then makes it live. */
async function switchTo(registry: ReleaseRegistry, app: Workspace, id: string, next: (current: AppReleases | undefined) => AppReleases, verb: string): Promise<SwitchResult> {
  const record = await registry.release(app, id);
  if (!record) throw new ReleaseRefused(`${app} has no release ${id}.`);
  // A release from a team's origin was fetched and kept here at publish too: its copy is checked the same way.
  const tampered = integrityProblem(registry.folderOf(app, id), record);
  if (tampered) throw new ReleaseRefused(`Not ${verb} ${app} to ${id}: ${tampered}.`);
  let from: string | undefined;
  let unchanged = false;
  const problemsNow = await compatibilityProblems(registry, record, await registry.refresh());
  if (problemsNow.length > 0) throw new ReleaseRefused(`Not ${verb} ${app} to ${id}: ${problemsNow.join('; ')}.`);
  await registry.switchLive(app, (current) => {
    from = current[app]?.live;
    if (from === id) {
      unchanged = true;
      return current[app]!;
    }
    return next(current[app]);
  });
  return { app, from, to: id, ...(unchanged ? { unchanged } : {}) };
}

export interface PromoteOptions {
  /** Promote without a passed gate, saying why (an emergency, or `npm run deploy` on the server): audited with the reason. */
  skipGate?: string;
}

/** Why `id` may not go live for want of a passed gate, or null; what the audit line says of its gate otherwise. */
async function gateProblem(registry: ReleaseRegistry, app: Workspace, id: string, options: PromoteOptions): Promise<{ problem: string | null; said: string }> {
  if (options.skipGate !== undefined) return { problem: null, said: `gate skipped: ${options.skipGate}` };
  if ((await registry.refresh())[app]?.live === id) return { problem: null, said: 'live already' };
  const gate = await registry.gateOf(app, id);
  if (!gate) return { problem: `${app} ${id} has not been through its gate: run npm run release -- check ${app} ${id} first`, said: 'no gate' };
  const failed = gate.checks.filter((check) => !check.passed);
  if (!gate.passed) {
    return { problem: `${app} ${id} failed its gate (${failed.length} of ${gate.checks.length} checks failed: ${failed.map((check) => check.name).join('; ')})`, said: 'gate failed' };
  }
  return { problem: null, said: `gate passed at ${gate.at}, reported by ${gate.actor}` };
}

/**
 * Makes a published release live, once it has passed its gate (or the gate is skipped, and audited
 * as such); the one it replaces becomes the one a rollback returns to.
 */
export async function promoteRelease(registry: ReleaseRegistry, app: Workspace, id: string, actor: string, options: PromoteOptions = {}): Promise<SwitchResult> {
  let said = '';
  return audited(
    registry,
    { action: 'promote', app, release: id, actor },
    async () => {
      const gate = await gateProblem(registry, app, id, options);
      said = gate.said;
      if (gate.problem) throw new ReleaseRefused(`Not promoting: ${gate.problem}.`);
      return switchTo(registry, app, id, (current) => ({ live: id, history: current ? [...current.history, current.live] : [] }), 'promoting');
    },
    () => ({ reason: said }),
  );
}

/** Records what a release's gate found; the audit log says whether it passed and who reported it. */
export async function recordGateResult(registry: ReleaseRegistry, result: Omit<GateResult, 'at'>, now = new Date()): Promise<GateResult> {
  const record = await registry.release(result.app, result.release);
  if (!record) throw new ReleaseRefused(`${result.app} has no release ${result.release}.`);
  const full: GateResult = { ...result, at: now.toISOString() };
  await registry.recordGate(full);
  const failed = result.checks.filter((check) => !check.passed).map((check) => check.name);
  await registry.audit.record({
    action: 'gate',
    outcome: 'done',
    actor: result.actor,
    app: result.app,
    release: result.release,
    reason: result.passed ? `passed ${result.checks.length} checks` : `failed ${failed.length} of ${result.checks.length} checks: ${failed.join('; ')}`,
  });
  return full;
}

/** Makes the release that was live before the current one live again. */
export function rollbackRelease(registry: ReleaseRegistry, app: Workspace, actor: string): Promise<SwitchResult> {
  return audited(
    registry,
    { action: 'rollback', app, actor },
    async () => {
      const current = (await registry.refresh())[app];
      const previous = current?.history.at(-1);
      if (!current || !previous) throw new ReleaseRefused(`${app} has no earlier version to roll back to.`);
      return switchTo(registry, app, previous, (now) => ({ live: previous, history: (now?.history ?? []).slice(0, -1) }), 'rolling back');
    },
    (result) => ({ release: result.to }),
  );
}

/**
 * Records, once, the versions a deploy directory held before releases were recorded, as they are on
 * disk now: they were trusted then, and an upgraded server must go on serving them rather than refuse
 * its own live site. Each is audited as recorded at upgrade; a folder that is not a build is left out.
 */
export async function recordVersionsPublishedBefore(registry: ReleaseRegistry, now = new Date()): Promise<string[]> {
  const recorded: string[] = [];
  for (const app of RELEASE_APPS) {
    for (const id of registry.folders.versions(app)) {
      if (registry.heldRelease(app, id)) continue;
      const folder = registry.folderOf(app, id);
      let record: ReleaseRecord;
      try {
        record = { app, id, files: digestsOf(folder), ...declarations(app, readerOf({ folder })), publishedBy: 'recorded at upgrade', publishedAt: now.toISOString() };
      } catch {
        continue;
      }
      await registry.addRelease(record, { inPlace: true });
      await registry.audit.record({ action: 'publish', outcome: 'done', actor: 'upgrade', app, release: id, reason: 'published before releases were recorded; recorded as found on disk' });
      recorded.push(`${app} ${id}`);
    }
  }
  return recorded;
}

/** How many earlier releases a prune keeps besides the live one, unless told. */
export const DEFAULT_KEPT_RELEASES = 3;

export interface PruneResult {
  removed: string[];
  kept: string[];
}

/**
 * Removes an app's releases that are neither live nor among the `keep` latest a rollback can return
 * to. A visitor whose page was loaded before the last few switches still finds its files.
 */
export function pruneReleases(registry: ReleaseRegistry, app: Workspace, keep: number, actor: string): Promise<PruneResult> {
  return audited(registry, { action: 'prune', app, actor }, async () => {
    if (!Number.isInteger(keep) || keep < 1) throw new ReleaseRefused(`--keep must be a whole number of at least 1, got ${keep}.`);
    let kept = new Set<string>();
    // The history first: a rollback must never name a release that is being removed.
    await registry.switchLive(app, (live) => {
      const current = live[app];
      if (!current) throw new ReleaseRefused(`${app} has nothing live; nothing to prune.`);
      kept = new Set([current.live, ...[...new Set(current.history.toReversed())].slice(0, keep)]);
      return { live: current.live, history: current.history.filter((id) => kept.has(id)) };
    });
    const all = (await registry.releases(app)).map((record) => record.id);
    const removed = all.filter((id) => !kept.has(id));
    await registry.removeReleases(app, removed);
    return { removed, kept: all.filter((id) => kept.has(id)) };
  });
}

/** What is live, what a rollback returns to, and what else is kept, app by app. */
export async function describeReleases(registry: ReleaseRegistry): Promise<string> {
  const live = await registry.refresh();
  const lines = [`Release registry ${registry.location}`];
  for (const app of RELEASE_APPS) {
    const current = live[app];
    const all = await registry.releases(app);
    const kept = all.filter((record) => record.id !== current?.live).map((record) => record.id);
    if (!current) {
      lines.push(`  ${app.padEnd(15)} nothing live${kept.length ? ` (${kept.length} kept)` : ''}`);
      continue;
    }
    const record = all.find((candidate) => candidate.id === current.live);
    lines.push(`  ${app.padEnd(15)} live ${current.live} (page-group contract ${String(record?.contractMajor ?? '?')}${record ? `, published by ${record.publishedBy}` : ''})`);
    lines.push(`  ${''.padEnd(15)} rollback to ${current.history.at(-1) ?? '(none)'}`);
    lines.push(`  ${''.padEnd(15)} kept ${kept.length ? kept.join(', ') : '(none)'}`);
  }
  return lines.join('\n');
}
