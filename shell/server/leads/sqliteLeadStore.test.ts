import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { sampleLead } from '../../../test-support/leads/leadFixtures';
import { createStorage, type StorageUnderTest } from '../../../test-support/leads/testStores';
import type { LeadStore } from './leadStore';
import { SqliteLeadStore, sqliteWorkerScript } from './sqliteLeadStore';
import { SQLITE_LEAD_MIGRATIONS } from './sqliteSchema';

jest.setTimeout(60_000);

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
const modeOf = (target: string) => statSync(target).mode & 0o777;
const databaseFile = (dir: string) => path.join(dir, 'leads.sqlite');

let tmpRoot: string;
const storages: StorageUnderTest[] = [];
const stores: SqliteLeadStore[] = [];

beforeEach(() => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'sqlite-lead-store-'));
});

afterEach(async () => {
  await Promise.all([...stores.splice(0).map((store) => store.close()), ...storages.splice(0).map((s) => s.dispose())]);
  rmSync(tmpRoot, { recursive: true, force: true });
});

async function openStore(dir: string): Promise<SqliteLeadStore> {
  const store = await SqliteLeadStore.open(dir);
  stores.push(store);
  return store;
}

async function storage(kind: 'SQLite' | 'file log'): Promise<StorageUnderTest> {
  const created = await createStorage(kind);
  storages.push(created);
  return created;
}

/** Reads the file as the test's own connection, briefly, on this thread. */
function query<T>(dir: string, sql: string, ...values: (string | number | Uint8Array)[]): T[] {
  const database = new DatabaseSync(databaseFile(dir), { timeout: 10_000 });
  try {
    return database.prepare(sql).all(...values) as T[];
  } finally {
    database.close();
  }
}

/**
 * Another connection to the file, on a thread of its own, that takes the write lock and keeps it
 * for `holdMs`: every write of a store waits inside SQLite meanwhile, as on a disk that has frozen.
 */
async function holdWriteLock(dir: string, holdMs: number): Promise<{ released: Promise<void> }> {
  const holder = new Worker(
    `const { DatabaseSync } = require('node:sqlite');
     const { parentPort, workerData } = require('node:worker_threads');
     const database = new DatabaseSync(workerData.file);
     database.exec('BEGIN IMMEDIATE');
     parentPort.postMessage('locked');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
     database.exec('COMMIT');
     database.close();`,
    { eval: true, workerData: { file: databaseFile(dir), holdMs } },
  );
  await new Promise((resolve, reject) => {
    holder.once('message', resolve);
    holder.once('error', reject);
  });
  const released = new Promise<void>((resolve, reject) => {
    holder.once('exit', () => resolve());
    holder.once('error', reject);
  });
  return { released };
}

describe('the SQLite lead store', () => {
  test("its folder is its user's alone (0700) and so are leads.sqlite and its log and index (0600), whatever the umask, also where an older run left them open", async () => {
    const dir = path.join(tmpRoot, 'data', 'leads');
    const umask = process.umask(0o000);
    try {
      const store = await openStore(dir);
      await store.add(sampleLead);
      await store.intakeSecret();
      expect(modeOf(dir)).toBe(0o700);
      for (const file of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm'])
        expect([file, modeOf(path.join(dir, file))]).toEqual([file, 0o600]);
      await store.close();

      chmodSync(dir, 0o755);
      chmodSync(databaseFile(dir), 0o644);
      const reopened = await openStore(dir);
      await reopened.add(sampleLead);
      expect(modeOf(dir)).toBe(0o700);
      for (const file of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm'])
        expect([file, modeOf(path.join(dir, file))]).toEqual([file, 0o600]);
    } finally {
      process.umask(umask);
    }
  });

  test("an erased person's address is nowhere in the bytes of leads.sqlite or its log once erased and checkpointed", async () => {
    const dir = path.join(tmpRoot, 'leads');
    const store = await openStore(dir);
    const server = await openStore(dir);
    const erased = 'Forget.Me-Please@Erasure.Test';
    const kept = 'keep-me@northwind.test';
    // Read by another process: closing a descriptor of the file here would drop the locks the stores hold on it.
    const timesIn = (address: string) =>
      execFileSync('cat', ['leads.sqlite', 'leads.sqlite-wal'], { cwd: dir })
        .toString('latin1')
        .toLowerCase()
        .split(address.toLowerCase()).length - 1;
    for (let lead = 0; lead < 20; lead++) {
      await server.add({ ...sampleLead, email: kept, projectDetails: `kept lead ${lead}` });
      await server.add({ ...sampleLead, email: lead % 2 ? erased : erased.toLowerCase() }, { tokenNonce: `n-${lead}` });
    }
    await store.checkpoint();
    // The bytes are searched where the address would be: the check sees it before the erasure.
    expect(timesIn(erased)).toBeGreaterThan(0);

    expect(await store.eraseEmail(erased.toUpperCase())).toHaveLength(20);
    // The erasure checkpoints by itself; the owner's checkpoint after it finds nothing more to do.
    expect(timesIn(erased)).toBe(0);
    await store.checkpoint();
    expect(timesIn(erased)).toBe(0);
    expect(timesIn(kept)).toBeGreaterThan(0);
    expect((await server.list()).map((lead) => lead.fields.email)).toEqual(Array(20).fill(kept));
  });

  test('a backup of the file log imports into SQLite and exports from it equal, and back into a file log', async () => {
    const fileLog = await (await storage('file log')).open();
    const source = {
      page: '/contact',
      form: 'hero' as const,
      referrerHost: 'www.google.com',
      utm: { utm_source: 'x' },
    };
    const delivered = (
      await fileLog.add(
        { ...sampleLead, firstName: 'Delivered' },
        { receivedAt: at(1), idempotencyKey: 'form-1', tokenNonce: 'nonce-1', source },
      )
    ).lead;
    await fileLog.add({ ...sampleLead, firstName: 'Waiting 😀' }, { receivedAt: at(2), idempotencyKey: 'form-2' });
    await fileLog.add({ ...sampleLead, firstName: 'Held' }, { receivedAt: at(3), hold: { reasons: ['honeypot'] } });
    const released = (
      await fileLog.add(
        { ...sampleLead, firstName: 'Released' },
        { receivedAt: at(4), hold: { reasons: ['fast'], awaitingChallenge: true } },
      )
    ).lead;
    await fileLog.add({ ...sampleLead, firstName: 'Same minute' }, { receivedAt: at(4), tokenNonce: 'nonce-2' });
    await fileLog.markDelivered(delivered.id, 202);
    await fileLog.updateHold(released.id, { release: 'owner' });
    const backup = await fileLog.exportLeads();

    const sqlite = await (await storage('SQLite')).open();
    await sqlite.importLeads(backup);
    const exported = await sqlite.exportLeads();
    expect(exported).toEqual(backup);
    expect(await sqlite.list()).toEqual(await fileLog.list());
    expect(await sqlite.undelivered()).toEqual(await fileLog.undelivered());
    expect(await sqlite.waiting()).toEqual(await fileLog.waiting());
    expect(await sqlite.deliveredIds()).toEqual(new Set([delivered.id]));
    expect(await sqlite.add(sampleLead, { idempotencyKey: 'form-2' })).toMatchObject({ created: false });
    expect((await sqlite.add(sampleLead, { tokenNonce: 'nonce-1' })).lead.hold).toEqual({
      reasons: ['replayed_token'],
    });

    const roundTrip = await (await storage('file log')).open();
    await roundTrip.importLeads(exported);
    expect(await roundTrip.exportLeads()).toEqual(backup);
  });

  test('a backup with a time that is none is refused whole, and a store holding leads refuses any backup', async () => {
    const store = await (await storage('SQLite')).open();
    const { lead } = await store.add(sampleLead, { receivedAt: at(1) });
    const backup = await store.exportLeads();
    const empty = await (await storage('SQLite')).open();
    await expect(
      empty.importLeads([...backup, { ...backup[0]!, id: 'other', receivedAt: 'the day before yesterday' }]),
    ).rejects.toThrow(/receivedAt of lead other is not a time.*Nothing was imported/);
    await expect(empty.importLeads([...backup, backup[0]!])).rejects.toThrow(/UNIQUE/);
    expect(await empty.exportLeads()).toEqual([]);
    await expect(store.importLeads([])).rejects.toThrow(/already holds leads/);
    expect(await store.list()).toEqual([lead]);
  });

  test('the server thread keeps running while the worker waits inside SQLite, and the write lands once the file is free', async () => {
    const dir = path.join(tmpRoot, 'leads');
    const store = await openStore(dir);
    await store.add(sampleLead);
    const holdMs = 1500;
    const { released } = await holdWriteLock(dir, holdMs);
    const ticks: number[] = [];
    const ticker = setInterval(() => ticks.push(Date.now()), 10);
    try {
      const started = Date.now();
      const { lead } = await store.add({ ...sampleLead, firstName: 'Waited' });
      const waited = Date.now() - started;
      await released;
      expect(waited).toBeGreaterThan(holdMs / 2);
      // Ticking all along: no gap anywhere near the time the worker was stuck.
      const gaps = ticks.slice(1).map((tick, index) => tick - ticks[index]!);
      expect(ticks.length).toBeGreaterThan(waited / 10 / 4);
      expect(Math.max(...gaps)).toBeLessThan(holdMs / 3);
      expect((await store.list())[0]).toEqual(lead);
    } finally {
      clearInterval(ticker);
    }
  });

  test('a readiness check that the stuck file does not answer in time fails, and passes once it is free', async () => {
    const dir = path.join(tmpRoot, 'leads');
    const store = await openStore(dir);
    await store.ping();
    const { released } = await holdWriteLock(dir, 6500);
    await expect(store.ping()).rejects.toThrow(/did not take a write within/);
    await released;
    await store.ping();
  });

  test('close() twice, or twice at once, is fine; calls after it fail saying the store is closed', async () => {
    const store = await openStore(path.join(tmpRoot, 'leads'));
    await store.add(sampleLead);
    await Promise.all([store.close(), store.close()]);
    await store.close();
    await expect(store.list()).rejects.toThrow(/The lead store \(.*\) is closed/);
    await expect(store.ping()).rejects.toThrow(/is closed/);
  });

  test('a worker that stops fails the calls waiting on it and every later one, naming why', async () => {
    const dir = path.join(tmpRoot, 'leads');
    const store = await openStore(dir);
    await store.add(sampleLead);
    const { released } = await holdWriteLock(dir, 1000);
    const waiting = store.add({ ...sampleLead, firstName: 'Never acknowledged' });
    await (store as unknown as { worker: Worker }).worker.terminate();
    await expect(waiting).rejects.toThrow(/cannot be used: its worker stopped/);
    await expect(store.list()).rejects.toThrow(/cannot be used: its worker stopped/);
    await released;
    await store.close();
  });

  test('a folder that cannot be made fails the open, naming the folder and why', async () => {
    const blocker = path.join(tmpRoot, 'a-file');
    writeFileSync(blocker, '');
    await expect(SqliteLeadStore.open(path.join(blocker, 'leads'))).rejects.toThrow(
      /^The lead store \(.*a-file\/leads\) could not be opened: .*(ENOTDIR|EEXIST)/,
    );
  });

  test('the schema is made by its migrations once: stores opening at the same moment on a new folder all work, a later one migrates nothing', async () => {
    const dir = path.join(tmpRoot, 'leads');
    const opened = await Promise.all(Array.from({ length: 6 }, () => openStore(dir)));
    const versions = () => query<{ version: number }>(dir, 'SELECT version FROM schema_migrations ORDER BY version');
    expect(versions().map((row) => row.version)).toEqual(SQLITE_LEAD_MIGRATIONS.map((migration) => migration.version));
    await Promise.all(opened.map((store, index) => store.add({ ...sampleLead, firstName: `Server ${index}` })));
    expect(await opened[0]!.list()).toHaveLength(6);
    expect(query<{ journal_mode: string }>(dir, 'PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    await openStore(dir);
    expect(versions()).toHaveLength(SQLITE_LEAD_MIGRATIONS.length);
  });

  test('a cut intake secret is refused, naming the file and the way out', async () => {
    const dir = path.join(tmpRoot, 'leads');
    const store = await openStore(dir);
    query(dir, 'INSERT INTO intake_secret (id, secret) VALUES (1, ?)', Buffer.from('short'));
    await expect(store.intakeSecret()).rejects.toThrow(
      `${databaseFile(dir)} holds 5 bytes of intake secret, not 32: delete the row of intake_secret and the server makes a new one`,
    );
    query(dir, 'DELETE FROM intake_secret');
    expect(await store.intakeSecret()).toHaveLength(32);
  });

  test('size() counts the database and its log, and the disk it is on', async () => {
    const dir = path.join(tmpRoot, 'leads');
    const store: LeadStore = await openStore(dir);
    await store.add(sampleLead);
    const { bytes, disk } = await store.size();
    const files = ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm'].map((file) => path.join(dir, file));
    expect(bytes).toBe(files.reduce((sum, file) => sum + statSync(file).size, 0));
    expect(disk!.bytes).toBeGreaterThan(disk!.freeBytes);
    expect(disk!.freeBytes).toBeGreaterThan(0);
  });
});

describe('the SQLite worker', () => {
  test('is found beside the module in the sources, and beside the bundle once compiled', () => {
    const sources = path.resolve(__dirname);
    expect(sqliteWorkerScript(sources)).toBe(path.join(sources, 'sqliteWorker.ts'));
    const compiled = path.join(tmpRoot, 'server-dist');
    mkdirSync(compiled);
    writeFileSync(path.join(compiled, 'sqliteWorker.js'), '');
    expect(sqliteWorkerScript(compiled)).toBe(path.join(compiled, 'sqliteWorker.js'));
  });

  test('runs from a compiled bundle as the server is compiled: the bundle and the worker compiled beside it, no sources', async () => {
    const compiled = path.join(tmpRoot, 'server-dist');
    mkdirSync(compiled);
    const entry = path.join(tmpRoot, 'entry.ts');
    writeFileSync(
      entry,
      `import { SqliteLeadStore } from ${JSON.stringify(path.join(__dirname, 'sqliteLeadStore'))};
       void (async () => {
         const store = await SqliteLeadStore.open(process.argv[2]!);
         await store.add(${JSON.stringify(sampleLead)});
         console.log(JSON.stringify(await store.list()));
         await store.close();
       })();`,
    );
    const bundle = path.join(compiled, 'main.js');
    await build({
      entryPoints: [entry],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      target: 'node24',
      format: 'cjs',
      tsconfig: path.resolve(__dirname, '..', '..', '..', 'tsconfig.json'),
      logLevel: 'silent',
    });
    // As scripts/compile-server.ts compiles it; the drill's SQLite cases run the real build.
    await build({
      entryPoints: [path.join(__dirname, 'sqliteWorker.ts')],
      outfile: path.join(compiled, 'sqliteWorker.js'),
      bundle: true,
      platform: 'node',
      target: 'node24',
      format: 'cjs',
      logLevel: 'silent',
    });
    // Node may not strip types here: a worker taken from the sources would fail.
    const run = spawnSync(
      process.execPath,
      ['--no-experimental-strip-types', bundle, path.join(tmpRoot, 'compiled-leads')],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([
      { id: expect.any(String), receivedAt: expect.any(String), fields: sampleLead, source: {} },
    ]);
  });
});
