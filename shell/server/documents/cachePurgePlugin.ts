import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { CachePurger } from '../ops/cachePurger';
import type { SharedCacheConfig } from '../ops/config';
import { ALL_DOCUMENTS_KEY, purgeOnChange } from './sharedCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** What purges the shared caches in front, when CACHE_PURGE_URLS names any. */
    cachePurger: CachePurger | undefined;
  }
}

/** Behind a shared cache, how often the facts file is read with no request (a change reaches the cache within this and a purge). */
const FACTS_POLL_MS = 500;
/** Each purge is sent again this long after, for a page rendered from the old release while the switch was made. */
const PURGE_REPEAT_MS = 1000;

/**
 * The shared caches in front purged of what each change made old (sharedCache.ts), and marked out
 * of date once this server listens: while it was down its build, settings or facts may have changed.
 */
export const cachePurgePlugin = fp(
  async (
    app: FastifyInstance,
    { sharedCache, logger }: { sharedCache: SharedCacheConfig | undefined; logger: Logger },
  ) => {
    const purger = sharedCache && new CachePurger(sharedCache, app.metrics, logger);
    app.decorate('cachePurger', purger);
    if (!purger) return;
    const stopPurging = purgeOnChange({
      registry: app.registry,
      releases: app.releases,
      companyFacts: app.companyFacts,
      purger,
      log: logger,
      factsPollMs: FACTS_POLL_MS,
      repeatAfterMs: PURGE_REPEAT_MS,
    });
    app.addHook('onListen', async () => {
      logger.info({ keys: [ALL_DOCUMENTS_KEY] }, 'this server started: soft-purging the shared caches');
      purger.purge([ALL_DOCUMENTS_KEY], 'soft');
    });
    app.addHook('onClose', async () => {
      stopPurging();
      purger.close();
    });
  },
  { name: 'site-cache-purge', dependencies: ['site-metrics', 'site-releases', 'site-company-facts'] },
);
