/**
 * The tables of the SQLite lead store (leads.sqlite), as PostgreSQL's (storage/siteSchema.ts) so
 * that a backup moves between the stores, with every time in integer milliseconds since the epoch
 * so that times sort and compare as numbers; data only, handed to the worker (sqliteWorker.ts),
 * which applies them when the store opens.
 */

/** One step of the schema, applied once per database file. */
export interface SqliteMigration {
  version: number;
  sql: string;
}

/** Applied in order, each once per file; a released version is never edited, a change is a new version. */
export const SQLITE_LEAD_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    // STRICT, so a value of the wrong type is refused rather than stored as whatever it is.
    sql: `
      CREATE TABLE leads (
        -- Insertion order, to tell apart leads received in the same millisecond; never reused after a delete.
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        received_at INTEGER NOT NULL,
        fields TEXT NOT NULL CHECK (json_valid(fields)),
        source TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(source)),
        hold TEXT CHECK (hold IS NULL OR json_valid(hold)),
        held INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1)),
        idempotency_key TEXT UNIQUE,
        token_nonce TEXT UNIQUE,
        claim_token TEXT,
        claim_expires_at INTEGER,
        delivered_at INTEGER,
        delivery_status INTEGER
      ) STRICT;
      -- The webhook outbox, oldest first: what a claim and the waiting count read.
      CREATE INDEX leads_outbox ON leads (received_at, seq) WHERE delivered_at IS NULL AND held = 0;
      -- The retention rule removes by age.
      CREATE INDEX leads_received ON leads (received_at);
      -- A person's request to be forgotten finds their leads by e-mail address, in any letter case.
      CREATE INDEX leads_email ON leads (lower(fields ->> 'email'));
      CREATE TABLE intake_post_counts (
        client TEXT NOT NULL,
        window_start INTEGER NOT NULL,
        posts INTEGER NOT NULL,
        PRIMARY KEY (client, window_start)
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE intake_secret (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        secret BLOB NOT NULL
      ) STRICT;
    `,
  },
];
