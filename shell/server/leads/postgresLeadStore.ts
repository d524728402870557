import { randomBytes, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { ContactRequest } from 'shared/content/contact';
import { inTransaction } from '../storage/postgresSchema';
import { openPool, withoutPassword } from '../storage/postgresPool';
import type {
  AddedLead,
  AddLeadOptions,
  ExportedLead,
  ForgottenLeads,
  HoldChange,
  LeadHold,
  LeadStore,
  OutboxClaim,
  StoredLead,
  StoreSize,
  WaitingLeads,
} from './leadStore';
import { messageOf } from '../ops/messageOf';
import { migrateLeadSchema } from '../storage/siteSchema';
import {
  EXPORT_COLUMNS,
  exportedLead,
  importedRow,
  isUuid,
  LEAD_COLUMNS,
  storedLead,
  type ExportRow,
  type LeadRow,
} from './postgresLeadRows';

/**
 * The store for more than one server: every server shares one PostgreSQL database. A lead is
 * committed before `add` resolves; the idempotency key is a unique column, so concurrent
 * requests with one key, on any servers, store one lead.
 */
export class PostgresLeadStore implements LeadStore {
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly pool: Pool,
    readonly location: string,
  ) {}

  /** Connects and migrates the schema to the latest version. */
  static async open(databaseUrl: string): Promise<PostgresLeadStore> {
    const location = withoutPassword(databaseUrl);
    // A request that finds no free connection in time gets the intake's 500, never hangs.
    const pool = openPool({
      url: databaseUrl,
      max: 10,
      applicationName: 'cem-site leads',
      onIdleError: (error) => console.warn(`[leads] ${location}: idle connection lost (${error.message})`),
    });
    try {
      await migrateLeadSchema(pool);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new Error(`The lead store (${location}) could not be opened: ${messageOf(error)}`, { cause: error });
    }
    return new PostgresLeadStore(pool, location);
  }

  async add(
    fields: ContactRequest,
    { idempotencyKey, receivedAt = new Date(), source = {}, hold, tokenNonce }: AddLeadOptions = {},
  ): Promise<AddedLead> {
    const insert = (leadHold: LeadHold | undefined, nonce: string | undefined) =>
      this.pool.query<LeadRow>(
        `INSERT INTO leads (id, received_at, fields, idempotency_key, source, hold, held, token_nonce) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING RETURNING ${LEAD_COLUMNS}`,
        [
          randomUUID(),
          receivedAt,
          JSON.stringify(fields),
          idempotencyKey ?? null,
          JSON.stringify(source),
          leadHold ? JSON.stringify(leadHold) : null,
          !!leadHold,
          nonce ?? null,
        ],
      );
    const firstWithKey = async () =>
      idempotencyKey === undefined
        ? undefined
        : (
            await this.pool.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE idempotency_key = $1`, [
              idempotencyKey,
            ])
          ).rows[0];
    // One statement, so committed when it returns. Another request with the same key (or token)
    // still in flight makes the insert wait for its outcome: committed, the conflict is read
    // below; rolled back, this one is inserted.
    const inserted = await insert(hold, tokenNonce);
    if (inserted.rows[0]) return { lead: storedLead(inserted.rows[0]), created: true };
    const first = await firstWithKey();
    if (first) return { lead: storedLead(first), created: false };
    // Not the key, so the token: it served another lead already. This one is kept, held back.
    const replayed = await insert(
      { reasons: [...new Set([...(hold?.reasons ?? []), 'replayed_token' as const])] },
      undefined,
    );
    if (replayed.rows[0]) return { lead: storedLead(replayed.rows[0]), created: true };
    // The key was taken meanwhile by a request that committed after the first look.
    const taken = await firstWithKey();
    if (!taken) throw new Error('A lead with this idempotency key conflicted but cannot be found.');
    return { lead: storedLead(taken), created: false };
  }

  async updateHold(leadId: string, change: HoldChange): Promise<StoredLead | undefined> {
    // In the database, so two servers releasing one lead at once change it once.
    const { rows } =
      'release' in change
        ? await this.pool.query<LeadRow>(
            `UPDATE leads SET held = false,
               hold = (hold - 'awaitingChallenge') || jsonb_build_object('releasedAt', $3::text, 'releasedBy', $2::text)
             WHERE id = $1 AND held RETURNING ${LEAD_COLUMNS}`,
            [leadId, change.release, new Date().toISOString()],
          )
        : await this.pool.query<LeadRow>(
            `UPDATE leads SET hold = (hold - 'awaitingChallenge') || jsonb_build_object('reasons',
               CASE WHEN hold->'reasons' ? 'challenge_failed' THEN hold->'reasons' ELSE (hold->'reasons') || '["challenge_failed"]'::jsonb END)
             WHERE id = $1 AND held RETURNING ${LEAD_COLUMNS}`,
            [leadId],
          );
    if (rows[0]) return storedLead(rows[0]);
    const current = await this.pool.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [leadId]);
    return current.rows[0] ? storedLead(current.rows[0]) : undefined;
  }

  async countPost(client: string, windowMs: number): Promise<number> {
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const { rows } = await this.pool.query<{ posts: number }>(
      `INSERT INTO intake_post_counts (client, window_start, posts) VALUES ($1, $2, 1)
       ON CONFLICT (client, window_start) DO UPDATE SET posts = intake_post_counts.posts + 1 RETURNING posts`,
      [client, windowStart],
    );
    return rows[0]!.posts;
  }

  async postsCounted(client: string, windowMs: number): Promise<number> {
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const { rows } = await this.pool.query<{ posts: number }>(
      'SELECT posts FROM intake_post_counts WHERE client = $1 AND window_start = $2',
      [client, windowStart],
    );
    return rows[0]?.posts ?? 0;
  }

  async intakeSecret(): Promise<Buffer> {
    await this.pool.query('INSERT INTO intake_secret (secret) VALUES ($1) ON CONFLICT DO NOTHING', [randomBytes(32)]);
    const { rows } = await this.pool.query<{ secret: Buffer }>('SELECT secret FROM intake_secret');
    return rows[0]!.secret;
  }

  async list(): Promise<StoredLead[]> {
    const { rows } = await this.pool.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads ORDER BY received_at DESC, seq DESC`,
    );
    return rows.map(storedLead);
  }

  async undelivered(): Promise<StoredLead[]> {
    const { rows } = await this.pool.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE delivered_at IS NULL AND NOT held ORDER BY received_at, seq`,
    );
    return rows.map(storedLead);
  }

  async hasIdempotencyKey(key: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM leads WHERE idempotency_key = $1) AS found',
      [key],
    );
    return rows[0]!.found;
  }

  async deliveredIds(): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM leads WHERE delivered_at IS NOT NULL');
    return new Set(rows.map((row) => row.id));
  }

  async waiting(): Promise<WaitingLeads> {
    // The outbox index (received_at, seq WHERE delivered_at IS NULL) answers both.
    const { rows } = await this.pool.query<{ count: string; oldest: Date | null }>(
      'SELECT count(*) AS count, min(received_at) AS oldest FROM leads WHERE delivered_at IS NULL AND NOT held',
    );
    const oldest = rows[0]?.oldest;
    return { count: Number(rows[0]?.count ?? 0), oldestReceivedAt: oldest ? oldest.toISOString() : undefined };
  }

  /**
   * Claims with a lease, in one short statement, rather than holding the row locked in a
   * transaction while the webhook is called: no connection and no open transaction wait on a
   * third party's server (up to the request timeout each), the pool is not sized by the number of
   * senders, and it works behind a transaction-pooling proxy. SKIP LOCKED lets concurrent
   * claimers pass over a row another is claiming this instant; the lease keeps it from them
   * afterwards. A sender that dies leaves the lease to run out (by the database's clock), and the
   * next claim by any server takes the lead. The lease must outlast one webhook request, or a
   * slow but living sender would share its lead with another.
   */
  async claimUndelivered(leaseMs: number): Promise<OutboxClaim | undefined> {
    const token = randomUUID();
    const { rows } = await this.pool.query<LeadRow>(
      `UPDATE leads SET claim_token = $1, claim_expires_at = now() + $2::double precision * interval '1 millisecond'
       WHERE id = (
         SELECT id FROM leads
         WHERE delivered_at IS NULL AND NOT held AND (claim_expires_at IS NULL OR claim_expires_at < now())
         ORDER BY received_at, seq
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${LEAD_COLUMNS}`,
      [token, leaseMs],
    );
    return rows[0] ? { lead: storedLead(rows[0]), token } : undefined;
  }

  async markDelivered(leadId: string, status: number): Promise<void> {
    await this.pool.query(
      `UPDATE leads SET delivered_at = now(), delivery_status = $2, claim_token = NULL, claim_expires_at = NULL
       WHERE id = $1 AND delivered_at IS NULL`,
      [leadId, status],
    );
  }

  async releaseClaim({ lead, token }: OutboxClaim): Promise<void> {
    await this.pool.query(
      'UPDATE leads SET claim_token = NULL, claim_expires_at = NULL WHERE id = $1 AND claim_token = $2 AND delivered_at IS NULL',
      [lead.id, token],
    );
  }

  async forget({ leadsBefore, heldBefore }: { leadsBefore: Date; heldBefore: Date }): Promise<ForgottenLeads> {
    // `held` is false for a lead released from its hold: it is kept as long as any lead.
    const { rows } = await this.pool.query<{ leads: string; held: string }>(
      `WITH gone AS (
         DELETE FROM leads WHERE (NOT held AND received_at < $1) OR (held AND received_at < $2) RETURNING held
       )
       SELECT count(*) FILTER (WHERE NOT held) AS leads, count(*) FILTER (WHERE held) AS held FROM gone`,
      [leadsBefore, heldBefore],
    );
    await this.pool.query('DELETE FROM intake_post_counts WHERE window_start < $1', [heldBefore]);
    return { leads: Number(rows[0]!.leads), held: Number(rows[0]!.held) };
  }

  async deleteLead(leadId: string): Promise<boolean> {
    if (!isUuid(leadId)) return false;
    const { rowCount } = await this.pool.query('DELETE FROM leads WHERE id = $1', [leadId]);
    return (rowCount ?? 0) > 0;
  }

  async eraseEmail(email: string): Promise<string[]> {
    // The expression matches the index of migration 4.
    const { rows } = await this.pool.query<{ id: string }>(
      `DELETE FROM leads WHERE lower(fields->>'email') = lower($1) RETURNING id`,
      [email.trim()],
    );
    return rows.map((row) => row.id);
  }

  async exportLeads(): Promise<ExportedLead[]> {
    const { rows } = await this.pool.query<ExportRow>(`SELECT ${EXPORT_COLUMNS} FROM leads ORDER BY received_at, seq`);
    return rows.map(exportedLead);
  }

  /** One transaction: a backup is restored whole or not at all. */
  async importLeads(leads: readonly ExportedLead[]): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      // Adds by running servers wait until the import ends, so the store is still empty when it commits.
      await client.query('LOCK TABLE leads IN EXCLUSIVE MODE');
      const { rows } = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM leads) AS any');
      if (rows[0]!.any)
        throw new Error(
          'The lead store already holds leads: a backup is imported only into an empty store. Nothing was imported.',
        );
      // One row at a time, so seq keeps the backup's order for leads of one millisecond.
      for (const lead of leads) {
        await client.query(
          `INSERT INTO leads (id, received_at, fields, source, hold, held, idempotency_key, token_nonce, delivered_at, delivery_status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          importedRow(lead),
        );
      }
    });
  }

  async size(): Promise<StoreSize> {
    const { rows } = await this.pool.query<{ bytes: string }>(
      `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::text AS bytes FROM pg_class c
       WHERE c.relkind = 'r' AND c.relname IN ('leads', 'intake_post_counts', 'intake_secret')`,
    );
    return { bytes: Number(rows[0]!.bytes) };
  }

  /** A real write, rolled back: a database that answers but takes no write (read-only, out of room) is not ready. */
  async ping(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        "INSERT INTO intake_post_counts (client, window_start, posts) VALUES ('readiness-probe', now(), 0) ON CONFLICT DO NOTHING",
      );
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }

  /** Ends the pool once, however often it is called (a site may be closed twice on the way out). */
  async close(): Promise<void> {
    this.closing ??= this.pool.end();
    await this.closing;
  }
}
