import { appendFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Pool } from 'pg';
import type { LeadConfig } from '../ops/config';
import { migrateLeadSchema } from '../storage/siteSchema';
import { openPool } from '../storage/postgresPool';

/** One measurement or problem from a real page view, as kept: labelled by the server, never by the browser alone. */
export interface FieldSample {
  receivedAt: string;
  /** A measurement, a problem, or (while a canary runs) a page the server sent, which the judgment counts as a view. */
  kind: 'vital' | 'problem' | 'view';
  /** LCP, INP, CLS, FCP, TTFB; or error, group-load-failed, dead-press; 'document' for a view. */
  name: string;
  /** ms for the timings, the score for CLS; null for a problem. */
  value: number | null;
  /** The route's path in the route table, or '(not found)': never a path as a browser sent it. */
  route: string;
  /** The route's group ('shell' for the shell's own pages). */
  group: string;
  /** The release of that group serving when the report arrived. */
  release: string;
  /** A problem's detail (the clicked control's name), or null. */
  detail: string | null;
  /** While a canary runs, the side of the page the sample came from. */
  side?: 'live' | 'canary';
  /** While a canary runs, the page it came from (canaryViews.ts): a random id of that page, never of a visitor. */
  view?: string;
}

/** Where field data is kept: beside the leads, in the same folder or database. */
export interface FieldDataStore {
  add(samples: FieldSample[]): Promise<void>;
  /** Every sample received at or after `since`, oldest first. */
  since(since: Date): Promise<FieldSample[]>;
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One file a day (field-data/2026-11-25.jsonl) in the leads' data folder; days older than the
 * retention are deleted as a new day begins. Appended without fsync: a sample lost to a crash is
 * one measurement of many, unlike a lead.
 */
export class FileFieldDataStore implements FieldDataStore {
  private readonly folder: string;
  private prunedFor = '';
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    dataDir: string,
    private readonly retentionDays: number,
  ) {
    this.folder = path.join(dataDir, 'field-data');
  }

  add(samples: FieldSample[]): Promise<void> {
    const today = dayOf(new Date());
    const write = this.writing.then(async () => {
      await mkdir(this.folder, { recursive: true });
      if (this.prunedFor !== today) {
        this.prunedFor = today;
        const oldest = dayOf(new Date(Date.now() - this.retentionDays * DAY_MS));
        for (const file of await readdir(this.folder)) {
          if (/^\d{4}-\d{2}-\d{2}\.jsonl$/.test(file) && file.slice(0, 10) < oldest)
            await rm(path.join(this.folder, file), { force: true });
        }
      }
      await appendFile(
        path.join(this.folder, `${today}.jsonl`),
        samples.map((sample) => `${JSON.stringify(sample)}\n`).join(''),
      );
    });
    this.writing = write.catch(() => undefined);
    return write;
  }

  async since(since: Date): Promise<FieldSample[]> {
    let files: string[];
    try {
      files = (await readdir(this.folder))
        .filter((file) => /^\d{4}-\d{2}-\d{2}\.jsonl$/.test(file) && file.slice(0, 10) >= dayOf(since))
        .sort();
    } catch {
      return [];
    }
    const samples: FieldSample[] = [];
    for (const file of files) {
      for (const line of (await readFile(path.join(this.folder, file), 'utf8')).split('\n')) {
        if (!line) continue;
        try {
          const sample = JSON.parse(line) as FieldSample;
          if (sample.receivedAt >= since.toISOString()) samples.push(sample);
        } catch {
          // A line cut short by a crash: that one sample is lost, the rest is read.
        }
      }
    }
    return samples;
  }

  async close(): Promise<void> {
    await this.writing;
  }
}

/** The field_samples table (lead schema migration 2); rows older than the retention are deleted at most once an hour. */
export class PostgresFieldDataStore implements FieldDataStore {
  private lastPruned = 0;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly pool: Pool,
    private readonly retentionDays: number,
  ) {}

  static async open(databaseUrl: string, retentionDays: number): Promise<PostgresFieldDataStore> {
    // Field data is best effort: a lost idle connection is only dropped, and not worth a warning.
    const pool = openPool({ url: databaseUrl, max: 3, applicationName: 'cem-site field data' });
    try {
      await migrateLeadSchema(pool);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return new PostgresFieldDataStore(pool, retentionDays);
  }

  async add(samples: FieldSample[]): Promise<void> {
    await this.pool.query(
      `INSERT INTO field_samples (received_at, kind, name, value, route, app_group, release, detail, side, view_id)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS sample(
         "receivedAt" timestamptz, kind text, name text, value double precision, route text, "group" text, release text, detail text, side text, view text)`,
      [JSON.stringify(samples)],
    );
    if (Date.now() - this.lastPruned > 60 * 60_000) {
      this.lastPruned = Date.now();
      await this.pool.query(`DELETE FROM field_samples WHERE received_at < now() - $1::integer * interval '1 day'`, [
        this.retentionDays,
      ]);
    }
  }

  async since(since: Date): Promise<FieldSample[]> {
    const { rows } = await this.pool.query<{
      received_at: Date;
      kind: FieldSample['kind'];
      name: string;
      value: number | null;
      route: string;
      app_group: string;
      release: string;
      detail: string | null;
      side: FieldSample['side'] | null;
      view_id: string | null;
    }>(
      'SELECT received_at, kind, name, value, route, app_group, release, detail, side, view_id FROM field_samples WHERE received_at >= $1 ORDER BY received_at, id',
      [since],
    );
    return rows.map((row) => ({
      receivedAt: row.received_at.toISOString(),
      kind: row.kind,
      name: row.name,
      value: row.value,
      route: row.route,
      group: row.app_group,
      release: row.release,
      detail: row.detail,
      ...(row.side ? { side: row.side } : {}),
      ...(row.view_id ? { view: row.view_id } : {}),
    }));
  }

  /** Ends the pool once, however often it is called. */
  async close(): Promise<void> {
    this.closing ??= this.pool.end();
    await this.closing;
  }
}

/** The store beside the configured lead store: the same folder, or the same database. */
export async function openFieldDataStore(leads: LeadConfig, retentionDays: number): Promise<FieldDataStore> {
  return leads.databaseUrl
    ? PostgresFieldDataStore.open(leads.databaseUrl, retentionDays)
    : new FileFieldDataStore(leads.dataDir, retentionDays);
}
