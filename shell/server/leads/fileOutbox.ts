/** The file store's webhook outbox, in memory: the leads neither delivered nor held back, and this process's claims on them. */
import { randomUUID } from 'node:crypto';
import type { OutboxClaim, StoredLead, WaitingLeads } from './leadStore';

export class FileOutbox {
  /** Undelivered leads by id, oldest first (a Map keeps insertion order). */
  private readonly undelivered = new Map<string, StoredLead>();
  /** Claim token by lead id. */
  private readonly claims = new Map<string, string>();

  has(leadId: string): boolean {
    return this.undelivered.has(leadId);
  }

  /** A lead joins at the end, or keeps its place with its latest state. */
  set(lead: StoredLead): void {
    this.undelivered.set(lead.id, lead);
  }

  /** Emptied before the store refills it from the files; the claims are kept until dropClaimsOfRemoved. */
  clear(): void {
    this.undelivered.clear();
  }

  /** A lead being sent stays claimed; the claim of a removed lead goes with it. */
  dropClaimsOfRemoved(): void {
    for (const leadId of this.claims.keys()) if (!this.undelivered.has(leadId)) this.claims.delete(leadId);
  }

  waiting(): WaitingLeads {
    const oldest = this.undelivered.values().next().value;
    return { count: this.undelivered.size, oldestReceivedAt: oldest?.receivedAt };
  }

  /** The oldest lead no one has claimed, with a new token. */
  claim(): OutboxClaim | undefined {
    for (const lead of this.undelivered.values()) {
      if (this.claims.has(lead.id)) continue;
      const token = randomUUID();
      this.claims.set(lead.id, token);
      return { lead, token };
    }
    return undefined;
  }

  delivered(leadId: string): void {
    this.undelivered.delete(leadId);
    this.claims.delete(leadId);
  }

  releaseClaim({ lead, token }: OutboxClaim): void {
    if (this.claims.get(lead.id) === token) this.claims.delete(lead.id);
  }
}
