import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { defaultCompanyFacts } from 'shared/config';
import { findRoute } from 'shared/routes';
import { cachePurgePlugin } from './documents/cachePurgePlugin';
import { companyFactsPlugin } from './documents/companyFactsPlugin';
import { pageRoutesPlugin } from './documents/pageRoutes';
import { previewRoutesPlugin } from './documents/previewRoutes';
import { readinessPlugin } from './documents/readinessPlugin';
import { rendererPlugin } from './documents/rendering/rendererPlugin';
import { canaryPlugin } from './fieldData/canaryPlugin';
import { fieldDataPlugin } from './fieldData/fieldDataPlugin';
import { createApp } from './http/app';
import { hostGuardPlugin } from './http/hostGuard';
import { requestHostname } from './http/requestHost';
import { securityHeadersPlugin } from './http/securityHeaders';
import { leadsPlugin } from './leads/leadsPlugin';
import type { ServerConfig } from './ops/config';
import { lifecyclePlugin } from './ops/lifecycle';
import { createLogger } from './ops/logging';
import { metricsEndpointPlugin, metricsPlugin } from './ops/metricsPlugin';
import { shellRequestLogPlugin } from './ops/requestLog';
import { releasesPlugin } from './releases/releasesPlugin';
import { shellFilesPlugin } from './static/shellFiles';
import { sideListenersPlugin } from './listeners';
import type { Site } from './site';

export type { Site };

/** Where a person on the preview host finds the live site: this machine's own address beside the default preview host, else the site's. */
const liveAddressBesides = (config: ServerConfig) =>
  new URL(config.previewUrl).hostname === 'preview.localhost' ? `http://localhost:${config.shellPort}` : config.siteUrl;

/**
 * The shell's server and the listeners beside it: a list of named plugins, each reading what it
 * needs from the decorations of those before it and its own slice of the settings. A plugin
 * registered before what it depends on fails at start with Fastify's own message.
 */
export async function createSite(config: ServerConfig, logger: Logger = createLogger(config.log)): Promise<Site> {
  const app = createApp(
    logger,
    config.trustProxy,
    (pathname) => findRoute(pathname) !== undefined,
    config.connectionLimits,
  );
  try {
    await app.register(lifecyclePlugin);
    await app.register(metricsPlugin);
    await app.register(releasesPlugin, {
      config,
      logger,
      liveUrl: liveAddressBesides(config),
      hostnameOf: requestHostname,
    });
    await app.register(hostGuardPlugin, { allowedHosts: config.allowedHosts });
    await app.register(previewRoutesPlugin);
    await app.register(companyFactsPlugin, { file: config.companyFactsFile, defaults: factsDefaults(config), logger });
    await app.register(cachePurgePlugin, { sharedCache: config.sharedCache, logger });
    await app.register(shellRequestLogPlugin);
    await app.register(leadsPlugin, { config: { leads: config.leads }, logger });
    await app.register(fieldDataPlugin, { config: { leads: config.leads, fieldData: config.fieldData } });
    await app.register(canaryPlugin, { config });
    await app.register(rendererPlugin, { config: { rendererSandbox: config.rendererSandbox }, logger });
    await app.register(readinessPlugin, { serverRendering: config.serverRendering });
    await app.register(metricsEndpointPlugin, {
      token: config.metrics.port === undefined ? config.metrics.token : undefined,
    });
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
    await app.register(securityHeadersPlugin);
    await app.register(shellFilesPlugin, { shellDistDir: config.shellDistDir, precompressed: config.precompressed });
    await app.register(pageRoutesPlugin, { config });
    await app.register(sideListenersPlugin, { config, logger });
    await app.ready();
  } catch (error) {
    // What was opened is freed, so the failure is reported and the process ends.
    await app.close();
    throw error;
  }
  return siteOf(app, config, logger);
}

/** The typed facts with what the server's environment sets: the retention periods it applies. */
const factsDefaults = (config: ServerConfig) => ({
  ...defaultCompanyFacts,
  retention: { ...config.leads.retention, fieldDataDays: config.fieldData.retentionDays },
});

/** The running site as main.ts, the scripts, the drill and the tests hold it, from the app's decorations. */
function siteOf(app: FastifyInstance, config: ServerConfig, logger: Logger): Site {
  const listeners = app.sideListeners;
  return {
    shell: app,
    leadStore: app.leads.store,
    fieldDataStore: app.fieldData,
    leadForwarder: app.leads.forwarder,
    remotes: listeners.remotes,
    log: logger,
    metrics: app.metrics,
    metricsServer: listeners.metricsServer,
    releaseApi: listeners.releaseApi,
    releaseRegistry: app.registry,
    cachePurger: app.cachePurger,
    rendererPids: () => app.rendererPool.pids(),
    stopBeingReady: () => void (app.lifecycle.stopping = true),
    async listen() {
      await app.leads.start();
      await app.listen({ port: config.shellPort, host: config.host });
      await listeners.listen();
    },
    close: () => app.close(),
  };
}
