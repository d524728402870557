import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContactRequest } from 'shared/content/contact';
import { AppendOnlyLog } from './appendOnlyLog';
import { createOnce } from '../storage/durableFiles';
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
} from './leadStore';

/**
 * A line of leads.jsonl: the lead, the key of the form it came from when the request had one, and
 * its form token's nonce. Lines written before sources were recorded have no source: read as {}.
 */
interface LeadRecord extends Omit<StoredLead, 'source'> {
  source?: StoredLead['source'];
  idempotencyKey?: string;
  tokenNonce?: string;
}

/** A line of holds.jsonl: a lead's hold as it became (released, or its challenge failed); the last line wins. */
interface HoldRecord {
  leadId: string;
  hold: LeadHold;
}

export interface DeliveryRecord {
  leadId: string;
  deliveredAt: string;
  status: number;
}

function storedLead({ id, receivedAt, fields, source = {}, hold }: LeadRecord, holds?: ReadonlyMap<string, LeadHold>): StoredLead {
  const latestHold = holds?.get(id) ?? hold;
  return latestHold ? { id, receivedAt, fields, source, hold: latestHold } : { id, receivedAt, fields, source };
}

/** The leads.jsonl line that restores an exported lead: its hold as it is now, its delivery aside. */
function importedRecord({ delivered: _delivered, ...lead }: ExportedLead): LeadRecord {
  return lead;
}

function exportedLead(record: LeadRecord, holds: ReadonlyMap<string, LeadHold>, deliveries: ReadonlyMap<string, DeliveryRecord>): ExportedLead {
  const lead: ExportedLead = storedLead(record, holds);
  if (record.idempotencyKey !== undefined) lead.idempotencyKey = record.idempotencyKey;
  if (record.tokenNonce !== undefined) lead.tokenNonce = record.tokenNonce;
  const delivery = deliveries.get(record.id);
  if (delivery) lead.delivered = { at: delivery.deliveredAt, status: delivery.status };
  return lead;
}

/** The first delivery of each lead: the one PostgreSQL keeps, so both stores export the same. */
function firstDeliveries(records: readonly DeliveryRecord[]): Map<string, DeliveryRecord> {
  const first = new Map<string, DeliveryRecord>();
  for (const record of records) if (!first.has(record.leadId)) first.set(record.leadId, record);
  return first;
}

/** The edit that drops a removed lead's lines from deliveries.jsonl or holds.jsonl. */
function withoutLeads<T extends { leadId: string }>(leadIds: ReadonlySet<string>) {
  return (records: T[]): T[] | undefined => (records.some((record) => leadIds.has(record.leadId)) ? records.filter((record) => !leadIds.has(record.leadId)) : undefined);
}

/** PostgreSQL refuses a backup with an id, key or nonce twice (unique columns): so does the file store, before writing. */
function assertUnique(leads: readonly ExportedLead[]): void {
  for (const name of ['id', 'idempotencyKey', 'tokenNonce'] as const) {
    const values = leads.flatMap((lead) => (lead[name] === undefined ? [] : [lead[name]]));
    if (new Set(values).size !== values.length) throw new Error(`The backup holds the same ${name} twice: nothing was imported.`);
  }
}

const NOT_EMPTY = 'The lead store already holds leads: a backup is imported only into an empty store. Nothing was imported.';

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
export class FileLeadStore implements LeadStore {
  readonly leads: AppendOnlyLog<LeadRecord>;
  readonly deliveries: AppendOnlyLog<DeliveryRecord>;
  readonly holds: AppendOnlyLog<HoldRecord>;
  private readonly firstLeadByKey = new Map<string, StoredLead>();
  /** Every lead's latest state by id, for holds and lookups. */
  private readonly byId = new Map<string, StoredLead>();
  private readonly usedTokenNonces = new Set<string>();
  private readonly postCounts = new Map<string, PostCount>();
  private secret: Promise<Buffer> | undefined;
  private holdsSizeSeen = -1;
  /**
   * The leads.jsonl the maps were loaded from, kept open so that its inode number is not given to
   * another file: a different number at the path then surely means the file was rewritten.
   */
  private loadedLeadsFile: { handle: number; inode: number } | undefined;
  /** Undelivered leads by id, oldest first (a Map keeps insertion order). */
  private readonly outbox = new Map<string, StoredLead>();
  /** Claim token by lead id. */
  private readonly claims = new Map<string, string>();
  private adding: Promise<unknown> = Promise.resolve();

  private constructor(readonly dataDir: string) {
    this.leads = new AppendOnlyLog(path.join(dataDir, 'leads.jsonl'));
    this.deliveries = new AppendOnlyLog(path.join(dataDir, 'deliveries.jsonl'));
    this.holds = new AppendOnlyLog(path.join(dataDir, 'holds.jsonl'));
  }

  private async latestHolds(): Promise<Map<string, LeadHold>> {
    return new Map((await this.holds.readAll()).map((record) => [record.leadId, record.hold]));
  }

  static async open(dataDir: string): Promise<FileLeadStore> {
    const store = new FileLeadStore(dataDir);
    await store.load();
    return store;
  }

  /** Fills the maps from the files as they are now: on open, and whenever the files were rewritten. */
  private async load(): Promise<void> {
    const handle = openSync(this.leads.filePath, 'r');
    try {
      const holdsSize = await this.holdsSize();
      const [records, delivered, holds] = await Promise.all([this.leads.readAll(), this.deliveredIds(), this.latestHolds()]);
      this.fillMaps(records, delivered, holds);
      this.holdsSizeSeen = holdsSize;
    } catch (error) {
      closeSync(handle);
      throw error;
    }
    this.closeLoadedLeadsFile();
    this.loadedLeadsFile = { handle, inode: fstatSync(handle).ino };
  }

  private fillMaps(records: readonly LeadRecord[], delivered: ReadonlySet<string>, holds: ReadonlyMap<string, LeadHold>): void {
    for (const map of [this.firstLeadByKey, this.byId, this.usedTokenNonces, this.outbox]) map.clear();
    for (const record of records) {
      const lead = storedLead(record, holds);
      const key = record.idempotencyKey;
      if (key !== undefined && !this.firstLeadByKey.has(key)) this.firstLeadByKey.set(key, lead);
      if (record.tokenNonce !== undefined) this.usedTokenNonces.add(record.tokenNonce);
      this.byId.set(lead.id, lead);
      if (!delivered.has(lead.id) && !isHeld(lead)) this.outbox.set(lead.id, lead);
    }
    // A lead being sent stays claimed; the claim of a removed lead goes with it.
    for (const leadId of this.claims.keys()) if (!this.outbox.has(leadId)) this.claims.delete(leadId);
  }

  private closeLoadedLeadsFile(): void {
    if (this.loadedLeadsFile) closeSync(this.loadedLeadsFile.handle);
    this.loadedLeadsFile = undefined;
  }

  /**
   * One change at a time, after reloading what another process (the CLI) rewrote: two requests
   * with the same key (or token) must not both miss the index and both write, nor a reload drop
   * what an add just put in.
   */
  private serialized<T>(change: () => Promise<T>): Promise<T> {
    const result = this.adding.then(async () => {
      await this.reloadIfRewrittenElsewhere();
      return change();
    });
    this.adding = result.catch(() => undefined);
    return result;
  }

  private async reloadIfRewrittenElsewhere(): Promise<void> {
    const inode = await stat(this.leads.filePath).then((file) => file.ino, () => undefined);
    if (inode !== this.loadedLeadsFile?.inode) await this.load();
  }

  get location(): string {
    return this.dataDir;
  }

  add(fields: ContactRequest, { idempotencyKey, receivedAt = new Date(), source = {}, hold, tokenNonce }: AddLeadOptions = {}): Promise<AddedLead> {
    return this.serialized(async (): Promise<AddedLead> => {
      const first = idempotencyKey === undefined ? undefined : this.firstLeadByKey.get(idempotencyKey);
      if (first) return { lead: this.byId.get(first.id) ?? first, created: false };
      const replayed = tokenNonce !== undefined && this.usedTokenNonces.has(tokenNonce);
      const leadHold: LeadHold | undefined = replayed ? { reasons: [...new Set([...(hold?.reasons ?? []), 'replayed_token' as const])] } : hold;
      const lead: StoredLead = { id: randomUUID(), receivedAt: receivedAt.toISOString(), fields, source, ...(leadHold ? { hold: leadHold } : {}) };
      const record: LeadRecord = { ...lead };
      if (idempotencyKey !== undefined) record.idempotencyKey = idempotencyKey;
      if (tokenNonce !== undefined && !replayed) record.tokenNonce = tokenNonce;
      await this.leads.append(record);
      if (idempotencyKey !== undefined) this.firstLeadByKey.set(idempotencyKey, lead);
      if (record.tokenNonce !== undefined) this.usedTokenNonces.add(record.tokenNonce);
      this.byId.set(lead.id, lead);
      if (!isHeld(lead)) this.outbox.set(lead.id, lead);
      return { lead, created: true };
    });
  }

  async list(): Promise<StoredLead[]> {
    const holds = await this.latestHolds();
    return (await this.leads.readAll()).reverse().map((record) => storedLead(record, holds));
  }

  async undelivered(): Promise<StoredLead[]> {
    const [delivered, holds] = await Promise.all([this.deliveredIds(), this.latestHolds()]);
    return (await this.leads.readAll())
      .map((record) => storedLead(record, holds))
      .filter((lead) => !delivered.has(lead.id) && !isHeld(lead));
  }

  updateHold(leadId: string, change: HoldChange): Promise<StoredLead | undefined> {
    return this.serialized(async (): Promise<StoredLead | undefined> => {
      const lead = this.byId.get(leadId);
      if (!lead?.hold || !isHeld(lead)) return lead;
      const updated: StoredLead = { ...lead, hold: holdChanged(lead.hold, change) };
      await this.holds.append({ leadId, hold: updated.hold! });
      this.byId.set(leadId, updated);
      if (updated.hold?.releasedAt) {
        const delivered = await this.deliveredIds();
        if (!delivered.has(leadId)) this.outbox.set(leadId, updated);
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
    if (this.postCounts.size > 1000) for (const [key, value] of this.postCounts) if (value.windowStart < windowStart) this.postCounts.delete(key);
    return count;
  }

  /** Kept in the data directory, readable by the server's user only, made whole once (createOnce). */
  intakeSecret(): Promise<Buffer> {
    this.secret ??= (async () => Buffer.from(createOnce(path.join(this.dataDir, 'intake-secret'), randomBytes(32).toString('base64')).trim(), 'base64'))();
    return this.secret;
  }

  async deliveredIds(): Promise<Set<string>> {
    return new Set((await this.deliveries.readAll()).map((record) => record.leadId));
  }

  async waiting(): Promise<WaitingLeads> {
    const oldest = this.outbox.values().next().value;
    return { count: this.outbox.size, oldestReceivedAt: oldest?.receivedAt };
  }

  private async holdsSize(): Promise<number> {
    return stat(this.holds.filePath).then((file) => file.size, () => 0);
  }

  /**
   * Holds changed by another process (`npm run leads -- release` while the server runs) join the
   * outbox here: the forwarder claims every few seconds, and a look at the file's size is cheap.
   */
  private async pickUpHoldsChangedElsewhere(): Promise<void> {
    const size = await this.holdsSize();
    if (size === this.holdsSizeSeen) return;
    this.holdsSizeSeen = size;
    const [holds, delivered] = await Promise.all([this.latestHolds(), this.deliveredIds()]);
    for (const [leadId, hold] of holds) {
      const lead = this.byId.get(leadId);
      if (!lead) continue;
      const updated = { ...lead, hold };
      this.byId.set(leadId, updated);
      if (!isHeld(updated) && !delivered.has(leadId) && !this.outbox.has(leadId)) this.outbox.set(leadId, updated);
    }
  }

  /** The lease is not needed here: the claims live in this process's memory and end with it. */
  async claimUndelivered(_leaseMs: number): Promise<OutboxClaim | undefined> {
    // Through the queue, which first reloads what the CLI rewrote: a lead it deleted is never sent.
    await this.serialized(() => this.pickUpHoldsChangedElsewhere());
    for (const lead of this.outbox.values()) {
      if (this.claims.has(lead.id)) continue;
      const token = randomUUID();
      this.claims.set(lead.id, token);
      return { lead, token };
    }
    return undefined;
  }

  /** Through the queue: a reload reading deliveries.jsonl just before this line would put the lead back in the outbox. */
  markDelivered(leadId: string, status: number): Promise<void> {
    return this.serialized(async () => {
      await this.deliveries.append({ leadId, deliveredAt: new Date().toISOString(), status });
      this.outbox.delete(leadId);
      this.claims.delete(leadId);
    });
  }

  async releaseClaim({ lead, token }: OutboxClaim): Promise<void> {
    if (this.claims.get(lead.id) === token) this.claims.delete(lead.id);
  }

  async forget({ leadsBefore, heldBefore }: { leadsBefore: Date; heldBefore: Date }): Promise<ForgottenLeads> {
    const removed = await this.removeLeads((lead) => Date.parse(lead.receivedAt) < (isHeld(lead) ? heldBefore : leadsBefore).getTime());
    for (const [client, { windowStart }] of this.postCounts) if (windowStart < heldBefore.getTime()) this.postCounts.delete(client);
    const held = removed.filter(isHeld).length;
    return { leads: removed.length - held, held };
  }

  async deleteLead(leadId: string): Promise<boolean> {
    return (await this.removeLeads((lead) => lead.id === leadId)).length > 0;
  }

  async eraseEmail(email: string): Promise<string[]> {
    const address = email.trim().toLowerCase();
    return (await this.removeLeads((lead) => lead.fields.email.toLowerCase() === address)).map((lead) => lead.id);
  }

  /**
   * Rewrites the files without the leads `doomed` picks (and resolves to them), leads.jsonl first:
   * a crash then leaves delivery and hold lines of no lead, never a delivered lead without its
   * delivery, which would be sent again.
   */
  private removeLeads(doomed: (lead: StoredLead) => boolean): Promise<StoredLead[]> {
    return this.serialized(async () => {
      const holds = await this.latestHolds();
      const isDoomed = (record: LeadRecord) => doomed(storedLead(record, holds));
      const before = await this.leads.rewrite((records) => (records.some(isDoomed) ? records.filter((record) => !isDoomed(record)) : undefined));
      const removed = before.filter(isDoomed).map((record) => storedLead(record, holds));
      if (removed.length === 0) return removed;
      const removedIds = new Set(removed.map((lead) => lead.id));
      await this.deliveries.rewrite(withoutLeads<DeliveryRecord>(removedIds));
      await this.holds.rewrite(withoutLeads<HoldRecord>(removedIds));
      await this.load();
      return removed;
    });
  }

  async exportLeads(): Promise<ExportedLead[]> {
    const [records, holds, deliveries] = await Promise.all([this.leads.readAll(), this.latestHolds(), this.deliveries.readAll()]);
    const delivered = firstDeliveries(deliveries);
    // Stable, so leads of one millisecond keep the order they were stored in, as PostgreSQL's seq does.
    return records.map((record) => exportedLead(record, holds, delivered)).sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt));
  }

  /**
   * Each file written whole and renamed into place, so that a running server sees a new leads.jsonl
   * and loads it; deliveries first, so that a crash before the leads leaves an empty store to import
   * into again, and without the lines of no lead a crash mid-removal may have left.
   */
  importLeads(leads: readonly ExportedLead[]): Promise<void> {
    return this.serialized(async () => {
      assertUnique(leads);
      if ((await this.leads.readAll()).length > 0) throw new Error(NOT_EMPTY);
      const deliveries = leads.flatMap(({ id, delivered }) => (delivered ? [{ leadId: id, deliveredAt: delivered.at, status: delivered.status }] : []));
      await this.deliveries.rewrite(() => deliveries);
      await this.holds.rewrite((records) => (records.length > 0 ? [] : undefined));
      await this.leads.rewrite((records) => {
        if (records.length > 0) throw new Error(NOT_EMPTY);
        return leads.map(importedRecord);
      });
      await this.load();
    });
  }

  async ping(): Promise<void> {
    await access(this.dataDir, constants.W_OK);
  }

  async close(): Promise<void> {
    await this.adding;
    this.closeLoadedLeadsFile();
    for (const log of [this.leads, this.deliveries, this.holds]) log.close();
  }
}
