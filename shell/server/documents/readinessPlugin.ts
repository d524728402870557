import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerHealth } from '../ops/health';
import { serverBuildProblem } from './serverBuildProblem';

/** The site's probes: not ready while stopping, before a shell is live, when the shell's server build cannot render, or while the lead store is down. */
export const readinessPlugin = fp(
  async (app: FastifyInstance, { serverRendering }: { serverRendering: boolean }) =>
    registerHealth(app, async () => {
      if (app.lifecycle.stopping) return 'shutting down';
      if (app.releases.noShellLive()) return 'no shell release is live yet';
      return (serverRendering ? serverBuildProblem(app.releases.shellDir()) : undefined) ?? (await app.leads.problem());
    }),
  { name: 'site-health', dependencies: ['site-lifecycle', 'site-releases', 'site-leads'] },
);
