/**
 * What the SQLite lead store (sqliteLeadStore.ts, on the server's thread) asks its worker
 * (sqliteWorker.ts) and what the worker answers, as types only, since the worker runs as written
 * and imports nothing of the repository but types.
 */
import type { HoldChange, LeadHold, StoreSize } from './leadStore';
import type { SqliteMigration } from './sqliteSchema';

/** A lead as the worker reads it: times in milliseconds, the JSON columns as text; sqliteLeadRows.ts makes a StoredLead of it. */
export interface SqliteLeadRow {
  id: string;
  received_at: number;
  fields: string;
  source: string;
  hold: string | null;
}

export interface SqliteExportRow extends SqliteLeadRow {
  idempotency_key: string | null;
  token_nonce: string | null;
  delivered_at: number | null;
  delivery_status: number | null;
}

/** A lead to add, as the worker inserts it. */
export interface SqliteNewLead {
  receivedAt: number;
  fields: string;
  source: string;
  hold: LeadHold | null;
  idempotencyKey: string | null;
  tokenNonce: string | null;
}

/** A lead of a backup, as the worker inserts it. */
export interface SqliteImportRow {
  id: string;
  receivedAt: number;
  fields: string;
  source: string;
  hold: string | null;
  held: 0 | 1;
  idempotencyKey: string | null;
  tokenNonce: string | null;
  deliveredAt: number | null;
  deliveryStatus: number | null;
}

/** Every call the worker answers; each runs whole before the next starts. */
export interface SqliteOperations {
  /** Opens (making the folder and file when missing) and migrates; answers the schema versions it ran. */
  open(dir: string, file: string, migrations: readonly SqliteMigration[]): number[];
  add(lead: SqliteNewLead): { row: SqliteLeadRow; created: boolean };
  list(): SqliteLeadRow[];
  undelivered(): SqliteLeadRow[];
  updateHold(leadId: string, change: HoldChange): SqliteLeadRow | undefined;
  countPost(client: string, windowMs: number): number;
  postsCounted(client: string, windowMs: number): number;
  /** Made now unless there is one; `adopted` is the one made (by another store) when there is none. */
  intakeSecret(adopted?: Uint8Array): Uint8Array;
  deliveredIds(): string[];
  hasIdempotencyKey(key: string): boolean;
  waiting(): { count: number; oldest: number | null };
  size(): StoreSize;
  claimUndelivered(leaseMs: number): { row: SqliteLeadRow; token: string } | undefined;
  markDelivered(leadId: string, status: number): void;
  releaseClaim(leadId: string, token: string): void;
  forget(leadsBefore: number, heldBefore: number): { leads: number; held: number };
  deleteLead(leadId: string): boolean;
  eraseEmail(email: string): string[];
  exportLeads(): SqliteExportRow[];
  importLeads(rows: readonly SqliteImportRow[]): void;
  ping(): void;
  /** Writes the whole write-ahead log into the database file and empties it. */
  checkpoint(): void;
  close(): void;
}

export type SqliteOperation = keyof SqliteOperations;

export interface SqliteRequest<K extends SqliteOperation = SqliteOperation> {
  id: number;
  operation: K;
  args: Parameters<SqliteOperations[K]>;
}

/** The answer to one request, by its id: a value, or the message of the error it threw. */
export type SqliteAnswer = { id: number; value: unknown } | { id: number; error: string };
