import type { Logger } from 'pino';
import type { ForgottenLeads, LeadStore } from './leadStore';
import { messageOf } from '../ops/messageOf';

const DAY_MS = 24 * 60 * 60_000;

export interface LeadRetentionOptions {
  store: LeadStore;
  /** Days leads and held-back posts are kept: the same values /privacy states (shell/server/ops/config.ts). */
  days: { leadDays: number; heldDays: number };
  log: Pick<Logger, 'info' | 'error'>;
  /** How often the rule is applied while the server runs; an hour unless a test says otherwise. */
  intervalMs?: number;
}

/**
 * Applies the retention rule: at start and then every hour, leads older than the lead period and
 * held-back posts older than the (shorter) quarantine period are removed from the store. With
 * several servers on one database each applies it; removing what is already gone removes nothing.
 * Logged by counts only: no lead's content reaches the log.
 */
export class LeadRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: LeadRetentionOptions) {}

  async sweep(now = Date.now()): Promise<ForgottenLeads> {
    const { leadDays, heldDays } = this.options.days;
    const forgotten = await this.options.store.forget({
      leadsBefore: new Date(now - leadDays * DAY_MS),
      heldBefore: new Date(now - heldDays * DAY_MS),
    });
    if (forgotten.leads || forgotten.held)
      this.options.log.info({ ...forgotten, leadDays, heldDays }, 'leads past their retention period removed');
    return forgotten;
  }

  start(): void {
    const sweepSafely = () => {
      this.running = this.sweep().catch((error: unknown) =>
        this.options.log.error(
          { reason: messageOf(error) },
          'the lead retention rule could not be applied; it is tried again later',
        ),
      );
    };
    sweepSafely();
    this.timer = setInterval(sweepSafely, this.options.intervalMs ?? 60 * 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
