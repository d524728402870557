/**
 * Whether every stored lead reached the webhook exactly once: waits for the store's outbox to
 * empty and the receiver to hold every lead, then checks what it received.
 */
import type { LeadStore, StoredLead } from 'site-server';
import { deliveryProblems, failureOf } from '../leadChecks';
import { DRILL_CLAIM_LEASE_MS } from '../siteServer';
import { sleep, type WebhookReceiver } from './fixtures';

/**
 * Past the claim lease of the drill's servers: a lead the killed server had claimed for sending
 * waits that long before another server may send it.
 */
export const DELIVERY_DEADLINE_MS = DRILL_CLAIM_LEASE_MS + 30_000;
/** A second sending of a lead would come after the first was recorded: the time given for one to show. */
const DUPLICATE_GRACE_MS = 500;

const deliveredIds = (receiver: WebhookReceiver) =>
  receiver.received.map((delivery) => String(delivery.headers['idempotency-key']));

/** Waits until the store's outbox is empty and the receiver has every stored lead, or the deadline; resolves to the time taken. */
async function deliveriesSettled(reader: LeadStore, receiver: WebhookReceiver, storedIds: string[]): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < DELIVERY_DEADLINE_MS) {
    const delivered = new Set(deliveredIds(receiver));
    if ((await reader.undelivered()).length === 0 && storedIds.every((id) => delivered.has(id))) {
      await sleep(DUPLICATE_GRACE_MS);
      break;
    }
    await sleep(100);
  }
  return Date.now() - started;
}

/** Checks the deliveries and, passing, says how they went. */
export async function deliveryVerdict(
  reader: LeadStore,
  receiver: WebhookReceiver,
  stored: StoredLead[],
): Promise<{ seconds: string; delivered: number }> {
  const storedIds = stored.map((lead) => lead.id);
  const waited = await deliveriesSettled(reader, receiver, storedIds);
  const delivered = deliveredIds(receiver);
  const failure = failureOf(deliveryProblems(storedIds, delivered));
  if (failure)
    throw new Error(
      `${failure.message} (${delivered.length} deliveries for ${storedIds.length} stored leads after ${(waited / 1000).toFixed(1)} s)`,
    );
  return { seconds: (waited / 1000).toFixed(1), delivered: delivered.length };
}
