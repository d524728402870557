import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { RemoteGroup } from 'shared/routes';
import { createApp } from './http/app';
import type { ServerConfig } from './ops/config';
import { registerMetricsEndpoint, type SiteMetrics } from './ops/metrics';
import { previewSecretOf } from './releases/previews';
import { registerReleaseApi } from './releases/releaseApi';
import { judgeCanaryNow } from './fieldData/canaryJudge';
import { createGroupFileServer } from './static/groupFiles';

declare module 'fastify' {
  interface FastifyInstance {
    sideListeners: SideListeners;
  }
}

/** The listeners beside the shell's: each group's files, and the metrics and the release API when they have ports of their own. */
export interface SideListeners {
  remotes: Map<RemoteGroup, FastifyInstance>;
  metricsServer?: FastifyInstance;
  releaseApi?: FastifyInstance;
  listen(): Promise<void>;
}

/** Made once the shell's resources are open; closed by the shell's close, before those resources are freed. */
/** What the release API gives one request (a publish of up to 16 MiB, on a slow CI link). */
const RELEASE_REQUEST_TIMEOUT_MS = 10 * 60_000;

export async function createSideListeners(
  shell: FastifyInstance,
  config: ServerConfig,
  logger: Logger,
  metrics: SiteMetrics,
): Promise<SideListeners> {
  const all: FastifyInstance[] = [];
  // Registered after every resource, so closed first once the shell's own requests have finished.
  shell.addHook('onClose', async () => void (await Promise.all(all.map((listener) => listener.close()))));
  const remotes = new Map<RemoteGroup, FastifyInstance>();
  for (const remote of config.remotes) {
    const server = await createGroupFileServer({
      remote,
      deploys: shell.releases.deploys,
      integrity: shell.releases.integrity,
      logger,
      metrics,
      precompressed: config.precompressed,
      trustProxy: config.trustProxy,
      connectionLimits: config.connectionLimits,
    });
    remotes.set(remote.group, server);
    all.push(server);
  }
  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : createApp(logger.child({ component: 'metrics' }), false, undefined, config.connectionLimits);
  if (metricsServer) {
    all.push(metricsServer);
    registerMetricsEndpoint(metricsServer, metrics, config.metrics.token);
  }
  const registry = shell.registry;
  // A team's upload may take minutes on a slow link: the release API gives a request RELEASE_REQUEST_TIMEOUT_MS.
  const releaseApi =
    config.releaseApi && registry
      ? createApp(logger.child({ component: 'release api' }), false, undefined, {
          ...config.connectionLimits,
          requestTimeoutMs: Math.max(config.connectionLimits.requestTimeoutMs, RELEASE_REQUEST_TIMEOUT_MS),
        })
      : undefined;
  if (releaseApi && registry) {
    all.push(releaseApi);
    registerReleaseApi(releaseApi, registry, {
      allowedOrigins: config.releaseOrigins,
      previewSecret: previewSecretOf(config, registry),
      previewUrl: config.previewUrl,
      // The pages split visitors, on the origin and behind the shipped VCL (docs/deploying.md, "Canaries").
      canariesServed: true,
      canaryJudgment: async () =>
        (await judgeCanaryNow({ registry, store: shell.fieldData, settings: config.canary }))?.judgment,
    });
  }
  return {
    remotes,
    metricsServer,
    releaseApi,
    async listen() {
      for (const remote of config.remotes)
        await remotes.get(remote.group)?.listen({ port: remote.port, host: config.host });
      if (metricsServer && config.metrics.port !== undefined)
        await metricsServer.listen({ port: config.metrics.port, host: config.metrics.host ?? config.host });
      if (releaseApi && config.releaseApi)
        await releaseApi.listen({ port: config.releaseApi.port, host: config.releaseApi.host });
    },
  };
}

/** The listeners beside the shell's, Fastify instances of their own whose lifecycle this plugin owns: made once the shell's resources are open, closed first. */
export const sideListenersPlugin = fp(
  async (app: FastifyInstance, { config, logger }: { config: ServerConfig; logger: Logger }) => {
    app.decorate('sideListeners', await createSideListeners(app, config, logger, app.metrics));
  },
  { name: 'site-side-listeners', dependencies: ['site-releases', 'site-metrics', 'site-field-data'] },
);
