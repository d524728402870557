import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { ServerConfig } from '../../ops/config';
import { RendererPool } from './rendererPool';
import { probeCgroups } from './cgroups';
import { probeSandbox } from './sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    rendererPool: RendererPool;
  }
}

export interface RendererOptions {
  config: Pick<ServerConfig, 'rendererSandbox'>;
  logger: Logger;
}

/**
 * The processes that run teams' server code, inside the sandbox where the host allows it; where it
 * does not, the server says so at every start, or refuses to start (RENDERER_SANDBOX=required).
 * Each renderer reads only the folders of the releases it renders: the leads' folder, the registry
 * and its preview secret least of all. They end when the app closes.
 */
export const rendererPlugin = fp(
  async (app: FastifyInstance, { config, logger }: RendererOptions) => {
    const { metrics } = app;
    const probe = probeSandbox();
    metrics.rendererSandboxed.set(probe.sandbox ? 1 : 0);
    if (!probe.sandbox) {
      if (config.rendererSandbox === 'required')
        throw new Error(`RENDERER_SANDBOX=required, and the renderer cannot be sandboxed here: ${probe.reason}`);
      logger.error(
        { reason: probe.reason },
        `PAGES ARE RENDERED WITHOUT THE SANDBOX: a team's server code is held by Node's permission model alone, which is no security boundary (${probe.reason}). Set RENDERER_SANDBOX=required to refuse to start instead.`,
      );
    }
    const budgets = probeCgroups();
    metrics.rendererBudgeted.set(budgets.host ? 1 : 0);
    if (!budgets.host)
      logger.error(
        { reason: budgets.reason },
        `RENDERERS RUN WITHOUT KERNEL BUDGETS: a team's server code can use memory no rlimit counts, threads and CPU outside any cgroup (${budgets.reason}).`,
      );
    else
      logger.info(
        { cgroupVersion: budgets.host.version },
        `Each renderer runs within its budgets in cgroup v${budgets.host.version}.`,
      );
    const pool = new RendererPool({
      sandbox: probe.sandbox,
      cgroups: budgets.host,
      log: logger.child({ component: 'renderer' }),
      onIncident: ({ kind, group, side }) => metrics.rendererIncidents.inc({ kind, group, side }),
    });
    app.addHook('onClose', () => pool.close());
    app.decorate('rendererPool', pool);
  },
  { name: 'site-renderer', dependencies: ['site-metrics'] },
);
