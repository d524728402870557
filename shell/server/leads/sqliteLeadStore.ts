import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ContactRequest } from 'shared/content/contact';
import { messageOf } from '../ops/messageOf';
import type {
  AddedLead,
  AddLeadOptions,
  ExportedLead,
  ForgottenLeads,
  HoldChange,
  LeadStore,
  OutboxClaim,
  StoredLead,
  StoreSize,
  WaitingLeads,
} from './leadStore';
import { sqliteExportedLead, sqliteImportRow, sqliteStoredLead } from './sqliteLeadRows';
import type { SqliteAnswer, SqliteOperation, SqliteOperations, SqliteRequest } from './sqliteProtocol';
import { SQLITE_LEAD_MIGRATIONS } from './sqliteSchema';

const WORKER_FILE = 'sqliteWorker.ts';
/** The store's one file in its folder, beside its -wal and -shm. */
export const SQLITE_FILE = 'leads.sqlite';

/** How long the readiness check waits for the worker: a frozen disk answers nothing, and a server that cannot store a lead is not ready. */
const PING_TIMEOUT_MS = 5000;

/**
 * Where the worker's code is: compiled beside the server's bundle (scripts/compile-server.ts), or
 * in the sources beside this module (jest, tsx, the CLI), which Node runs through its type
 * stripping, so the worker imports nothing but types.
 */
export function sqliteWorkerScript(moduleDir = __dirname): string {
  const compiled = path.join(moduleDir, 'sqliteWorker.js');
  return existsSync(compiled) ? compiled : path.join(moduleDir, WORKER_FILE);
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The embedded store in one SQLite file, leads.sqlite in its folder, whose every statement runs in
 * a worker thread of its own (sqliteWorker.ts) so that a slow or frozen disk never stops the event
 * loop that serves the site; stores opened on one folder, in this process or others (the CLI
 * beside the server), share leads, counts, secret and claims through SQLite's locking.
 */
export class SqliteLeadStore implements LeadStore {
  private readonly pending = new Map<number, Pending>();
  private nextRequestId = 0;
  /** Why the worker takes no more calls: closed, or stopped. */
  private stopped: Error | undefined;
  private closing: Promise<void> | undefined;
  private secret: Promise<Buffer> | undefined;
  private pinging: Promise<void> | undefined;

  // A worker that stopped is not restarted: the calls waiting on it, every later one and the readiness check fail naming why, so the server is replaced rather than run half-broken.
  private constructor(
    private readonly worker: Worker,
    readonly location: string,
  ) {
    worker.on('message', (answer: SqliteAnswer) => this.settle(answer));
    worker.on('error', (error) => this.stop(`its worker failed: ${error.message}`));
    worker.on('messageerror', (error) =>
      this.stop(`its worker sent an answer that could not be read: ${error.message}`),
    );
    worker.on('exit', (code) => this.stop(`its worker stopped (exit code ${code})`));
    // An idle store keeps no process alive; a call waiting for its answer does (see call()).
    worker.unref();
  }

  /** Opens leads.sqlite in `dir` (made, private to this user, when missing) and migrates its schema to the latest version. */
  static async open(dir: string, file = SQLITE_FILE): Promise<SqliteLeadStore> {
    const worker = new Worker(sqliteWorkerScript(), {
      name: 'sqlite lead store',
      // The worker is a module in a package of no declared type, which Node finds by its syntax and says so each time: expected here.
      execArgv: [...process.execArgv, '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON'],
    });
    const store = new SqliteLeadStore(worker, dir);
    try {
      await store.call('open', path.resolve(dir), file, SQLITE_LEAD_MIGRATIONS);
    } catch (error) {
      await store.worker.terminate();
      throw new Error(`The lead store (${dir}) could not be opened: ${messageOf(error)}`, { cause: error });
    }
    return store;
  }

  private call<K extends SqliteOperation>(
    operation: K,
    ...args: Parameters<SqliteOperations[K]>
  ): Promise<ReturnType<SqliteOperations[K]>> {
    if (this.stopped) return Promise.reject(new Error(this.stopped.message));
    const id = ++this.nextRequestId;
    return new Promise<ReturnType<SqliteOperations[K]>>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.worker.postMessage({ id, operation, args } satisfies SqliteRequest<K>);
      } catch (error) {
        this.takePending(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private takePending(id: number): Pending | undefined {
    const waiting = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    return waiting;
  }

  private settle(answer: SqliteAnswer): void {
    const waiting = this.takePending(answer.id);
    if (!waiting) return;
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.value);
  }

  private stop(reason: string): void {
    this.stopped ??= new Error(`The lead store (${this.location}) cannot be used: ${reason}.`);
    const error = this.stopped;
    for (const id of [...this.pending.keys()]) this.takePending(id)?.reject(new Error(error.message));
  }

  async add(
    fields: ContactRequest,
    { idempotencyKey, receivedAt = new Date(), source = {}, hold, tokenNonce }: AddLeadOptions = {},
  ): Promise<AddedLead> {
    const { row, created } = await this.call('add', {
      receivedAt: receivedAt.getTime(),
      fields: JSON.stringify(fields),
      source: JSON.stringify(source),
      hold: hold ?? null,
      idempotencyKey: idempotencyKey ?? null,
      tokenNonce: tokenNonce ?? null,
    });
    return { lead: sqliteStoredLead(row), created };
  }

  async list(): Promise<StoredLead[]> {
    return (await this.call('list')).map(sqliteStoredLead);
  }

  async undelivered(): Promise<StoredLead[]> {
    return (await this.call('undelivered')).map(sqliteStoredLead);
  }

  async updateHold(leadId: string, change: HoldChange): Promise<StoredLead | undefined> {
    const row = await this.call('updateHold', leadId, change);
    return row ? sqliteStoredLead(row) : undefined;
  }

  countPost(client: string, windowMs: number): Promise<number> {
    return this.call('countPost', client, windowMs);
  }

  postsCounted(client: string, windowMs: number): Promise<number> {
    return this.call('postsCounted', client, windowMs);
  }

  /** Made once in the file and never changed, so kept once read; a failed read is tried again next time. */
  /** Takes another store's secret as its own, so form tokens it signed still count here; refused when this store has one already. */
  async adoptIntakeSecret(secret: Buffer): Promise<void> {
    const kept = await this.call('intakeSecret', secret);
    if (!Buffer.from(kept).equals(secret)) throw new Error(`${this.location} has an intake secret of its own already`);
  }

  intakeSecret(): Promise<Buffer> {
    this.secret ??= this.call('intakeSecret').then(
      (secret) => Buffer.from(secret.buffer, secret.byteOffset, secret.byteLength),
      (error: unknown) => {
        this.secret = undefined;
        throw error;
      },
    );
    return this.secret;
  }

  hasIdempotencyKey(key: string): Promise<boolean> {
    return this.call('hasIdempotencyKey', key);
  }

  async deliveredIds(): Promise<Set<string>> {
    return new Set(await this.call('deliveredIds'));
  }

  async waiting(): Promise<WaitingLeads> {
    const { count, oldest } = await this.call('waiting');
    return { count, oldestReceivedAt: oldest === null ? undefined : new Date(oldest).toISOString() };
  }

  size(): Promise<StoreSize> {
    return this.call('size');
  }

  async claimUndelivered(leaseMs: number): Promise<OutboxClaim | undefined> {
    const claim = await this.call('claimUndelivered', leaseMs);
    return claim ? { lead: sqliteStoredLead(claim.row), token: claim.token } : undefined;
  }

  markDelivered(leadId: string, status: number): Promise<void> {
    return this.call('markDelivered', leadId, status);
  }

  releaseClaim({ lead, token }: OutboxClaim): Promise<void> {
    return this.call('releaseClaim', lead.id, token);
  }

  forget({ leadsBefore, heldBefore }: { leadsBefore: Date; heldBefore: Date }): Promise<ForgottenLeads> {
    return this.call('forget', leadsBefore.getTime(), heldBefore.getTime());
  }

  deleteLead(leadId: string): Promise<boolean> {
    return this.call('deleteLead', leadId);
  }

  eraseEmail(email: string): Promise<string[]> {
    return this.call('eraseEmail', email);
  }

  async exportLeads(): Promise<ExportedLead[]> {
    return (await this.call('exportLeads')).map(sqliteExportedLead);
  }

  /** One transaction in the worker: a backup is restored whole or not at all. */
  async importLeads(leads: readonly ExportedLead[]): Promise<void> {
    await this.call('importLeads', leads.map(sqliteImportRow));
  }

  /** Writes the write-ahead log into leads.sqlite and empties it (each erasure does so by itself). */
  checkpoint(): Promise<void> {
    return this.call('checkpoint');
  }

  /** A real write, committed and removed, within PING_TIMEOUT_MS, where a check made while a probe still waits in the worker waits on that probe rather than queue another. */
  ping(): Promise<void> {
    this.pinging ??= this.call('ping').finally(() => {
      this.pinging = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the lead store's disk did not take a write within ${PING_TIMEOUT_MS} ms`)),
        PING_TIMEOUT_MS,
      );
      timer.unref();
    });
    return Promise.race([this.pinging, deadline]).finally(() => clearTimeout(timer));
  }

  /** Closes the database and ends the worker once, however often it is called; calls after it fail. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.stopped) return;
      try {
        await this.call('close');
      } finally {
        this.stopped ??= new Error(`The lead store (${this.location}) is closed.`);
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }
}
