import type { ContactRequest } from 'shared/content/contact';

export interface StoredLead {
  id: string;
  receivedAt: string;
  fields: ContactRequest;
}

export interface AddLeadOptions {
  /**
   * The key of one filled-in form (the request's Idempotency-Key): the first lead stored with it
   * is the only one; adding again with the same key stores nothing and returns that first lead.
   */
  idempotencyKey?: string;
  receivedAt?: Date;
}

export interface AddedLead {
  lead: StoredLead;
  /** False when the idempotency key was already used: `lead` is the one stored then. */
  created: boolean;
}

/** The webhook outbox at a glance: how many leads wait, and when the oldest was received. */
export interface WaitingLeads {
  count: number;
  /** Undefined when none waits. */
  oldestReceivedAt?: string;
}

/** A lead handed to one sender for delivery to the webhook. */
export interface OutboxClaim {
  lead: StoredLead;
  /** Proves the claim is still this sender's when it is given back. */
  token: string;
}

/**
 * Where accepted leads live and the webhook outbox that is every lead not yet delivered.
 * `add` resolves only once the lead is durable (fsynced, or committed), so a lead the intake
 * acknowledged is never lost.
 */
export interface LeadStore {
  /** Where the leads are, for people: a folder, or the database's host and name (never its password). */
  readonly location: string;
  add(fields: ContactRequest, options?: AddLeadOptions): Promise<AddedLead>;
  /** Newest first. */
  list(): Promise<StoredLead[]>;
  /** Oldest first: the order the owner's workflow should receive them in. */
  undelivered(): Promise<StoredLead[]>;
  deliveredIds(): Promise<Set<string>>;
  /** Counted by the store, without reading every lead. */
  waiting(): Promise<WaitingLeads>;
  /**
   * The oldest undelivered lead that no other sender holds, now held by the caller for `leaseMs`
   * (after that another sender may take it, in case this one died); undefined when none is free.
   */
  claimUndelivered(leaseMs: number): Promise<OutboxClaim | undefined>;
  /** The webhook accepted the lead: it is never claimed again. */
  markDelivered(leadId: string, status: number): Promise<void>;
  /** Sending failed: the lead is free to be claimed again at once. */
  releaseClaim(claim: OutboxClaim): Promise<void>;
  /** Resolves when the store can take a lead now; rejects with the reason otherwise (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
