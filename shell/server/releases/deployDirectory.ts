import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Workspace } from './buildOutput';
import { VIEW_KEY_PATTERN } from './canaryViews';
import { syncToDisk } from '../storage/durableFiles';

/**
 * The discovery file of a deploy directory: which version of each app is live and which were
 * live before it. The server reads it on every request, so a switch takes effect at once; it is
 * replaced whole (write, then rename), so a reader never sees half of one.
 */
export const DEPLOYMENTS_FILE = 'deployments.json';

/** `20261123-101502-3f9a1c2b`: when it was published (UTC), then a hash of its files; sorts by time. */
export const VERSION_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{8}$/;

/**
 * A release shown to a share of visitors before everyone: neither live nor staged. It sits beside
 * the app's live release in the registry, one for the whole site at a time, so its figures are
 * compared with the live release's and with nothing else's.
 */
export interface CanaryRelease {
  release: string;
  /** The share of visitors who get it, a whole percent from 1 to 99. */
  percent: number;
  startedAt: string;
  /** The token's name, or 'operator'. */
  startedBy: string;
  /** What its pages' view tokens are signed with (canaryViews.ts): made when it starts, shown to no one. */
  viewKey: string;
  /** Set once a person or the judgment left the verdict to a person: nothing is then decided by itself. */
  held?: { at: string; by: string; reason: string };
}

export const isCanaryShare = (percent: unknown): percent is number =>
  typeof percent === 'number' && Number.isInteger(percent) && percent >= 1 && percent <= 99;

/** Whether a value read from the registry is a canary: a hand-edited or half-written one is ignored, never served. */
export function isCanaryRelease(value: unknown): value is CanaryRelease {
  if (typeof value !== 'object' || value === null) return false;
  const { release, percent, startedAt, startedBy, viewKey, held } = value as Partial<CanaryRelease>;
  const heldOk =
    held === undefined ||
    (typeof held === 'object' &&
      held !== null &&
      typeof held.at === 'string' &&
      typeof held.by === 'string' &&
      typeof held.reason === 'string');
  return (
    typeof release === 'string' &&
    VERSION_PATTERN.test(release) &&
    isCanaryShare(percent) &&
    typeof startedAt === 'string' &&
    !Number.isNaN(Date.parse(startedAt)) &&
    typeof startedBy === 'string' &&
    typeof viewKey === 'string' &&
    VIEW_KEY_PATTERN.test(viewKey) &&
    heldOk
  );
}

export interface AppDeployment {
  /** The version folder being served. */
  live: string;
  /** Versions that were live before, oldest first: a rollback returns to the last one. */
  history: string[];
  /** A release shown to a share of visitors first, while `live` serves the rest. */
  canary?: CanaryRelease;
}

export type Deployments = Partial<Record<Workspace, AppDeployment>>;

function isAppDeployment(value: unknown): value is AppDeployment {
  if (typeof value !== 'object' || value === null) return false;
  const { live, history } = value as Partial<AppDeployment>;
  return (
    typeof live === 'string' &&
    VERSION_PATTERN.test(live) &&
    Array.isArray(history) &&
    history.every((version) => typeof version === 'string' && VERSION_PATTERN.test(version))
  );
}

/**
 * A folder of immutable versions, one subfolder per app: `<root>/<workspace>/<version>/` holds
 * exactly what that app's build made. Nothing in a version folder changes after it is published.
 */
export class DeployDirectory {
  private cached: { stamp: string; deployments: Deployments } | null = null;
  /** Every release this process has read as live, by app: see wasEverLive. */
  private readonly seenLive = new Map<Workspace, Set<string>>();

  constructor(readonly root: string) {}

  get file(): string {
    return path.join(this.root, DEPLOYMENTS_FILE);
  }

  exists(): boolean {
    return existsSync(this.file);
  }

  /** What is live, as of this moment's discovery file (or, for a registry's folders, its last refresh). */
  read(): Deployments {
    const deployments = this.readDeployments();
    for (const [app, deployment] of Object.entries(deployments) as Array<[Workspace, AppDeployment]>) {
      if (!this.seenLive.has(app)) this.seenLive.set(app, new Set());
      this.seenLive.get(app)!.add(deployment.live);
      // A canary's visitors load its files from the group's origin, and keep loading them for a while after it ends.
      if (deployment.canary) this.seenLive.get(app)!.add(deployment.canary.release);
    }
    return deployments;
  }

  /** Where what is live comes from: the discovery file here. */
  protected readDeployments(): Deployments {
    if (!this.exists()) return {};
    const stats = statSync(this.file);
    const stamp = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    if (this.cached?.stamp === stamp) return this.cached.deployments;
    const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) throw new Error(`${this.file} is not an object`);
    const deployments = Object.fromEntries(
      Object.entries(parsed)
        .filter((entry): entry is [string, AppDeployment] => isAppDeployment(entry[1]))
        .map(([app, { canary, ...deployment }]) => [
          app,
          isCanaryRelease(canary) ? { ...deployment, canary } : deployment,
        ]),
    ) as Deployments;
    this.cached = { stamp, deployments };
    return deployments;
  }

  /**
   * Whether `version` is live, in the history, or was read as live by this process: a rollback
   * drops the release it leaves from the history, and pages rendered from that release still load
   * its files. A release never live is served only to a preview of it, from the preview host.
   */
  wasEverLive(workspace: Workspace, version: string): boolean {
    const deployment = this.read()[workspace];
    return (
      deployment?.live === version ||
      deployment?.history.includes(version) === true ||
      deployment?.canary?.release === version ||
      this.seenLive.get(workspace)?.has(version) === true
    );
  }

  live(workspace: Workspace): string | undefined {
    return this.read()[workspace]?.live;
  }

  /** The site's canary, if one runs: the app, its release and the share of visitors who get it. */
  canary(): ({ app: Workspace } & CanaryRelease) | undefined {
    for (const [app, deployment] of Object.entries(this.read()) as Array<[Workspace, AppDeployment]>)
      if (deployment.canary) return { app, ...deployment.canary };
    return undefined;
  }

  appDir(workspace: Workspace): string {
    return path.join(this.root, workspace);
  }

  versionDir(workspace: Workspace, version: string): string {
    if (!VERSION_PATTERN.test(version)) throw new Error(`"${version}" is not a version name`);
    return path.join(this.appDir(workspace), version);
  }

  liveDir(workspace: Workspace): string | undefined {
    const version = this.live(workspace);
    return version === undefined ? undefined : this.versionDir(workspace, version);
  }

  /** Every published version of an app, oldest first. */
  versions(workspace: Workspace): string[] {
    if (!existsSync(this.appDir(workspace))) return [];
    return readdirSync(this.appDir(workspace), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  /** Replaces the discovery file in one step: the new text is durable before it becomes the file. */
  write(deployments: Deployments): void {
    mkdirSync(this.root, { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    // Its owner's alone: a running canary's key is in it.
    writeFileSync(temporary, `${JSON.stringify(deployments, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temporary, 0o600);
    syncToDisk(temporary);
    renameSync(temporary, this.file);
    syncToDisk(this.root);
  }
}
