/** Kept out of leadStore.ts, whose types both stores import, so that no import cycle runs through the stores. */
import type { LeadConfig } from '../ops/config';
import { FileLeadStore } from './fileLeadStore';
import type { LeadStore } from './leadStore';
import { PostgresLeadStore } from './postgresLeadStore';
import { SqliteLeadStore } from './sqliteLeadStore';

/** The configured store: PostgreSQL when LEADS_DATABASE_URL is set, else the data directory's SQLite file or file log (LEADS_STORE). */
export async function openLeadStore(
  config: Pick<LeadConfig, 'dataDir' | 'databaseUrl'> & Partial<Pick<LeadConfig, 'embeddedStore'>>,
): Promise<LeadStore> {
  if (config.databaseUrl) return PostgresLeadStore.open(config.databaseUrl);
  return config.embeddedStore === 'sqlite' ? SqliteLeadStore.open(config.dataDir) : FileLeadStore.open(config.dataDir);
}
