import type { ContactRequest } from 'shared/content/contact';
import type { LeadSource } from 'shared/content/leadSource';

/** Why a post was held back from the owner's workflow (shell/server/leads/spamChecks.ts decides). */
export type HoldReason =
  | 'honeypot'
  | 'no_token'
  | 'bad_token'
  | 'replayed_token'
  | 'challenge_failed'
  | 'over_rate_limit'
  | 'fast'
  | 'stale_token'
  | 'links'
  | 'markup';

/**
 * A lead judged spam, or waiting for the browser's answer to a challenge: stored, never
 * forwarded, until it is released (by a solved challenge, or by the owner with `npm run leads -- release`).
 */
export interface LeadHold {
  reasons: HoldReason[];
  /** The form was asked to solve a challenge and may still send the answer. */
  awaitingChallenge?: boolean;
  releasedAt?: string;
  releasedBy?: 'challenge' | 'owner';
}

export interface StoredLead {
  id: string;
  receivedAt: string;
  fields: ContactRequest;
  /** Where it came from; empty for leads stored before sources were recorded. */
  source: LeadSource;
  /** Present when the lead was ever held back. */
  hold?: LeadHold;
}

/** Held back now: quarantined and not released. */
export function isHeld(lead: Pick<StoredLead, 'hold'>): boolean {
  return !!lead.hold && !lead.hold.releasedAt;
}

export interface StoreSize {
  bytes: number;
  /** The disk holding a local store: its size and what is free on it; a database's disk is its own server's. */
  disk?: { bytes: number; freeBytes: number };
}

export interface AddLeadOptions {
  /**
   * The key of one filled-in form (the request's Idempotency-Key): the first lead stored with it
   * is the only one; adding again with the same key stores nothing and returns that first lead.
   */
  idempotencyKey?: string;
  receivedAt?: Date;
  source?: LeadSource;
  /** Stored held back, for these reasons. */
  hold?: Omit<LeadHold, 'releasedAt' | 'releasedBy'>;
  /**
   * The nonce of the form token the post carried: a token serves one lead. A later lead with
   * the same nonce (and another idempotency key) is stored held back as 'replayed_token'.
   */
  tokenNonce?: string;
}

export interface AddedLead {
  lead: StoredLead;
  /** False when the idempotency key was already used: `lead` is the one stored then. */
  created: boolean;
}

export interface ForgottenLeads {
  leads: number;
  held: number;
}

/** One lead in a backup (`npm run leads -- export`): the same for both stores, so a backup moves between them. */
export interface ExportedLead extends StoredLead {
  idempotencyKey?: string;
  tokenNonce?: string;
  /** When the webhook accepted it, and its status; absent when not delivered. */
  delivered?: { at: string; status: number };
}

export type HoldChange = { release: 'challenge' | 'owner' } | { challengeFailed: true };

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
  /** Where the leads are, for people: a folder, or the database's URL without its password. */
  readonly location: string;
  add(fields: ContactRequest, options?: AddLeadOptions): Promise<AddedLead>;
  /** Newest first, held-back ones included. */
  list(): Promise<StoredLead[]>;
  /** Oldest first: the order the owner's workflow should receive them in. Never a held-back lead. */
  undelivered(): Promise<StoredLead[]>;
  /**
   * Changes a lead's hold: releases it (it joins the outbox), or records a failed challenge.
   * Resolves to the lead as it is now, or undefined when there is no such lead.
   */
  updateHold(leadId: string, change: HoldChange): Promise<StoredLead | undefined>;
  /**
   * Counts one post from `client` (an opaque key, never an address) in the fixed window of
   * `windowMs` that holds now, and resolves to the window's count so far; every server sharing
   * the store counts together.
   */
  countPost(client: string, windowMs: number): Promise<number>;
  /** The posts counted from `client` in the window that holds now, counting none. */
  postsCounted(client: string, windowMs: number): Promise<number>;
  /** The secret that signs form tokens and challenges, created once and the same for every server of the store. */
  intakeSecret(): Promise<Buffer>;
  deliveredIds(): Promise<Set<string>>;
  /** Whether a lead was stored under this idempotency key: a post with it again is a retry, not another post. */
  hasIdempotencyKey(key: string): Promise<boolean>;
  /** Counted by the store, without reading every lead. */
  waiting(): Promise<WaitingLeads>;
  /** What the store takes on its disk, and (where the store is a local folder) how much of that disk is free. */
  size(): Promise<StoreSize>;
  /**
   * The oldest undelivered lead that no other sender holds, now held by the caller for `leaseMs`
   * (after that another sender may take it, in case this one died); undefined when none is free.
   */
  claimUndelivered(leaseMs: number): Promise<OutboxClaim | undefined>;
  /** The webhook accepted the lead: it is never claimed again. */
  markDelivered(leadId: string, status: number): Promise<void>;
  /** Sending failed: the lead is free to be claimed again at once. */
  releaseClaim(claim: OutboxClaim): Promise<void>;
  /**
   * The retention rule: removes leads received before `leadsBefore` and held-back posts received
   * before `heldBefore` (held ones are kept for less time), with their deliveries and holds, and
   * post counts of windows that started before `heldBefore`. Resolves to how many of each went.
   */
  forget(cutoffs: { leadsBefore: Date; heldBefore: Date }): Promise<ForgottenLeads>;
  /** A person's request to be forgotten: removes one lead by id. Resolves to whether it was there. */
  deleteLead(leadId: string): Promise<boolean>;
  /** A person's request to be forgotten: removes every lead whose e-mail address is `email` (any letter case). Resolves to their ids. */
  eraseEmail(email: string): Promise<string[]>;
  /** Every lead, held-back ones included, oldest first, with all the store knows of it: for a backup. */
  exportLeads(): Promise<ExportedLead[]>;
  /** Restores a backup into this store, which must hold no lead (it throws otherwise, changing nothing). */
  importLeads(leads: readonly ExportedLead[]): Promise<void>;
  /** Resolves when the store can take a lead now (a real write, undone); rejects with the reason otherwise (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
