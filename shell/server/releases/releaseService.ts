import { groupOfApp, type Workspace } from './buildOutput';
import {
  declarations,
  entryProblem,
  loadsUnpinnedFiles,
  providedSingletonsProblem,
  readerOf,
} from './buildDeclarations';
import { compatibilityProblems } from './compatibility';
import { gateProblem, type PromoteOptions } from './gatePolicy';
import { ReleaseRefused } from './errors';
import { canaryInTheWay } from './canaries';
import { digestsOf, filesHashOf, releaseIdFor, type ReleaseRecord } from './releaseRecord';
import type { AppReleases, ReleaseFiles, ReleaseRegistry } from './releaseRegistry';
import { audited, checkedForLive } from './releaseSwitch';

/**
 * The release use cases, each audited whether done or refused: publish, promote, roll back, prune.
 * What they check lives beside them: a build's declarations (buildDeclarations.ts), whether it
 * runs beside what is live (compatibility.ts), and whether its gate lets it go live (gatePolicy.ts).
 */
export { ReleaseRefused };
export type { PromoteOptions };
export { recordGateResult } from './gatePolicy';
export { recordVersionsPublishedBefore } from './adoptOldVersions';
export { describeReleases } from './releaseListing';
export { startCanary, decideCanary, canaryOf } from './canaries';
export type { CanaryOfSite, CanaryVerdict } from './canaries';

/** Every app, in the order they are listed: the shell, then each group. */
export { isReleaseApp, RELEASE_APPS } from './buildOutput';

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
    registry.audit,
    { action: 'publish', app: request.app, actor: request.actor },
    async () => {
      const digests = request.digests ?? ('folder' in request.files ? digestsOf(request.files.folder) : undefined);
      if (!digests || Object.keys(digests).length === 0)
        throw new ReleaseRefused('a release needs its files and their digests');
      const id = releaseIdFor(digests, request.now ?? new Date());
      const same = (await registry.releases(request.app)).find(
        (known) => filesHashOf(known.id) === filesHashOf(id) && known.origin === request.origin,
      );
      if (same) return { id: same.id, existing: true };
      const read = readerOf(request.files);
      const declared = declarations(request.app, read);
      const unfit = groupOfApp(request.app) ? entryProblem(read) : providedSingletonsProblem(read);
      if (unfit) throw new ReleaseRefused(`Not publishing ${request.app}: ${unfit}.`);
      if (request.origin && groupOfApp(request.app) && loadsUnpinnedFiles(read)) {
        throw new ReleaseRefused(
          `Not publishing ${request.app} from ${request.origin}: its chunk loaders do not check the files' digests (it was built before they did); rebuild it, or publish its files`,
        );
      }
      const record: ReleaseRecord = {
        app: request.app,
        id,
        ...(request.origin ? { origin: request.origin } : {}),
        files: digests,
        ...declared,
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
async function switchTo(
  registry: ReleaseRegistry,
  app: Workspace,
  id: string,
  next: (current: AppReleases | undefined) => AppReleases,
  verb: string,
): Promise<SwitchResult> {
  await checkedForLive(registry, app, id, verb);
  let from: string | undefined;
  let unchanged = false;
  await registry.switchLive(app, (current) => {
    const inTheWay = canaryInTheWay(current, app);
    if (inTheWay) throw new ReleaseRefused(`Not ${verb} ${app}: ${inTheWay}.`);
    from = current[app]?.live;
    if (from === id) {
      unchanged = true;
      return current[app]!;
    }
    return next(current[app]);
  });
  return { app, from, to: id, ...(unchanged ? { unchanged } : {}) };
}

/**
 * Makes a published release live, once it has passed its gate (or the gate is skipped, and audited
 * as such); the one it replaces becomes the one a rollback returns to.
 */
export async function promoteRelease(
  registry: ReleaseRegistry,
  app: Workspace,
  id: string,
  actor: string,
  options: PromoteOptions = {},
): Promise<SwitchResult> {
  let said = '';
  return audited(
    registry.audit,
    { action: 'promote', app, release: id, actor },
    async () => {
      const gate = await gateProblem(registry, app, id, options);
      said = gate.said;
      if (gate.problem) throw new ReleaseRefused(`Not promoting: ${gate.problem}.`);
      return switchTo(
        registry,
        app,
        id,
        (current) => ({ live: id, history: current ? [...current.history, current.live] : [] }),
        'promoting',
      );
    },
    () => ({ reason: said }),
  );
}

/** Makes the release that was live before the current one live again. */
export function rollbackRelease(registry: ReleaseRegistry, app: Workspace, actor: string): Promise<SwitchResult> {
  return audited(
    registry.audit,
    { action: 'rollback', app, actor },
    async () => {
      const live = await registry.refresh();
      const inTheWay = canaryInTheWay(live, app);
      if (inTheWay) throw new ReleaseRefused(`Not rolling back ${app}: ${inTheWay}.`);
      const current = live[app];
      const previous = current?.history.at(-1);
      if (!current || !previous) throw new ReleaseRefused(`${app} has no earlier version to roll back to.`);
      return switchTo(
        registry,
        app,
        previous,
        (now) => ({ live: previous, history: (now?.history ?? []).slice(0, -1) }),
        'rolling back',
      );
    },
    (result) => ({ release: result.to }),
  );
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
export function pruneReleases(
  registry: ReleaseRegistry,
  app: Workspace,
  keep: number,
  actor: string,
): Promise<PruneResult> {
  return audited(registry.audit, { action: 'prune', app, actor }, async () => {
    if (!Number.isInteger(keep) || keep < 1)
      throw new ReleaseRefused(`--keep must be a whole number of at least 1, got ${keep}.`);
    let kept = new Set<string>();
    // The history first: a rollback must never name a release that is being removed.
    await registry.switchLive(app, (live) => {
      const current = live[app];
      if (!current) throw new ReleaseRefused(`${app} has nothing live; nothing to prune.`);
      // A canary is kept too: it may become live, and its visitors load its files meanwhile.
      kept = new Set([
        current.live,
        ...(current.canary ? [current.canary.release] : []),
        ...[...new Set(current.history.toReversed())].slice(0, keep),
      ]);
      return { ...current, history: current.history.filter((id) => kept.has(id)) };
    });
    const all = (await registry.releases(app)).map((record) => record.id);
    const removed = all.filter((id) => !kept.has(id));
    await registry.removeReleases(app, removed);
    return { removed, kept: all.filter((id) => kept.has(id)) };
  });
}
