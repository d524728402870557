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

/** POST /api/contact and the stores behind it, open for the app's life and closed after its last request. */
export const leadsPlugin = fp(
  async (app: FastifyInstance, { config, logger }: LeadsOptions) => {
    const { metrics } = app;
    const store = await openLeadStore(config.leads);
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
    app.decorate('leads', {
      store,
      forwarder,
      async start() {
        retention.start();
        await forwarder?.start();
      },
      problem: () =>
        store.ping().then(
          () => undefined,
          (error: unknown) => `the lead store does not answer (${messageOf(error)})`,
        ),
    });
    await registerLeadIntake(app, {
      store,
      forwarder,
      rateLimitMax: config.leads.rateLimitMax,
      rateLimitWindowMs: config.leads.rateLimitWindowMs,
      onLeadStored: () => metrics.leadsStored.inc(),
      onLeadHeld: (reasons) => reasons.forEach((reason) => metrics.leadsHeld.inc({ reason })),
    });
  },
  { name: 'site-leads', dependencies: ['site-metrics'] },
);
