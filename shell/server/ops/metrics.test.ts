import { spawnSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureLog } from '../../../test-support/capturedLog';
import { writeFakeBuilds } from '../../../test-support/fakeBuilds';
import { sampleLead, startWebhookReceiver } from '../../../test-support/leads/leadFixtures';
import { sendLikeTheForm } from '../../../test-support/leads/formPost';
import { parseExposition, sampleValue } from '../../../test-support/prometheusText';
import { readServerConfig } from './config';
import { createSite, type Site } from '../createSite';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * What an operator's Prometheus reads: the metrics endpoint is closed to the public, its exposition
 * is valid for promtool (Debian's prometheus package), and its values follow what the site did.
 */

jest.setTimeout(60_000);

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(45);
const PORT = PORTS;
const METRICS_PORT = PORTS + 10;
const TOKEN = 'metrics-token-for-the-tests-0042';
const repoRoot = path.resolve(__dirname, '..', '..', '..');

let tmpRoot: string;
const sites: Site[] = [];
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'metrics-test-'));
  // The owner's workflow is down throughout: every lead waits in the outbox.
  webhook = await startWebhookReceiver({ answer: () => 503 });
});

afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  await webhook?.close();
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

async function startSite(name: string, env: Record<string, string>, port = PORT): Promise<Site> {
  const root = path.join(tmpRoot, name);
  const config = readServerConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    LEADS_DATA_DIR: path.join(root, 'leads'),
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_RETRY_BASE_MS: '20',
    LEAD_RETRY_MAX_MS: '100',
    ...writeFakeBuilds(root),
    ...env,
  });
  const site = await createSite(config, captureLog().logger);
  sites.push(site);
  await site.listen();
  return site;
}

async function scrape(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function promtool(args: string[], input?: string) {
  const run = spawnSync('promtool', args, { input, encoding: 'utf8', cwd: repoRoot });
  if (run.error)
    throw new Error(
      `promtool could not run (${run.error.message}): install Debian's prometheus package (apt-get install -y prometheus)`,
    );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('with METRICS_TOKEN', () => {
  const base = `http://127.0.0.1:${PORT}`;
  const withToken = { authorization: `Bearer ${TOKEN}` };

  beforeAll(async () => {
    await startSite('token', { METRICS_TOKEN: TOKEN });
  });

  test('/metrics answers 401 without the token or with another, telling nothing', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer metrics-token-for-the-tests-0043' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const refused = await scrape(`${base}/metrics`, headers);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(refused.text).not.toContain('site_');
    }
  });

  test('counts requests by group and status, renders, the document cache, and the leads waiting for a webhook that is down', async () => {
    for (let visit = 0; visit < 3; visit += 1) expect((await fetch(`${base}/medical`)).status).toBe(200);
    expect((await fetch(`${base}/no-such-page`, { headers: { accept: 'text/html' } })).status).toBe(404);
    const posted = await sendLikeTheForm(base, sampleLead);
    expect(posted.status).toBe(201);
    // The forwarder has tried and failed at least once.
    const deadline = Date.now() + 10_000;
    while (webhook.attempts() === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const scraped = await scrape(`${base}/metrics`, { ...withToken, host: '10.0.0.9:8080' });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scraped.headers.get('cache-control')).toBe('no-store');
    const samples = parseExposition(scraped.text);
    const value = (name: string, labels: Record<string, string> = {}) => sampleValue(samples, name, labels);

    expect(
      value('site_http_request_duration_seconds_count', {
        app: 'shell',
        route_group: 'industries',
        method: 'GET',
        status: '200',
      }),
    ).toBe(3);
    expect(
      value('site_http_request_duration_seconds_count', { app: 'shell', route_group: 'not_found', status: '404' }),
    ).toBe(1);
    expect(
      value('site_http_request_duration_seconds_count', {
        app: 'shell',
        route_group: 'leads',
        method: 'POST',
        status: '201',
      }),
    ).toBe(1);
    // /medical was rendered once and then served from memory twice; the not-found page, rendered once, is kept too.
    expect(value('site_page_render_duration_seconds_count', { group: 'industries', outcome: 'rendered' })).toBe(1);
    expect(value('site_document_cache_lookups_total', { result: 'miss' })).toBe(2);
    expect(value('site_document_cache_lookups_total', { result: 'hit' })).toBe(2);
    expect(value('site_leads_stored_total')).toBe(1);
    expect(value('site_leads_forwarded_total')).toBe(0);
    expect(value('site_lead_forward_failures_total')).toBeGreaterThanOrEqual(1);
    expect(value('site_leads_waiting')).toBe(1);
    expect(value('site_leads_oldest_waiting_age_seconds')).toBeGreaterThan(0);
    expect(value('site_lead_store_up')).toBe(1);
    expect(value('site_live_release_info', { app: 'shell', release: 'build' })).toBe(1);
    expect(value('site_live_release_info', { app: 'services-mfe', release: 'build' })).toBe(1);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    // Nothing a visitor sent is a label.
    expect(scraped.text).not.toContain(sampleLead.email);
    expect(scraped.text).not.toContain('no-such-page');
  });

  test("the exposition passes promtool's check, as a real Prometheus reads it", async () => {
    const { text } = await scrape(`${base}/metrics`, withToken);
    const check = promtool(['check', 'metrics'], text);
    expect(check).toEqual({ status: 0, output: '' });
  });

  test('a lead store that stops answering reads as down, and the scrape still answers', async () => {
    const leadsDir = path.join(tmpRoot, 'token', 'leads');
    renameSync(leadsDir, `${leadsDir}.away`);
    try {
      // A second apart: the store is read once for the gauges of one scrape.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const scraped = await scrape(`${base}/metrics`, withToken);
      expect(scraped.status).toBe(200);
      expect(sampleValue(parseExposition(scraped.text), 'site_lead_store_up')).toBe(0);
    } finally {
      renameSync(`${leadsDir}.away`, leadsDir);
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(sampleValue(parseExposition((await scrape(`${base}/metrics`, withToken)).text), 'site_lead_store_up')).toBe(
      1,
    );
  });
});

describe('the alert rules shipped for Prometheus', () => {
  test('are valid, and their unit tests pass: an hour of leads waiting pages, fifty minutes does not', () => {
    expect(promtool(['check', 'rules', 'ops/prometheus/alerts.yml'])).toMatchObject({ status: 0 });
    const tested = promtool(['test', 'rules', 'ops/prometheus/alerts.test.yml']);
    expect(tested.output).toContain('SUCCESS');
    expect(tested.status).toBe(0);
  });
});

describe('with METRICS_PORT', () => {
  test('/metrics is served on its own port only, and the site port has none', async () => {
    await startSite('port', { METRICS_PORT: String(METRICS_PORT) }, PORT + 20);
    const own = await scrape(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(own.status).toBe(200);
    expect(sampleValue(parseExposition(own.text), 'site_lead_store_up')).toBe(1);
    expect((await fetch(`http://127.0.0.1:${PORT + 20}/metrics`)).status).toBe(404);
  });
});

test('without METRICS_TOKEN or METRICS_PORT there is no /metrics at all', async () => {
  await startSite('none', {}, PORT + 40);
  const response = await fetch(`http://127.0.0.1:${PORT + 40}/metrics`);
  expect(response.status).toBe(404);
  expect(await response.text()).not.toContain('site_');
});

test('a METRICS_TOKEN short enough to guess is refused at start', () => {
  expect(() => readServerConfig({ METRICS_TOKEN: 'short' })).toThrow(
    'METRICS_TOKEN must be 16 characters or more (anyone who reaches the port could guess a shorter one), got 5 characters',
  );
});
