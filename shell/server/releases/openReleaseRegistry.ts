import type { ServerConfig } from '../ops/config';
import { DiskReleaseRegistry } from './diskReleaseRegistry';
import { PostgresReleaseRegistry } from './postgresReleaseRegistry';
import type { ReleaseRegistry } from './releaseRegistry';

/** The registry the configuration names: PostgreSQL for a fleet, the deploy directory for one machine, or none (plain builds). */
export async function openReleaseRegistry(
  config: Pick<ServerConfig, 'releasesDatabase' | 'deployDir'>,
): Promise<ReleaseRegistry | undefined> {
  if (config.releasesDatabase)
    return PostgresReleaseRegistry.open(config.releasesDatabase.url, { cacheDir: config.releasesDatabase.cacheDir });
  if (config.deployDir) return new DiskReleaseRegistry(config.deployDir);
  return undefined;
}
