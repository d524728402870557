import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ContactRequest } from 'shared/content/contact';
import { AppendOnlyLog } from './appendOnlyLog';

export interface StoredLead {
  id: string;
  receivedAt: string;
  fields: ContactRequest;
}

export interface DeliveryRecord {
  leadId: string;
  deliveredAt: string;
  status: number;
}

/**
 * Leads live in leads.jsonl; the webhook outbox is every stored lead without a line in
 * deliveries.jsonl. Both files only grow, and both are fsynced before anyone is told "done".
 */
export class LeadStore {
  readonly leads: AppendOnlyLog<StoredLead>;
  readonly deliveries: AppendOnlyLog<DeliveryRecord>;

  constructor(readonly dataDir: string) {
    this.leads = new AppendOnlyLog(path.join(dataDir, 'leads.jsonl'));
    this.deliveries = new AppendOnlyLog(path.join(dataDir, 'deliveries.jsonl'));
  }

  async add(fields: ContactRequest, now = new Date()): Promise<StoredLead> {
    const lead: StoredLead = { id: randomUUID(), receivedAt: now.toISOString(), fields };
    await this.leads.append(lead);
    return lead;
  }

  /** Newest first. */
  async list(): Promise<StoredLead[]> {
    return (await this.leads.readAll()).reverse();
  }

  async markDelivered(leadId: string, status: number, now = new Date()): Promise<void> {
    await this.deliveries.append({ leadId, deliveredAt: now.toISOString(), status });
  }

  async deliveredIds(): Promise<Set<string>> {
    return new Set((await this.deliveries.readAll()).map((record) => record.leadId));
  }

  /** Oldest first: the order the owner's workflow should receive them in. */
  async undelivered(): Promise<StoredLead[]> {
    const delivered = await this.deliveredIds();
    return (await this.leads.readAll()).filter((lead) => !delivered.has(lead.id));
  }
}
