/**
 * What the releases section's cases share: the fleet (two server processes on one PostgreSQL
 * database, the release API on the first), the pipelines' tokens, and what a case asks of the
 * fleet: which portals release each server serves, which is live, what the audit log says.
 */
import path from 'node:path';
import { messageOf } from 'site-server';
import { createReleaseToken, publishBody, type AuditEntry, type Workspace } from 'site-server/releases';
import { portalsBuild, shellBuild } from '../../test-support/releases/standInBuilds';
import { writeStandInBuilds } from '../../test-support/fakeBuilds';
import { sharedFixture, type DrillContext } from '../drillCase';
import { send, type Answer } from '../http';
import { sectionRegistry } from '../sectionRegistry';
import { freeSitePorts, SiteServer } from '../siteServer';

/** The drill measures switching, not the gate before it (the browser tests cover the gate). */
export const SKIP_GATE = { skipGate: 'the drill times the switch itself' };

/** How long a server with no shell live yet may take to serve the one just promoted. */
const SHELL_LIVE_WITHIN_MS = 20_000;
const DAY_MS = 86_400_000;
/** What a page and remotes.json show before the group has any release live. */
export const NONE = 'none';
export const PORTALS = 'portals-mfe';
/** The fleet's one preview secret, as an operator gives it to every server. */
export const PREVIEW_SECRET = `drill-${Math.random().toString(36).slice(2)}-preview-secret-of-this-fleet`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every request a visitor or a probe made, and those that failed: any answer but 200, or none. */
export class RequestLog {
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

/** One server of the fleet, with where its portals remote serves each release. */
export interface FleetServer {
  name: string;
  server: SiteServer;
  cacheDir: string;
  portalsPort: number;
}

export const portalsOrigin = (member: FleetServer) => `http://127.0.0.1:${member.portalsPort}`;

/** The label of the portals release a page of `member` was rendered from, read from its one heading. */
export const HEADING = /<h1>([^<]*)<\/h1>/g;

/** Two servers on one database, the drill's own registry on it, the pipelines' tokens, the releases published so far. */
export function fleetFixture({ teardown }: DrillContext) {
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

export type Fleet = Awaited<ReturnType<ReturnType<typeof fleetFixture>>>;

/** The page of the portals group on `member`, as a visitor's first request gets it. */
export const portalsPage = (member: FleetServer) => `${member.server.shellOrigin}/client-portal`;

/** The heading `member` serves on the portals page now, or why there is none. */
export async function headingOn(member: FleetServer, log: RequestLog): Promise<string> {
  const page = await log.get(portalsPage(member), 'text/html');
  if (!page) return 'no page';
  return [...page.text.matchAll(HEADING)].map((match) => match[1]).join(' | ') || 'no heading';
}

/** The release of portals live now, by its label. */
export async function livePortals(fleet: Fleet): Promise<string> {
  const id = (await fleet.registry.refresh())[PORTALS]?.live;
  return (id && fleet.labelOf(id)) ?? NONE;
}

/** Both servers still serve `label`'s page and name its manifest; problems otherwise. */
export async function stillServing(fleet: Fleet, label: string): Promise<string[]> {
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
export async function auditSince(fleet: Fleet, before: number): Promise<AuditEntry[]> {
  return (await fleet.registry.audit.latest(1000)).slice(before);
}

export const auditCount = async (fleet: Fleet) => (await fleet.registry.audit.latest(1000)).length;
