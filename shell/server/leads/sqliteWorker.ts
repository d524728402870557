/**
 * The SQLite lead store's worker thread, the only place leads.sqlite is opened, so that a slow or
 * frozen disk stalls this thread and never the event loop that serves the site; it runs as written
 * through Node's type stripping, so it holds erasable TypeScript only (no enum, no parameter
 * property) and imports nothing of the repository but types.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { accessSync, chmodSync, chownSync, constants, existsSync, mkdirSync, statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort } from 'node:worker_threads';
import type { HoldChange, HoldReason, LeadHold, StoreSize } from './leadStore';
import type {
  SqliteAnswer,
  SqliteExportRow,
  SqliteImportRow,
  SqliteLeadRow,
  SqliteOperations,
  SqliteRequest,
} from './sqliteProtocol';
import type { SqliteMigration } from './sqliteSchema';

/** What SQLite adds beside the database in WAL mode: the log and its shared-memory index. */
const SIDE_FILES = ['-wal', '-shm'];
/** How long a statement waits for another process's (or another store's) write to end before it fails. */
const BUSY_TIMEOUT_MS = 10_000;
/** Below this much room on its disk the store is not ready, as for the file store. */
const MIN_FREE_BYTES = 1024 * 1024;
const INTAKE_SECRET_BYTES = 32;
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

const LEAD_COLUMNS = 'id, received_at, fields, source, hold';
const EXPORT_COLUMNS = `${LEAD_COLUMNS}, idempotency_key, token_nonce, delivered_at, delivery_status`;

let database: DatabaseSync | undefined;
let folder = '';
let fileName = '';
const statements = new Map<string, StatementSync>();

function db(): DatabaseSync {
  if (!database) throw new Error('the lead store is closed');
  return database;
}

/** Prepared once per connection: the calls repeat the same few statements. */
function statement(sql: string): StatementSync {
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db().prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}

const get = <T>(sql: string, ...values: SQLInputValue[]) => statement(sql).get(...values) as T | undefined;
const all = <T>(sql: string, ...values: SQLInputValue[]) => statement(sql).all(...values) as T[];
const run = (sql: string, ...values: SQLInputValue[]) => statement(sql).run(...values);

/**
 * Runs `work` in one transaction that holds the write lock from its start (BEGIN IMMEDIATE): what
 * it reads cannot change before it writes, in this store or in any other process on the file.
 */
function write<T>(work: () => T): T {
  db().exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db().exec('COMMIT');
    return result;
  } catch (error) {
    if (db().isTransaction) db().exec('ROLLBACK');
    throw error;
  }
}

/** Gives a file or folder this process owns its private mode, taking group's and others' access away. */
function keepPrivate(target: string, mode: number): void {
  const { mode: current, uid } = statSync(target);
  if ((current & 0o777) !== mode && (process.getuid === undefined || uid === process.getuid())) chmodSync(target, mode);
}

function databaseFile(): string {
  return path.join(folder, fileName);
}

/**
 * Writes the whole log into the database file and cuts the log to nothing, so that rows just
 * removed (zeroed in the file by secure_delete) leave no older copy in the log, unless a reader in
 * another process keeps it from finishing, when the next erasure or the last close does.
 */
function checkpoint(): void {
  db().exec('PRAGMA wal_checkpoint(TRUNCATE)');
}

function migrate(migrations: readonly SqliteMigration[]): number[] {
  return write(() => {
    db().exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL) STRICT',
    );
    const applied = new Set(
      all<{ version: number }>('SELECT version FROM schema_migrations').map((row) => row.version),
    );
    const ran: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      db().exec(migration.sql);
      run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', migration.version, Date.now());
      ran.push(migration.version);
    }
    return ran;
  });
}

function changedHold({ awaitingChallenge: _awaiting, ...hold }: LeadHold, change: HoldChange): LeadHold {
  if ('release' in change) return { ...hold, releasedAt: new Date().toISOString(), releasedBy: change.release };
  return { ...hold, reasons: [...new Set<HoldReason>([...hold.reasons, 'challenge_failed'])] };
}

const windowStartOf = (windowMs: number) => Math.floor(Date.now() / windowMs) * windowMs;

/** Makes the folder and the file private, opens it in WAL mode and migrates it; the worker's one connection. */
function openDatabase(migrations: readonly SqliteMigration[]): number[] {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
  keepPrivate(folder, PRIVATE_FOLDER);
  const file = databaseFile();
  const created = !existsSync(file);
  if (!created) keepPrivate(file, PRIVATE_FILE);
  // Only SQLite opens the file: closing any other descriptor of it would drop the locks another store in this process holds on it.
  database = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS, enableForeignKeyConstraints: true, defensive: true });
  // Made by SQLite just now under the process's umask, and still empty: private before the first byte is written.
  if (created) {
    chmodSync(file, PRIVATE_FILE);
    // A CLI run as root makes the file the folder owner's, so the server can still write it; SQLite gives the log and index the file's owner.
    if (process.getuid?.() === 0) {
      const { uid, gid } = statSync(folder);
      chownSync(file, uid, gid);
    }
  }
  const { journal_mode: mode } = get<{ journal_mode: string }>('PRAGMA journal_mode = WAL')!;
  if (mode !== 'wal') throw new Error(`SQLite could not keep ${file} in WAL mode (it is in ${mode} mode)`);
  // A commit is on the disk when it returns: `add` resolves only once the lead is durable.
  db().exec('PRAGMA synchronous = FULL');
  // Removed rows are overwritten with zeros, so an erased person is gone from the file, not only unlinked.
  db().exec('PRAGMA secure_delete = ON');
  db().exec('PRAGMA foreign_keys = ON');
  // A bounded page cache, in kibibytes (negative), whatever the database's page size.
  db().exec('PRAGMA cache_size = -8192');
  const ran = migrate(migrations);
  // SQLite makes them with the database's mode; ones an older run left open are closed here.
  for (const suffix of SIDE_FILES) if (existsSync(file + suffix)) keepPrivate(file + suffix, PRIVATE_FILE);
  return ran;
}

/**
 * Why a store could not be opened, in the operator's terms: a read-only disk, a folder the
 * server's user may not write, or a full disk, named by the nearest folder that exists; SQLite's
 * own words ("database or disk is full") and a recursive mkdir's (ENOENT on a read-only disk) name neither.
 */
function whyNotOpened(error: unknown): Error {
  const said = error instanceof Error ? error.message : String(error);
  let existing = folder;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  try {
    accessSync(existing, constants.W_OK);
  } catch (access) {
    const code = (access as NodeJS.ErrnoException).code;
    if (code === 'EROFS') return new Error(`${existing} is on a read-only file system (${said})`);
    if (code === 'EACCES' || code === 'EPERM')
      return new Error(`the server's user may not write in ${existing} (${said})`);
  }
  try {
    const { bavail, bsize } = statfsSync(existing);
    if (bavail * bsize < MIN_FREE_BYTES)
      return new Error(`the disk holding ${existing} is full: ${bavail * bsize} bytes free (${said})`);
  } catch {
    // No figure to add: SQLite's own words stand.
  }
  return error instanceof Error ? error : new Error(said);
}

const operations: SqliteOperations = {
  open(dir, name, migrations) {
    folder = dir;
    fileName = name;
    try {
      return openDatabase(migrations);
    } catch (error) {
      if (database?.isOpen) database.close();
      throw whyNotOpened(error);
    }
  },

  add({ receivedAt, fields, source, hold, idempotencyKey, tokenNonce }) {
    return write(() => {
      if (idempotencyKey !== null) {
        const first = get<SqliteLeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE idempotency_key = ?`, idempotencyKey);
        if (first) return { row: first, created: false };
      }
      // A token that served another lead already: this one is kept, held back, and does not claim the nonce.
      const replayed =
        tokenNonce !== null && get<{ one: number }>('SELECT 1 AS one FROM leads WHERE token_nonce = ?', tokenNonce);
      const leadHold: LeadHold | null = replayed
        ? { reasons: [...new Set<HoldReason>([...(hold?.reasons ?? []), 'replayed_token'])] }
        : hold;
      const row = get<SqliteLeadRow>(
        `INSERT INTO leads (id, received_at, fields, source, hold, held, idempotency_key, token_nonce)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${LEAD_COLUMNS}`,
        randomUUID(),
        receivedAt,
        fields,
        source,
        leadHold ? JSON.stringify(leadHold) : null,
        leadHold ? 1 : 0,
        idempotencyKey,
        replayed ? null : tokenNonce,
      )!;
      return { row, created: true };
    });
  },

  list() {
    return all<SqliteLeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY received_at DESC, seq DESC`);
  },

  undelivered() {
    return all<SqliteLeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads WHERE delivered_at IS NULL AND held = 0 ORDER BY received_at, seq`,
    );
  },

  updateHold(leadId, change) {
    return write(() => {
      const current = get<SqliteLeadRow & { held: number }>(
        `SELECT ${LEAD_COLUMNS}, held FROM leads WHERE id = ?`,
        leadId,
      );
      if (!current) return undefined;
      const { held, ...row } = current;
      // Released once is released: a second change finds it not held and changes nothing.
      if (!held || row.hold === null) return row;
      const hold = changedHold(JSON.parse(row.hold) as LeadHold, change);
      return get<SqliteLeadRow>(
        `UPDATE leads SET hold = ?, held = ? WHERE id = ? RETURNING ${LEAD_COLUMNS}`,
        JSON.stringify(hold),
        hold.releasedAt ? 0 : 1,
        leadId,
      );
    });
  },

  countPost(client, windowMs) {
    return write(
      () =>
        get<{ posts: number }>(
          `INSERT INTO intake_post_counts (client, window_start, posts) VALUES (?, ?, 1)
           ON CONFLICT (client, window_start) DO UPDATE SET posts = posts + 1 RETURNING posts`,
          client,
          windowStartOf(windowMs),
        )!.posts,
    );
  },

  postsCounted(client, windowMs) {
    return (
      get<{ posts: number }>(
        'SELECT posts FROM intake_post_counts WHERE client = ? AND window_start = ?',
        client,
        windowStartOf(windowMs),
      )?.posts ?? 0
    );
  },

  intakeSecret(adopted) {
    const { secret } = write(() => {
      run(
        'INSERT INTO intake_secret (id, secret) VALUES (1, ?) ON CONFLICT DO NOTHING',
        adopted ?? randomBytes(INTAKE_SECRET_BYTES),
      );
      return get<{ secret: Uint8Array }>('SELECT secret FROM intake_secret WHERE id = 1')!;
    });
    // A cut secret would sign every form token with a key anyone can guess.
    if (secret.length < INTAKE_SECRET_BYTES)
      throw new Error(
        `${databaseFile()} holds ${secret.length} bytes of intake secret, not ${INTAKE_SECRET_BYTES}: delete the row of intake_secret and the server makes a new one (form tokens and challenges given out before stop counting)`,
      );
    return secret;
  },

  hasIdempotencyKey(key) {
    return get<{ one: number }>('SELECT 1 AS one FROM leads WHERE idempotency_key = ?', key) !== undefined;
  },

  deliveredIds() {
    return all<{ id: string }>('SELECT id FROM leads WHERE delivered_at IS NOT NULL').map((row) => row.id);
  },

  waiting() {
    // Both from the outbox index.
    return get<{ count: number; oldest: number | null }>(
      'SELECT count(*) AS count, min(received_at) AS oldest FROM leads WHERE delivered_at IS NULL AND held = 0',
    )!;
  },

  size(): StoreSize {
    const file = databaseFile();
    let bytes = 0;
    for (const name of [file, ...SIDE_FILES.map((suffix) => file + suffix)])
      bytes += statSync(name, { throwIfNoEntry: false })?.size ?? 0;
    const { blocks, bavail, bsize } = statfsSync(folder);
    return { bytes, disk: { bytes: blocks * bsize, freeBytes: bavail * bsize } };
  },

  /**
   * A lease by this thread's clock, as PostgreSQL's by the database's, taken under the write lock,
   * so that two stores claiming at once take turns and each sees the other's claim.
   */
  claimUndelivered(leaseMs) {
    return write(() => {
      const now = Date.now();
      const token = randomUUID();
      const row = get<SqliteLeadRow>(
        `UPDATE leads SET claim_token = ?, claim_expires_at = ?
         WHERE id = (
           SELECT id FROM leads
           WHERE delivered_at IS NULL AND held = 0 AND (claim_expires_at IS NULL OR claim_expires_at < ?)
           ORDER BY received_at, seq
           LIMIT 1
         )
         RETURNING ${LEAD_COLUMNS}`,
        token,
        now + leaseMs,
        now,
      );
      return row ? { row, token } : undefined;
    });
  },

  markDelivered(leadId, status) {
    write(() =>
      run(
        `UPDATE leads SET delivered_at = ?, delivery_status = ?, claim_token = NULL, claim_expires_at = NULL
         WHERE id = ? AND delivered_at IS NULL`,
        Date.now(),
        status,
        leadId,
      ),
    );
  },

  releaseClaim(leadId, token) {
    write(() =>
      run(
        'UPDATE leads SET claim_token = NULL, claim_expires_at = NULL WHERE id = ? AND claim_token = ? AND delivered_at IS NULL',
        leadId,
        token,
      ),
    );
  },

  forget(leadsBefore, heldBefore) {
    // A lead released from its hold is not `held`: it is kept as long as any lead.
    const gone = write(() => {
      const removed = all<{ held: number }>(
        'DELETE FROM leads WHERE (held = 0 AND received_at < ?) OR (held = 1 AND received_at < ?) RETURNING held',
        leadsBefore,
        heldBefore,
      );
      run('DELETE FROM intake_post_counts WHERE window_start < ?', heldBefore);
      return removed;
    });
    if (gone.length > 0) checkpoint();
    const held = gone.filter((row) => row.held).length;
    return { leads: gone.length - held, held };
  },

  deleteLead(leadId) {
    const { changes } = write(() => run('DELETE FROM leads WHERE id = ?', leadId));
    if (changes) checkpoint();
    return changes > 0;
  },

  eraseEmail(email) {
    // The expression matches the leads_email index; addresses are ASCII (the form's rule), which SQLite's lower() folds whole.
    const gone = write(() =>
      all<{ id: string }>("DELETE FROM leads WHERE lower(fields ->> 'email') = lower(?) RETURNING id", email.trim()),
    );
    if (gone.length > 0) checkpoint();
    return gone.map((row) => row.id);
  },

  exportLeads() {
    return all<SqliteExportRow>(`SELECT ${EXPORT_COLUMNS} FROM leads ORDER BY received_at, seq`);
  },

  /** One transaction holding the write lock: a backup is restored whole or not at all, into a store that stays empty until it commits. */
  importLeads(rows: readonly SqliteImportRow[]) {
    write(() => {
      if (get<{ one: number }>('SELECT 1 AS one FROM leads LIMIT 1'))
        throw new Error(
          'The lead store already holds leads: a backup is imported only into an empty store. Nothing was imported.',
        );
      // One row at a time, so seq keeps the backup's order for leads of one millisecond.
      for (const lead of rows)
        run(
          `INSERT INTO leads (id, received_at, fields, source, hold, held, idempotency_key, token_nonce, delivered_at, delivery_status)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          lead.id,
          lead.receivedAt,
          lead.fields,
          lead.source,
          lead.hold,
          lead.held,
          lead.idempotencyKey,
          lead.tokenNonce,
          lead.deliveredAt,
          lead.deliveryStatus,
        );
    });
  },

  /** A real write committed to the disk and then removed, since only a write that reaches it tells a read-only or failing disk, and room on the disk for more than one lead. */
  ping() {
    const probe = ['readiness-probe', Date.now()] as const;
    write(() =>
      run(
        'INSERT INTO intake_post_counts (client, window_start, posts) VALUES (?, ?, 0) ON CONFLICT DO NOTHING',
        ...probe,
      ),
    );
    write(() => run('DELETE FROM intake_post_counts WHERE client = ? AND window_start = ?', ...probe));
    const { bavail, bsize } = statfsSync(folder);
    if (bavail * bsize < MIN_FREE_BYTES)
      throw new Error(`the disk holding ${folder} has ${bavail * bsize} bytes free (a lead needs up to 64 KB)`);
  },

  checkpoint,

  /** The last connection to close writes the log into the file and removes it. */
  close() {
    statements.clear();
    if (database?.isOpen) database.close();
    database = undefined;
  },
};

function answer(request: SqliteRequest): SqliteAnswer {
  try {
    const operation = operations[request.operation] as (...args: unknown[]) => unknown;
    return { id: request.id, value: operation(...request.args) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

if (!parentPort)
  throw new Error("sqliteWorker.ts runs as the SQLite lead store's worker thread, started by sqliteLeadStore.ts");
const port = parentPort;
port.on('message', (request: SqliteRequest) => port.postMessage(answer(request)));
