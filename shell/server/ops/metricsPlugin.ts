import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerMetricsEndpoint, SiteMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: SiteMetrics;
  }
}

/**
 * The site's metrics, for every plugin to count in. The gauges read the leads, the releases and the
 * cache purger through their decorations when scraped, never at start: those plugins come later.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'metrics',
      new SiteMetrics({
        // The store is judged as /readyz judges it; without a webhook nothing is meant to go out, so nothing is said to wait.
        waitingLeads: async () => {
          const problem = await app.leads.problem();
          if (problem) throw new Error(problem);
          return app.leads.forwarder ? app.leads.store.waiting() : undefined;
        },
        leadStoreSize: () => app.leads.store.size(),
        liveReleases: () => app.releases.liveReleases(),
        cachePurgesWaiting: () => app.cachePurger?.waiting() ?? [],
      }),
    );
  },
  { name: 'site-metrics' },
);

/** GET /metrics on the site's own port, when a token guards it (METRICS_TOKEN without METRICS_PORT). */
export const metricsEndpointPlugin = fp(
  async (app: FastifyInstance, { token }: { token: string | undefined }) => {
    if (token !== undefined) registerMetricsEndpoint(app, app.metrics, token);
  },
  { name: 'site-metrics-endpoint', dependencies: ['site-metrics'] },
);
