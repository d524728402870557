import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileLeadStore } from '../../shell/server/leads/fileLeadStore';
import type { LeadStore } from '../../shell/server/leads/leadStore';
import { PostgresLeadStore } from '../../shell/server/leads/postgresLeadStore';
import { SqliteLeadStore } from '../../shell/server/leads/sqliteLeadStore';
import { startTestPostgres, type TestPostgres } from './testPostgres';

export type StoreKind = 'file log' | 'PostgreSQL' | 'SQLite';
export const STORE_KINDS: StoreKind[] = ['file log', 'PostgreSQL', 'SQLite'];

/** The kinds kept in a folder of their own (removed by dispose), rather than in a database server. */
const inFolder = (kind: StoreKind) => kind !== 'PostgreSQL';

async function openStore(kind: StoreKind, address: string): Promise<LeadStore> {
  if (kind === 'file log') return FileLeadStore.open(address);
  if (kind === 'SQLite') return SqliteLeadStore.open(address);
  return PostgresLeadStore.open(address);
}

let postgres: Promise<TestPostgres> | undefined;

/** One server per test file (jest gives each file its own modules), started when first needed. */
export function testPostgres(): Promise<TestPostgres> {
  postgres ??= startTestPostgres();
  return postgres;
}

/** For the test file's afterAll. */
export async function stopTestPostgres(): Promise<void> {
  const started = postgres;
  postgres = undefined;
  await (await started?.catch(() => undefined))?.stop();
}

/** Empty storage of one kind: a data directory (the file log's, SQLite's), or a database of its own. */
export interface StorageUnderTest {
  kind: StoreKind;
  /** Where it is: the data directory or the database URL. */
  address: string;
  /** Opens a store on it; each call another instance, as another server would. */
  open(): Promise<LeadStore>;
  /** Closes every store opened on it and removes a data directory. */
  dispose(): Promise<void>;
}

export async function createStorage(kind: StoreKind): Promise<StorageUnderTest> {
  const opened: LeadStore[] = [];
  const address = inFolder(kind)
    ? mkdtempSync(path.join(os.tmpdir(), 'lead-store-'))
    : await (await testPostgres()).createDatabase();
  return {
    kind,
    address,
    async open() {
      const store = await openStore(kind, address);
      opened.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(opened.map((store) => store.close()));
      if (inFolder(kind)) rmSync(address, { recursive: true, force: true });
    },
  };
}
