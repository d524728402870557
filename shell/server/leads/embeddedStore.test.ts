import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleLead } from '../../../test-support/leads/leadFixtures';
import { openEmbeddedStore } from './embeddedStore';
import { FileLeadStore } from './fileLeadStore';
import type { ExportedLead, LeadStore } from './leadStore';

jest.setTimeout(60_000);

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));

let dataDir: string;
const opened: LeadStore[] = [];
const said: string[] = [];
const log = (message: string) => said.push(message);

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'embedded-store-'));
  said.length = 0;
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(): Promise<LeadStore> {
  const store = await openEmbeddedStore(dataDir, log);
  opened.push(store);
  return store;
}

/** A file log as an older release leaves it: a delivered lead, a held one, one released by the owner, a secret. */
async function olderReleasesFileLog(): Promise<{ leads: ExportedLead[]; secret: Buffer }> {
  const fileLog = await FileLeadStore.open(dataDir);
  try {
    const delivered = await fileLog.add(
      { ...sampleLead, firstName: 'Delivered' },
      { receivedAt: at(1), idempotencyKey: 'k-1' },
    );
    await fileLog.markDelivered(delivered.lead.id, 200);
    await fileLog.add({ ...sampleLead, firstName: 'Held' }, { receivedAt: at(2), hold: { reasons: ['links'] } });
    const released = await fileLog.add(
      { ...sampleLead, firstName: 'Released' },
      { receivedAt: at(3), hold: { reasons: ['fast'] }, tokenNonce: 'nonce-3' },
    );
    await fileLog.updateHold(released.lead.id, { release: 'owner' });
    await fileLog.add({ ...sampleLead, firstName: 'Waiting' }, { receivedAt: at(4), source: { page: '/medical' } });
    return { leads: await fileLog.exportLeads(), secret: await fileLog.intakeSecret() };
  } finally {
    await fileLog.close();
  }
}

const fileLogBytes = () =>
  Object.fromEntries(
    readdirSync(dataDir)
      .filter((file) => file.endsWith('.jsonl') || file === 'intake-secret')
      .map((file) => [file, readFileSync(path.join(dataDir, file), 'utf8')]),
  );

test('the first start imports a file log whole, with its deliveries, holds and secret, says so, and leaves the log as it was', async () => {
  const before = await olderReleasesFileLog();
  const logBefore = fileLogBytes();
  const store = await open();
  expect(await store.exportLeads()).toEqual(before.leads);
  // Form tokens signed before the upgrade still count: the same secret signs them.
  expect(await store.intakeSecret()).toEqual(before.secret);
  expect((await store.undelivered()).map((lead) => lead.fields.firstName)).toEqual(['Released', 'Waiting']);
  expect(said).toEqual([
    expect.stringMatching(/^imported 4 lead\(s\) from the file log \(leads\.jsonl\) into leads\.sqlite in /),
  ]);
  expect(fileLogBytes()).toEqual(logBefore);
  expect(readdirSync(dataDir).filter((file) => file.includes('.import'))).toEqual(['leads.sqlite.import.lock']);
});

test('the import happens once: later starts open the database, whatever the log holds since', async () => {
  await olderReleasesFileLog();
  const first = await open();
  await first.add({ ...sampleLead, firstName: 'After the upgrade' });
  await first.close();
  const fileLog = await FileLeadStore.open(dataDir);
  await fileLog.add({ ...sampleLead, firstName: 'Written by an old server' });
  await fileLog.close();
  said.length = 0;
  const again = await open();
  expect((await again.list()).map((lead) => lead.fields.firstName)).toEqual([
    'After the upgrade',
    'Waiting',
    'Released',
    'Held',
    'Delivered',
  ]);
  expect(said).toEqual([]);
});

test('lines of the log that hold no lead are named in the log, not passed over in silence, and stay in the file', async () => {
  await olderReleasesFileLog();
  const file = path.join(dataDir, 'leads.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n');
  writeFileSync(file, [lines[0], '{garbage', ...lines.slice(1, 3), 'null', ...lines.slice(3)].join('\n'));
  const store = await open();
  expect(await store.list()).toHaveLength(4);
  expect(said).toEqual([
    expect.stringMatching(/^imported 4 lead\(s\)/),
    expect.stringMatching(/^2 line\(s\) of leads\.jsonl held no lead and were not imported \(line 2, 5\): /),
  ]);
  expect(readFileSync(file, 'utf8')).toContain('{garbage');
});

test('a folder with no file log starts an empty database and imports nothing', async () => {
  const store = await open();
  expect(await store.list()).toEqual([]);
  expect(said).toEqual([]);
  expect(existsSync(path.join(dataDir, 'leads.sqlite'))).toBe(true);
});

test('the draft of an import killed midway is started over, and none of its rows are kept', async () => {
  await olderReleasesFileLog();
  writeFileSync(path.join(dataDir, 'leads.sqlite.import'), 'half a database');
  writeFileSync(path.join(dataDir, 'leads.sqlite.import-wal'), 'half a log');
  const store = await open();
  expect(await store.list()).toHaveLength(4);
  expect(existsSync(path.join(dataDir, 'leads.sqlite.import'))).toBe(false);
  expect(existsSync(path.join(dataDir, 'leads.sqlite.import-wal'))).toBe(false);
});

test('a file log that cannot be read fails the start naming the folder, and no database is made', async () => {
  await olderReleasesFileLog();
  // A cut secret: the log's own check refuses it, so the import must stop rather than sign with a guessable key.
  writeFileSync(path.join(dataDir, 'intake-secret'), 'c2hvcnQ=\n');
  await expect(open()).rejects.toThrow(
    `The file log in ${dataDir} (leads.jsonl) could not be imported into leads.sqlite; nothing was changed: `,
  );
  expect(readdirSync(dataDir).filter((file) => file.startsWith('leads.sqlite') && !file.endsWith('.lock'))).toEqual([]);
});

test('the server and the CLI starting at once on a folder to import import it once, and both see it', async () => {
  await olderReleasesFileLog();
  const script = `
    const { openEmbeddedStore } = require(${JSON.stringify(path.join(__dirname, 'embeddedStore'))});
    openEmbeddedStore(process.argv[1], (message) => console.log(message)).then(async (store) => {
      console.log('leads ' + (await store.list()).length);
      await store.close();
    });`;
  const runs = await Promise.all(
    [1, 2].map(
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(path.join(__dirname, '../../../node_modules/.bin/tsx'), ['-e', script, dataDir], {
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('error', reject);
          child.on('exit', () => resolve(output));
        }),
    ),
  );
  expect(runs.join('').match(/^imported 4 lead/gm)).toHaveLength(1);
  expect(runs.map((output) => output.match(/^leads \d+$/m)?.[0])).toEqual(['leads 4', 'leads 4']);
});
