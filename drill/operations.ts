/**
 * The operations section: what an operator's monitoring sees. A real Prometheus (Debian's
 * `prometheus`) scrapes a real server process with the metrics token, loads the shipped alert
 * rules, and is asked through its HTTP API for what the server did: a lead stored and waiting for
 * a webhook that is down. A second job with a wrong token finds the endpoint closed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messageOf } from 'site-server';
import { sendLikeTheForm } from '../test-support/leads/formPost';
import { sampleLead, startWebhookReceiver } from '../test-support/leads/leadFixtures';
import { repoRoot } from '../tooling/workspaces';
import { sharedFixture, type DrillCase, type DrillContext } from './drillCase';
import { writeStandInBuilds } from '../test-support/fakeBuilds';
import { freeSitePorts, SiteServer } from './siteServer';

const SECTION = 'operations';
const TOKEN = 'drill-metrics-token-7f3c9a21';
/** How long Prometheus may take to start, scrape and evaluate before the case fails. */
const SCRAPE_DEADLINE_MS = 30_000;

interface QueryResult {
  status: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

/** A Prometheus server of its own on a free port, scraping the site every second. */
async function startPrometheus(
  root: string,
  siteOrigin: string,
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = (await freeSitePorts()).shell;
  const target = new URL(siteOrigin).host;
  writeFileSync(path.join(root, 'token'), TOKEN);
  writeFileSync(path.join(root, 'wrong-token'), `${TOKEN}-not`);
  writeFileSync(
    path.join(root, 'prometheus.yml'),
    JSON.stringify({
      global: { scrape_interval: '1s', evaluation_interval: '1s' },
      rule_files: [path.join(repoRoot, 'ops', 'prometheus', 'alerts.yml')],
      scrape_configs: [
        {
          job_name: 'site',
          authorization: { credentials_file: path.join(root, 'token') },
          static_configs: [{ targets: [target] }],
        },
        {
          job_name: 'site-wrong-token',
          authorization: { credentials_file: path.join(root, 'wrong-token') },
          static_configs: [{ targets: [target] }],
        },
      ],
    }),
  );
  let output = '';
  const child = spawn(
    'prometheus',
    [
      `--config.file=${path.join(root, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(root, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`prometheus could not start (${error.message}): install Debian's prometheus package`)),
    );
    child.once('spawn', () => resolve());
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

/** Asks Prometheus's HTTP API at `path` until `accept` takes its data, or the deadline passes. */
async function askUntil<T>(
  prometheusUrl: string,
  path: string,
  accept: (data: T) => boolean,
  output: () => string,
): Promise<T> {
  const deadline = Date.now() + SCRAPE_DEADLINE_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const body = (await (await fetch(`${prometheusUrl}${path}`)).json()) as { status: string; data: T };
      last = JSON.stringify(body.data ?? body);
      if (body.status === 'success' && accept(body.data)) return body.data;
    } catch (error) {
      last = messageOf(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `Prometheus never answered ${path} as expected within ${SCRAPE_DEADLINE_MS / 1000} s; last: ${last}\n${output().slice(-1500)}`,
  );
}

type QueryData = QueryResult['data'];

/** Asks Prometheus until `accept` takes the answer to `query`. */
async function queryUntil(
  prometheusUrl: string,
  query: string,
  accept: (result: QueryData['result']) => boolean,
  output: () => string,
) {
  return (
    await askUntil<QueryData>(
      prometheusUrl,
      `/api/v1/query?query=${encodeURIComponent(query)}`,
      (data) => accept(data.result),
      output,
    )
  ).result;
}

const single = (result: QueryResult['data']['result']) =>
  result.length === 1 ? Number(result[0]!.value[1]) : undefined;

export function operationsCases({ teardown }: DrillContext): DrillCase[] {
  const scraped = sharedFixture(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'drill-operations-'));
    teardown.add(() => rmSync(root, { recursive: true, force: true }));
    // The owner's workflow is down: the lead waits in the outbox.
    const webhook = await startWebhookReceiver({ answer: () => 503 });
    teardown.add(() => webhook.close());
    const start = SiteServer.start({
      label: 'the monitored server',
      builds: writeStandInBuilds(path.join(root, 'builds')),
      ports: await freeSitePorts(),
      storage: { dataDir: path.join(root, 'leads') },
      webhookUrl: webhook.url,
      env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'warn' },
    });
    teardown.add(async () => (await start.catch(() => undefined))?.stop());
    const server = await start;
    const posted = await sendLikeTheForm(server.shellOrigin, sampleLead);
    if (posted.status !== 201) throw new Error(`the lead was answered ${posted.status}, not 201`);
    const prometheus = await startPrometheus(root, server.shellOrigin);
    teardown.add(() => {
      prometheus.child.kill('SIGKILL');
    });
    return prometheus;
  });

  return [
    {
      section: SECTION,
      name: 'a real Prometheus scrapes /metrics with the token and reads back the lead stored and waiting for a webhook that is down',
      timeoutMs: SCRAPE_DEADLINE_MS + 30_000,
      async run() {
        const { url, output } = await scraped();
        await queryUntil(url, 'up{job="site"}', (result) => single(result) === 1, output);
        await queryUntil(url, 'site_leads_stored_total{job="site"}', (result) => single(result) === 1, output);
        await queryUntil(url, 'site_leads_waiting{job="site"}', (result) => single(result) === 1, output);
        const age = await queryUntil(
          url,
          'site_leads_oldest_waiting_age_seconds{job="site"}',
          (result) => (single(result) ?? 0) > 0,
          output,
        );
        return `up 1, stored 1, waiting 1, the oldest for ${Number(age[0]!.value[1]).toFixed(1)} s`;
      },
    },
    {
      section: SECTION,
      name: 'the same Prometheus with a wrong token is refused: its target is down and it stores no site metric',
      timeoutMs: SCRAPE_DEADLINE_MS + 30_000,
      async run() {
        const { url, output } = await scraped();
        await queryUntil(url, 'up{job="site-wrong-token"}', (result) => single(result) === 0, output);
        const leaked = await queryUntil(
          url,
          'count({job="site-wrong-token", __name__=~"site_.+"})',
          () => true,
          output,
        );
        if (leaked.length > 0) throw new Error(`the refused job holds ${leaked[0]!.value[1]} site series`);
        return 'up 0, no site_ series';
      },
    },
    {
      section: SECTION,
      name: 'Prometheus loads the shipped alert rules and evaluates them without error',
      timeoutMs: SCRAPE_DEADLINE_MS + 30_000,
      async run() {
        const { url, output } = await scraped();
        type Rule = { name: string; health: string; lastEvaluation: string };
        const rulesOf = (data: { groups: { rules: Rule[] }[] }) => data.groups.flatMap((group) => group.rules);
        // Every rule healthy and evaluated at least once (an unevaluated rule's time is year 1).
        const data = await askUntil<{ groups: { rules: Rule[] }[] }>(
          url,
          '/api/v1/rules',
          (answer) =>
            rulesOf(answer).length > 0 &&
            rulesOf(answer).every((rule) => rule.health === 'ok' && !rule.lastEvaluation.startsWith('0001')),
          output,
        );
        return `${rulesOf(data)
          .map((rule) => rule.name)
          .join(', ')}: health ok`;
      },
    },
  ];
}
