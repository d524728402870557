import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { ContactRequest } from 'shared/content/contact';
import { AppendOnlyLog } from './appendOnlyLog';
import type { AddedLead, AddLeadOptions, LeadStore, OutboxClaim, StoredLead, WaitingLeads } from './leadStore';

/** A line of leads.jsonl: the lead, and the key of the form it came from when the request had one. */
interface LeadRecord extends StoredLead {
  idempotencyKey?: string;
}

export interface DeliveryRecord {
  leadId: string;
  deliveredAt: string;
  status: number;
}

function storedLead({ id, receivedAt, fields }: LeadRecord): StoredLead {
  return { id, receivedAt, fields };
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
  private readonly firstLeadByKey = new Map<string, StoredLead>();
  /** Undelivered leads by id, oldest first (a Map keeps insertion order). */
  private readonly outbox = new Map<string, StoredLead>();
  /** Claim token by lead id. */
  private readonly claims = new Map<string, string>();
  private adding: Promise<unknown> = Promise.resolve();

  private constructor(readonly dataDir: string) {
    this.leads = new AppendOnlyLog(path.join(dataDir, 'leads.jsonl'));
    this.deliveries = new AppendOnlyLog(path.join(dataDir, 'deliveries.jsonl'));
  }

  static async open(dataDir: string): Promise<FileLeadStore> {
    const store = new FileLeadStore(dataDir);
    const [records, delivered] = await Promise.all([store.leads.readAll(), store.deliveredIds()]);
    for (const record of records) {
      const lead = storedLead(record);
      const key = record.idempotencyKey;
      if (key !== undefined && !store.firstLeadByKey.has(key)) store.firstLeadByKey.set(key, lead);
      if (!delivered.has(lead.id)) store.outbox.set(lead.id, lead);
    }
    return store;
  }

  get location(): string {
    return this.dataDir;
  }

  add(fields: ContactRequest, { idempotencyKey, receivedAt = new Date() }: AddLeadOptions = {}): Promise<AddedLead> {
    // One add at a time: two requests with the same key must not both miss the index and both write.
    const adding = this.adding.then(async (): Promise<AddedLead> => {
      const first = idempotencyKey === undefined ? undefined : this.firstLeadByKey.get(idempotencyKey);
      if (first) return { lead: first, created: false };
      const lead: StoredLead = { id: randomUUID(), receivedAt: receivedAt.toISOString(), fields };
      await this.leads.append(idempotencyKey === undefined ? lead : { ...lead, idempotencyKey });
      if (idempotencyKey !== undefined) this.firstLeadByKey.set(idempotencyKey, lead);
      this.outbox.set(lead.id, lead);
      return { lead, created: true };
    });
    this.adding = adding.catch(() => undefined);
    return adding;
  }

  async list(): Promise<StoredLead[]> {
    return (await this.leads.readAll()).reverse().map(storedLead);
  }

  async undelivered(): Promise<StoredLead[]> {
    const delivered = await this.deliveredIds();
    return (await this.leads.readAll()).filter((lead) => !delivered.has(lead.id)).map(storedLead);
  }

  async deliveredIds(): Promise<Set<string>> {
    return new Set((await this.deliveries.readAll()).map((record) => record.leadId));
  }

  async waiting(): Promise<WaitingLeads> {
    const oldest = this.outbox.values().next().value;
    return { count: this.outbox.size, oldestReceivedAt: oldest?.receivedAt };
  }

  /** The lease is not needed here: the claims live in this process's memory and end with it. */
  async claimUndelivered(_leaseMs: number): Promise<OutboxClaim | undefined> {
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
