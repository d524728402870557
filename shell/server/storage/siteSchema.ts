/**
 * The tables of the site's database (LEADS_DATABASE_URL): the leads, the field samples of real
 * page views, and the intake's post counters and token secret. The lead store and the field data
 * store share the database and so its one schema; the release registry keeps its own.
 */

import type { Pool } from 'pg';
import { migrateSchema, type Migration } from './postgresSchema';

/** Applied in order, each once per database; a released version is never edited, a change is a new version. */
export const LEAD_SCHEMA_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        -- Insertion order, to tell apart leads received in the same millisecond.
        seq bigint GENERATED ALWAYS AS IDENTITY,
        received_at timestamptz NOT NULL,
        fields jsonb NOT NULL,
        idempotency_key text UNIQUE,
        claim_token uuid,
        claim_expires_at timestamptz,
        delivered_at timestamptz,
        delivery_status integer
      );
      CREATE INDEX leads_outbox ON leads (received_at, seq) WHERE delivered_at IS NULL;
    `,
  },
  {
    version: 2,
    // Field data from real page views (shell/server/fieldData): no lead, no person, nothing typed.
    sql: `
      CREATE TABLE field_samples (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        received_at timestamptz NOT NULL,
        kind text NOT NULL,
        name text NOT NULL,
        value double precision,
        route text NOT NULL,
        app_group text NOT NULL,
        release text NOT NULL,
        detail text
      );
      CREATE INDEX field_samples_received ON field_samples (received_at);
    `,
  },
  {
    version: 3,
    // Where each lead came from, the spam checks' hold, the form token a lead used (one lead per
    // token), the posts counted per client and window, and the secret that signs tokens. Held
    // leads are not in the outbox.
    sql: `
      ALTER TABLE leads
        ADD COLUMN source jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN hold jsonb,
        ADD COLUMN held boolean NOT NULL DEFAULT false,
        ADD COLUMN token_nonce text UNIQUE;
      DROP INDEX leads_outbox;
      CREATE INDEX leads_outbox ON leads (received_at, seq) WHERE delivered_at IS NULL AND NOT held;
      CREATE INDEX leads_received ON leads (received_at);
      CREATE TABLE intake_post_counts (
        client text NOT NULL,
        window_start timestamptz NOT NULL,
        posts integer NOT NULL,
        PRIMARY KEY (client, window_start)
      );
      CREATE TABLE intake_secret (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        secret bytea NOT NULL
      );
    `,
  },
  {
    version: 4,
    // A person's request to be forgotten finds their leads by e-mail address, in any letter case.
    sql: `CREATE INDEX leads_email ON leads (lower(fields->>'email'));`,
  },
  {
    version: 5,
    // While a canary runs, the side of the page a field sample came from.
    sql: `ALTER TABLE field_samples ADD COLUMN side text;`,
  },
  {
    version: 6,
    // While a canary runs, the page a field sample came from, so each page's problems count once.
    sql: `ALTER TABLE field_samples ADD COLUMN view_id text;`,
  },
];

/** Any number, the same in every server of this site: the advisory lock that one migrating server holds. */
const MIGRATION_LOCK_ID = 4_711_020_260;

/**
 * Brings the database to the latest schema version in one transaction. The transaction-level
 * advisory lock makes a second server starting at the same moment wait until the first has
 * committed; it then finds every version recorded and runs nothing.
 */
export function migrateLeadSchema(pool: Pool): Promise<number[]> {
  return migrateSchema(pool, {
    table: 'schema_migrations',
    lockId: MIGRATION_LOCK_ID,
    migrations: LEAD_SCHEMA_MIGRATIONS,
  });
}
