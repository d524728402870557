/**
 * What the intake section's cases share: one set of stand-in builds, lead storage of each kind, a
 * stand-in webhook, and the server processes they start, each undone by the teardown.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startWebhookReceiver } from '../../test-support/leads/leadFixtures';
import {
  createStorage,
  stopTestPostgres,
  type StorageUnderTest,
  type StoreKind,
} from '../../test-support/leads/testStores';
import { writeStandInBuilds } from '../../test-support/fakeBuilds';
import { sharedFixture, type DrillContext } from '../drillCase';
import { SiteServer, type LeadStorage, type SiteServerOptions } from '../siteServer';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** What the section's cases share: one set of stand-in builds, storage of each kind, the servers they start. */
export function intakeFixtures({ teardown }: DrillContext) {
  return {
    builds: sharedFixture(async () => {
      const root = mkdtempSync(path.join(os.tmpdir(), 'drill-intake-'));
      teardown.add(() => rmSync(root, { recursive: true, force: true }));
      return writeStandInBuilds(root);
    }),
    async storage(kind: StoreKind): Promise<StorageUnderTest> {
      // Before the storage's own step, so that it runs after it; again after an interrupting teardown, which may have stopped the server.
      if (kind === 'PostgreSQL') teardown.add(stopTestPostgres);
      const storage = await createStorage(kind);
      teardown.add(() => storage.dispose());
      return storage;
    },
    async receiver(answer: () => number): Promise<WebhookReceiver> {
      const receiver = await startWebhookReceiver({ answer });
      teardown.add(() => receiver.close());
      return receiver;
    },
    async server(options: SiteServerOptions): Promise<SiteServer> {
      const start = SiteServer.start(options);
      teardown.add(async () => (await start.catch(() => undefined))?.stop());
      return start;
    },
  };
}

export type IntakeFixtures = ReturnType<typeof intakeFixtures>;

export const storageOption = (storage: StorageUnderTest): LeadStorage =>
  storage.kind === 'PostgreSQL'
    ? { databaseUrl: storage.address }
    : { dataDir: storage.address, embeddedStore: storage.kind === 'SQLite' ? 'sqlite' : 'files' };
