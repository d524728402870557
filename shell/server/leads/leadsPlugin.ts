import type { FastifyInstance } from 'fastify';
import { messageOf } from '../ops/messageOf';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { ServerConfig } from '../ops/config';
import { LeadForwarder } from './leadForwarder';
import { registerLeadIntake } from './leadIntake';
import { LeadRetention } from './leadRetention';
import type { LeadStore } from './leadStore';
import { openLeadStore } from './openLeadStore';

/** The lead store, and the forwarder that sends its outbox to the webhook when one is set. */
export interface Leads {
  store: LeadStore;
  forwarder?: LeadForwarder;
  /** Starts forwarding and the retention rule; the app's close stops both before the store closes. */
  start(): Promise<void>;
  /** Why the store cannot take a lead now, or undefined: what /readyz asks. */
  problem(): Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: Leads;
  }
}

export interface LeadsOptions {
  config: Pick<ServerConfig, 'leads'>;
  logger: Logger;
}

/** How long a lead that could not be stored keeps the server not ready, whatever the probe says since. */
const FAILED_WRITE_HOLDS_MS = 30_000;
/** How long one write probe's answer stands: /readyz and /metrics are asked often, and anyone may ask /readyz. */
const PROBE_STANDS_MS = 1000;

/**
 * Whether a lead can be stored now: the store's own write probe (ping), and the outcome of the last
 * lead it was given. A lead that failed keeps the server not ready for a while even when the probe
 * passes (it may fail where the probe does not reach), then the probe decides again, so a server
 * taken out of the balancer comes back once its store takes writes.
 */
class LeadStoreHealth {
  private failed: { at: number; reason: string } | undefined;
  private probe: { at: number; result: Promise<string | undefined> } | undefined;

  constructor(private readonly store: LeadStore) {}

  outcome(error: unknown): void {
    if (error === undefined) {
      this.failed = undefined;
      // A lead just stored outweighs a probe that failed before it: the next question probes anew.
      this.probe = undefined;
      return;
    }
    this.failed = { at: Date.now(), reason: messageOf(error) };
    this.probe = undefined;
  }

  async problem(): Promise<string | undefined> {
    if (this.failed && Date.now() - this.failed.at < FAILED_WRITE_HOLDS_MS)
      return `the last lead could not be stored (${this.failed.reason})`;
    if (!this.probe || Date.now() - this.probe.at > PROBE_STANDS_MS)
      this.probe = {
        at: Date.now(),
        result: this.store.ping().then(
          () => undefined,
          (error: unknown) => `the lead store cannot take a lead (${messageOf(error)})`,
        ),
      };
    return this.probe.result;
  }
}

/** POST /api/contact and the stores behind it, open for the app's life and closed after its last request. */
export const leadsPlugin = fp(
  async (app: FastifyInstance, { config, logger }: LeadsOptions) => {
    const { metrics } = app;
    const store = await openLeadStore(config.leads, (message) => logger.info({ component: 'leads' }, message));
    app.addHook('onClose', () => store.close());
    const forwarder = config.leads.webhookUrl
      ? new LeadForwarder({
          webhookUrl: config.leads.webhookUrl,
          store,
          baseDelayMs: config.leads.retryBaseMs,
          maxDelayMs: config.leads.retryMaxMs,
          claimLeaseMs: config.leads.claimLeaseMs,
          log: logger.child({ component: 'lead forwarder' }),
          onOutcome: (outcome) =>
            (outcome === 'forwarded' ? metrics.leadsForwarded : metrics.leadForwardFailures).inc(),
          waitingWarnAfterMs: config.leads.waitingWarnAfterMs,
          waitingCheckIntervalMs: Math.min(60_000, config.leads.waitingWarnAfterMs / 4),
        })
      : undefined;
    const retention = new LeadRetention({
      store,
      days: config.leads.retention,
      log: logger.child({ component: 'lead retention' }),
    });
    app.addHook('onClose', async () => {
      await Promise.all([forwarder?.stop(), retention.stop()]);
    });
    const health = new LeadStoreHealth(store);
    app.decorate('leads', {
      store,
      forwarder,
      async start() {
        retention.start();
        await forwarder?.start();
      },
      problem: () => health.problem(),
    });
    await registerLeadIntake(app, {
      store,
      forwarder,
      rateLimitMax: config.leads.rateLimitMax,
      rateLimitWindowMs: config.leads.rateLimitWindowMs,
      dailyMax: config.leads.dailyMax,
      onStoreOutcome: (error) => health.outcome(error),
      onLeadStored: () => metrics.leadsStored.inc(),
      onLeadHeld: (reasons) => reasons.forEach((reason) => metrics.leadsHeld.inc({ reason })),
    });
  },
  { name: 'site-leads', dependencies: ['site-metrics'] },
);
