import type { Logger } from 'pino';
import { contactFields } from 'shared/content/contact';
import { leadSourceEntries } from 'shared/content/leadSource';
import type { LeadStore, OutboxClaim, StoredLead } from './leadStore';
import { messageOf } from '../ops/messageOf';

export interface ForwarderOptions {
  webhookUrl: string;
  store: LeadStore;
  /** First retry delay; doubles on every consecutive failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  requestTimeoutMs?: number;
  /** How often an idle forwarder asks the store for leads other servers stored or left unsent. */
  pollIntervalMs?: number;
  /** How long a claimed lead is this forwarder's alone; longer than one request, so only a dead sender loses it. */
  claimLeaseMs?: number;
  fetchImpl?: typeof fetch;
  /** Where each forwarded lead and each failed attempt is told, by the lead's id only. */
  log?: Pick<Logger, 'info' | 'warn'>;
  /** Told of each attempt's outcome (the server's metrics count them). */
  onOutcome?: (outcome: 'forwarded' | 'failed') => void;
  /** Once the oldest waiting lead has waited this long (an hour by default), a warning is logged; again after the outbox has caught up. */
  waitingWarnAfterMs?: number;
  /** How often the outbox's oldest lead is looked at for that warning. */
  waitingCheckIntervalMs?: number;
}

/** Waits `ms`, or less if stopped. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

type Attempt = 'sent' | 'nothing_to_send' | 'failed';

/**
 * Sends every stored lead to the owner's workflow webhook, oldest first, as multipart with the
 * same six fields the visitor sent, then where it came from (source_page, source_form,
 * source_referrer, utm_*). Leads held back as spam are not sent until released. The store is the outbox: the forwarder claims one lead at a
 * time from it, so no two forwarders (on the servers sharing a store) send the same lead, and it
 * marks the lead delivered only after the webhook answered 2xx, so an outage or a restart loses
 * nothing and a clean run sends nothing twice. Each request carries the lead id as
 * Idempotency-Key for the receiver (a server dying between the 2xx and the record sends it again).
 */
export class LeadForwarder {
  private readonly stopping = new AbortController();
  private wakeUp: (() => void) | null = null;
  private leadStoredMeanwhile = false;
  private loop: Promise<void> | null = null;
  private consecutiveFailures = 0;
  private waitingCheck: NodeJS.Timeout | undefined;
  private warnedOfWaiting = false;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly requestTimeoutMs: number;
  readonly pollIntervalMs: number;
  readonly claimLeaseMs: number;

  constructor(private readonly options: ForwarderOptions) {
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 5 * 60_000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 5000;
    this.claimLeaseMs = options.claimLeaseMs ?? 60_000;
    if (this.claimLeaseMs <= this.requestTimeoutMs) {
      throw new Error(
        `The claim lease (${this.claimLeaseMs} ms) must be longer than the webhook request timeout (${this.requestTimeoutMs} ms).`,
      );
    }
  }

  /** Starts sending: whatever the outbox holds (e.g. from before a restart), then each lead as it is stored. */
  async start(): Promise<void> {
    this.loop = this.run();
    this.waitingCheck = setInterval(() => void this.warnIfLeadsWait(), this.options.waitingCheckIntervalMs ?? 60_000);
    this.waitingCheck.unref();
  }

  /**
   * A webhook down for days fails quietly: every attempt is retried and nothing is lost, so
   * nobody looks. Past the threshold the log says so, once, with how many wait and since when.
   */
  private async warnIfLeadsWait(): Promise<void> {
    const threshold = this.options.waitingWarnAfterMs ?? 60 * 60_000;
    try {
      const { count, oldestReceivedAt } = await this.options.store.waiting();
      const waitedMs = oldestReceivedAt ? Date.now() - Date.parse(oldestReceivedAt) : 0;
      if (waitedMs < threshold) {
        this.warnedOfWaiting = false;
      } else if (!this.warnedOfWaiting) {
        this.warnedOfWaiting = true;
        this.options.log?.warn(
          { waiting: count, oldestReceivedAt, waitedMinutes: Math.floor(waitedMs / 60_000) },
          'leads are waiting for the webhook: the oldest has not been delivered for longer than LEAD_WAITING_WARN_MS',
        );
      }
    } catch {
      // The outbox could not be read: the forwarding loop logs that already.
    }
  }

  /** Called after a lead was stored on this server, so it goes out now instead of at the next poll. */
  leadStored(): void {
    if (this.wakeUp) this.wakeUp();
    else this.leadStoredMeanwhile = true;
  }

  /** Finishes the request in flight (and records it), then stops. */
  async stop(): Promise<void> {
    clearInterval(this.waitingCheck);
    this.stopping.abort();
    await this.loop;
  }

  retryDelay(failures: number): number {
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.max(0, failures - 1));
  }

  private async run(): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      this.leadStoredMeanwhile = false;
      const attempt = await this.forwardOldest();
      if (attempt === 'nothing_to_send') await this.waitForWork(signal);
      else if (attempt === 'failed') await sleep(this.retryDelay(this.consecutiveFailures), signal);
    }
  }

  private async forwardOldest(): Promise<Attempt> {
    let claim: OutboxClaim | undefined;
    try {
      claim = await this.options.store.claimUndelivered(this.claimLeaseMs);
      if (!claim) return 'nothing_to_send';
      const status = await this.send(claim.lead);
      await this.options.store.markDelivered(claim.lead.id, status);
      this.options.log?.info({ leadId: claim.lead.id, status }, 'lead forwarded');
      this.options.onOutcome?.('forwarded');
      this.consecutiveFailures = 0;
      return 'sent';
    } catch (error) {
      if (claim) await this.options.store.releaseClaim(claim).catch(() => undefined);
      this.consecutiveFailures += 1;
      this.options.onOutcome?.('failed');
      const reason = messageOf(error);
      const retryInMs = this.retryDelay(this.consecutiveFailures);
      if (claim) this.options.log?.warn({ leadId: claim.lead.id, reason, retryInMs }, 'lead not forwarded; retrying');
      else this.options.log?.warn({ reason, retryInMs }, 'outbox could not be read; retrying');
      return 'failed';
    }
  }

  /** Until a lead is stored here, the poll interval has passed, or the forwarder stops. */
  private waitForWork(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (this.leadStoredMeanwhile || signal.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      signal.addEventListener('abort', done, { once: true });
      this.wakeUp = done;
    });
  }

  private async send(lead: StoredLead): Promise<number> {
    const body = new FormData();
    for (const { name } of contactFields) body.append(name, lead.fields[name]);
    // Where it came from, after the six, under the names the form sends them by; absent when not known.
    for (const [name, value] of leadSourceEntries(lead.source)) body.append(name, value);
    const response = await (this.options.fetchImpl ?? fetch)(this.options.webhookUrl, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': lead.id },
      signal: AbortSignal.timeout(this.requestTimeoutMs),
      // A redirect followed would be a GET without the lead, and its 2xx would mark the lead delivered.
      redirect: 'manual',
    });
    await response.body?.cancel();
    if (response.status >= 300 && response.status < 400)
      throw new Error(
        `webhook answered ${response.status}, a redirect, which is not followed: LEAD_WEBHOOK_URL must be the address that takes the post`,
      );
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    return response.status;
  }
}
