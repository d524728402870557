/**
 * The releases section: two real server processes on one PostgreSQL database, as a fleet behind a
 * load balancer, and a team's pipeline shipping its group through one server's release API while
 * visitors load pages from both; then a tampered artifact and tokens that must be refused. The
 * builds are the release tests' stand-ins, so no `npm run build` is needed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { messageOf } from 'site-server';
import { createReleaseToken, previewToken, publishBody, type AuditEntry, type Workspace } from 'site-server/releases';
import { previewFormFields } from '../test-support/releases/previewForm';
import { portalsBuild, shellBuild } from '../test-support/releases/standInBuilds';
import { sectionRegistry } from './sectionRegistry';
import { sharedFixture, type DrillCase, type DrillContext } from './drillCase';
import { writeStandInBuilds } from '../test-support/fakeBuilds';
import { freeSitePorts, SiteServer } from './siteServer';
import { PREVIEW_HOSTNAME, send, sendToPreviewHost, type Answer } from './http';

const SECTION = 'releases';
/** Both servers must serve a switch within this, counted from the moment the pipeline asks for it. */
const SWITCH_WITHIN_MS = 2000;
const POLL_MS = 50;
/** A step still not served after this is given up, so that the case ends with its figures. */
const SWITCH_GIVE_UP_MS = 10_000;
/** The drill measures switching, not the gate before it (the browser tests cover the gate). */
const SKIP_GATE = { skipGate: 'the drill times the switch itself' };

/** How long a server with no shell live yet may take to serve the one just promoted. */
const SHELL_LIVE_WITHIN_MS = 20_000;
const VISITORS = 4;
/** Browsing between the steps, so that page loads land on each release and not only on the switches. */
const STEADY_MS = 1000;
const SHORT_STEADY_MS = 500;
const DAY_MS = 86_400_000;
/** What a page and remotes.json show before the group has any release live. */
const NONE = 'none';
const PORTALS = 'portals-mfe';
const EXAMPLES_SHOWN = 3;
/** The fleet's one preview secret, as an operator gives it to every server. */
const PREVIEW_SECRET = `drill-${Math.random().toString(36).slice(2)}-preview-secret-of-this-fleet`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every request a visitor or a probe made, and those that failed: any answer but 200, or none. */
class RequestLog {
  count = 0;
  readonly failures: string[] = [];

  async get(url: string, accept = '*/*'): Promise<Answer | undefined> {
    this.count += 1;
    try {
      const answer = await send(url, { headers: { accept } });
      if (answer.status === 200) return answer;
      this.failures.push(`${url} answered ${answer.status}`);
    } catch (error) {
      this.failures.push(`${url}: ${messageOf(error)}`);
    }
    return undefined;
  }
}

const examples = (items: readonly string[]) =>
  `${items.slice(0, EXAMPLES_SHOWN).join('; ')}${items.length > EXAMPLES_SHOWN ? '; …' : ''}`;

/** One server of the fleet, with where its portals remote serves each release. */
interface FleetServer {
  name: string;
  server: SiteServer;
  cacheDir: string;
  portalsPort: number;
}

const portalsOrigin = (member: FleetServer) => `http://127.0.0.1:${member.portalsPort}`;

/** The label of the portals release a page of `member` was rendered from, read from its one heading. */
const HEADING = /<h1>([^<]*)<\/h1>/g;

/** Two servers on one database, the drill's own registry on it, the pipelines' tokens, the releases published so far. */
function fleetFixture({ teardown }: DrillContext) {
  return sharedFixture(async () => {
    const { root, databaseUrl, registry } = await sectionRegistry(teardown, 'releases');
    const token = (app: Workspace, name: string, days?: number, now?: Date) =>
      createReleaseToken(registry, app, name, days, now);
    const tokens = {
      shell: await token('shell', 'shell-ci'),
      portals: await token(PORTALS, 'portals-ci'),
      services: await token('services-mfe', 'services-ci'),
      // Issued long enough ago to have run out.
      expired: await token(PORTALS, 'portals-expired', 1, new Date(Date.now() - 2 * DAY_MS)),
      revoked: await token(PORTALS, 'portals-revoked'),
    };

    const builds = writeStandInBuilds(path.join(root, 'unused-builds'));
    const apiPort = (await freeSitePorts()).shell;
    const startServer = async (name: string, withApi: boolean): Promise<FleetServer> => {
      const ports = await freeSitePorts();
      const cacheDir = path.join(root, `server-${name}`);
      const start = SiteServer.start({
        label: `release server ${name}`,
        builds,
        ports,
        storage: { databaseUrl },
        releases: { cacheDir, ...(withApi ? { apiPort } : {}) },
        env: { LOG_LEVEL: 'warn', PREVIEW_SECRET },
      });
      teardown.add(async () => (await start.catch(() => undefined))?.stop());
      return { name, server: await start, cacheDir, portalsPort: ports.remotes.portals };
    };
    const [a, b] = await Promise.all([startServer('A', true), startServer('B', false)]);

    const api = async (route: string, bearer: string, body?: object): Promise<Answer> =>
      send(`http://127.0.0.1:${apiPort}${route}`, {
        // Every route but the listing changes the registry.
        method: route === '/releases' ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    /** Label to release id, for every release the pipelines published. */
    const ids = new Map<string, string>();
    const publish = async (app: 'shell' | typeof PORTALS, bearer: string, label: string): Promise<string> => {
      const build = app === 'shell' ? shellBuild(root, label) : portalsBuild(root, label);
      const answer = await api(`/releases/${app}`, bearer, publishBody(build));
      if (answer.status !== 201)
        throw new Error(`publishing ${app} ${label} was answered ${answer.status}: ${answer.text}`);
      const { id } = JSON.parse(answer.text) as { id: string };
      ids.set(label, id);
      return id;
    };

    const shell = await publish('shell', tokens.shell, 'a1');
    const promoted = await api(`/releases/shell/${shell}/promote`, tokens.shell, SKIP_GATE);
    if (promoted.status !== 200)
      throw new Error(`promoting the shell was answered ${promoted.status}: ${promoted.text}`);
    // A server of a fleet answers 503 until it holds a live shell.
    await Promise.all([a, b].map((member) => member.server.untilReady(SHELL_LIVE_WITHIN_MS)));
    return {
      root,
      databaseUrl,
      registry,
      tokens,
      servers: [a, b] as const,
      api,
      publish,
      ids,
      labelOf: (id: string) => [...ids].find(([, known]) => known === id)?.[0],
      async stop() {
        await Promise.all([a.server.stop(), b.server.stop()]);
        await registry.close();
      },
    };
  });
}

type Fleet = Awaited<ReturnType<ReturnType<typeof fleetFixture>>>;

/** The page of the portals group on `member`, as a visitor's first request gets it. */
const portalsPage = (member: FleetServer) => `${member.server.shellOrigin}/client-portal`;

/** The heading `member` serves on the portals page now, or why there is none. */
async function headingOn(member: FleetServer, log: RequestLog): Promise<string> {
  const page = await log.get(portalsPage(member), 'text/html');
  if (!page) return 'no page';
  return [...page.text.matchAll(HEADING)].map((match) => match[1]).join(' | ') || 'no heading';
}

/** Asks `member` every POLL_MS until its page says `text`; resolves with how long that took since `since`. */
async function timeUntilServed(member: FleetServer, text: string, since: number, log: RequestLog): Promise<number> {
  let last = '';
  while (Date.now() - since < SWITCH_GIVE_UP_MS) {
    last = await headingOn(member, log);
    if (last === text) return Date.now() - since;
    await sleep(POLL_MS);
  }
  throw new Error(
    `server ${member.name} still served "${last}", not "${text}", ${SWITCH_GIVE_UP_MS / 1000} s after the switch`,
  );
}

/** The release ids of `member`'s portals remote that `text` names (asset addresses, preload hints). */
function portalsReleasesIn(text: string, member: FleetServer): string[] {
  const pattern = new RegExp(`http://127\\.0\\.0\\.1:${member.portalsPort}/(\\d{8}-\\d{6}-[0-9a-f]{8})/`, 'g');
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1]!))];
}

/** What one page load saw: the release of each part, from its first request to its last. */
interface PageLoad {
  server: string;
  sentAt: number;
  doneAt: number;
  /** The release the HTML was rendered from, its preload hints' and remotes.json's. */
  page: string;
  hints: string[];
  discovered: string;
}

/** A step of the pipeline, from the request to the moment both servers served its release. */
interface Switch {
  step: string;
  to: string;
  startedAt: number;
  servedAt: number;
  onServer: Record<string, number>;
}

/**
 * Visitors loading the portals page, each time from the other server: the HTML, then remotes.json
 * as the shell's code fetches it, then the files both name, as the browser would fetch them.
 */
class Visitors {
  readonly loads: PageLoad[] = [];
  readonly problems: string[] = [];
  private stopped = false;
  private readonly running: Promise<void>[] = [];

  constructor(
    private readonly fleet: Fleet,
    private readonly log: RequestLog,
  ) {}

  start(count: number): void {
    for (let visitor = 0; visitor < count; visitor += 1) this.running.push(this.browse(visitor));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  private async browse(visitor: number): Promise<void> {
    for (let load = visitor; !this.stopped; load += 1) {
      try {
        await this.loadPage(this.fleet.servers[load % 2]!);
      } catch (error) {
        this.problems.push(`a visitor stopped: ${messageOf(error)}`);
        return;
      }
    }
  }

  /** The label of a known release, or a problem when the id is not one the pipelines published. */
  private labelOf(id: string, where: string): string {
    const label = this.fleet.labelOf(id);
    if (label) return label;
    this.problems.push(`${where} names ${id}, which no pipeline published`);
    return id;
  }

  private async loadPage(member: FleetServer): Promise<void> {
    const sentAt = Date.now();
    const page = await this.log.get(portalsPage(member), 'text/html');
    const remotes = await this.log.get(`${member.server.shellOrigin}/remotes.json`, 'application/json');
    const doneAt = Date.now();
    if (!page || !remotes) return;
    const where = `a page of server ${member.name}`;
    const headings = [...page.text.matchAll(HEADING)].map((match) => match[1]!);
    const bodyReleases = portalsReleasesIn(page.text, member).map((id) => this.labelOf(id, where));
    let pageRelease = NONE;
    if (headings.length > 0 || bodyReleases.length > 0) {
      pageRelease = /^Portals (\w+)$/.exec(headings[0] ?? '')?.[1] ?? `heading "${headings.join(' | ')}"`;
      if (headings.length !== 1 || !this.fleet.ids.has(pageRelease))
        this.problems.push(`${where} has the headings "${headings.join(' | ')}"`);
      const others = bodyReleases.filter((label) => label !== pageRelease);
      if (others.length > 0)
        this.problems.push(`${where} is headed ${pageRelease} and loads the files of ${others.join(', ')}`);
    }
    const hints = portalsReleasesIn(page.headers.get('link') ?? '', member).map((id) =>
      this.labelOf(id, `the preload hints of ${where}`),
    );
    const manifestUrl = (JSON.parse(remotes.text) as { portals?: string }).portals;
    let discovered = NONE;
    if (manifestUrl !== undefined) {
      const id = new RegExp(`^${portalsOrigin(member)}/(\\d{8}-\\d{6}-[0-9a-f]{8})/mf-manifest\\.json$`).exec(
        manifestUrl,
      )?.[1];
      if (!id) {
        this.problems.push(
          `remotes.json of server ${member.name} names ${manifestUrl}, not a release on its portals remote`,
        );
        return;
      }
      discovered = this.labelOf(id, `remotes.json of server ${member.name}`);
      const manifest = await this.log.get(manifestUrl, 'application/json');
      const served = manifest && (JSON.parse(manifest.text) as { label?: string }).label;
      if (manifest && served !== discovered)
        this.problems.push(`${manifestUrl} is the manifest of ${served}, not of ${discovered}`);
    }
    // The page's own files, which a visitor still fetches after the group has switched.
    if (pageRelease !== NONE && this.fleet.ids.has(pageRelease)) {
      await this.log.get(`${portalsOrigin(member)}/${this.fleet.ids.get(pageRelease)}/remoteEntry.${pageRelease}.js`);
    }
    this.loads.push({ server: member.name, sentAt, doneAt, page: pageRelease, hints, discovered });
  }
}

/** The releases live at some moment from `from` to `to`: the one live between switches, both during one. */
function releasesLiveDuring(initial: string, switches: readonly Switch[], from: number, to: number): Set<string> {
  const live = new Set<string>();
  let current = initial;
  let since = -Infinity;
  for (const change of switches) {
    if (from <= change.startedAt && to >= since) live.add(current);
    if (from <= change.servedAt && to >= change.startedAt) live.add(current).add(change.to);
    current = change.to;
    since = change.servedAt;
  }
  if (to >= since) live.add(current);
  return live;
}

/** What is wrong with the page loads: a part from a release that was not live while the load ran, or no load on a release. */
function pageLoadProblems(
  loads: readonly PageLoad[],
  switches: readonly Switch[],
  expected: readonly string[],
): { problems: string[]; straddling: number } {
  const problems: string[] = [];
  let straddling = 0;
  const start = loads.length > 0 ? Math.min(...loads.map((load) => load.sentAt)) : 0;
  for (const load of loads) {
    const live = releasesLiveDuring(NONE, switches, load.sentAt, load.doneAt);
    const parts = { page: load.page, 'preload hints': load.hints.join(', ') || NONE, 'remotes.json': load.discovered };
    const seen = new Set([load.page, ...load.hints, load.discovered]);
    if ([...seen].some((release) => !live.has(release))) {
      const shown = Object.entries(parts)
        .map(([part, release]) => `${part} ${release}`)
        .join(', ');
      problems.push(
        `a page load on server ${load.server} at +${load.sentAt - start} ms: ${shown}, while only ${[...live].join(' or ')} was live`,
      );
    } else if (seen.size > 1) straddling += 1;
  }
  const unseen = expected.filter((release) => !loads.some((load) => load.page === release));
  if (unseen.length > 0)
    problems.push(`no page load was rendered from ${unseen.join(', ')}: the visitors did not see every release`);
  return { problems, straddling };
}

/** Asks for a switch through the API and waits until both servers serve `label`'s page. */
async function timedSwitch(fleet: Fleet, log: RequestLog, step: string, route: string, label: string): Promise<Switch> {
  const startedAt = Date.now();
  const answer = await fleet.api(route, fleet.tokens.portals, route.endsWith('/promote') ? SKIP_GATE : undefined);
  if (answer.status !== 200) throw new Error(`${step} was answered ${answer.status}: ${answer.text}`);
  const times = await Promise.all(
    fleet.servers.map((member) => timeUntilServed(member, `Portals ${label}`, startedAt, log)),
  );
  const onServer = Object.fromEntries(fleet.servers.map((member, index) => [member.name, times[index]!]));
  return { step, to: label, startedAt, servedAt: startedAt + Math.max(...times), onServer };
}

async function pipelineUnderTraffic(fleet: Fleet, steadyMs: number): Promise<string> {
  const p1 = await fleet.publish(PORTALS, fleet.tokens.portals, 'p1');
  const p2 = await fleet.publish(PORTALS, fleet.tokens.portals, 'p2');
  const log = new RequestLog();
  const visitors = new Visitors(fleet, log);
  const switches: Switch[] = [];
  visitors.start(VISITORS);
  try {
    await sleep(steadyMs);
    for (const [step, route, label] of [
      ['promote p1', `/releases/${PORTALS}/${p1}/promote`, 'p1'],
      ['promote p2', `/releases/${PORTALS}/${p2}/promote`, 'p2'],
      ['rollback', `/releases/${PORTALS}/rollback`, 'p1'],
    ] as const) {
      switches.push(await timedSwitch(fleet, log, step, route, label));
      await sleep(steadyMs);
    }
  } finally {
    await visitors.stop();
  }
  const { problems, straddling } = pageLoadProblems(visitors.loads, switches, [NONE, 'p1', 'p2']);
  const timings = switches
    .map((change) => `${change.step}: A ${change.onServer.A} ms, B ${change.onServer.B} ms`)
    .join('; ');
  const figures = `${visitors.loads.length} page loads, ${straddling} of them across a switch, ${log.count} requests, ${log.failures.length} failed; ${timings}`;
  const slow = switches
    .filter((change) => change.servedAt - change.startedAt >= SWITCH_WITHIN_MS)
    .map((change) => change.step);
  const failures = [
    ...(log.failures.length > 0 ? [`${log.failures.length} requests failed (${examples(log.failures)})`] : []),
    ...(visitors.problems.length > 0
      ? [`${visitors.problems.length} page loads were wrong (${examples(visitors.problems)})`]
      : []),
    ...(problems.length > 0 ? [`${problems.length} page loads mixed releases (${examples(problems)})`] : []),
    ...(slow.length > 0 ? [`${slow.join(', ')} took ${SWITCH_WITHIN_MS} ms or more to reach both servers`] : []),
  ];
  if (failures.length > 0) throw new Error(`${failures.join('; ')} (${figures})`);
  return figures;
}

/** The release of portals live now, by its label. */
async function livePortals(fleet: Fleet): Promise<string> {
  const id = (await fleet.registry.refresh())[PORTALS]?.live;
  return (id && fleet.labelOf(id)) ?? NONE;
}

/** Both servers still serve `label`'s page and name its manifest; problems otherwise. */
async function stillServing(fleet: Fleet, label: string): Promise<string[]> {
  const log = new RequestLog();
  const problems: string[] = [];
  for (const member of fleet.servers) {
    const heading = await headingOn(member, log);
    if (heading !== `Portals ${label}`)
      problems.push(`server ${member.name} serves "${heading}", not "Portals ${label}"`);
    const remotes = await log.get(`${member.server.shellOrigin}/remotes.json`);
    const named = remotes && (JSON.parse(remotes.text) as { portals?: string }).portals;
    if (remotes && !named?.includes(`/${fleet.ids.get(label)}/`))
      problems.push(`remotes.json of server ${member.name} names ${named}, not ${label}`);
  }
  return [...problems, ...log.failures];
}

/** The audit entries written since `before` entries were. */
async function auditSince(fleet: Fleet, before: number): Promise<AuditEntry[]> {
  return (await fleet.registry.audit.latest(1000)).slice(before);
}

const auditCount = async (fleet: Fleet) => (await fleet.registry.audit.latest(1000)).length;

async function tamperedArtifact(fleet: Fleet): Promise<string> {
  const previous = await livePortals(fleet);
  if (previous === NONE) throw new Error('no portals release is live to keep serving');
  const p3 = await fleet.publish(PORTALS, fleet.tokens.portals, 'p3');
  const tampered = 'server/pages.p3.js';
  const client = new Client({ connectionString: fleet.databaseUrl });
  await client.connect();
  try {
    // The first byte flipped in place, as a disk, a backup restore or an intruder could.
    const changed = await client.query(
      'UPDATE release_files SET content = set_byte(content, 0, get_byte(content, 0) # 1) WHERE app = $1 AND id = $2 AND path = $3',
      [PORTALS, p3, tampered],
    );
    if (changed.rowCount !== 1)
      throw new Error(`${tampered} of ${p3} is not stored in release_files (${changed.rowCount} rows changed)`);
  } finally {
    await client.end();
  }
  const before = await auditCount(fleet);
  const answer = await fleet.api(`/releases/${PORTALS}/${p3}/promote`, fleet.tokens.portals, SKIP_GATE);
  const reason = (JSON.parse(answer.text) as { message?: string }).message ?? answer.text;
  const problems: string[] = [];
  if (answer.status !== 409) problems.push(`the promote was answered ${answer.status}, not 409: ${answer.text}`);
  else if (!/does not match the digest recorded at publish/.test(reason))
    problems.push(`the refusal does not say the files do not match: "${reason}"`);
  // A poll's length, so that a server that took the switch from the database would show it.
  await sleep(1200);
  problems.push(...(await stillServing(fleet, previous)));
  const live = await livePortals(fleet);
  if (live !== previous) problems.push(`the registry has ${live} live, not ${previous}`);
  const [a] = fleet.servers;
  if (existsSync(path.join(a.cacheDir, PORTALS, p3))) problems.push(`server A holds a folder of ${p3} in its cache`);
  const served = await send(`${portalsOrigin(a)}/${p3}/remoteEntry.p3.js`).catch((error: unknown) => ({
    status: messageOf(error),
  }));
  if (served.status !== 404)
    problems.push(`server A's portals remote answered ${served.status} for a file of ${p3}, not 404`);
  const audited = (await auditSince(fleet, before)).find(
    (entry) => entry.action === 'promote' && entry.outcome === 'refused' && entry.release === p3,
  );
  if (audited?.actor !== 'portals-ci')
    problems.push(
      `the audit log has no refused promote of ${p3} by portals-ci (${audited ? `by ${audited.actor}` : 'none at all'})`,
    );
  if (problems.length > 0) throw new Error(problems.join('; '));
  return `p3 published, one byte of ${tampered} changed in PostgreSQL; promote answered 409 "${reason}"; both servers still serve ${previous}; audited: promote of p3 refused, by portals-ci`;
}

/** A page of `member` as a browser holding `cookie` gets it: its heading, whether it carries the preview banner, and its Cache-Control. */
/** The portals page as a browser gets it: on the live host, or with `cookie` on the preview host. */
async function pageWithCookie(
  member: FleetServer,
  cookie: string | undefined,
): Promise<{ heading: string; banner: boolean; cacheControl: string | null }> {
  const answer = cookie
    ? await sendToPreviewHost(member.server.shellOrigin, '/client-portal', { headers: { accept: 'text/html', cookie } })
    : await send(portalsPage(member), { headers: { accept: 'text/html' } });
  const heading =
    [...answer.text.matchAll(HEADING)].map((match) => match[1]).join(' | ') || `no heading (${answer.status})`;
  return {
    heading,
    banner: answer.text.includes('class="release-preview"'),
    cacheControl: answer.headers.get('cache-control'),
  };
}

async function previewAndGate(fleet: Fleet): Promise<string> {
  const previous = await livePortals(fleet);
  if (previous === NONE) throw new Error('no portals release is live to keep serving');
  const staged = await fleet.publish(PORTALS, fleet.tokens.portals, 'p5');
  const before = await auditCount(fleet);
  const problems: string[] = [];
  const [a, b] = fleet.servers;

  // The link is made through server A's API and opened on server B, which never held p5: it fetches and checks it from the database.
  const made = await fleet.api(`/releases/${PORTALS}/${staged}/preview`, fleet.tokens.portals, { minutes: 10 });
  if (made.status !== 200) throw new Error(`the preview link was answered ${made.status}: ${made.text}`);
  const { path: linkPath } = JSON.parse(made.text) as { path: string };
  // As a person opens it: the link's page sets nothing, its button posts the page's form from the page's own origin.
  const shown = await sendToPreviewHost(b.server.shellOrigin, linkPath);
  if (shown.status !== 200 || shown.headers.get('set-cookie') || !shown.text.includes('Open the preview'))
    throw new Error(
      `the preview link was answered ${shown.status} by server B${shown.headers.get('set-cookie') ? ', with a cookie' : ''}`,
    );
  const form = new URLSearchParams(previewFormFields(shown.text));
  const opened = await sendToPreviewHost(b.server.shellOrigin, '/_preview', {
    method: 'POST',
    headers: {
      origin: `http://${PREVIEW_HOSTNAME}:${new URL(b.server.shellOrigin).port}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form.toString(),
  });
  const cookie = opened.headers.get('set-cookie')?.split(';')[0];
  if (opened.status !== 303 || !cookie)
    throw new Error(
      `pressing "Open the preview" on server B was answered ${opened.status} ${opened.text.slice(0, 200)}`,
    );
  for (const member of [a, b]) {
    const previewed = await pageWithCookie(member, cookie);
    if (previewed.heading !== 'Portals p5' || !previewed.banner)
      problems.push(
        `the previewing browser got "${previewed.heading}"${previewed.banner ? '' : ' without the banner'} from server ${member.name}`,
      );
    if (previewed.cacheControl !== 'private, no-store')
      problems.push(`server ${member.name} sent the preview with Cache-Control ${previewed.cacheControl}`);
    // The same cookie on the live host (a client that sends it across hosts): the live release, no banner.
    const acrossHosts = await send(portalsPage(member), { headers: { accept: 'text/html', cookie } });
    if (acrossHosts.text.includes('Portals p5') || acrossHosts.text.includes('class="release-preview"'))
      problems.push(`server ${member.name}'s live host honoured the preview cookie`);
    const visitor = await pageWithCookie(member, undefined);
    if (visitor.heading !== `Portals ${previous}` || visitor.banner)
      problems.push(
        `another visitor got "${visitor.heading}"${visitor.banner ? ' with the banner' : ''} from server ${member.name}`,
      );
  }

  // Links this fleet did not sign as they are, or no longer valid: refused on either server, and nothing staged shown.
  const [version, body, signature] = decodeURIComponent(linkPath.split('token=')[1]!).split('.');
  const refused = {
    forged: `${version}.${body}.${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`,
    expired: previewToken(PREVIEW_SECRET, PORTALS, staged, 'portals-ci', 5, new Date(Date.now() - 3_600_000)).token,
    foreign: previewToken('the secret of some other site, long enough', PORTALS, staged, 'portals-ci').token,
  };
  for (const [what, token] of Object.entries(refused)) {
    for (const member of [a, b]) {
      const answer = await sendToPreviewHost(member.server.shellOrigin, `/_preview?token=${encodeURIComponent(token)}`);
      if (answer.status !== 403 || answer.headers.get('set-cookie'))
        problems.push(
          `the ${what} link was answered ${answer.status} by server ${member.name}${answer.headers.get('set-cookie') ? ', with a cookie' : ''}`,
        );
      // A browser holding one: nothing staged on the preview host, and the live release on the live host, whatever it sends.
      const withCookie = await pageWithCookie(member, `site_preview=${token}`);
      if (withCookie.heading.includes('p5') || withCookie.banner)
        problems.push(
          `a browser holding the ${what} token got "${withCookie.heading}" from server ${member.name}'s preview host`,
        );
      const onLive = await send(portalsPage(member), {
        headers: { accept: 'text/html', cookie: `site_preview=${token}` },
      });
      if (![...onLive.text.matchAll(HEADING)].some((match) => match[1] === `Portals ${previous}`))
        problems.push(`a browser holding the ${what} token did not get the live release from server ${member.name}`);
    }
  }

  // Its gate failed: promote is refused, and the live release keeps serving.
  const gate = await fleet.api(`/releases/${PORTALS}/${staged}/gate`, fleet.tokens.portals, {
    passed: false,
    checks: [
      { name: '/client-portal: served HTML holds the page', passed: true },
      { name: '/client-portal: no console error', passed: false, detail: 'uncaught: the page threw in the browser' },
    ],
  });
  if (gate.status !== 201) problems.push(`the gate result was answered ${gate.status}: ${gate.text}`);
  const promote = await fleet.api(`/releases/${PORTALS}/${staged}/promote`, fleet.tokens.portals);
  const reason = (JSON.parse(promote.text) as { message?: string }).message ?? promote.text;
  if (promote.status !== 409 || !reason.includes('failed its gate'))
    problems.push(`promoting p5 after its gate failed was answered ${promote.status}: ${reason}`);
  problems.push(...(await stillServing(fleet, previous)));
  const entries = await auditSince(fleet, before);
  for (const [action, outcome] of [
    ['preview', 'done'],
    ['gate', 'done'],
    ['promote', 'refused'],
  ] as const) {
    if (
      !entries.some(
        (entry) =>
          entry.action === action &&
          entry.outcome === outcome &&
          entry.release === staged &&
          entry.actor === 'portals-ci',
      )
    )
      problems.push(`the audit log has no ${action} ${outcome} of p5 by portals-ci`);
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return `a link made on server A, opened on server B's preview host by its button: p5 shown with its banner by both preview hosts to that browser only (private, no-store), never by a live host even with the cookie, ${previous} to everyone else; forged, expired and foreign links refused (403) by both; p5's failed gate recorded, its promote refused (409 "${reason}"); ${previous} still live; audited`;
}

async function refusedTokens(fleet: Fleet): Promise<string> {
  const { api, tokens, registry } = fleet;
  const target = fleet.ids.get('p2');
  const before = await auditCount(fleet);
  const previous = await livePortals(fleet);
  const problems: string[] = [];
  const check = async (what: string, status: number, answer: Promise<Answer>) => {
    const { status: got, headers, text } = await answer;
    if (got !== status) problems.push(`${what} was answered ${got}, not ${status}: ${text.slice(0, 200)}`);
    else if (status === 401 && !headers.get('www-authenticate')?.startsWith('Bearer'))
      problems.push(`${what} was answered 401 without a Bearer challenge`);
  };
  await check("the services token listing the releases (its own app's right)", 200, api('/releases', tokens.services));
  await check(
    'the services token publishing portals',
    403,
    api(`/releases/${PORTALS}`, tokens.services, publishBody(portalsBuild(fleet.root, 'p4'))),
  );
  await check(
    'the services token promoting portals',
    403,
    api(`/releases/${PORTALS}/${target}/promote`, tokens.services),
  );
  await check(
    'the expired token promoting portals',
    401,
    api(`/releases/${PORTALS}/${target}/promote`, tokens.expired),
  );
  await check('the token to be revoked, before its revocation', 200, api('/releases', tokens.revoked));
  if (!(await registry.tokens.revoke('portals-revoked', new Date())))
    problems.push('portals-revoked could not be revoked');
  await check(
    'the revoked token promoting portals',
    401,
    api(`/releases/${PORTALS}/${target}/promote`, tokens.revoked),
  );
  const entries = await auditSince(fleet, before);
  const expected = [
    { action: 'publish', actor: 'services-ci', reason: `token services-ci is for services-mfe, not ${PORTALS}` },
    { action: 'promote', actor: 'services-ci', reason: `token services-ci is for services-mfe, not ${PORTALS}` },
    { action: 'promote', actor: 'portals-expired', reason: 'token portals-expired expired' },
    { action: 'promote', actor: 'portals-revoked', reason: 'token portals-revoked was revoked' },
  ];
  for (const wanted of expected) {
    const found = entries.some(
      (entry) =>
        entry.outcome === 'refused' &&
        entry.app === PORTALS &&
        entry.action === wanted.action &&
        entry.actor === wanted.actor &&
        entry.reason === wanted.reason,
    );
    if (!found)
      problems.push(`the audit log has no refused ${wanted.action} by ${wanted.actor} saying "${wanted.reason}"`);
  }
  const byServices = (await registry.releases(PORTALS)).filter((record) => record.publishedBy === 'services-ci');
  if (byServices.length > 0) problems.push(`portals has ${byServices.length} releases published by services-ci`);
  problems.push(...(await stillServing(fleet, previous)));
  if (problems.length > 0) throw new Error(problems.join('; '));
  return `403 for services-ci publishing and promoting portals, 401 for portals-expired and for portals-revoked (200 before its revocation); ${expected.length} refusals audited with actor and reason; ${previous} still live on both servers`;
}

export function releaseCases(context: DrillContext): DrillCase[] {
  const fleet = fleetFixture(context);
  const steadyMs = context.short ? SHORT_STEADY_MS : STEADY_MS;
  return [
    {
      section: SECTION,
      name:
        "two servers on one PostgreSQL database, visitors browsing throughout: a team's pipeline publishes and promotes portals, then rolls it back: " +
        `0 failed requests, every page load from one release, both servers on each new release within ${SWITCH_WITHIN_MS / 1000} s`,
      run: async () => pipelineUnderTraffic(await fleet(), steadyMs),
      timeoutMs: 120_000,
    },
    {
      section: SECTION,
      name: 'a tampered artifact (one byte changed after publish) is refused and the live release keeps serving',
      run: async () => tamperedArtifact(await fleet()),
    },
    {
      section: SECTION,
      name: 'a preview shows a staged release to the one browser holding its link, on either server, and to no one else; forged, expired and foreign links are refused; a release whose gate failed cannot be promoted',
      run: async () => previewAndGate(await fleet()),
    },
    {
      section: SECTION,
      name: 'a services token is refused for portals; an expired and a revoked token are refused; each refusal audited',
      async run() {
        const started = await fleet();
        try {
          return await refusedTokens(started);
        } finally {
          await started.stop();
        }
      },
    },
  ];
}
