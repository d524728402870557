/**
 * What the cache section's cases share: Varnish with the project's VCL in front of two server
 * processes on one PostgreSQL database, purged by them, with a shell and a portals release live
 * and every purge so far acknowledged; and the release API calls a case makes on it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createReleaseToken, publishBody, type Workspace } from 'site-server/releases';
import { portalsBuild, shellBuild } from '../../test-support/releases/standInBuilds';
import { sharedFixture, type DrillContext } from '../drillCase';
import { PREVIEW_HOSTNAME, send } from '../http';
import { sectionRegistry } from '../sectionRegistry';
import type { SiteServer } from '../siteServer';
import { startCachedFleet, untilServing } from './cachedFleet';

export const PORTALS = 'portals-mfe';
const PREVIEW_SECRET = `drill-${Math.random().toString(36).slice(2)}-preview-secret-of-this-fleet`;
const METRICS_TOKEN = 'drill-cache-metrics-token-51c2';
// Set in the cache's origins.vcl too, as an operator would, so every purge of the drill passes the token check.
const PURGE_TOKEN = `drill-${Math.random().toString(36).slice(2)}-purge-token`;
/** What the cache may keep a page without asking (CACHE_MAX_AGE): short, so that the outage outlives it. */
export const MAX_AGE_SECONDS = 30;
export const PHONES = {
  before: { display: '(404) 555-0101', tel: '+14045550101' },
  after: { display: '(404) 555-0177', tel: '+14045550177' },
};
const SKIP_GATE = { skipGate: 'the drill times the cache, not the gate' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function fleetFixture({ teardown }: DrillContext) {
  return sharedFixture(async () => {
    const { root, databaseUrl, registry } = await sectionRegistry(teardown, 'cache');
    const token = (app: Workspace, name: string) => createReleaseToken(registry, app, name);
    const tokens = { shell: await token('shell', 'shell-ci'), portals: await token(PORTALS, 'portals-ci') };
    const factsFile = path.join(root, 'facts.json');
    writeFileSync(factsFile, JSON.stringify({ phone: PHONES.before }));

    const fleet = await startCachedFleet(teardown, {
      label: 'cache',
      root,
      databaseUrl,
      purgeToken: PURGE_TOKEN,
      env: (cache) => ({
        PREVIEW_SECRET,
        // Visitors reach the preview host through the cache too.
        PREVIEW_URL: `http://${PREVIEW_HOSTNAME}:${cache.port}`,
        SITE_FACTS_FILE: factsFile,
        CACHE_MAX_AGE: String(MAX_AGE_SECONDS),
        METRICS_TOKEN,
      }),
    });
    const { servers, varnish, cacheUrl, apiPort } = fleet;

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
    await untilServing(fleet);

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

export type Fleet = Awaited<ReturnType<ReturnType<typeof fleetFixture>>>;
