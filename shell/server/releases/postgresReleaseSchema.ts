import type { Pool } from 'pg';
import { migrateSchema, type Migration } from '../storage/postgresSchema';

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
  {
    version: 3,
    sql: `ALTER TABLE release_live ADD COLUMN canary jsonb;`,
  },
];

/** Any number, the same in every server of this site, and not the lead store's: held by the one server migrating the release tables. */
const MIGRATION_LOCK_ID = 4_711_030_001;

/** The channel a switch or removal is announced on, so every server refreshes at once rather than at its next poll. */
export const CHANGES_CHANNEL = 'release_changes';

/** What the release registry's connections call themselves, in pg_stat_activity. */
export const APPLICATION_NAME = 'cem-site releases';

/** Brings the database to the latest release schema in one transaction; a second server starting meanwhile waits, then runs nothing. */
export function migrateReleaseSchema(pool: Pool): Promise<number[]> {
  return migrateSchema(pool, {
    table: 'release_schema_migrations',
    lockId: MIGRATION_LOCK_ID,
    migrations: RELEASE_SCHEMA_MIGRATIONS,
  });
}
