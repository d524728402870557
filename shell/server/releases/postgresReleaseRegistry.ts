import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { PostgresAuditLog } from './auditLogs';
import type { Workspace } from './buildOutput';
import { DeployDirectory } from './deployDirectory';
import { ReleaseRefused } from './errors';
import { HeldReleases, LocalReleases, releaseKey } from './localReleases';
import { openPool, withoutPassword } from '../storage/postgresPool';
import { ChangeFollower } from './postgresChanges';
import { PostgresReleaseStore } from './postgresReleaseStore';
import { APPLICATION_NAME, migrateReleaseSchema } from './postgresReleaseSchema';
import { RELEASE_ID_PATTERN, type ReleaseRecord } from './releaseRecord';
import type {
  AuditLog,
  GateResult,
  LiveChange,
  LiveReleases,
  ReleaseFiles,
  ReleaseRegistry,
  ReleaseTokens,
} from './releaseRegistry';
import { PostgresReleaseTokens } from './tokenStores';
import { messageOf } from '../ops/messageOf';

export interface PostgresRegistryOptions {
  /** This server's own folder the releases it serves are written to, checked, and read from. */
  cacheDir: string;
  /** How often it polls in case a notification was missed. */
  pollMs?: number;
}

/** The folders of a server's cache: what is live comes from the registry's last refresh, not from a file. */
class CacheFolders extends DeployDirectory {
  constructor(
    root: string,
    private readonly lastLive: () => LiveReleases,
  ) {
    super(root);
  }

  override exists(): boolean {
    return true;
  }

  protected override readDeployments(): LiveReleases {
    return this.lastLive();
  }
}

/**
 * The registry shared by every server of a fleet: records, files, what is live, tokens and the
 * audit log in one PostgreSQL database. Each server copies the releases it serves into a cache
 * folder of its own and checks them against their digests there before serving them; a switch
 * made on any server is announced with NOTIFY and also found by a poll.
 */
export class PostgresReleaseRegistry implements ReleaseRegistry {
  private readonly listeners = new Set<(live: LiveReleases) => void>();
  private snapshot: LiveReleases = {};
  /** The cache's folders. One instance, which remembers what it has seen live. */
  readonly folders: DeployDirectory;
  private readonly local: LocalReleases;
  /** The releases whose files are in the cache, checked. */
  private readonly cached: HeldReleases;
  private readonly store: PostgresReleaseStore;
  private readonly changes: ChangeFollower;
  readonly audit: AuditLog;
  readonly tokens: ReleaseTokens;
  private problems: string[] = [];
  private refreshing: Promise<void> | undefined;
  private rerun: Promise<void> | undefined;
  private closed = false;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly pool: Pool,
    databaseUrl: string,
    readonly location: string,
    cacheDir: string,
    pollMs: number,
  ) {
    this.folders = new CacheFolders(cacheDir, () => this.live());
    this.local = new LocalReleases(this.folders);
    this.store = new PostgresReleaseStore(pool);
    this.cached = new HeldReleases(this.local, this.store);
    this.changes = new ChangeFollower(databaseUrl, pollMs, () => this.refreshQuietly());
    this.audit = new PostgresAuditLog(pool);
    this.tokens = new PostgresReleaseTokens(pool);
  }

  /** Connects, migrates the schema, fetches and checks what is live, and starts following changes. */
  static async open(databaseUrl: string, options: PostgresRegistryOptions): Promise<PostgresReleaseRegistry> {
    const location = withoutPassword(databaseUrl);
    const pool = openPool({
      url: databaseUrl,
      max: 10,
      applicationName: APPLICATION_NAME,
      onIdleError: (error) => console.warn(`[releases] ${location}: idle connection lost (${error.message})`),
    });
    const registry = new PostgresReleaseRegistry(
      pool,
      databaseUrl,
      location,
      path.resolve(options.cacheDir),
      options.pollMs ?? 1000,
    );
    try {
      await migrateReleaseSchema(pool);
      mkdirSync(registry.folders.root, { recursive: true });
      registry.local.linkServerModules();
      await registry.refresh();
    } catch (error) {
      await registry.close().catch(() => undefined);
      throw new Error(`The release registry (${location}) could not be opened: ${messageOf(error)}`, { cause: error });
    }
    await registry.changes.start();
    return registry;
  }

  live(): LiveReleases {
    return this.snapshot;
  }

  /** What the last refresh could not cache: each a release whose stored files failed their check, saying which file. */
  lastProblems(): string[] {
    return [...this.problems];
  }

  async refresh(): Promise<LiveReleases> {
    await this.scheduleRefresh();
    return this.snapshot;
  }

  onChange(listener: (live: LiveReleases) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async release(app: Workspace, id: string): Promise<ReleaseRecord | undefined> {
    const record = await this.store.recordOf(app, id);
    // Fetched now so this server can check the files before a promote, whichever server they were published on.
    if (record) {
      const problem = await this.cached.hold(app, id);
      // The reason, not a missing folder, is what the team that asked must read.
      if (problem) throw new ReleaseRefused(problem);
    }
    return record;
  }

  heldRelease(app: Workspace, id: string): ReleaseRecord | undefined {
    return this.cached.get(app, id);
  }

  folderOf(app: Workspace, id: string): string {
    return this.local.folderOf(app, id);
  }

  releases(app: Workspace): Promise<ReleaseRecord[]> {
    return this.store.releases(app);
  }

  addRelease(record: ReleaseRecord, files: ReleaseFiles): Promise<'added' | 'exists'> {
    return this.store.addRelease(record, files);
  }

  async removeReleases(app: Workspace, ids: string[]): Promise<void> {
    for (const id of await this.store.removeReleases(app, ids)) this.cached.forget(app, id);
  }

  async holdRelease(app: Workspace, id: string): Promise<ReleaseRecord | undefined> {
    if (!RELEASE_ID_PATTERN.test(id)) return undefined;
    const record = await this.store.recordOf(app, id);
    if (!record) return undefined;
    const problem = await this.cached.holdForPreview(app, id);
    if (problem) throw new ReleaseRefused(problem);
    return this.cached.get(app, id) ?? record;
  }

  recordGate(result: GateResult): Promise<void> {
    return this.store.recordGate(result);
  }

  gateOf(app: Workspace, id: string): Promise<GateResult | undefined> {
    return this.store.gateOf(app, id);
  }

  async switchLive(app: Workspace, change: LiveChange): Promise<LiveReleases> {
    await this.store.switchLive(app, change);
    // Committed already: a failed refresh now is not a refused switch, and the next poll tries again.
    await this.refresh().catch(() => undefined);
    return this.live();
  }

  /** Stops following changes and ends every connection, once, however often it is called. */
  async close(): Promise<void> {
    this.closing ??= (async () => {
      this.closed = true;
      this.listeners.clear();
      await this.changes.close();
      await this.refreshing?.catch(() => undefined);
      await this.cached.settled();
      await this.pool.end();
    })();
    await this.closing;
  }

  /** Never two refreshes at once: a call while one runs is answered by one more run after it, which sees any change made meanwhile. */
  private scheduleRefresh(): Promise<void> {
    if (!this.refreshing) {
      const run = this.refreshOnce().finally(() => {
        if (this.refreshing === run) this.refreshing = undefined;
      });
      this.refreshing = run;
      return run;
    }
    this.rerun ??= this.refreshing
      .catch(() => undefined)
      .then(() => {
        this.rerun = undefined;
        return this.scheduleRefresh();
      });
    return this.rerun;
  }

  /** For the poll and notifications: a database that cannot be reached now is tried again at the next one. */
  private refreshQuietly(): void {
    if (!this.closed) this.scheduleRefresh().catch(() => undefined);
  }

  private async refreshOnce(): Promise<void> {
    const rows = await this.store.liveRows();
    const problems: string[] = [];
    const named = new Set<string>();
    const next: LiveReleases = {};
    for (const row of rows) {
      for (const id of new Set([row.live, ...row.history, ...(row.canary ? [row.canary.release] : [])])) {
        named.add(releaseKey(row.app, id));
        const problem = await this.cached.hold(row.app, id);
        if (problem) problems.push(problem);
      }
      // A live release this server could not check is not served: the one it served before stays live here.
      const previous = this.snapshot[row.app];
      // A canary this server could not check is not served either: its visitors get the live release here.
      const canary = row.canary && this.cached.has(row.app, row.canary.release) ? { canary: row.canary } : {};
      if (this.cached.has(row.app, row.live)) next[row.app] = { live: row.live, history: row.history, ...canary };
      else if (previous) next[row.app] = previous;
    }
    // Drops what this server has cached of releases another server removed from the registry.
    const unnamed = this.cached.records().filter((record) => !named.has(releaseKey(record.app, record.id)));
    for (const { app, id } of await this.store.unrecorded(unnamed)) this.cached.forget(app, id);
    this.cached.letGoOfUnpreviewed(named);
    this.problems = problems;
    if (JSON.stringify(next) === JSON.stringify(this.snapshot)) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}
