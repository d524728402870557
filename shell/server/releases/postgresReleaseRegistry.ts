import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, type Pool } from 'pg';
import type { Workspace } from './buildOutput';
import { DeployDirectory } from './deployDirectory';
import { inTransaction, migrateSchema, type Migration } from '../storage/postgresSchema';
import { openPool, withoutPassword } from '../storage/postgresPool';
import { ReleaseRefused } from './errors';
import { checkedGate } from './gateResults';
import { HeldReleases, LocalReleases, releaseKey } from './localReleases';
import { digestOf, fileNameProblem, filesOf, isReleaseRecord, RELEASE_ID_PATTERN, type ReleaseRecord } from './releaseRecord';
import { PostgresAuditLog } from './auditLogs';
import type { AppReleases, AuditLog, GateCheck, GateResult, LiveChange, LiveReleases, ReleaseFiles, ReleaseRegistry, ReleaseTokens } from './releaseRegistry';
import { PostgresReleaseTokens } from './tokenStores';
import { messageOf } from '../ops/messageOf';


/** Applied in order, each once per database; a released version is never edited, a change is a new version. */
export const RELEASE_SCHEMA_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE release_records (
        app text,
        id text,
        record jsonb NOT NULL,
        published_at timestamptz NOT NULL,
        PRIMARY KEY (app, id)
      );
      CREATE TABLE release_files (
        app text,
        id text,
        path text,
        content bytea NOT NULL,
        PRIMARY KEY (app, id, path),
        FOREIGN KEY (app, id) REFERENCES release_records ON DELETE CASCADE
      );
      CREATE TABLE release_live (
        app text PRIMARY KEY,
        live text NOT NULL,
        history text[] NOT NULL
      );
      CREATE TABLE release_audit (
        seq bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        entry jsonb NOT NULL
      );
      CREATE TABLE release_tokens (
        name text PRIMARY KEY,
        app text NOT NULL,
        hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
    `,
  },
  {
    version: 2,
    sql: `
      CREATE TABLE release_gates (
        app text,
        release text,
        passed boolean NOT NULL,
        checks jsonb NOT NULL,
        actor text NOT NULL,
        at timestamptz NOT NULL,
        PRIMARY KEY (app, release)
      );
    `,
  },
];

/** Any number, the same in every server of this site, and not the lead store's: held by the one server migrating the release tables. */
const MIGRATION_LOCK_ID = 4_711_030_001;

/** Held by the one server switching what is live, so every switch starts from what the one before it left. */
const SWITCH_LOCK_ID = 4_711_030_002;

/** The channel a switch or removal is announced on, so every server refreshes at once rather than at its next poll. */
const CHANGES_CHANNEL = 'release_changes';

const APPLICATION_NAME = 'cem-site releases';

/** Brings the database to the latest release schema in one transaction; a second server starting meanwhile waits, then runs nothing. */
export function migrateReleaseSchema(pool: Pool): Promise<number[]> {
  return migrateSchema(pool, { table: 'release_schema_migrations', lockId: MIGRATION_LOCK_ID, migrations: RELEASE_SCHEMA_MIGRATIONS });
}

interface LiveRow {
  app: Workspace;
  live: string;
  history: string[];
}

interface GateRow {
  app: Workspace;
  release: string;
  passed: boolean;
  checks: GateCheck[];
  actor: string;
  at: Date;
}

function liveOf(rows: LiveRow[]): LiveReleases {
  return Object.fromEntries(rows.map((row) => [row.app, { live: row.live, history: row.history }]));
}

/** Every file of a release as it is about to be stored, checked against the record's list and digests; refuses otherwise. */
function verifiedContents(record: ReleaseRecord, files: { folder: string } | { contents: Map<string, Buffer> }): Map<string, Buffer> {
  // The record's own file names were checked with the record (isReleaseRecord).
  const expected = Object.keys(record.files);
  let contents: Map<string, Buffer>;
  if ('folder' in files) {
    let present: string[];
    try {
      present = filesOf(files.folder);
    } catch {
      throw new ReleaseRefused(`${record.app} ${record.id} has no files at ${files.folder}`);
    }
    contents = new Map(present.filter((file) => file in record.files).map((file) => [file, readFileSync(path.join(files.folder, file))]));
    const extra = present.filter((file) => !(file in record.files));
    if (extra.length > 0) throw new ReleaseRefused(`${record.app} ${record.id} has files it was not published with: ${extra.slice(0, 3).join(', ')}`);
  } else {
    contents = files.contents;
    for (const file of contents.keys()) {
      const badName = fileNameProblem(file);
      if (badName) throw new ReleaseRefused(badName);
    }
    const extra = [...contents.keys()].filter((file) => !(file in record.files));
    if (extra.length > 0) throw new ReleaseRefused(`${record.app} ${record.id} has files it was not published with: ${extra.slice(0, 3).join(', ')}`);
  }
  const missing = expected.filter((file) => !contents.has(file));
  if (missing.length > 0) {
    throw new ReleaseRefused(`${record.app} ${record.id} is missing ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ' and more' : ''}`);
  }
  for (const file of expected) {
    if (digestOf(contents.get(file)!) !== record.files[file]) {
      throw new ReleaseRefused(`${record.app} ${record.id}: ${file} does not match the digest recorded at publish`);
    }
  }
  return contents;
}

export interface PostgresRegistryOptions {
  /** This server's own folder the releases it serves are written to, checked, and read from. */
  cacheDir: string;
  /** How often it polls in case a notification was missed. */
  pollMs?: number;
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
  /** The cache's folders; what is live comes from the registry's last refresh, not from a file. One instance, which remembers what it has seen live. */
  readonly folders: DeployDirectory;
  private readonly local: LocalReleases;
  /** The releases whose files are in the cache, checked. */
  private readonly cached: HeldReleases;
  readonly audit: AuditLog;
  readonly tokens: ReleaseTokens;
  private problems: string[] = [];
  private refreshing: Promise<void> | undefined;
  private rerun: Promise<void> | undefined;
  private listening: Client | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private closed = false;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly pool: Pool,
    private readonly databaseUrl: string,
    readonly location: string,
    cacheDir: string,
    private readonly pollMs: number,
  ) {
    const live = () => this.live();
    this.folders = new (class extends DeployDirectory {
      override exists(): boolean {
        return true;
      }
      protected override readDeployments(): LiveReleases {
        return live();
      }
    })(cacheDir);
    this.local = new LocalReleases(this.folders);
    this.audit = new PostgresAuditLog(pool);
    this.tokens = new PostgresReleaseTokens(pool);
    this.cached = new HeldReleases(this.local, {
      recordOf: (app, id) => this.storedRecord(app, id),
      filesOf: async (app, id) => {
        const { rows } = await this.pool.query<{ path: string; content: Buffer }>('SELECT path, content FROM release_files WHERE app = $1 AND id = $2', [app, id]);
        return rows.map((row): [string, Buffer] => [row.path, row.content]);
      },
    });
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
    const registry = new PostgresReleaseRegistry(pool, databaseUrl, location, path.resolve(options.cacheDir), options.pollMs ?? 1000);
    try {
      await migrateReleaseSchema(pool);
      mkdirSync(registry.folders.root, { recursive: true });
      registry.local.linkServerModules();
      await registry.refresh();
    } catch (error) {
      await registry.close().catch(() => undefined);
      throw new Error(`The release registry (${location}) could not be opened: ${messageOf(error)}`, { cause: error });
    }
    await registry.listen();
    registry.poll = setInterval(() => registry.refreshQuietly(), registry.pollMs).unref();
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
    const record = await this.storedRecord(app, id);
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

  async releases(app: Workspace): Promise<ReleaseRecord[]> {
    const { rows } = await this.pool.query<{ record: unknown }>('SELECT record FROM release_records WHERE app = $1 ORDER BY published_at, id', [app]);
    return rows.map((row) => row.record).filter((record): record is ReleaseRecord => isReleaseRecord(record) && record.app === app);
  }

  async addRelease(record: ReleaseRecord, files: ReleaseFiles): Promise<'added' | 'exists'> {
    const known = await this.pool.query('SELECT 1 FROM release_records WHERE app = $1 AND id = $2', [record.app, record.id]);
    if ((known.rowCount ?? 0) > 0) return 'exists';
    // Checked before it is stored: a record this code cannot read back would be a release no server can ever cache.
    if (!isReleaseRecord(record as unknown)) throw new ReleaseRefused(`${record.app} ${record.id} is not a release record the registry can keep`);
    if ('inPlace' in files) throw new ReleaseRefused('a release in PostgreSQL is published with its files');
    const contents = 'atOrigin' in files ? undefined : verifiedContents(record, files);
    return inTransaction(this.pool, async (client) => {
      const inserted = await client.query(
        'INSERT INTO release_records (app, id, record, published_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id',
        [record.app, record.id, JSON.stringify(record), record.publishedAt],
      );
      if ((inserted.rowCount ?? 0) === 0) return 'exists';
      for (const [file, bytes] of contents ?? []) {
        await client.query('INSERT INTO release_files (app, id, path, content) VALUES ($1, $2, $3, $4)', [record.app, record.id, file, bytes]);
      }
      return 'added';
    });
  }

  async removeReleases(app: Workspace, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    // Checked in the same statement, so a release that became live or a rollback target meanwhile is kept.
    const { rows } = await this.pool.query<{ id: string }>(
      `DELETE FROM release_records r WHERE r.app = $1 AND r.id = ANY($2::text[])
         AND NOT EXISTS (SELECT 1 FROM release_live l WHERE l.app = r.app AND (l.live = r.id OR r.id = ANY(l.history)))
       RETURNING r.id`,
      [app, ids],
    );
    for (const { id } of rows) this.cached.forget(app, id);
    if (rows.length > 0) await this.pool.query('DELETE FROM release_gates WHERE app = $1 AND release = ANY($2::text[])', [app, rows.map((row) => row.id)]);
    if (rows.length > 0) await this.pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, app]);
  }

  async holdRelease(app: Workspace, id: string): Promise<ReleaseRecord | undefined> {
    if (!RELEASE_ID_PATTERN.test(id)) return undefined;
    const record = await this.storedRecord(app, id);
    if (!record) return undefined;
    const problem = await this.cached.holdForPreview(app, id);
    if (problem) throw new ReleaseRefused(problem);
    return this.cached.get(app, id) ?? record;
  }

  async recordGate(result: GateResult): Promise<void> {
    const gate = checkedGate(result);
    await this.pool.query(
      `INSERT INTO release_gates (app, release, passed, checks, actor, at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (app, release) DO UPDATE SET passed = EXCLUDED.passed, checks = EXCLUDED.checks, actor = EXCLUDED.actor, at = EXCLUDED.at`,
      [gate.app, gate.release, gate.passed, JSON.stringify(gate.checks), gate.actor, gate.at],
    );
  }

  async gateOf(app: Workspace, id: string): Promise<GateResult | undefined> {
    const { rows } = await this.pool.query<GateRow>('SELECT app, release, passed, checks, actor, at FROM release_gates WHERE app = $1 AND release = $2', [app, id]);
    const row = rows[0];
    return row ? { app: row.app, release: row.release, passed: row.passed, checks: row.checks, actor: row.actor, at: row.at.toISOString() } : undefined;
  }

  async switchLive(app: Workspace, change: LiveChange): Promise<LiveReleases> {
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [SWITCH_LOCK_ID]);
      const { rows } = await client.query<LiveRow>('SELECT app, live, history FROM release_live ORDER BY app');
      const next: AppReleases = change(liveOf(rows));
      await client.query(
        'INSERT INTO release_live (app, live, history) VALUES ($1, $2, $3) ON CONFLICT (app) DO UPDATE SET live = EXCLUDED.live, history = EXCLUDED.history',
        [app, next.live, next.history],
      );
      // Delivered on commit only, so no server refreshes before the switch can be seen.
      await client.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, app]);
    });
    // Committed already: a failed refresh now is not a refused switch, and the next poll tries again.
    await this.refresh().catch(() => undefined);
    return this.live();
  }

  /** Stops following changes and ends every connection, once, however often it is called. */
  async close(): Promise<void> {
    this.closing ??= (async () => {
      this.closed = true;
      if (this.poll) clearInterval(this.poll);
      if (this.reconnect) clearTimeout(this.reconnect);
      this.poll = undefined;
      this.reconnect = undefined;
      this.listeners.clear();
      const client = this.listening;
      this.listening = undefined;
      if (client) await this.endQuietly(client);
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
    const { rows } = await this.pool.query<LiveRow>('SELECT app, live, history FROM release_live ORDER BY app');
    const problems: string[] = [];
    const named = new Set<string>();
    const next: LiveReleases = {};
    for (const row of rows) {
      for (const id of new Set([row.live, ...row.history])) {
        named.add(releaseKey(row.app, id));
        const problem = await this.cached.hold(row.app, id);
        if (problem) problems.push(problem);
      }
      // A live release this server could not check is not served: the one it served before stays live here.
      const previous = this.snapshot[row.app];
      if (this.cached.has(row.app, row.live)) next[row.app] = { live: row.live, history: row.history };
      else if (previous) next[row.app] = previous;
    }
    await this.forgetRemoved(named);
    this.cached.letGoOfUnpreviewed(named);
    this.problems = problems;
    if (JSON.stringify(next) === JSON.stringify(this.snapshot)) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener(next);
  }

  /** Drops what this server has cached of releases another server removed from the registry. */
  private async forgetRemoved(named: Set<string>): Promise<void> {
    const unnamed = this.cached.records().filter((record) => !named.has(releaseKey(record.app, record.id)));
    if (unnamed.length === 0) return;
    const { rows } = await this.pool.query<{ app: Workspace; id: string }>(
      `SELECT cached.app, cached.id FROM unnest($1::text[], $2::text[]) AS cached(app, id)
       WHERE NOT EXISTS (SELECT 1 FROM release_records r WHERE r.app = cached.app AND r.id = cached.id)`,
      [unnamed.map((record) => record.app), unnamed.map((record) => record.id)],
    );
    for (const { app, id } of rows) this.cached.forget(app, id);
  }

  private async storedRecord(app: Workspace, id: string): Promise<ReleaseRecord | undefined> {
    const { rows } = await this.pool.query<{ record: unknown }>('SELECT record FROM release_records WHERE app = $1 AND id = $2', [app, id]);
    const record = rows[0]?.record;
    return isReleaseRecord(record) && record.app === app && record.id === id ? record : undefined;
  }

  /** Follows announced changes on a connection of its own; a lost connection is made again quietly, and the poll covers the gap. */
  private async listen(): Promise<void> {
    if (this.closed || this.listening) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: APPLICATION_NAME });
    this.listening = client;
    const lost = () => {
      if (this.listening !== client) return;
      this.listening = undefined;
      void this.endQuietly(client);
      if (this.closed) return;
      this.reconnect = setTimeout(() => {
        this.reconnect = undefined;
        void this.listen().then(() => this.refreshQuietly());
      }, this.pollMs).unref();
    };
    client.on('notification', () => this.refreshQuietly());
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      lost();
    }
  }

  private async endQuietly(client: Client): Promise<void> {
    client.removeAllListeners();
    client.on('error', () => undefined);
    await client.end().catch(() => undefined);
  }
}
