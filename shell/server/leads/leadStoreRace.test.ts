import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFakeBuilds } from '../../../test-support/fakeBuilds';
import { raceRewritesAgainstPosts, seedRewriteVictims } from '../../../test-support/leads/leadStoreRace';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * No acknowledged lead is lost while the owner edits the leads: a real server takes posts from
 * four clients while another process (as `npm run leads` is) deletes, releases, erases and runs the
 * retention pass on the same files, over and over.
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(5);
const PORT = PORTS;
/** Posts that must have been acknowledged while the rewrites ran, on any machine, however busy. */
const MIN_ACKNOWLEDGED = 2000;
let tmpRoot: string;
let site: Site | undefined;

beforeAll(() => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'lead-race-'));
});

afterAll(async () => {
  await site?.close();
  rmSync(tmpRoot, { recursive: true, force: true });
});

test('up to 10,000 acknowledged posts (at least 2,000) and 20 rewrites of each kind by another process: every acknowledged lead is kept', async () => {
  const dataDir = path.join(tmpRoot, 'leads');
  const victimsFile = await seedRewriteVictims(dataDir, 300);
  const config = readServerConfig({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    LEADS_DATA_DIR: dataDir,
    // The file log's own race: its appends against its whole rewrites (SQLite's locks are SQLite's).
    LEADS_STORE: 'files',
    LEAD_WEBHOOK_URL: '',
    // Every post comes from one address: no limit may hold one back or refuse it.
    LEAD_RATE_LIMIT_MAX: '10000000',
    ...writeFakeBuilds(path.join(tmpRoot, 'builds')),
  });
  site = await createSite(config);
  await site.listen();

  const figures = await raceRewritesAgainstPosts({
    siteUrl: `http://127.0.0.1:${PORT}`,
    dataDir,
    victimsFile,
    clients: 4,
    minPosts: 10_000,
    minRewritesEach: 20,
    // Posting stops at the counts, not at a time: this only bounds a store that stopped answering, far past what a two-core machine at full load needs.
    maxMs: 480_000,
  });
  console.log(`lead-store race: ${JSON.stringify({ ...figures, lost: figures.lost.length })}`);
  // A busy machine slows the posts behind the rewrites of the growing file (figures in docs/benchmarks.md);
  // the claim is that none is lost while the rewrites race them, which thousands already put to the test.
  expect(figures.acknowledged).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);
  expect(figures.refused).toBe(0);
  for (const kind of ['delete', 'release', 'erase', 'retention'] as const)
    expect(figures.rewrites[kind]).toBeGreaterThanOrEqual(20);
  expect(figures.rewriteMisses).toEqual([]);
  expect(figures.lost).toEqual([]);
}, 600_000);

test('two processes that make the intake secret at once end up with the one secret, which the file then holds', async () => {
  const dataDir = path.join(tmpRoot, 'secret');
  const script = `require('./shell/server/leads/fileLeadStore').FileLeadStore.open(${JSON.stringify(dataDir)}).then(async (store) => { process.stdout.write((await store.intakeSecret()).toString('base64')); await store.close(); })`;
  const secretOf = () =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
        cwd: path.resolve(__dirname, '..', '..', '..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit code ${code}`))));
    });
  const secrets = await Promise.all([secretOf(), secretOf(), secretOf()]);
  expect(secrets[0]).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  expect(new Set(secrets).size).toBe(1);
  expect(await secretOf()).toBe(secrets[0]);
}, 60_000);
