/** Kept out of leadStore.ts, whose types both stores import, so that no import cycle runs through the stores. */
import type { LeadConfig } from '../ops/config';
import { openEmbeddedStore } from './embeddedStore';
import { FileLeadStore } from './fileLeadStore';
import type { LeadStore } from './leadStore';
import { PostgresLeadStore } from './postgresLeadStore';

/**
 * The configured store: PostgreSQL when LEADS_DATABASE_URL is set, else the data directory's
 * SQLite file (a file log found there imported into it first), or its file log with LEADS_STORE=files.
 */
export async function openLeadStore(
  config: Pick<LeadConfig, 'dataDir' | 'databaseUrl'> & Partial<Pick<LeadConfig, 'embeddedStore'>>,
  log: (message: string) => void = (message) => console.log(`[leads] ${message}`),
): Promise<LeadStore> {
  if (config.databaseUrl) return PostgresLeadStore.open(config.databaseUrl);
  return config.embeddedStore === 'files' ? FileLeadStore.open(config.dataDir) : openEmbeddedStore(config.dataDir, log);
}
