/**
 * Two server processes on one PostgreSQL database behind Debian's Varnish running the shipped VCL,
 * both purging it: what the cache and canary sections start their cases from.
 */
import path from 'node:path';
import { writeStandInBuilds } from '../../test-support/fakeBuilds';
import { startVarnish, type RunningVarnish } from '../../tooling/cache/varnish';
import type { Teardown } from '../drillCase';
import { freeSitePorts, SiteServer, type SitePorts } from '../siteServer';

export interface CachedFleetOptions {
  /** Names the servers in messages: '<label> server A'. */
  label: string;
  root: string;
  databaseUrl: string;
  /** The token the cache's origins.vcl requires of a purge, given to both servers. */
  purgeToken: string;
  /** Each server's settings beyond the registry's, the cache's purge address and token. */
  env: (cache: { url: string; port: number }) => Record<string, string>;
}

export interface CachedFleet {
  servers: [SiteServer, SiteServer];
  serverPorts: [SitePorts, SitePorts];
  varnish: RunningVarnish;
  cacheUrl: string;
  /** Where server A's release API listens. */
  apiPort: number;
}

const SHELL_LIVE_WITHIN_MS = 30_000;
const HEALTHY_WITHIN_MS = 15_000;

/** Starts the cache, then the two servers (A with the release API); a server of a fleet is ready once a shell is live (untilServing). */
export async function startCachedFleet(teardown: Teardown, options: CachedFleetOptions): Promise<CachedFleet> {
  const { label, root, databaseUrl, purgeToken } = options;
  const builds = writeStandInBuilds(path.join(root, 'unused-builds'));
  const cachePort = (await freeSitePorts()).shell;
  const apiPort = (await freeSitePorts()).shell;
  const cacheUrl = `http://127.0.0.1:${cachePort}`;
  const startServer = async (name: string, ports: SitePorts, withApi: boolean) => {
    const start = SiteServer.start({
      label: `${label} server ${name}`,
      builds,
      ports,
      storage: { databaseUrl },
      releases: { cacheDir: path.join(root, `server-${name}`), ...(withApi ? { apiPort } : {}) },
      env: {
        LOG_LEVEL: 'warn',
        CACHE_PURGE_URLS: `${cacheUrl}/`,
        CACHE_PURGE_TOKEN: purgeToken,
        ...options.env({ url: cacheUrl, port: cachePort }),
      },
    });
    teardown.add(async () => (await start.catch(() => undefined))?.stop());
    return start;
  };
  // The cache first, so that each server's purge when it starts lands at once.
  const serverPorts: [SitePorts, SitePorts] = [await freeSitePorts(), await freeSitePorts()];
  const varnish = await startVarnish({
    port: cachePort,
    awaitHealthy: false,
    purgeToken,
    origins: serverPorts.map((ports) => ({ host: '127.0.0.1', port: ports.shell })),
  });
  teardown.add(() => varnish.stop());
  const servers: [SiteServer, SiteServer] = await Promise.all([
    startServer('A', serverPorts[0], true),
    startServer('B', serverPorts[1], false),
  ]);
  return { servers, serverPorts, varnish, cacheUrl, apiPort };
}

/** Resolves once both servers hold a live shell and the cache's probes find both healthy. */
export async function untilServing({ servers, varnish }: CachedFleet): Promise<void> {
  await Promise.all(servers.map((server) => server.untilReady(SHELL_LIVE_WITHIN_MS)));
  const healthy = Date.now() + HEALTHY_WITHIN_MS;
  while (Object.values(await varnish.backendHealth()).some((health) => health !== 'healthy')) {
    if (Date.now() > healthy)
      throw new Error(
        `the cache's probes never found both origins healthy: ${JSON.stringify(await varnish.backendHealth())}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
