/**
 * The cache section: Debian's Varnish with the VCL the project ships (ops/varnish/) in front of two
 * real servers on one PostgreSQL database, purged by them (CACHE_PURGE_URLS). Visitors load every
 * route through the cache while a team promotes and rolls back, the facts file changes, previews
 * and leads go through it, and both origins stop. The builds are the release tests' stand-ins.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { routesOfGroup, siteMap } from 'shared/routes';
import { createReleaseToken, publishBody, type Workspace } from 'site-server/releases';
import { sendLikeTheForm } from '../test-support/leads/formPost';
import { sampleLead } from '../test-support/leads/leadFixtures';
import { previewFormFields } from '../test-support/releases/previewForm';
import { portalsBuild, shellBuild } from '../test-support/releases/standInBuilds';
import { writeStandInBuilds } from '../test-support/fakeBuilds';
import { startVarnish, type RunningVarnish } from '../tooling/cache/varnish';
import { sectionRegistry } from './sectionRegistry';
import { sharedFixture, type DrillCase, type DrillContext } from './drillCase';
import { PREVIEW_HOSTNAME, send, sendToPreviewHost, type Answer } from './http';
import { freeSitePorts, SiteServer, type SitePorts } from './siteServer';

const SECTION = 'cache';
const PORTALS = 'portals-mfe';
const PREVIEW_SECRET = `drill-${Math.random().toString(36).slice(2)}-preview-secret-of-this-fleet`;
const METRICS_TOKEN = 'drill-cache-metrics-token-51c2';
// Set in the cache's origins.vcl too, as an operator would, so every purge of the drill passes the token check.
const PURGE_TOKEN = `drill-${Math.random().toString(36).slice(2)}-purge-token`;
/** What the cache may keep a page without asking (CACHE_MAX_AGE): short, so that the outage outlives it. */
const MAX_AGE_SECONDS = 30;
/** A release or a facts change must reach every view through the cache within this. */
const WITHIN_MS = 2000;
/** The same in the shortened drill: 10,000 views take a few seconds through the cache, and the outage must outlive s-maxage. */
const VIEWS = 10_000;
const OUTAGE_MS = 60_000;
const CONCURRENCY = 16;
const SHELL_LIVE_WITHIN_MS = 20_000;
const PHONES = {
  before: { display: '(404) 555-0101', tel: '+14045550101' },
  after: { display: '(404) 555-0177', tel: '+14045550177' },
};
/** The two quick edits after those: the second replaces the first within the purge's repeat. */
const QUICK_PHONES = [
  { display: '(404) 555-0123', tel: '+14045550123' },
  { display: '(404) 555-0145', tel: '+14045550145' },
];
/** Two changes this far apart: closer than the purge's repeat (1 s), as a busy release day makes them. */
const QUICK_MS = 300;
/** After the last of the quick changes, no view may show what came before it from this long on. */
const SETTLED_MS = 3000;
/** Views go on this long after the last change: a page filed where no purge reaches it stays a HIT until its s-maxage ends. */
const WATCHED_MS = 10_000;
const SKIP_GATE = { skipGate: 'the drill times the cache, not the gate' };
/** A release id as the registry makes them, in the address of a group's files. */
const RELEASE_IN_URL = /http:\/\/127\.0\.0\.1:\d+\/(\d{8}-\d{6}-[0-9a-f]{8})\//g;
const HEADING = /<h1>([^<]*)<\/h1>/;
/**
 * The pages that always name the portals release they were made from (the group's own, rendered from
 * its server build). The others name it when their own group's build rendered them; the stand-in
 * builds have only a portals group, so they are sent client-rendered and name none.
 */
const PORTALS_PATHS = new Set<string>(routesOfGroup('portals').map((route) => route.path));
const isPortalsPage = (address: string) => PORTALS_PATHS.has(address.split('?')[0]!);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The addresses visitors load: every route, some with the tags an ad click adds, which the cache drops. */
const ADDRESSES = siteMap.flatMap((route) => [
  route.path,
  `${route.path}?utm_source=drill&gclid=c${route.path.length}`,
]);

/** One page view through the cache. */
interface View {
  address: string;
  sentAt: number;
  status: number;
  /** The portals releases the page names (the addresses of its group's files). */
  releases: string[];
  heading: string;
  text: string;
  age: number;
  /** Whether the answer was an HTML document. */
  document: boolean;
  failure?: string;
}

function fleetFixture({ teardown }: DrillContext) {
  return sharedFixture(async () => {
    const { root, databaseUrl, registry } = await sectionRegistry(teardown, 'cache');
    const token = (app: Workspace, name: string) => createReleaseToken(registry, app, name);
    const tokens = { shell: await token('shell', 'shell-ci'), portals: await token(PORTALS, 'portals-ci') };
    const factsFile = path.join(root, 'facts.json');
    writeFileSync(factsFile, JSON.stringify({ phone: PHONES.before }));

    const builds = writeStandInBuilds(path.join(root, 'unused-builds'));
    const cachePort = (await freeSitePorts()).shell;
    const apiPort = (await freeSitePorts()).shell;
    const cacheUrl = `http://127.0.0.1:${cachePort}`;
    const startServer = async (name: string, ports: SitePorts, withApi: boolean) => {
      const start = SiteServer.start({
        label: `cache server ${name}`,
        builds,
        ports,
        storage: { databaseUrl },
        releases: { cacheDir: path.join(root, `server-${name}`), ...(withApi ? { apiPort } : {}) },
        env: {
          LOG_LEVEL: 'warn',
          PREVIEW_SECRET,
          // Visitors reach the preview host through the cache too.
          PREVIEW_URL: `http://${PREVIEW_HOSTNAME}:${cachePort}`,
          SITE_FACTS_FILE: factsFile,
          CACHE_PURGE_URLS: `${cacheUrl}/`,
          CACHE_PURGE_TOKEN: PURGE_TOKEN,
          CACHE_MAX_AGE: String(MAX_AGE_SECONDS),
          METRICS_TOKEN,
        },
      });
      teardown.add(async () => (await start.catch(() => undefined))?.stop());
      return start;
    };
    // The cache first, so that each server's purge when it starts lands at once.
    const serverPorts = await Promise.all([freeSitePorts(), freeSitePorts()]);
    const varnish: RunningVarnish = await startVarnish({
      port: cachePort,
      awaitHealthy: false,
      purgeToken: PURGE_TOKEN,
      origins: serverPorts.map((ports) => ({ host: '127.0.0.1', port: ports.shell })),
    });
    teardown.add(() => varnish.stop());
    const servers = await Promise.all([
      startServer('A', serverPorts[0]!, true),
      startServer('B', serverPorts[1]!, false),
    ]);

    const api = (route: string, bearer: string, body?: object) =>
      send(`http://127.0.0.1:${apiPort}${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const ids = new Map<string, string>();
    const publish = async (app: 'shell' | typeof PORTALS, label: string): Promise<string> => {
      const build = app === 'shell' ? shellBuild(root, label) : portalsBuild(root, label);
      const answer = await api(`/releases/${app}`, app === 'shell' ? tokens.shell : tokens.portals, publishBody(build));
      if (answer.status !== 201)
        throw new Error(`publishing ${app} ${label} was answered ${answer.status}: ${answer.text}`);
      const { id } = JSON.parse(answer.text) as { id: string };
      ids.set(id, label);
      return id;
    };
    const promote = async (app: 'shell' | typeof PORTALS, id: string): Promise<number> => {
      const answer = await api(
        `/releases/${app}/${id}/promote`,
        app === 'shell' ? tokens.shell : tokens.portals,
        SKIP_GATE,
      );
      if (answer.status !== 200)
        throw new Error(`promoting ${app} ${ids.get(id)} was answered ${answer.status}: ${answer.text}`);
      return Date.now();
    };
    await promote('shell', await publish('shell', 'a1'));
    await promote(PORTALS, await publish(PORTALS, 'p1'));
    await Promise.all(servers.map((server) => server.untilReady(SHELL_LIVE_WITHIN_MS)));
    const healthy = Date.now() + 10_000;
    while (Object.values(await varnish.backendHealth()).some((health) => health !== 'healthy')) {
      if (Date.now() > healthy)
        throw new Error(
          `the cache's probes never found both origins healthy: ${JSON.stringify(await varnish.backendHealth())}`,
        );
      await sleep(200);
    }

    // Every purge so far (each server's own when it started, the promotes') acknowledged before any case counts.
    const metricsOf = (server: SiteServer) =>
      send(`${server.shellOrigin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const settled = Date.now() + 35_000;
    while (
      (await Promise.all(servers.map(metricsOf))).some((metrics) =>
        /^site_cache_purge_keys_waiting\{[^}]*\} [1-9]/m.test(metrics.text),
      )
    ) {
      if (Date.now() > settled) throw new Error("the servers' purges were not acknowledged by the cache within 35 s");
      await sleep(200);
    }

    /** The page documents both origins answered so far, from their own metrics. */
    const originDocuments = async (): Promise<number> => {
      let total = 0;
      for (const server of servers) {
        const metrics = await metricsOf(server);
        for (const match of metrics.text.matchAll(/^site_http_request_duration_seconds_count\{([^}]*)\} (\d+)/gm)) {
          const labels = match[1]!;
          if (
            labels.includes('app="shell"') &&
            /route_group="(shell|services|industries|company|portals)"/.test(labels)
          )
            total += Number(match[2]);
        }
      }
      return total;
    };

    return {
      root,
      databaseUrl,
      servers,
      varnish,
      cacheUrl,
      factsFile,
      api,
      publish,
      promote,
      tokens,
      ids,
      originDocuments,
    };
  });
}

type Fleet = Awaited<ReturnType<ReturnType<typeof fleetFixture>>>;

/** A page view through the cache, as a visitor's browser sends it. */
async function view(fleet: Fleet, address: string): Promise<View> {
  const sentAt = Date.now();
  try {
    const answer = await send(`${fleet.cacheUrl}${address}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    return {
      address,
      sentAt,
      status: answer.status,
      releases: [...new Set([...answer.text.matchAll(RELEASE_IN_URL)].map((match) => match[1]!))],
      heading: HEADING.exec(answer.text)?.[1] ?? '',
      text: answer.text,
      age: Number(answer.headers.get('age') ?? 0),
      document: /^<!doctype html>/i.test(answer.text.trimStart()),
    };
  } catch (error) {
    return {
      address,
      sentAt,
      status: 0,
      releases: [],
      heading: '',
      text: '',
      age: 0,
      document: false,
      failure: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Visitors loading every address in turn, CONCURRENCY at a time, until `count` views or `stop` says so. */
async function browse(fleet: Fleet, options: { count?: number; stop?: () => boolean }): Promise<View[]> {
  const views: View[] = [];
  let next = 0;
  const visitor = async () => {
    while (options.count === undefined ? !options.stop!() : next < options.count) {
      const address = ADDRESSES[next % ADDRESSES.length]!;
      next += 1;
      const seen = await view(fleet, address);
      // Of the text only the phone numbers are kept: 10,000 documents would fill the memory for nothing.
      views.push({ ...seen, text: (seen.text.match(/\+1404555\d{4}/g) ?? []).join(' ') });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, visitor));
  return views;
}

const failedViews = (views: readonly View[]) => views.filter((seen) => seen.status !== 200);

function describeFailures(views: readonly View[]): string {
  const failed = failedViews(views);
  return `${failed.length} of ${views.length} views failed (${failed
    .slice(0, 3)
    .map((seen) => `${seen.address}: ${seen.failure ?? seen.status}`)
    .join('; ')})`;
}

async function manyViews(fleet: Fleet): Promise<string> {
  const before = await fleet.originDocuments();
  const startedAt = Date.now();
  const views = await browse(fleet, { count: VIEWS });
  const seconds = (Date.now() - startedAt) / 1000;
  const origin = (await fleet.originDocuments()) - before;
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const mixed = views.filter(
    (seen) => seen.releases.length > 1 || (isPortalsPage(seen.address) && seen.releases.length !== 1) || !seen.document,
  );
  if (mixed.length > 0)
    throw new Error(
      `${mixed.length} views were not a page naming one portals release (${mixed[0]!.address}: ${mixed[0]!.releases.join(', ') || 'none'})`,
    );
  // One release of every app is live throughout: at most one origin request per route.
  if (origin > siteMap.length)
    throw new Error(
      `the origins answered ${origin} page requests for ${views.length} views of ${siteMap.length} routes (at most ${siteMap.length})`,
    );
  return `${views.length} views of ${siteMap.length} routes (half with tracking parameters) in ${seconds.toFixed(1)} s, ${Math.round(views.length / seconds)} views/s: ${origin} requests reached the origins (at most one per route and release)`;
}

/** When each view after a switch showed the new release: the latest one still showing another, counted from the switch. */
function switchProblems(
  views: readonly View[],
  step: string,
  switchedAt: number,
  until: number,
  expected: string,
): { problems: string[]; lastOldMs: number } {
  const problems: string[] = [];
  let lastOldMs = 0;
  for (const seen of views.filter((one) => one.sentAt >= switchedAt && one.sentAt < until)) {
    if (seen.releases.length > 1)
      problems.push(`${step}: ${seen.address} mixed releases ${seen.releases.join(' and ')}`);
    if (seen.releases[0] === expected || (seen.releases.length === 0 && !isPortalsPage(seen.address))) continue;
    lastOldMs = Math.max(lastOldMs, seen.sentAt - switchedAt);
    if (seen.sentAt - switchedAt > WITHIN_MS)
      problems.push(
        `${step}: ${seen.address} still showed ${seen.releases.join(', ') || 'no release'} ${seen.sentAt - switchedAt} ms after the switch`,
      );
  }
  return { problems, lastOldMs };
}

async function promoteAndRollBack(fleet: Fleet): Promise<string> {
  const p1 = [...fleet.ids].find(([, label]) => label === 'p1')![0];
  const p2 = await fleet.publish(PORTALS, 'p2');
  let stopped = false;
  const traffic = browse(fleet, { stop: () => stopped });
  await sleep(1000);
  const promotedAt = await fleet.promote(PORTALS, p2);
  await sleep(WITHIN_MS + 1500);
  // A view sent while the rollback is under way may already show it: the promote's window ends when the rollback is asked for.
  const rollbackAskedAt = Date.now();
  const rollback = await fleet.api(`/releases/${PORTALS}/rollback`, fleet.tokens.portals);
  if (rollback.status !== 200) throw new Error(`the rollback was answered ${rollback.status}: ${rollback.text}`);
  const rolledBackAt = Date.now();
  await sleep(WITHIN_MS + 1500);
  stopped = true;
  const views = await traffic;
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const promoted = switchProblems(views, 'promote', promotedAt, rollbackAskedAt, p2);
  const rolledBack = switchProblems(views, 'rollback', rolledBackAt, Infinity, p1);
  const headings = views.filter(
    (seen) =>
      seen.heading.startsWith('Portals ') && seen.heading !== `Portals ${fleet.ids.get(seen.releases[0] ?? '')}`,
  );
  const problems = [
    ...promoted.problems,
    ...rolledBack.problems,
    ...headings
      .slice(0, 3)
      .map((seen) => `${seen.address} showed "${seen.heading}" with the files of ${seen.releases.join(', ')}`),
  ];
  if (problems.length > 0)
    throw new Error(
      `${problems.length} problems: ${problems.slice(0, 4).join('; ')}; the servers said: ${fleet.servers.map((server) => server.outputTail(3)).join(' | ')}`,
    );
  const lag = (ms: number) => (ms === 0 ? 'none after it was answered' : `the last ${ms} ms after`);
  // A portals page naming no release was sent client-rendered (its render failed): never kept, so never repeated.
  const clientRendered = views.filter((seen) => isPortalsPage(seen.address) && seen.releases.length === 0).length;
  return `${views.length} views through the cache during the switches, none mixing releases; views showing the old release: ${lag(promoted.lastOldMs)} the promote, ${lag(rolledBack.lastOldMs)} the rollback (allowed: ${WITHIN_MS} ms); ${clientRendered} portals views client-rendered`;
}

async function factsChange(fleet: Fleet): Promise<string> {
  // Every route is in the cache with the old number first.
  const before = await Promise.all(ADDRESSES.map((address) => view(fleet, address)));
  const withOld = before.filter((seen) => seen.text.includes(PHONES.before.tel)).length;
  if (withOld !== before.length)
    throw new Error(`only ${withOld} of ${before.length} pages showed the number in force before the change`);
  let stopped = false;
  const traffic = browse(fleet, { stop: () => stopped });
  await sleep(500);
  writeFileSync(fleet.factsFile, JSON.stringify({ phone: PHONES.after }));
  const changedAt = Date.now();
  await sleep(WITHIN_MS + 1500);
  stopped = true;
  const views = await traffic;
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const late = views.filter(
    (seen) =>
      seen.sentAt - changedAt > WITHIN_MS &&
      !(seen.text.includes(PHONES.after.tel) && !seen.text.includes(PHONES.before.tel)),
  );
  if (late.length > 0)
    throw new Error(
      `${late.length} views sent more than ${WITHIN_MS} ms after the change did not show the new number (${late[0]!.address}, ${late[0]!.sentAt - changedAt} ms)`,
    );
  const lastOld = Math.max(
    0,
    ...views.filter((seen) => seen.text.includes(PHONES.before.tel)).map((seen) => seen.sentAt - changedAt),
  );
  const after = views.filter((seen) => seen.sentAt - changedAt > WITHIN_MS).length;
  return `the facts file's phone changed with no request to the origins: the last view with the old number was sent ${lastOld} ms after the edit; all ${after} views from ${WITHIN_MS} ms on showed ${PHONES.after.display}`;
}

/** X to Y, then Y to Z 300 ms later, twice over, under traffic: 3 s after each last switch, no page names a release that went before it. */
async function quickSwitches(fleet: Fleet): Promise<string> {
  const problems: string[] = [];
  const summary: string[] = [];
  for (const round of [1, 2]) {
    const [y, z] = [await fleet.publish(PORTALS, `q${round}y`), await fleet.publish(PORTALS, `q${round}z`)];
    let stopped = false;
    const traffic = browse(fleet, { stop: () => stopped });
    await sleep(1000);
    await fleet.promote(PORTALS, y);
    await sleep(QUICK_MS);
    const lastAt = await fleet.promote(PORTALS, z);
    await sleep(WATCHED_MS);
    stopped = true;
    const views = await traffic;
    if (failedViews(views).length > 0) throw new Error(describeFailures(views));
    const settled = views.filter((seen) => seen.sentAt - lastAt > SETTLED_MS);
    const past = settled.filter(
      (seen) =>
        seen.releases.some((release) => release !== z) ||
        (isPortalsPage(seen.address) && seen.heading !== `Portals q${round}z`),
    );
    for (const seen of past.slice(0, 3))
      problems.push(
        `round ${round}: ${seen.address} showed "${seen.heading}" (${seen.releases.join(', ') || 'no release'}, Age ${seen.age}) ${seen.sentAt - lastAt} ms after the last switch`,
      );
    const lastPast = Math.max(
      0,
      ...views.filter((seen) => seen.releases.some((release) => release !== z)).map((seen) => seen.sentAt - lastAt),
    );
    summary.push(
      `round ${round}: ${views.length} views, ${settled.length} of them from ${SETTLED_MS / 1000} s on, ${past.length} naming a past release; the last page naming one was sent ${lastPast} ms after the switch`,
    );
  }
  if (problems.length > 0)
    throw new Error(
      `${problems.join('; ')}; the servers said: ${fleet.servers.map((server) => server.outputTail(3)).join(' | ')}`,
    );
  return summary.join('; ');
}

/** Two edits of the facts file 300 ms apart under traffic: 3 s after the second no page shows a number that went before it, and no page ever shows two. */
async function quickFactsEdits(fleet: Fleet): Promise<string> {
  let stopped = false;
  const traffic = browse(fleet, { stop: () => stopped });
  await sleep(1000);
  writeFileSync(fleet.factsFile, JSON.stringify({ phone: QUICK_PHONES[0] }));
  await sleep(QUICK_MS);
  writeFileSync(fleet.factsFile, JSON.stringify({ phone: QUICK_PHONES[1] }));
  const lastAt = Date.now();
  await sleep(WATCHED_MS);
  stopped = true;
  const views = await traffic;
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const numbersOf = (seen: View) => new Set(seen.text.split(' ').filter(Boolean));
  const mixed = views.filter((seen) => numbersOf(seen).size > 1);
  const settled = views.filter((seen) => seen.sentAt - lastAt > SETTLED_MS);
  const past = settled.filter((seen) => [...numbersOf(seen)].join() !== QUICK_PHONES[1]!.tel);
  const problems = [
    ...mixed.slice(0, 3).map((seen) => `${seen.address} showed two numbers: ${[...numbersOf(seen)].join(' and ')}`),
    ...past
      .slice(0, 3)
      .map(
        (seen) =>
          `${seen.address} showed ${[...numbersOf(seen)].join(', ') || 'no number'} (Age ${seen.age}) ${seen.sentAt - lastAt} ms after the second edit`,
      ),
  ];
  if (problems.length > 0)
    throw new Error(`${mixed.length} pages mixed numbers, ${past.length} showed a past one: ${problems.join('; ')}`);
  const lastPast = Math.max(
    0,
    ...views.filter((seen) => !seen.text.includes(QUICK_PHONES[1]!.tel)).map((seen) => seen.sentAt - lastAt),
  );
  return `${views.length} views, none with two numbers; ${settled.length} from ${SETTLED_MS / 1000} s after the second edit, all showing ${QUICK_PHONES[1]!.display}; the last page with an earlier number was sent ${lastPast} ms after it`;
}

async function previewAndLead(fleet: Fleet): Promise<string> {
  const problems: string[] = [];
  const p3 = await fleet.publish(PORTALS, 'p3');
  const made = await fleet.api(`/releases/${PORTALS}/${p3}/preview`, fleet.tokens.portals, { minutes: 10 });
  if (made.status !== 200) throw new Error(`the preview link was answered ${made.status}: ${made.text}`);
  const { path: linkPath } = JSON.parse(made.text) as { path: string };
  const shown = await sendToPreviewHost(fleet.cacheUrl, linkPath);
  const opened = await sendToPreviewHost(fleet.cacheUrl, '/_preview', {
    method: 'POST',
    headers: {
      origin: `http://${PREVIEW_HOSTNAME}:${new URL(fleet.cacheUrl).port}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(previewFormFields(shown.text)).toString(),
  });
  const cookie = opened.headers.get('set-cookie')?.split(';')[0];
  if (opened.status !== 303 || !cookie)
    throw new Error(`opening the preview through the cache was answered ${opened.status}`);
  const previewed: Answer[] = [];
  for (let index = 0; index < 3; index += 1)
    previewed.push(
      await sendToPreviewHost(fleet.cacheUrl, '/client-portal', { headers: { accept: 'text/html', cookie } }),
    );
  for (const answer of previewed) {
    if (HEADING.exec(answer.text)?.[1] !== 'Portals p3')
      problems.push(
        `the previewing browser got ${answer.status} "${HEADING.exec(answer.text)?.[1]}" (${/<p>([^<]*)<\/p>/.exec(answer.text)?.[1] ?? ''}; ${fleet.servers.map((server) => server.outputTail(2)).join(' | ')})`,
      );
    // Each went to an origin: the cache kept none.
    if (answer.headers.get('x-cache') !== 'MISS')
      problems.push(`a preview was answered from the cache (${answer.headers.get('x-cache')})`);
  }
  const others = [
    await sendToPreviewHost(fleet.cacheUrl, '/client-portal', { headers: { accept: 'text/html' } }),
    await send(`${fleet.cacheUrl}/client-portal`, { headers: { accept: 'text/html' } }),
    await send(`${fleet.cacheUrl}/client-portal`, { headers: { accept: 'text/html', cookie } }),
  ];
  for (const answer of others)
    if (answer.text.includes('Portals p3') || answer.text.includes('release-preview'))
      problems.push('another client was served the preview');

  // Two visitors' leads through the cache: each a receipt of its own, each stored once.
  const email = `cache-${Date.now()}@northwind.test`;
  const receipts: string[] = [];
  for (const lastName of ['Cached', 'Twice']) {
    const posted = await sendLikeTheForm(fleet.cacheUrl, { ...sampleLead, lastName, email });
    if (posted.status !== 201) problems.push(`a lead posted through the cache was answered ${posted.status}`);
    if (!/no-store/.test(posted.headers.get('cache-control') ?? ''))
      problems.push(`a lead's answer said Cache-Control ${posted.headers.get('cache-control')}`);
    receipts.push(JSON.stringify(await posted.json()));
  }
  if (receipts[0] === receipts[1]) problems.push("the second visitor was given the first visitor's receipt");
  const tokens = await Promise.all([0, 1].map(async () => (await send(`${fleet.cacheUrl}/api/contact/token`)).text));
  if (tokens[0] === tokens[1]) problems.push('two visitors were given the same form token');
  const client = new Client({ connectionString: fleet.databaseUrl });
  await client.connect();
  try {
    const stored = (
      await client.query<{ name: string }>(
        `SELECT fields->>'lastName' AS name FROM leads WHERE fields->>'email' = $1 ORDER BY name`,
        [email],
      )
    ).rows.map((row) => row.name);
    if (stored.join(',') !== 'Cached,Twice')
      problems.push(`the leads stored were ${stored.join(',') || 'none'}, not one of each`);
  } finally {
    await client.end();
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return 'a preview opened through the cache: 3 of 3 loads reached an origin (MISS), shown to its browser only; 2 leads posted through it: 2 receipts, 2 stored, neither answer kept; 2 form tokens, both different';
}

async function originsDown(fleet: Fleet): Promise<string> {
  const outageMs = OUTAGE_MS;
  // Every address is in the cache before the origins go.
  await Promise.all(ADDRESSES.map((address) => view(fleet, address)));
  await Promise.all(fleet.servers.map((server) => server.stop()));
  const stoppedAt = Date.now();
  const views = await browse(fleet, { stop: () => Date.now() - stoppedAt > outageMs });
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const blank = views.filter((seen) => !seen.document || (isPortalsPage(seen.address) && seen.releases.length !== 1));
  if (blank.length > 0) throw new Error(`${blank.length} views were answered without a page (${blank[0]!.address})`);
  const stale = views.filter((seen) => seen.age > MAX_AGE_SECONDS).length;
  if (stale === 0)
    throw new Error(`no view was answered past its s-maxage of ${MAX_AGE_SECONDS} s: the outage proved nothing`);
  return `both origins stopped for ${outageMs / 1000} s: ${views.length} views, 0 failed, ${stale} answered stale (older than their s-maxage of ${MAX_AGE_SECONDS} s)`;
}

export function cacheCases(context: DrillContext): DrillCase[] {
  const fleet = fleetFixture(context);
  const cases: Array<[string, (current: Fleet) => Promise<string>, number]> = [
    [
      `${VIEWS} page views spread over every route through Varnish reach the origins at most once per route and release`,
      manyViews,
      180_000,
    ],
    [
      `a promote and a rollback under traffic reach every view through the cache within ${WITHIN_MS / 1000} s, and no page mixes releases`,
      promoteAndRollBack,
      120_000,
    ],
    [
      `a new phone number in the facts file reaches every cached page within ${WITHIN_MS / 1000} s, with no request to notice it`,
      factsChange,
      60_000,
    ],
    [
      `two promotes ${QUICK_MS} ms apart (X to Y to Z), twice, under traffic: ${SETTLED_MS / 1000} s after the last, no page through the cache names a release before it`,
      quickSwitches,
      120_000,
    ],
    [
      `two edits of the facts ${QUICK_MS} ms apart under traffic: no page shows two numbers, and ${SETTLED_MS / 1000} s after the second none shows an earlier one`,
      quickFactsEdits,
      60_000,
    ],
    [
      'a preview and a lead post go through the cache: none stored, none served to another client',
      previewAndLead,
      60_000,
    ],
    [
      `both origins stopped for ${OUTAGE_MS / 1000} s: every page view is still answered from the cache (stale), 0 failed`,
      originsDown,
      180_000,
    ],
  ];
  return cases.map(([name, run, timeoutMs]) => ({
    section: SECTION,
    name,
    timeoutMs,
    run: async () => run(await fleet()),
  }));
}
