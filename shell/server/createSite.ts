import compress from '@fastify/compress';
import type { Logger } from 'pino';
import path from 'node:path';
import { defaultCompanyFacts } from 'shared/config';
import { findRoute, isRemoteRoute } from 'shared/routes';
import { CompanyFactsFile } from './documents/companyFactsFile';
import { ALL_DOCUMENTS_KEY, purgeOnChange } from './documents/sharedCache';
import { registerPageRoutes } from './documents/pageRoutes';
import { Renderers } from './documents/renderers';
import { rendererPlugin } from './documents/rendering/rendererPlugin';
import { serverBuildProblem } from './documents/serverBuildProblem';
import { fieldDataPlugin } from './fieldData/fieldDataPlugin';
import { createApp } from './http/app';
import { hostGuard } from './http/hostGuard';
import { requestHostname } from './http/requestHost';
import { registerSecurityHeaders } from './http/securityHeaders';
import { leadsPlugin } from './leads/leadsPlugin';
import { CachePurger } from './ops/cachePurger';
import type { ServerConfig } from './ops/config';
import { registerHealth } from './ops/health';
import { createLogger } from './ops/logging';
import { registerMetricsEndpoint, SiteMetrics } from './ops/metrics';
import { observeEachRequest } from './ops/requestLog';
import { releasesPlugin } from './releases/releasesPlugin';
import { manifestUrl } from './releases/siteReleases';
import { assertBuilt } from './static/assertBuilt';
import { registerShellFiles } from './static/shellFiles';
import { createSideListeners } from './listeners';
import type { Site } from './site';

export type { Site };

/** Where a person on the preview host finds the live site: this machine's own address beside the default preview host, else the site's. */
const liveAddressBesides = (config: ServerConfig) => (new URL(config.previewUrl).hostname === 'preview.localhost' ? `http://localhost:${config.shellPort}` : config.siteUrl);

/** Behind a shared cache, how often the facts file is read with no request (a change reaches the cache within this and a purge). */
const FACTS_POLL_MS = 500;
/** Each purge is sent again this long after, for a page rendered from the old release while the switch was made. */
const PURGE_REPEAT_MS = 1000;

/** The shell's server and the listeners beside it: each group's files, and the metrics and the release API when they have ports of their own. */
export async function createSite(config: ServerConfig, logger: Logger = createLogger(config.log)): Promise<Site> {
  let stopping = false;
  const app = createApp(logger, config.trustProxy, (pathname) => findRoute(pathname) !== undefined);
  const metrics: SiteMetrics = new SiteMetrics({
    // The store is asked as /readyz asks it; without a webhook nothing is meant to go out, so nothing is said to wait.
    waitingLeads: async () => {
      await app.leads.store.ping();
      return app.leads.forwarder ? app.leads.store.waiting() : undefined;
    },
    liveReleases: () => app.releases.liveReleases(),
    cachePurgesWaiting: () => cachePurger?.waiting() ?? [],
  });
  const cachePurger: CachePurger | undefined = config.sharedCache && new CachePurger(config.sharedCache, metrics, logger);
  try {
    await app.register(releasesPlugin, { config, logger, liveUrl: liveAddressBesides(config), hostnameOf: requestHostname });
    const { releases, previews } = app;
    if (!releases.noShellLive()) assertBuilt(path.join(releases.shellDir(), 'index.html'), 'The shell');
    hostGuard(app, { allowedHosts: config.allowedHosts, starting: () => releases.noShellLive(), stopping: () => stopping });
    previews.register(app, logger);
    const companyFacts = new CompanyFactsFile(config.companyFactsFile, logger, { ...defaultCompanyFacts, retention: { ...config.leads.retention, fieldDataDays: config.fieldData.retentionDays } });
    // Every answer, a lead's included, shows the facts in force when it is made.
    app.addHook('onRequest', async () => void companyFacts.current());
    if (cachePurger) {
      const stopPurging = purgeOnChange({ registry: app.registry, releases, companyFacts, purger: cachePurger, log: logger, factsPollMs: FACTS_POLL_MS, repeatAfterMs: PURGE_REPEAT_MS });
      app.addHook('onClose', async () => {
        stopPurging();
        cachePurger.close();
      });
    }
    // A group page's line names the group and the release that served it ('build' outside a deploy directory).
    observeEachRequest(app, 'shell', metrics, (request): Record<string, string> => {
      const route = request.routeOptions.url ? findRoute(request.routeOptions.url) : undefined;
      return route && isRemoteRoute(route) ? { group: route.group, release: releases.releaseLabel(route.group, releases.servingOf(request)) } : {};
    });
    await app.register(leadsPlugin, { config, metrics, logger });
    await app.register(fieldDataPlugin, { config, metrics, isPreview: (request) => previews.wasPreviewing(request), releaseOf: (group) => releases.liveReleaseOf(group) });
    await app.register(rendererPlugin, { config, metrics, logger });
    registerHealth(app, async () => {
      if (stopping) return 'shutting down';
      if (releases.noShellLive()) return 'no shell release is live yet';
      return (config.serverRendering ? serverBuildProblem(releases.shellDir()) : undefined) ?? (await app.leads.problem());
    });
    if (config.metrics.token !== undefined && config.metrics.port === undefined) registerMetricsEndpoint(app, metrics, config.metrics.token);
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
    await registerSecurityHeaders(app, (request) => [...config.remotes.map((remote) => new URL(manifestUrl(remote, requestHostname(request))).origin), ...config.releaseOrigins]);
    await registerShellFiles(app, { releases, previews, root: releases.deploys?.root ?? config.shellDistDir, precompressed: config.precompressed });
    registerPageRoutes(app, { config, releases, previews, companyFacts, renderers: new Renderers(config, releases, app.rendererPool, companyFacts, metrics) });

    const listeners = await createSideListeners(app, config, logger, metrics);
    await app.ready();

    return {
      shell: app,
      leadStore: app.leads.store,
      fieldDataStore: app.fieldData,
      leadForwarder: app.leads.forwarder,
      remotes: listeners.remotes,
      log: logger,
      metrics,
      metricsServer: listeners.metricsServer,
      releaseApi: listeners.releaseApi,
      releaseRegistry: app.registry,
      cachePurger,
      rendererPids: () => app.rendererPool.pids(),
      stopBeingReady: () => void (stopping = true),
      async listen() {
        await app.leads.start();
        await app.listen({ port: config.shellPort, host: config.host });
        await listeners.listen();
        // While this server was down its build, settings or facts may have changed, and the caches cannot know: what they keep is marked out of date.
        if (cachePurger) {
          logger.info({ keys: [ALL_DOCUMENTS_KEY] }, 'this server started: soft-purging the shared caches');
          cachePurger.purge([ALL_DOCUMENTS_KEY], 'soft');
        }
      },
      async close() {
        stopping = true;
        await app.close();
      },
    };
  } catch (error) {
    // What was opened is freed, so the failure is reported and the process ends.
    await app.close();
    throw error;
  }
}
