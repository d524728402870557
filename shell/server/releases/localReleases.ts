import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { linkServerModules, type Workspace } from './buildOutput';
import type { DeployDirectory } from './deployDirectory';
import { checkedFiles, integrityProblem, type ReleaseRecord, type ReleaseSource } from './releaseRecord';

/** How long a release whose stored bytes failed their check is not fetched again: stored bytes do not change by themselves. */
const REJECTED_RETRY_MS = 60_000;

/** How many releases a server caches for previews besides what is live and its history: the latest asked for, so the cache stays small. */
const PREVIEWS_CACHED = 8;

/** One release of one app, as the cache's maps name it. */
export const releaseKey = (app: Workspace, id: string) => `${app}/${id}`;

/**
 * The releases this server keeps on its own disk, as the folders `<root>/<app>/<id>/` of a deploy
 * directory: on one machine the deploy directory itself, in a fleet each server's cache folder. A
 * release's files are checked against its record, written under a name no reader looks at
 * (`.incoming-*`), then renamed into place: a release folder is whole and checked, or absent.
 */
export class LocalReleases {
  constructor(readonly folders: DeployDirectory) {}

  /** Where this server keeps a release's files: read only after `integrityProblem` found none. */
  folderOf(app: Workspace, id: string): string {
    return this.folders.versionDir(app, id);
  }

  /** Lets the server builds kept here require React from the server's own node_modules. */
  linkServerModules(): void {
    linkServerModules(this.folders.root);
  }

  /** Whether the release's folder is here already, holding exactly its files. */
  holds(record: ReleaseRecord): boolean {
    const folder = this.folderOf(record.app, record.id);
    return existsSync(folder) && integrityProblem(folder, record) === null;
  }

  /** Puts a release's files in place if they are exactly its record's; otherwise places nothing and says why. */
  place(record: ReleaseRecord, source: ReleaseSource): string | null {
    const target = this.folderOf(record.app, record.id);
    const incoming = path.join(
      this.folders.appDir(record.app),
      `.incoming-${process.pid}-${randomBytes(6).toString('hex')}`,
    );
    try {
      mkdirSync(incoming, { recursive: true });
      // The bytes written are the bytes checked, so a source changed meanwhile cannot slip past the check.
      const checked = checkedFiles(record, source);
      if (typeof checked === 'string') return checked;
      for (const [file, bytes] of checked) {
        mkdirSync(path.dirname(path.join(incoming, file)), { recursive: true });
        writeFileSync(path.join(incoming, file), bytes);
      }
      readableByRenderers(incoming);
      rmSync(target, { recursive: true, force: true });
      renameSync(incoming, target);
      return null;
    } finally {
      rmSync(incoming, { recursive: true, force: true });
    }
  }

  remove(app: Workspace, id: string): void {
    rmSync(this.folderOf(app, id), { recursive: true, force: true });
  }
}

/**
 * A root server's renderers read a release as nobody: its folders 0755 and files 0644, whatever
 * modes the build came with or the server's umask gave. A release holds nothing secret: its files
 * are served to every visitor.
 */
function readableByRenderers(folder: string): void {
  chmodSync(folder, 0o755);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const inside = path.join(folder, entry.name);
    if (entry.isDirectory()) readableByRenderers(inside);
    else if (entry.isFile()) chmodSync(inside, 0o644);
  }
}

/** Where a server fetches a release it does not hold yet: its record and its files, as the registry's storage keeps them. */
export interface ReleaseStore {
  recordOf(app: Workspace, id: string): Promise<ReleaseRecord | undefined>;
  filesOf(app: Workspace, id: string): Promise<Iterable<[string, Buffer]>>;
}

/**
 * Which releases a server of a fleet holds in its cache, checked: each fetched from the registry's
 * storage once at a time, one whose stored bytes failed their check not fetched again for a while,
 * and besides what is live and its history, the few a preview asked for last.
 */
export class HeldReleases {
  /** The records of the releases whose files are in the cache, checked. */
  private readonly held = new Map<string, ReleaseRecord>();
  private readonly fetching = new Map<string, Promise<string | null>>();
  private readonly rejected = new Map<string, { problem: string; at: number }>();
  /** Releases cached for a preview, the latest asked for last. */
  private previewed: string[] = [];
  /** Releases later previews pushed out of `previewed`, let go at the next refresh unless live or in a history. */
  private readonly unpreviewed = new Set<string>();

  constructor(
    private readonly local: LocalReleases,
    private readonly store: ReleaseStore,
  ) {}

  get(app: Workspace, id: string): ReleaseRecord | undefined {
    return this.held.get(releaseKey(app, id));
  }

  has(app: Workspace, id: string): boolean {
    return this.held.has(releaseKey(app, id));
  }

  records(): ReleaseRecord[] {
    return [...this.held.values()];
  }

  /** Copies a release into the cache and keeps it there if its files are exactly the record's; resolves with why not, or null. */
  hold(app: Workspace, id: string): Promise<string | null> {
    const key = releaseKey(app, id);
    if (this.held.has(key)) return Promise.resolve(null);
    const running = this.fetching.get(key);
    if (running) return running;
    const rejected = this.rejected.get(key);
    if (rejected && Date.now() - rejected.at < REJECTED_RETRY_MS) return Promise.resolve(rejected.problem);
    const work = this.fetchAndCheck(app, id)
      .then((problem) => {
        if (problem) this.rejected.set(key, { problem, at: Date.now() });
        else this.rejected.delete(key);
        return problem;
      })
      .finally(() => this.fetching.delete(key));
    this.fetching.set(key, work);
    return work;
  }

  /** Holds a release for a preview: among the few latest asked for, it stays cached though it is neither live nor in a history. */
  async holdForPreview(app: Workspace, id: string): Promise<string | null> {
    const key = releaseKey(app, id);
    // Counted before it is fetched, so a refresh meanwhile cannot let go of it as pushed out.
    this.previewed = [...this.previewed.filter((known) => known !== key), key];
    this.unpreviewed.delete(key);
    while (this.previewed.length > PREVIEWS_CACHED) this.unpreviewed.add(this.previewed.shift()!);
    const problem = await this.hold(app, id);
    if (problem) this.previewed = this.previewed.filter((known) => known !== key);
    return problem;
  }

  /** Lets go of releases cached only for a preview that later previews pushed out, unless `named` (live or in a history). */
  letGoOfUnpreviewed(named: Set<string>): void {
    for (const key of [...this.unpreviewed]) {
      // One being fetched now is looked at again at the next refresh, once it is in the cache or refused.
      if (this.fetching.has(key)) continue;
      this.unpreviewed.delete(key);
      const record = this.held.get(key);
      if (record && !named.has(key)) this.forget(record.app, record.id);
    }
  }

  forget(app: Workspace, id: string): void {
    const key = releaseKey(app, id);
    this.held.delete(key);
    this.rejected.delete(key);
    this.previewed = this.previewed.filter((known) => known !== key);
    this.unpreviewed.delete(key);
    this.local.remove(app, id);
  }

  /** Resolves once no fetch is running. */
  async settled(): Promise<void> {
    await Promise.all([...this.fetching.values()].map((work) => work.catch(() => undefined)));
  }

  private async fetchAndCheck(app: Workspace, id: string): Promise<string | null> {
    const record = await this.store.recordOf(app, id);
    if (!record) return `${app} ${id} has no release record`;
    // Its files are served from the team's origin, not from the registry: the record is all there is to cache.
    if (record.origin || this.local.holds(record)) {
      this.held.set(releaseKey(app, id), record);
      return null;
    }
    const problem = this.local.place(record, { stored: await this.store.filesOf(app, id) });
    if (!problem) this.held.set(releaseKey(app, id), record);
    return problem;
  }
}
