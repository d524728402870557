import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureLog } from '../../../test-support/capturedLog';
import { writeFakeBuilds } from '../../../test-support/fakeBuilds';
import { stopTestPostgres, testPostgres } from '../../../test-support/leads/testStores';
import { parseExposition, sampleValue } from '../../../test-support/prometheusText';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';
import { FileFieldDataStore, PostgresFieldDataStore, type FieldDataStore, type FieldSample } from './fieldDataStore';
import { percentile75 } from './vitalsReport';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * The endpoint the shell's beacons post to, the stores that keep what it accepts, and
 * `npm run vitals`, which reads them back for a person.
 */

jest.setTimeout(60_000);

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(5);
const PORT = PORTS;
const TOKEN = 'field-data-metrics-token-0042';
const repoRoot = path.resolve(__dirname, '..', '..', '..');
let tmpRoot: string;
let site: Site;
let leadsDir: string;
const base = `http://127.0.0.1:${PORT}`;

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'field-data-test-'));
  leadsDir = path.join(tmpRoot, 'leads');
  const config = readServerConfig({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LEADS_DATA_DIR: leadsDir,
    METRICS_TOKEN: TOKEN,
    FIELD_DATA_RATE_LIMIT_MAX: '30',
    ...writeFakeBuilds(tmpRoot),
  });
  site = await createSite(config, captureLog().logger);
  await site.listen();
});

afterAll(async () => {
  await site?.close();
  await stopTestPostgres();
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

const vital = (name: string, value: number, route = '/medical') => ({ kind: 'vital', name, value, route });

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/field-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stored(): Promise<FieldSample[]> {
  return new FileFieldDataStore(leadsDir, 30).since(new Date(0));
}

async function metrics() {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  return parseExposition(await response.text());
}

function runVitalsCli(env: Record<string, string>, args: string[] = []): string {
  return execFileSync('npx', ['tsx', path.join(repoRoot, 'shell/server/fieldData/cli.ts'), ...args], {
    env: { ...process.env, LEADS_DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
}

describe('POST /api/field-data', () => {
  test('a report is stored labelled by the server: the route as the table has it, its group and release; the metrics count it', async () => {
    const response = await post({
      events: [
        vital('LCP', 1840.5),
        vital('CLS', 0.04),
        vital('INP', 96),
        vital('TTFB', 180, '/medical/'),
        { kind: 'problem', name: 'dead-press', route: '/medical', detail: 'Download brochure' },
      ],
    });
    expect(response.status).toBe(204);
    const samples = await stored();
    expect(samples).toHaveLength(5);
    expect(samples[0]).toEqual({
      receivedAt: expect.any(String),
      kind: 'vital',
      name: 'LCP',
      value: 1840.5,
      route: '/medical',
      group: 'industries',
      release: 'build',
      detail: null,
    });
    // '/medical/' is the same page: kept under the route's own path.
    expect(samples[3]).toMatchObject({ name: 'TTFB', route: '/medical' });
    expect(samples[4]).toMatchObject({
      kind: 'problem',
      name: 'dead-press',
      value: null,
      detail: 'Download brochure',
      group: 'industries',
    });

    const exposition = await metrics();
    expect(
      sampleValue(exposition, 'site_web_vitals_seconds_count', {
        metric: 'LCP',
        group: 'industries',
        release: 'build',
      }),
    ).toBe(1);
    expect(sampleValue(exposition, 'site_web_vitals_seconds_sum', { metric: 'LCP', group: 'industries' })).toBeCloseTo(
      1.8405,
    );
    expect(
      sampleValue(exposition, 'site_web_vitals_seconds_bucket', { metric: 'LCP', group: 'industries', le: '2.5' }),
    ).toBe(1);
    expect(
      sampleValue(exposition, 'site_web_vitals_seconds_bucket', { metric: 'LCP', group: 'industries', le: '1.8' }),
    ).toBe(0);
    expect(sampleValue(exposition, 'site_web_vitals_cls_count', { group: 'industries' })).toBe(1);
    expect(
      sampleValue(exposition, 'site_browser_problems_total', {
        problem: 'dead-press',
        group: 'industries',
        release: 'build',
      }),
    ).toBe(1);
  });

  test('a path outside the route table is kept as "(not found)", never as sent', async () => {
    expect((await post({ events: [vital('LCP', 900, '/reset-password/ada@example.com')] })).status).toBe(204);
    const last = (await stored()).at(-1)!;
    expect(last).toMatchObject({ route: '(not found)', group: 'shell' });
    expect(JSON.stringify(await stored())).not.toContain('ada@example.com');
  });

  test.each([
    ['not JSON', '{"events": [', 400, 'The body is not JSON.'],
    ['no events list', { vitals: [] }, 400, "must have required property 'events'"],
    ['an empty list', { events: [] }, 400, '/events must NOT have fewer than 1 items'],
    [
      '31 events',
      { events: Array.from({ length: 31 }, () => vital('FCP', 100)) },
      400,
      '/events must NOT have more than 30 items',
    ],
    [
      'an unknown vital',
      { events: [vital('FID', 10)] },
      400,
      '/events/0/name must be equal to one of the allowed values',
    ],
    ['a negative value', { events: [vital('LCP', -1)] }, 400, '/events/0/value must be >= 0'],
    ['a value too large to be measured', { events: [vital('CLS', 1e9)] }, 400, '/events/0/value must be <= 100'],
    [
      'a value that is not a number',
      { events: [{ ...vital('LCP', 0), value: '1200' }] },
      400,
      '/events/0/value must be number',
    ],
    [
      'an extra field (an identifier)',
      { events: [{ ...vital('LCP', 1200), visitorId: 'abc' }] },
      400,
      'must NOT have additional properties (visitorId)',
    ],
    [
      'an extra top-level field',
      { events: [vital('LCP', 1200)], session: 'abc' },
      400,
      'must NOT have additional properties (session)',
    ],
    [
      'a route that is not a path',
      { events: [vital('LCP', 1200, 'https://elsewhere.example/')] },
      400,
      '/events/0/route must match pattern',
    ],
    [
      'a problem detail with control characters',
      { events: [{ kind: 'problem', name: 'dead-press', route: '/', detail: 'Send\u001b[2J' }] },
      400,
      '/events/0/detail must match pattern',
    ],
    [
      'a problem detail too long',
      { events: [{ kind: 'problem', name: 'dead-press', route: '/', detail: 'x'.repeat(81) }] },
      400,
      '/events/0/detail must NOT have more than 80 characters',
    ],
    [
      'an unknown problem',
      { events: [{ kind: 'problem', name: 'rage-click', route: '/' }] },
      400,
      '/events/0/name must be equal to one of the allowed values',
    ],
  ])('refuses %s and stores nothing', async (what, body, status, message) => {
    const before = (await stored()).length;
    const response = await post(body);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: string; message: string };
    expect(answer.message).toContain(message);
    // The catalogue's code says which kind of refusal it is, the message what in particular.
    expect(answer.error).toBe(what === 'not JSON' ? 'malformed_body' : 'invalid_body');
    expect(await stored()).toHaveLength(before);
  });

  test('refuses a body over 8 KB (413), another type (415) and another site (403), storing nothing', async () => {
    const before = (await stored()).length;
    const oversized = await post({ events: [{ kind: 'problem', name: 'error', route: `/${'a'.repeat(9000)}` }] });
    expect(oversized.status).toBe(413);
    expect(
      (await post({ events: [vital('LCP', 1)] }, { 'content-type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    expect((await post({ events: [vital('LCP', 1)] }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await stored()).toHaveLength(before);
    const refused = await metrics();
    expect(sampleValue(refused, 'site_field_reports_refused_total', { status: '413' })).toBe(1);
    expect(sampleValue(refused, 'site_field_reports_refused_total', { status: '403' })).toBe(1);
  });

  test('a beacon sent as text/plain, as some browsers send it, is taken', async () => {
    expect(
      (await post({ events: [vital('FCP', 640, '/')] }, { 'content-type': 'text/plain;charset=UTF-8' })).status,
    ).toBe(204);
    expect((await stored()).at(-1)).toMatchObject({ name: 'FCP', route: '/', group: 'shell' });
  });

  test('one address flooding the endpoint gets 429 past the limit, and nothing more is stored', async () => {
    let status = 0;
    for (let sent = 0; sent < 60 && status !== 429; sent += 1)
      status = (await post({ events: [vital('TTFB', 100, '/')] })).status;
    expect(status).toBe(429);
    const before = (await stored()).length;
    expect((await post({ events: [vital('TTFB', 100, '/')] })).status).toBe(429);
    expect(await stored()).toHaveLength(before);
  });

  test("many addresses, each within its rate, fill no more than the day's budget: past it 429, and the files stop growing", async () => {
    const dataDir = path.join(tmpRoot, 'budgeted');
    const budgeted = await createSite(
      readServerConfig({
        PORT: String(PORT + 1),
        HOST: '127.0.0.1',
        LEADS_DATA_DIR: dataDir,
        FIELD_DATA_DAILY_MAX_BYTES: '8192',
        ...writeFakeBuilds(path.join(tmpRoot, 'budgeted-builds')),
      }),
      captureLog().logger,
    );
    try {
      const report = { events: Array.from({ length: 10 }, () => vital('LCP', 1234, '/medical')) };
      const statuses: number[] = [];
      // One report from each of 40 addresses: none of them near its own limit of 30 a minute.
      for (let address = 1; address <= 40; address += 1) {
        const answer = await budgeted.shell.inject({
          method: 'POST',
          url: '/api/field-data',
          headers: { host: 'localhost', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
          payload: JSON.stringify(report),
          remoteAddress: `198.51.100.${address}`,
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) expect(answer.json().message).toMatch(/field data it keeps for today/);
      }
      const taken = statuses.filter((status) => status === 204).length;
      expect(taken).toBeGreaterThan(0);
      expect(statuses.slice(taken).every((status) => status === 429)).toBe(true);
      const folder = path.join(dataDir, 'field-data');
      const bytes = readdirSync(folder).reduce((sum, file) => sum + statSync(path.join(folder, file)).size, 0);
      expect(bytes).toBeLessThanOrEqual(8192);
      expect(bytes).toBeGreaterThan(8192 / 2);
    } finally {
      await budgeted.close();
    }
  });
});

describe('npm run vitals', () => {
  test('prints the p75 of each vital per route and release, and the problems, from the configured folder', () => {
    const dataDir = path.join(tmpRoot, 'cli');
    const now = new Date().toISOString();
    const sample = (
      name: string,
      value: number | null,
      route = '/pcb-assembly',
      release = '20261125-101500-ab12cd34',
    ): FieldSample => ({
      receivedAt: now,
      kind: value === null ? 'problem' : 'vital',
      name,
      value,
      route,
      group: 'services',
      release,
      detail: value === null ? 'Get a Quote' : null,
    });
    const samples = [
      ...[1000, 1200, 2600, 4000].map((value) => sample('LCP', value)),
      ...[100, 120, 130, 900].map((value) => sample('TTFB', value)),
      sample('CLS', 0.12),
      sample('LCP', 3000, '/pcb-assembly', '20261124-090000-00ff00ff'),
      sample('dead-press', null),
      sample('dead-press', null),
    ];
    const folder = path.join(dataDir, 'field-data');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, `${now.slice(0, 10)}.jsonl`),
      samples.map((one) => `${JSON.stringify(one)}\n`).join(''),
    );

    const output = runVitalsCli({ LEADS_DATA_DIR: dataDir });
    expect(output).toContain("Field data from visitors' browsers, the last 7 day(s): 12 sample(s)");
    const rows = output.split('\n').map((line) => line.split(/\s{2,}/));
    expect(rows).toContainEqual([
      'Route',
      'Group',
      'Release',
      'Views',
      'LCP p75',
      'INP p75',
      'CLS p75',
      'FCP p75',
      'TTFB p75',
    ]);
    // p75 of 1000, 1200, 2600, 4000 by nearest rank is the third: 2.6 s; of the TTFBs, 130 ms.
    expect(rows).toContainEqual([
      '/pcb-assembly',
      'services',
      '20261125-101500-ab12cd34',
      '4',
      '2.60 s',
      '-',
      '0.12',
      '-',
      '130 ms',
    ]);
    expect(rows).toContainEqual([
      '/pcb-assembly',
      'services',
      '20261124-090000-00ff00ff',
      '0',
      '3.00 s',
      '-',
      '-',
      '-',
      '-',
    ]);
    expect(output).toContain('2 × dead-press  /pcb-assembly  services  20261125-101500-ab12cd34  ("Get a Quote" 2)');
  });

  test('writes nothing: the server is the one writer of the field data files, so no edit of the CLI can race its appends', () => {
    const dataDir = path.join(tmpRoot, 'cli-reads-only');
    const folder = path.join(dataDir, 'field-data');
    mkdirSync(folder, { recursive: true });
    // Today's file, and one past the retention that only the server's next append may remove.
    writeFileSync(path.join(folder, `${new Date().toISOString().slice(0, 10)}.jsonl`), '{"torn":');
    writeFileSync(path.join(folder, '2001-01-01.jsonl'), '');
    const look = () =>
      readdirSync(folder).map((file) => ({
        file,
        text: readFileSync(path.join(folder, file), 'utf8'),
        mtimeMs: statSync(path.join(folder, file)).mtimeMs,
      }));
    const before = look();
    runVitalsCli({ LEADS_DATA_DIR: dataDir, FIELD_DATA_RETENTION_DAYS: '1' });
    expect(look()).toEqual(before);
  });

  test('says so when nothing was measured, and refuses --days that is not a whole number', () => {
    expect(runVitalsCli({ LEADS_DATA_DIR: path.join(tmpRoot, 'empty') }, ['--days', '3'])).toContain(
      'the last 3 day(s): 0 sample(s)\n\nNo page view measured yet.',
    );
    expect(() => runVitalsCli({ LEADS_DATA_DIR: path.join(tmpRoot, 'empty') }, ['--days', 'many'])).toThrow(
      /--days takes a whole number of days/,
    );
  });
});

test('p75 is the nearest-rank 75th percentile', () => {
  expect(percentile75([])).toBeUndefined();
  expect(percentile75([5])).toBe(5);
  expect(percentile75([4, 1, 3, 2])).toBe(3);
  expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
});

describe.each(['file', 'PostgreSQL'] as const)('the %s field data store', (kind) => {
  let store: FieldDataStore;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'field-store-'));
    store =
      kind === 'file'
        ? new FileFieldDataStore(dataDir, 30)
        : await PostgresFieldDataStore.open(await (await testPostgres()).createDatabase(), 30);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const at = (daysAgo: number, name = 'LCP'): FieldSample => ({
    receivedAt: new Date(Date.now() - daysAgo * 24 * 60 * 60_000).toISOString(),
    kind: 'vital',
    name,
    value: 1234.5,
    route: '/',
    group: 'shell',
    release: 'build',
    detail: null,
  });

  test('gives back what it was given, oldest first, from the date asked', async () => {
    const measured = at(0);
    const problem: FieldSample = { ...measured, kind: 'problem', name: 'dead-press', value: null, detail: 'Menu' };
    await store.add([measured, problem]);
    expect(await store.since(new Date(Date.now() - 60_000))).toEqual([measured, problem]);
    expect(await store.since(new Date(Date.now() + 60_000))).toEqual([]);
  });

  if (kind === 'file') {
    test('keeps one file a day and deletes the days past the retention when a new day begins', async () => {
      const folder = path.join(dataDir, 'field-data');
      mkdirSync(folder, { recursive: true });
      const old = new Date(Date.now() - 40 * 24 * 60 * 60_000).toISOString().slice(0, 10);
      const recent = new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);
      writeFileSync(path.join(folder, `${old}.jsonl`), `${JSON.stringify(at(40))}\n`);
      writeFileSync(path.join(folder, `${recent}.jsonl`), `${JSON.stringify(at(3))}\n`);
      await store.add([at(0)]);
      expect(readdirSync(folder).sort()).toEqual([`${recent}.jsonl`, `${new Date().toISOString().slice(0, 10)}.jsonl`]);
      expect(await store.since(new Date(Date.now() - 7 * 24 * 60 * 60_000))).toHaveLength(2);
    });
  }
});
