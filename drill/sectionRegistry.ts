import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PostgresReleaseRegistry } from 'site-server';
import { stopTestPostgres, testPostgres } from '../test-support/leads/testStores';
import type { Teardown } from './drillCase';

export interface SectionRegistry {
  /** The section's own temporary folder. */
  root: string;
  databaseUrl: string;
  /** The drill's own handle on the release registry its servers share. */
  registry: PostgresReleaseRegistry;
}

/**
 * What a section with a fleet starts from: a folder of its own, a database on the throwaway
 * PostgreSQL server, and the release registry in it, each undone by the teardown.
 */
export async function sectionRegistry(teardown: Teardown, section: string): Promise<SectionRegistry> {
  const root = mkdtempSync(path.join(os.tmpdir(), `drill-${section}-`));
  teardown.add(() => rmSync(root, { recursive: true, force: true }));
  // Before the database's own steps, so that it runs after them.
  teardown.add(stopTestPostgres);
  const databaseUrl = await (await testPostgres()).createDatabase();
  const registry = await PostgresReleaseRegistry.open(databaseUrl, { cacheDir: path.join(root, 'drill-cache') });
  teardown.add(() => registry.close());
  return { root, databaseUrl, registry };
}
