import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { ServerConfig } from '../ops/config';
import { openReleaseRegistry } from './openReleaseRegistry';
import { PreviewDesk, previewSecretOf } from './previews';
import { ReleaseIntegrity } from './releaseIntegrity';
import type { ReleaseRegistry } from './releaseRegistry';
import { recordVersionsPublishedBefore } from './releaseService';
import { SiteReleases } from './siteReleases';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where releases are recorded: PostgreSQL, the deploy directory, or none for plain builds. */
    registry: ReleaseRegistry | undefined;
    previews: PreviewDesk;
    releases: SiteReleases;
  }
}

export interface ReleasesOptions {
  config: ServerConfig;
  logger: Logger;
  /** Where a person on the preview host finds the live site. */
  liveUrl: string;
  hostnameOf: (request: FastifyRequest) => string;
}

/** The release registry, open for the app's life, and what it decides: which release serves each request. */
export const releasesPlugin = fp(
  async (app: FastifyInstance, { config, logger, liveUrl, hostnameOf }: ReleasesOptions) => {
    const registry = await openReleaseRegistry(config);
    app.addHook('onClose', async () => {
      await registry?.close();
    });
    // Only a deploy directory can hold versions deployed before releases were recorded.
    if (registry?.deployRoot !== undefined) {
      const recorded = await recordVersionsPublishedBefore(registry);
      if (recorded.length > 0)
        logger.info(
          { releases: recorded },
          `recorded ${recorded.length} versions published before releases were recorded, as found on disk`,
        );
    }
    const deploys = registry?.folders;
    const integrity = registry && new ReleaseIntegrity(registry);
    const previews = new PreviewDesk(
      previewSecretOf(config, registry),
      registry,
      integrity,
      deploys,
      { previewUrl: config.previewUrl, liveUrl, hostnameOf },
      logger,
    );
    app.decorate('registry', registry);
    app.decorate('previews', previews);
    app.decorate('releases', new SiteReleases(config, deploys, integrity, previews, logger));
  },
  { name: 'site-releases' },
);
