import type { Pool } from 'pg';
import type { Workspace } from './buildOutput';
import { isCanaryRelease } from './deployDirectory';
import { ReleaseRefused } from './errors';
import { checkedGate } from './gateResults';
import type { ReleaseStore } from './localReleases';
import { inTransaction } from '../storage/postgresSchema';
import { CHANGES_CHANNEL } from './postgresReleaseSchema';
import { checkedFiles, isReleaseRecord, type ReleaseRecord } from './releaseRecord';
import type { AppReleases, GateCheck, GateResult, LiveChange, LiveReleases, ReleaseFiles } from './releaseRegistry';

/** Held by the one server switching what is live, so every switch starts from what the one before it left. */
const SWITCH_LOCK_ID = 4_711_030_002;

interface LiveRow {
  app: Workspace;
  live: string;
  history: string[];
  canary: unknown;
}

interface GateRow {
  app: Workspace;
  release: string;
  passed: boolean;
  checks: GateCheck[];
  actor: string;
  at: Date;
}

/** An app's releases as a row holds them; a canary that is not one (edited by hand) is ignored, never served. */
function appReleasesOf(row: LiveRow): AppReleases {
  return { live: row.live, history: row.history, ...(isCanaryRelease(row.canary) ? { canary: row.canary } : {}) };
}

function liveOf(rows: LiveRow[]): LiveReleases {
  return Object.fromEntries(rows.map((row) => [row.app, appReleasesOf(row)]));
}

/**
 * What the fleet's database holds of its releases, query by query: each release's record and files,
 * what is live, and each release's gate. A switch or a removal is announced on CHANGES_CHANNEL.
 */
export class PostgresReleaseStore implements ReleaseStore {
  constructor(private readonly pool: Pool) {}

  async recordOf(app: Workspace, id: string): Promise<ReleaseRecord | undefined> {
    const { rows } = await this.pool.query<{ record: unknown }>(
      'SELECT record FROM release_records WHERE app = $1 AND id = $2',
      [app, id],
    );
    const record = rows[0]?.record;
    return isReleaseRecord(record) && record.app === app && record.id === id ? record : undefined;
  }

  async filesOf(app: Workspace, id: string): Promise<Array<[string, Buffer]>> {
    const { rows } = await this.pool.query<{ path: string; content: Buffer }>(
      'SELECT path, content FROM release_files WHERE app = $1 AND id = $2',
      [app, id],
    );
    return rows.map((row): [string, Buffer] => [row.path, row.content]);
  }

  async releases(app: Workspace): Promise<ReleaseRecord[]> {
    const { rows } = await this.pool.query<{ record: unknown }>(
      'SELECT record FROM release_records WHERE app = $1 ORDER BY published_at, id',
      [app],
    );
    return rows
      .map((row) => row.record)
      .filter((record): record is ReleaseRecord => isReleaseRecord(record) && record.app === app);
  }

  async addRelease(record: ReleaseRecord, files: ReleaseFiles): Promise<'added' | 'exists'> {
    const known = await this.pool.query('SELECT 1 FROM release_records WHERE app = $1 AND id = $2', [
      record.app,
      record.id,
    ]);
    if ((known.rowCount ?? 0) > 0) return 'exists';
    // Checked before it is stored: a record this code cannot read back would be a release no server can ever cache.
    if (!isReleaseRecord(record as unknown))
      throw new ReleaseRefused(`${record.app} ${record.id} is not a release record the registry can keep`);
    if ('inPlace' in files) throw new ReleaseRefused('a release in PostgreSQL is published with its files');
    // The bytes stored are the bytes checked, by the same rule every server holds its copy to.
    const contents = 'atOrigin' in files ? undefined : checkedFiles(record, files);
    if (typeof contents === 'string') throw new ReleaseRefused(contents);
    return inTransaction(this.pool, async (client) => {
      const inserted = await client.query(
        'INSERT INTO release_records (app, id, record, published_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id',
        [record.app, record.id, JSON.stringify(record), record.publishedAt],
      );
      if ((inserted.rowCount ?? 0) === 0) return 'exists';
      for (const [file, bytes] of contents ?? []) {
        await client.query('INSERT INTO release_files (app, id, path, content) VALUES ($1, $2, $3, $4)', [
          record.app,
          record.id,
          file,
          bytes,
        ]);
      }
      return 'added';
    });
  }

  /**
   * Removes the releases of `ids` that are neither live nor in `app`'s history, with their files and
   * gates, and tells every server; resolves with the ids removed.
   */
  async removeReleases(app: Workspace, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    // Checked in the same statement, so a release that became live or a rollback target meanwhile is kept.
    const { rows } = await this.pool.query<{ id: string }>(
      `DELETE FROM release_records r WHERE r.app = $1 AND r.id = ANY($2::text[])
         AND NOT EXISTS (SELECT 1 FROM release_live l WHERE l.app = r.app AND (l.live = r.id OR r.id = ANY(l.history)))
       RETURNING r.id`,
      [app, ids],
    );
    const removed = rows.map((row) => row.id);
    if (removed.length === 0) return [];
    await this.pool.query('DELETE FROM release_gates WHERE app = $1 AND release = ANY($2::text[])', [app, removed]);
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, app]);
    return removed;
  }

  /** Which of these releases the registry no longer records: another server removed them. */
  async unrecorded(releases: ReleaseRecord[]): Promise<Array<{ app: Workspace; id: string }>> {
    if (releases.length === 0) return [];
    const { rows } = await this.pool.query<{ app: Workspace; id: string }>(
      `SELECT cached.app, cached.id FROM unnest($1::text[], $2::text[]) AS cached(app, id)
       WHERE NOT EXISTS (SELECT 1 FROM release_records r WHERE r.app = cached.app AND r.id = cached.id)`,
      [releases.map((record) => record.app), releases.map((record) => record.id)],
    );
    return rows;
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
    const { rows } = await this.pool.query<GateRow>(
      'SELECT app, release, passed, checks, actor, at FROM release_gates WHERE app = $1 AND release = $2',
      [app, id],
    );
    const row = rows[0];
    return row
      ? {
          app: row.app,
          release: row.release,
          passed: row.passed,
          checks: row.checks,
          actor: row.actor,
          at: row.at.toISOString(),
        }
      : undefined;
  }

  /** What is live for every app, as the registry records it now. */
  async liveRows(): Promise<Array<{ app: Workspace } & AppReleases>> {
    const { rows } = await this.pool.query<LiveRow>('SELECT app, live, history, canary FROM release_live ORDER BY app');
    return rows.map((row) => ({ app: row.app, ...appReleasesOf(row) }));
  }

  /** Switches what is live for `app` in one transaction, with every other switch kept out meanwhile, and announces it on commit. */
  async switchLive(app: Workspace, change: LiveChange): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [SWITCH_LOCK_ID]);
      const { rows } = await client.query<LiveRow>('SELECT app, live, history, canary FROM release_live ORDER BY app');
      const next: AppReleases = change(liveOf(rows));
      await client.query(
        'INSERT INTO release_live (app, live, history, canary) VALUES ($1, $2, $3, $4) ON CONFLICT (app) DO UPDATE SET live = EXCLUDED.live, history = EXCLUDED.history, canary = EXCLUDED.canary',
        [app, next.live, next.history, next.canary ? JSON.stringify(next.canary) : null],
      );
      // Delivered on commit only, so no server refreshes before the switch can be seen.
      await client.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, app]);
    });
  }
}
