import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiskReleaseRegistry } from '../../shell/server/releases/diskReleaseRegistry';
import { PostgresReleaseRegistry } from '../../shell/server/releases/postgresReleaseRegistry';
import type { ReleaseRegistry } from '../../shell/server/releases/releaseRegistry';
import { testPostgres } from '../leads/testStores';

export type RegistryKind = 'deploy directory' | 'PostgreSQL';
export const REGISTRY_KINDS: RegistryKind[] = ['deploy directory', 'PostgreSQL'];

/** Empty storage of one kind: a deploy directory, or a database of its own. */
export interface RegistryStorage {
  kind: RegistryKind;
  /** Where it is: the deploy directory or the database URL. */
  address: string;
  /**
   * Opens a registry on it; each call another instance, as another server would, with a cache folder of its own for PostgreSQL.
   * `pollMs` is how often PostgreSQL's is polled in case a notification was missed (the deploy directory's poll is fixed).
   */
  open(options?: { pollMs?: number }): Promise<ReleaseRegistry>;
  /** Closes every registry opened on it and removes its folders. */
  dispose(): Promise<void>;
}

export async function createRegistryStorage(kind: RegistryKind): Promise<RegistryStorage> {
  const opened: ReleaseRegistry[] = [];
  const folders: string[] = [];
  const temporary = (prefix: string) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
  const address =
    kind === 'deploy directory' ? temporary('release-registry-') : await (await testPostgres()).createDatabase();
  return {
    kind,
    address,
    async open(options = {}) {
      const registry =
        kind === 'deploy directory'
          ? new DiskReleaseRegistry(address)
          : await PostgresReleaseRegistry.open(address, { cacheDir: temporary('release-cache-'), ...options });
      opened.push(registry);
      return registry;
    },
    async dispose() {
      await Promise.all(opened.map((registry) => registry.close()));
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}
