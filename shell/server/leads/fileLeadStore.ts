import { randomBytes, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, link, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContactRequest } from 'shared/content/contact';
import { AppendOnlyLog } from './appendOnlyLog';
import { syncToDisk } from '../durableFiles';
import { isHeld, type AddedLead, type AddLeadOptions, type HoldChange, type LeadHold, type LeadStore, type OutboxClaim, type StoredLead, type WaitingLeads } from './leadStore';

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

function holdChanged(hold: LeadHold, change: HoldChange): LeadHold {
  if ('release' in change) {
    const { awaitingChallenge: _awaiting, ...rest } = hold;
    return { ...rest, releasedAt: new Date().toISOString(), releasedBy: change.release };
  }
  const { awaitingChallenge: _awaiting, ...rest } = hold;
  return { ...rest, reasons: [...new Set([...rest.reasons, 'challenge_failed' as const])] };
}

/** Posts counted in one fixed window, per client key. */
interface PostCount {
  windowStart: number;
  count: number;
}

/**
 * The embedded store, for one server: leads live in leads.jsonl and the webhook outbox is every
 * stored lead without a line in deliveries.jsonl. Both files only grow, and both are fsynced
 * before anyone is told "done". The idempotency keys and the outbox are kept in memory, loaded
 * from the files on open, so a second process writing the same folder is not seen: run one
 * server per data directory (PostgreSQL is the store for more).
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
    const [records, delivered, holds] = await Promise.all([store.leads.readAll(), store.deliveredIds(), store.latestHolds()]);
    for (const record of records) {
      const lead = storedLead(record, holds);
      const key = record.idempotencyKey;
      if (key !== undefined && !store.firstLeadByKey.has(key)) store.firstLeadByKey.set(key, lead);
      if (record.tokenNonce !== undefined) store.usedTokenNonces.add(record.tokenNonce);
      store.byId.set(lead.id, lead);
      if (!delivered.has(lead.id) && !isHeld(lead)) store.outbox.set(lead.id, lead);
    }
    return store;
  }

  get location(): string {
    return this.dataDir;
  }

  add(fields: ContactRequest, { idempotencyKey, receivedAt = new Date(), source = {}, hold, tokenNonce }: AddLeadOptions = {}): Promise<AddedLead> {
    // One add at a time: two requests with the same key (or token) must not both miss the index and both write.
    const adding = this.adding.then(async (): Promise<AddedLead> => {
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
    this.adding = adding.catch(() => undefined);
    return adding;
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
    const updating = this.adding.then(async (): Promise<StoredLead | undefined> => {
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
    this.adding = updating.catch(() => undefined);
    return updating;
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

  /**
   * Kept in the data directory, readable by the server's user only. Written whole to a file of its
   * own, then linked into place: the link fails if another process got there first, and a crash
   * never leaves a half-written secret behind.
   */
  intakeSecret(): Promise<Buffer> {
    this.secret ??= (async () => {
      const file = path.join(this.dataDir, 'intake-secret');
      const draft = `${file}.${randomUUID()}`;
      await writeFile(draft, randomBytes(32).toString('base64'), { mode: 0o600 });
      syncToDisk(draft);
      try {
        await link(draft, file);
        syncToDisk(this.dataDir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(draft);
      }
      return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    })();
    return this.secret;
  }

  async deliveredIds(): Promise<Set<string>> {
    return new Set((await this.deliveries.readAll()).map((record) => record.leadId));
  }

  async waiting(): Promise<WaitingLeads> {
    const oldest = this.outbox.values().next().value;
    return { count: this.outbox.size, oldestReceivedAt: oldest?.receivedAt };
  }

  /**
   * Holds changed by another process (`npm run leads -- release` while the server runs) join the
   * outbox here: the forwarder claims every few seconds, and a look at the file's size is cheap.
   */
  private async pickUpHoldsChangedElsewhere(): Promise<void> {
    const size = await stat(this.holds.filePath).then((file) => file.size, () => 0);
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
    await this.pickUpHoldsChangedElsewhere();
    for (const lead of this.outbox.values()) {
      if (this.claims.has(lead.id)) continue;
      const token = randomUUID();
      this.claims.set(lead.id, token);
      return { lead, token };
    }
    return undefined;
  }

  async markDelivered(leadId: string, status: number): Promise<void> {
    await this.deliveries.append({ leadId, deliveredAt: new Date().toISOString(), status });
    this.outbox.delete(leadId);
    this.claims.delete(leadId);
  }

  async releaseClaim({ lead, token }: OutboxClaim): Promise<void> {
    if (this.claims.get(lead.id) === token) this.claims.delete(lead.id);
  }

  async ping(): Promise<void> {
    await access(this.dataDir, constants.W_OK);
  }

  async close(): Promise<void> {
    await this.adding;
  }
}
