import type { ContactRequest } from 'shared/content/contact';
import type { LeadStore, StoredLead } from './leadStore';

export interface ForwarderOptions {
  webhookUrl: string;
  store: LeadStore;
  /** First retry delay; doubles on every consecutive failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  requestTimeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Sends every stored lead to the owner's workflow webhook, oldest first, as multipart with the
 * same six fields the visitor sent. The outbox is durable: a lead is marked delivered (fsynced)
 * only after the webhook answered 2xx, so an outage or a restart loses nothing, and a clean
 * run sends nothing twice. Each request carries the lead id as Idempotency-Key for the receiver.
 */
export class LeadForwarder {
  private readonly queue: StoredLead[] = [];
  private readonly stopping = new AbortController();
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private consecutiveFailures = 0;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;

  constructor(private readonly options: ForwarderOptions) {
    this.baseDelayMs = options.baseDelayMs ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 5 * 60_000;
  }

  /** Loads the outbox (leads stored but never delivered, e.g. before a restart) and starts sending. */
  async start(): Promise<void> {
    this.queue.push(...(await this.options.store.undelivered()));
    this.loop = this.run();
  }

  /** Called for each newly stored lead. */
  enqueue(lead: StoredLead): void {
    this.queue.push(lead);
    this.wakeUp?.();
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Finishes the request in flight (and records it), then stops. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.wakeUp?.();
    await this.loop;
  }

  retryDelay(failures: number): number {
    return Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** Math.max(0, failures - 1));
  }

  private async run(): Promise<void> {
    const { signal } = this.stopping;
    while (!signal.aborted) {
      const lead = this.queue[0];
      if (!lead) {
        await new Promise<void>((resolve) => {
          this.wakeUp = resolve;
        });
        this.wakeUp = null;
        continue;
      }
      try {
        const status = await this.send(lead.fields, lead.id);
        await this.options.store.markDelivered(lead.id, status);
        this.queue.shift();
        this.consecutiveFailures = 0;
      } catch (error) {
        this.consecutiveFailures += 1;
        const delay = this.retryDelay(this.consecutiveFailures);
        this.options.log?.(
          `lead ${lead.id} not forwarded (${error instanceof Error ? error.message : String(error)}); retrying in ${delay} ms`,
        );
        await sleep(delay, signal);
      }
    }
  }

  private async send(fields: ContactRequest, leadId: string): Promise<number> {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const response = await (this.options.fetchImpl ?? fetch)(this.options.webhookUrl, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': leadId },
      signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    return response.status;
  }
}
