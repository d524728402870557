import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleLead } from '../../../test-support/leads/leadFixtures';
import { FileLeadStore } from './fileLeadStore';
import { LeadRetention } from './leadRetention';

const DAY_MS = 24 * 60 * 60_000;
let dataDir: string;
let store: FileLeadStore;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lead-retention-'));
  store = await FileLeadStore.open(dataDir);
});

afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('leads past the lead period and held-back posts past the shorter quarantine period go; the log says how many, and nothing of them', async () => {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  await store.add({ ...sampleLead, firstName: 'Old' }, { receivedAt: daysAgo(800) });
  await store.add({ ...sampleLead, firstName: 'Recent' }, { receivedAt: daysAgo(100) });
  await store.add(
    { ...sampleLead, firstName: 'Old spam' },
    { receivedAt: daysAgo(40), hold: { reasons: ['honeypot'] } },
  );
  await store.add(
    { ...sampleLead, firstName: 'New spam' },
    { receivedAt: daysAgo(5), hold: { reasons: ['honeypot'] } },
  );
  const lines: unknown[] = [];
  const retention = new LeadRetention({
    store,
    days: { leadDays: 730, heldDays: 30 },
    log: { info: (...args: unknown[]) => lines.push(args), error: () => undefined },
  });

  expect(await retention.sweep(now)).toEqual({ leads: 1, held: 1 });
  expect((await store.list()).map((lead) => lead.fields.firstName)).toEqual(['New spam', 'Recent']);
  expect(JSON.stringify(lines)).toContain('leads past their retention period removed');
  for (const value of Object.values(sampleLead)) expect(JSON.stringify(lines)).not.toContain(value);
  // Again: nothing more to remove, nothing logged.
  expect(await retention.sweep(now)).toEqual({ leads: 0, held: 0 });
  expect(lines).toHaveLength(1);
});

test('started, it applies the rule at once; stopped, it waits for a sweep in progress', async () => {
  await store.add(sampleLead, { receivedAt: new Date(Date.now() - 1000 * DAY_MS) });
  const retention = new LeadRetention({
    store,
    days: { leadDays: 730, heldDays: 30 },
    log: { info: () => undefined, error: () => undefined },
  });
  retention.start();
  await retention.stop();
  expect(await store.list()).toEqual([]);
});
