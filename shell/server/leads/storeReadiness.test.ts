import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureLog } from '../../../test-support/capturedLog';
import { writeFakeBuilds } from '../../../test-support/fakeBuilds';
import { multipartBody, sampleLead } from '../../../test-support/leads/leadFixtures';
import { Client } from 'pg';
import { stopTestPostgres, testPostgres } from '../../../test-support/leads/testStores';
import { createSite, type Site } from '../createSite';
import { readServerConfig } from '../ops/config';

/**
 * Readiness tells the truth about the leads: a disk that fills up under a running server makes /readyz answer 503 and site_lead_store_up 0 (so the balancer sends visitors to a server
 * that can store their leads, and LeadStoreDown pages), and both come back once it takes writes.
 * The disk is a small tmpfs mounted for the test, so this needs root, as mount does.
 */

jest.setTimeout(60_000);

const METRICS_TOKEN = 'store-readiness-metrics-token-0001';
const asRoot = process.getuid?.() === 0;

let tmpRoot: string;
let disk: string;
let site: Site;
const log = captureLog();

beforeAll(async () => {
  if (!asRoot) return;
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'store-readiness-'));
  disk = path.join(tmpRoot, 'disk');
  mkdirSync(disk);
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', disk]);
  const config = readServerConfig({
    PORT: '18970',
    HOST: '127.0.0.1',
    LEADS_DATA_DIR: path.join(disk, 'leads'),
    METRICS_TOKEN,
    ...writeFakeBuilds(tmpRoot),
  });
  site = await createSite(config, log.logger);
  await site.shell.ready();
});

afterAll(async () => {
  if (!asRoot) return;
  await site?.close();
  execFileSync('umount', ['-l', disk]);
  rmSync(tmpRoot, { recursive: true, force: true });
});

const ready = async () =>
  (await site.shell.inject({ method: 'GET', url: '/readyz', headers: { host: 'localhost' } })).statusCode;

/** One gauge of the server's /metrics, as Prometheus reads it. */
const gauge = async (name: string) => {
  const metrics = await site.shell.inject({
    method: 'GET',
    url: '/metrics',
    headers: { host: 'localhost', authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics.body)?.[1]);
};
const storeUp = () => gauge('site_lead_store_up');

/** A lead with its project details at their longest (8,000 characters): a full disk has no room for it. */
async function postLead(firstName: string): Promise<number> {
  const { payload, contentType } = await multipartBody({ ...sampleLead, firstName, projectDetails: 'x'.repeat(8000) });
  const answer = await site.shell.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { host: 'localhost', 'content-type': contentType },
    payload,
  });
  return answer.statusCode;
}

/** Waits out the write probe's answer (it stands a second). */
const afterProbe = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** Fills the disk to its last byte. */
function fill(): string {
  const filler = path.join(disk, 'filler');
  try {
    writeFileSync(filler, Buffer.alloc(8 * 1024 * 1024, 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  return filler;
}

(asRoot ? describe : describe.skip)('readiness follows whether a lead can be stored now', () => {
  test('ready with room on a writable disk, and a lead is stored', async () => {
    expect(await ready()).toBe(200);
    expect(await storeUp()).toBe(1);
    expect(await postLead('Before')).toBe(201);
  });

  test('a full disk: not ready at once, the post that meets it answered 500; ready again once there is room and a lead is stored', async () => {
    await afterProbe();
    expect(await gauge('site_lead_store_disk_free_ratio')).toBeGreaterThan(0.5);
    const filler = fill();
    await afterProbe();
    expect(await ready()).toBe(503);
    expect(await storeUp()).toBe(0);
    // What LeadStoreDiskLow reads, days before a real disk is this full.
    expect(await gauge('site_lead_store_disk_free_ratio')).toBeLessThan(0.15);
    expect(await gauge('site_lead_store_bytes')).toBeGreaterThan(0);
    // The leads' file may still have room in its last page for a lead or two; past that, 500.
    const statuses: number[] = [];
    while (statuses.length < 20 && !statuses.includes(500)) statuses.push(await postLead('On a full disk'));
    expect(statuses).toContain(500);
    rmSync(filler);
    // The failed lead holds the server out for a while, though the probe passes again once there is room.
    await afterProbe();
    expect(await ready()).toBe(503);
    // A lead stored since (a visitor's retry) ends that.
    expect(await postLead('After')).toBe(201);
    expect(await ready()).toBe(200);
    // A scrape's reading of the store stands a second too.
    await afterProbe();
    expect(await storeUp()).toBe(1);
    expect(log.text()).toContain('not ready: the lead store cannot take a lead');
    // The probe leaves nothing behind: the folder holds the store's file and SQLite's two beside it.
    expect(readdirSync(path.join(disk, 'leads')).filter((file) => !file.startsWith('leads.sqlite'))).toEqual([]);
  });
});

(asRoot ? describe : describe.skip)('a start where no lead can be stored names the folder and the reason', () => {
  let mounts: string;
  beforeAll(() => {
    mounts = mkdtempSync(path.join(os.tmpdir(), 'store-start-'));
  });
  afterAll(() => rmSync(mounts, { recursive: true, force: true }));

  async function startOn(mountOptions: string, prepare: (disk: string) => void = () => undefined) {
    const where = mkdtempSync(path.join(mounts, 'disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', mountOptions, 'tmpfs', where]);
    try {
      prepare(where);
      const config = readServerConfig({
        PORT: '18971',
        HOST: '127.0.0.1',
        LEADS_DATA_DIR: path.join(where, 'leads'),
        ...writeFakeBuilds(path.join(mounts, 'builds')),
      });
      const started = await createSite(config, log.logger).then(
        async (startedSite) => {
          await startedSite.close();
          return 'started';
        },
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      return { where, started };
    } finally {
      execFileSync('umount', ['-l', where]);
    }
  }

  test('a read-only disk', async () => {
    const { where, started } = await startOn('size=1m,ro');
    expect(started).toMatch(
      new RegExp(
        `^The lead store \\(${where}/leads\\) could not be opened: ${where} is on a read-only file system \\(`,
      ),
    );
  });

  test('a full disk, with a store on it already and without', async () => {
    const fillUp = (where: string) => {
      mkdirSync(path.join(where, 'leads'), { mode: 0o700 });
      try {
        writeFileSync(path.join(where, 'filler'), Buffer.alloc(2 * 1024 * 1024, 1));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    };
    const { where, started } = await startOn('size=1m', fillUp);
    expect(started).toMatch(
      new RegExp(
        `^The lead store \\(${where}/leads\\) could not be opened: the disk holding ${where}/leads is full: \\d+ bytes free \\(`,
      ),
    );
  });
});

describe('readiness with PostgreSQL follows whether the database takes a write', () => {
  let databaseSite: Site;
  let url: string;
  afterAll(async () => {
    await databaseSite?.close();
    await stopTestPostgres();
  });

  /** Makes the database read-only (or writable again) for every session, the pool's open ones too. */
  async function readOnly(on: boolean) {
    const admin = new Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    try {
      const name = new URL(url).pathname.slice(1);
      await admin.query(
        `ALTER DATABASE "${name}" ${on ? 'SET default_transaction_read_only = on' : 'RESET default_transaction_read_only'}`,
      );
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    } finally {
      await admin.end();
    }
  }

  const databaseReady = async () =>
    (await databaseSite.shell.inject({ method: 'GET', url: '/readyz', headers: { host: 'localhost' } })).statusCode;

  test('a database turned read-only makes the server not ready; writable again, ready', async () => {
    url = await (await testPostgres()).createDatabase();
    const root = mkdtempSync(path.join(os.tmpdir(), 'store-readiness-pg-'));
    databaseSite = await createSite(
      readServerConfig({ PORT: '18972', HOST: '127.0.0.1', LEADS_DATABASE_URL: url, ...writeFakeBuilds(root) }),
      log.logger,
    );
    await databaseSite.shell.ready();
    expect(await databaseReady()).toBe(200);
    await readOnly(true);
    await afterProbe();
    // The pool finds its sessions ended and opens read-only ones: the probe's write is refused.
    let status = await databaseReady();
    for (let tries = 0; status !== 503 && tries < 20; tries += 1) {
      await afterProbe();
      status = await databaseReady();
    }
    expect(status).toBe(503);
    await readOnly(false);
    await afterProbe();
    status = await databaseReady();
    for (let tries = 0; status !== 200 && tries < 20; tries += 1) {
      await afterProbe();
      status = await databaseReady();
    }
    expect(status).toBe(200);
    rmSync(root, { recursive: true, force: true });
  });
});
