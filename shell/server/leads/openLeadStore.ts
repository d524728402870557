/** Kept out of leadStore.ts, whose types both stores import, so that no import cycle runs through the stores. */
import type { LeadConfig } from '../ops/config';
import { FileLeadStore } from './fileLeadStore';
import type { LeadStore } from './leadStore';
import { PostgresLeadStore } from './postgresLeadStore';

/** The configured store: PostgreSQL when LEADS_DATABASE_URL is set, else the file log in the data directory. */
export async function openLeadStore(config: Pick<LeadConfig, 'dataDir' | 'databaseUrl'>): Promise<LeadStore> {
  return config.databaseUrl ? PostgresLeadStore.open(config.databaseUrl) : FileLeadStore.open(config.dataDir);
}
