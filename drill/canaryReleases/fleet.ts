/**
 * What the canary section's cases share: Debian's Varnish with the shipped VCL in front of two
 * server processes on one PostgreSQL database, serving the production build of every app as live
 * releases, each server judging canaries every few seconds; the services team's token; and what a
 * case asks of the fleet: start a canary, read the registry, the audit log and the field data.
 */
import { messageOf } from 'site-server';
import {
  createReleaseToken,
  promoteRelease,
  publishRelease,
  type AuditEntry,
  type Workspace,
} from 'site-server/releases';
import { allWorkspaces, distDir } from '../../tooling/workspaces';
import { sharedFixture, type DrillContext } from '../drillCase';
import { send } from '../http';
import { sectionRegistry } from '../sectionRegistry';
import type { SiteServer } from '../siteServer';
import { startCachedFleet, untilServing } from '../cache/cachedFleet';

export const SERVICES = 'services-mfe';
const OPERATOR = 'drill operator';
const PURGE_TOKEN = `drill-${Math.random().toString(36).slice(2)}-purge-token`;
const METRICS_TOKEN = 'drill-canary-metrics-token-7d41';
const SKIP_GATE = { skipGate: 'the drill judges canaries, not the gate' };

/**
 * The judgment in minutes instead of hours: each side needs MIN_VIEWS pages, a canary with nothing
 * worse is promoted WINDOW_MS after its start, and every server judges every JUDGED_EVERY_MS. The
 * window is long enough that on a two-core machine at full load the drill's visitors bring a broken
 * canary's errors to significance before it ends, and a healthy canary's share of the documents near
 * its share of visitors (docs/reliability-drill.md gives the figures); judging every twentieth of it
 * keeps the level each test decides at where it is.
 */
export const CANARY_SETTINGS = { MIN_VIEWS: 10, WINDOW_MS: 120_000, JUDGED_EVERY_MS: 6000, MAX_MS: 600_000 };
/**
 * How much slower at p75 a canary may be: wide enough that a few dozen samples a side do not hold a
 * healthy canary by chance on a busy machine, and far below the slower canary's
 * three times as late (figures in
 * docs/benchmarks.md, "A canary's verdict in the drill").
 */
const LATENCY_TOLERANCE_PERCENT = 80;

/** How long a change may take to reach both servers before a case fails: the registry's poll many times over. */
const FLEET_FOLLOWS_WITHIN_MS = 15_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function fleetFixture({ teardown }: DrillContext) {
  return sharedFixture(async () => {
    const { root, databaseUrl, registry } = await sectionRegistry(teardown, 'canary');
    const servicesToken = await createReleaseToken(registry, SERVICES, 'services-ci');

    // The production build of every app, live as the operator deploys it.
    const live: Partial<Record<Workspace, string>> = {};
    for (const app of allWorkspaces) {
      const { id } = await publishRelease(registry, { app, files: { folder: distDir(app) }, actor: OPERATOR });
      await promoteRelease(registry, app, id, OPERATOR, SKIP_GATE);
      live[app] = id;
    }

    const fleet = await startCachedFleet(teardown, {
      label: 'canary',
      root,
      databaseUrl,
      purgeToken: PURGE_TOKEN,
      env: () => ({
        METRICS_TOKEN,
        // Every visitor of the drill reports from one address.
        FIELD_DATA_RATE_LIMIT_MAX: '1000000',
        CANARY_MIN_VIEWS: String(CANARY_SETTINGS.MIN_VIEWS),
        CANARY_WINDOW_HOURS: String(CANARY_SETTINGS.WINDOW_MS / 3_600_000),
        CANARY_MAX_DAYS: String(CANARY_SETTINGS.MAX_MS / 86_400_000),
        CANARY_JUDGED_EVERY_MINUTES: String(CANARY_SETTINGS.JUDGED_EVERY_MS / 60_000),
        CANARY_LATENCY_TOLERANCE_PERCENT: String(LATENCY_TOLERANCE_PERCENT),
      }),
    });
    await untilServing(fleet);
    const { servers, serverPorts, varnish, cacheUrl, apiPort } = fleet;

    const api = async (route: string, body?: object) =>
      send(`http://127.0.0.1:${apiPort}${route}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${servicesToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    /** The services release live now and the canary running, from the registry every server reads. */
    const servicesNow = async (): Promise<{ live?: string; canary?: string }> => {
      const releases = (await registry.refresh())[SERVICES];
      return { live: releases?.live, canary: releases?.canary?.release };
    };

    /**
     * When both servers, asked directly, serve `state`: the canary their pages name by header (none
     * for undefined) and, when given, the live services release their pages are made from. Bounded
     * far beyond the registry's poll, so only a server that never follows a change fails it.
     */
    const untilServed = async (state: { canary: string | undefined; live?: string }): Promise<number> => {
      const what = `both servers to serve ${state.canary ? `the canary ${state.canary}` : 'no canary'}${state.live ? ` and the live release ${state.live}` : ''}`;
      await until(what, FLEET_FOLLOWS_WITHIN_MS, async () => {
        const pages = await Promise.all(
          servers.map((server) => send(`${server.shellOrigin}/pcb-assembly`, { headers: { accept: 'text/html' } })),
        );
        const served = pages.every((page) => {
          // The header names the canary by its release and a tag of this start.
          const canary = page.headers
            .get('x-site-canary')
            ?.split(' ')[0]
            ?.replace(/-[0-9a-f]{8}$/, '');
          return canary === state.canary && (!state.live || page.text.includes(`/${state.live}/`));
        });
        return served ? true : undefined;
      });
      return Date.now();
    };

    return {
      root,
      databaseUrl,
      registry,
      servers,
      serverPorts,
      varnish,
      cacheUrl,
      live,
      api,
      metricsOf: (server: SiteServer) =>
        send(`${server.shellOrigin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
      /** Publishes `folder` as a services release, as the operator (the team's own publish is the releases section's). */
      async publishServices(folder: string): Promise<string> {
        return (await publishRelease(registry, { app: SERVICES, files: { folder }, actor: OPERATOR })).id;
      },
      /** Starts `id` as the site's canary at `percent` through the release API, with the services team's token. */
      async startCanary(id: string, percent: number): Promise<number> {
        const answer = await api(`/releases/${SERVICES}/${id}/canary`, { percent, ...SKIP_GATE });
        if (answer.status !== 201) throw new Error(`starting the canary was answered ${answer.status}: ${answer.text}`);
        return Date.now();
      },
      servicesNow,
      async auditSince(since: Date): Promise<AuditEntry[]> {
        return (await registry.audit.latest(1000)).filter((entry) => new Date(entry.at) >= since);
      },
      /**
       * Puts the section's first services release back live if a case left another (a promoted
       * canary, rightly or not), and waits until both servers serve its pages: each case starts from it.
       */
      async restoreLive(): Promise<void> {
        const first = live[SERVICES]!;
        if ((await servicesNow()).live !== first) await promoteRelease(registry, SERVICES, first, OPERATOR, SKIP_GATE);
        await untilServed({ canary: undefined, live: first });
      },
      untilServed,
      /** Ends a canary a case left running, so that the next case starts from none. */
      async endCanary(): Promise<void> {
        const { canary } = await servicesNow();
        if (!canary) return;
        const answer = await api(`/releases/${SERVICES}/canary`, {
          verdict: 'rollback',
          reason: 'the drill case ended',
        });
        if (answer.status !== 200) throw new Error(`ending the canary was answered ${answer.status}: ${answer.text}`);
      },
    };
  });
}

export type Fleet = Awaited<ReturnType<ReturnType<typeof fleetFixture>>>;

/** Waits for `check` to return something, polling every 100 ms, or throws after `withinMs`. */
export async function until<T>(what: string, withinMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    let seen: T | undefined;
    try {
      seen = await check();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what}: ${messageOf(error)}`, { cause: error });
    }
    if (seen !== undefined) return seen;
    if (Date.now() > deadline) throw new Error(`waited ${withinMs / 1000} s for ${what}`);
    await sleep(100);
  }
}
