/** The embedded lead store: what a LeadStore does, over its files (leadFiles.ts), its outbox (fileOutbox.ts) and its whole rewrites (fileLeadRewrites.ts). */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContactRequest } from 'shared/content/contact';
import { createOnce } from '../storage/durableFiles';
import { exportedLeads, importBackup, removeLeads } from './fileLeadRewrites';
import { FileOutbox } from './fileOutbox';
import { LeadFiles, storedLead, type LeadRecord, type LoadedFiles } from './leadFiles';
import {
  isHeld,
  type AddedLead,
  type AddLeadOptions,
  type ExportedLead,
  type ForgottenLeads,
  type HoldChange,
  type LeadHold,
  type LeadStore,
  type OutboxClaim,
  type StoredLead,
  type WaitingLeads,
  type StoreSize,
} from './leadStore';

/** Either change ends the wait for a challenge's answer. */
function holdChanged({ awaitingChallenge: _awaiting, ...hold }: LeadHold, change: HoldChange): LeadHold {
  if ('release' in change) return { ...hold, releasedAt: new Date().toISOString(), releasedBy: change.release };
  return { ...hold, reasons: [...new Set([...hold.reasons, 'challenge_failed' as const])] };
}

/** Posts counted in one fixed window, per client key. */
interface PostCount {
  windowStart: number;
  count: number;
}

/**
 * The embedded store, for one server: leads live in leads.jsonl and the webhook outbox is every
 * stored lead without a line in deliveries.jsonl. The files only grow, fsynced before anyone is
 * told "done", except when leads are removed: then they are rewritten whole and renamed into
 * place. The idempotency keys and the outbox are kept in memory, loaded from the files on open;
 * of another process writing the same folder only the CLI's releases and removals are picked up,
 * so run one server per data directory (PostgreSQL is the store for more).
 */
/** The intake secret's length, as made: anything shorter was not made here whole. */
const INTAKE_SECRET_BYTES = 32;

/** Below this much room on its disk the store is not ready: a lead, its log line and its delivery record need far less. */
const MIN_FREE_BYTES = 1024 * 1024;

export class FileLeadStore implements LeadStore {
  private readonly files: LeadFiles;
  private readonly firstLeadByKey = new Map<string, StoredLead>();
  /** Every lead's latest state by id, for holds and lookups. */
  private readonly byId = new Map<string, StoredLead>();
  private readonly usedTokenNonces = new Set<string>();
  private readonly postCounts = new Map<string, PostCount>();
  private secret: Promise<Buffer> | undefined;
  private readonly outbox = new FileOutbox();

  private constructor(readonly dataDir: string) {
    this.files = new LeadFiles(dataDir, (loaded) => this.fillMaps(loaded));
  }

  static async open(dataDir: string): Promise<FileLeadStore> {
    const store = new FileLeadStore(dataDir);
    await store.files.load();
    return store;
  }

  private fillMaps({ records, delivered, holds }: LoadedFiles): void {
    for (const map of [this.firstLeadByKey, this.byId, this.usedTokenNonces, this.outbox]) map.clear();
    for (const record of records) {
      const lead = storedLead(record, holds);
      const key = record.idempotencyKey;
      if (key !== undefined && !this.firstLeadByKey.has(key)) this.firstLeadByKey.set(key, lead);
      if (record.tokenNonce !== undefined) this.usedTokenNonces.add(record.tokenNonce);
      this.byId.set(lead.id, lead);
      if (!delivered.has(lead.id) && !isHeld(lead)) this.outbox.set(lead);
    }
    // A lead being sent stays claimed; the claim of a removed lead goes with it.
    this.outbox.dropClaimsOfRemoved();
  }

  get location(): string {
    return this.dataDir;
  }

  add(
    fields: ContactRequest,
    { idempotencyKey, receivedAt = new Date(), source = {}, hold, tokenNonce }: AddLeadOptions = {},
  ): Promise<AddedLead> {
    return this.files.serialized(async (): Promise<AddedLead> => {
      const first = idempotencyKey === undefined ? undefined : this.firstLeadByKey.get(idempotencyKey);
      if (first) return { lead: this.byId.get(first.id) ?? first, created: false };
      const replayed = tokenNonce !== undefined && this.usedTokenNonces.has(tokenNonce);
      const leadHold: LeadHold | undefined = replayed
        ? { reasons: [...new Set([...(hold?.reasons ?? []), 'replayed_token' as const])] }
        : hold;
      const lead: StoredLead = {
        id: randomUUID(),
        receivedAt: receivedAt.toISOString(),
        fields,
        source,
        ...(leadHold ? { hold: leadHold } : {}),
      };
      const record: LeadRecord = { ...lead };
      if (idempotencyKey !== undefined) record.idempotencyKey = idempotencyKey;
      if (tokenNonce !== undefined && !replayed) record.tokenNonce = tokenNonce;
      await this.files.leads.append(record);
      if (idempotencyKey !== undefined) this.firstLeadByKey.set(idempotencyKey, lead);
      if (record.tokenNonce !== undefined) this.usedTokenNonces.add(record.tokenNonce);
      this.byId.set(lead.id, lead);
      if (!isHeld(lead)) this.outbox.set(lead);
      return { lead, created: true };
    });
  }

  async list(): Promise<StoredLead[]> {
    const holds = await this.files.latestHolds();
    return (await this.files.leads.readAll()).reverse().map((record) => storedLead(record, holds));
  }

  async undelivered(): Promise<StoredLead[]> {
    const [delivered, holds] = await Promise.all([this.deliveredIds(), this.files.latestHolds()]);
    return (await this.files.leads.readAll())
      .map((record) => storedLead(record, holds))
      .filter((lead) => !delivered.has(lead.id) && !isHeld(lead));
  }

  updateHold(leadId: string, change: HoldChange): Promise<StoredLead | undefined> {
    return this.files.serialized(async (): Promise<StoredLead | undefined> => {
      const lead = this.byId.get(leadId);
      if (!lead?.hold || !isHeld(lead)) return lead;
      const updated: StoredLead = { ...lead, hold: holdChanged(lead.hold, change) };
      await this.files.holds.append({ leadId, hold: updated.hold! });
      this.byId.set(leadId, updated);
      if (updated.hold?.releasedAt) {
        const delivered = await this.deliveredIds();
        if (!delivered.has(leadId)) this.outbox.set(updated);
      }
      return updated;
    });
  }

  async countPost(client: string, windowMs: number): Promise<number> {
    const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
    const current = this.postCounts.get(client);
    const count = current?.windowStart === windowStart ? current.count + 1 : 1;
    this.postCounts.set(client, { windowStart, count });
    // Windows that have ended are forgotten, so the map holds only the clients of the current one.
    if (this.postCounts.size > 1000)
      for (const [key, value] of this.postCounts) if (value.windowStart < windowStart) this.postCounts.delete(key);
    return count;
  }

  async postsCounted(client: string, windowMs: number): Promise<number> {
    const current = this.postCounts.get(client);
    return current?.windowStart === Math.floor(Date.now() / windowMs) * windowMs ? current.count : 0;
  }

  /** Kept in the data directory, readable by the server's user only, made whole once (createOnce). */
  intakeSecret(): Promise<Buffer> {
    this.secret ??= (async () => {
      const file = path.join(this.dataDir, 'intake-secret');
      const secret = Buffer.from(createOnce(file, randomBytes(32).toString('base64')).trim(), 'base64');
      // An emptied or cut file would sign every form token with a key anyone can guess.
      if (secret.length < INTAKE_SECRET_BYTES)
        throw new Error(
          `${file} holds ${secret.length} bytes of secret, not ${INTAKE_SECRET_BYTES}: remove it and the server makes a new one (form tokens and challenges given out before stop counting)`,
        );
      return secret;
    })();
    return this.secret;
  }

  async hasIdempotencyKey(key: string): Promise<boolean> {
    return this.firstLeadByKey.has(key);
  }

  deliveredIds(): Promise<Set<string>> {
    return this.files.deliveredIds();
  }

  async waiting(): Promise<WaitingLeads> {
    return this.outbox.waiting();
  }

  /**
   * Holds changed by another process (`npm run leads -- release` while the server runs) join the
   * outbox here: the forwarder claims every few seconds, and a look at the file's size is cheap.
   */
  private async pickUpHoldsChangedElsewhere(): Promise<void> {
    if (!(await this.files.holdsChangedSinceSeen())) return;
    const [holds, delivered] = await Promise.all([this.files.latestHolds(), this.deliveredIds()]);
    for (const [leadId, hold] of holds) {
      const lead = this.byId.get(leadId);
      if (!lead) continue;
      const updated = { ...lead, hold };
      this.byId.set(leadId, updated);
      if (!isHeld(updated) && !delivered.has(leadId) && !this.outbox.has(leadId)) this.outbox.set(updated);
    }
  }

  /** The lease is not needed here: the claims live in this process's memory and end with it. */
  async claimUndelivered(_leaseMs: number): Promise<OutboxClaim | undefined> {
    // Through the queue, which first reloads what the CLI rewrote: a lead it deleted is never sent.
    await this.files.serialized(() => this.pickUpHoldsChangedElsewhere());
    return this.outbox.claim();
  }

  /** Through the queue: a reload reading deliveries.jsonl just before this line would put the lead back in the outbox. */
  markDelivered(leadId: string, status: number): Promise<void> {
    return this.files.serialized(async () => {
      await this.files.deliveries.append({ leadId, deliveredAt: new Date().toISOString(), status });
      this.outbox.delivered(leadId);
    });
  }

  async releaseClaim(claim: OutboxClaim): Promise<void> {
    this.outbox.releaseClaim(claim);
  }

  async forget({ leadsBefore, heldBefore }: { leadsBefore: Date; heldBefore: Date }): Promise<ForgottenLeads> {
    const removed = await removeLeads(
      this.files,
      (lead) => Date.parse(lead.receivedAt) < (isHeld(lead) ? heldBefore : leadsBefore).getTime(),
    );
    for (const [client, { windowStart }] of this.postCounts)
      if (windowStart < heldBefore.getTime()) this.postCounts.delete(client);
    const held = removed.filter(isHeld).length;
    return { leads: removed.length - held, held };
  }

  async deleteLead(leadId: string): Promise<boolean> {
    return (await removeLeads(this.files, (lead) => lead.id === leadId)).length > 0;
  }

  async eraseEmail(email: string): Promise<string[]> {
    const address = email.trim().toLowerCase();
    return (await removeLeads(this.files, (lead) => lead.fields.email.toLowerCase() === address)).map(
      (lead) => lead.id,
    );
  }

  exportLeads(): Promise<ExportedLead[]> {
    return exportedLeads(this.files);
  }

  importLeads(leads: readonly ExportedLead[]): Promise<void> {
    return importBackup(this.files, leads);
  }

  async size(): Promise<StoreSize> {
    let bytes = 0;
    for (const entry of await readdir(this.dataDir, { withFileTypes: true }))
      if (entry.isFile()) bytes += (await stat(path.join(this.dataDir, entry.name)).catch(() => ({ size: 0 }))).size;
    const { blocks, bavail, bsize } = await statfs(this.dataDir);
    return { bytes, disk: { bytes: blocks * bsize, freeBytes: bavail * bsize } };
  }

  /**
   * A real write, flushed to the disk, beside the leads (root passes every permission check, so only
   * a write tells a read-only or failing disk), and room on the disk for more than one lead.
   */
  async ping(): Promise<void> {
    const probe = path.join(this.dataDir, '.write-probe');
    await writeFile(probe, 'the readiness check writes here\n', { mode: 0o600, flush: true });
    await rm(probe, { force: true });
    const { bavail, bsize } = await statfs(this.dataDir);
    if (bavail * bsize < MIN_FREE_BYTES)
      throw new Error(`the disk holding ${this.dataDir} has ${bavail * bsize} bytes free (a lead needs up to 64 KB)`);
  }

  async close(): Promise<void> {
    await this.files.close();
  }
}
