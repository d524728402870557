import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultCompanyFacts, site } from 'shared/config';
import { REMOTE_GROUPS, type RemoteGroup } from 'shared/routes';
import { readLogConfig, type LogConfig } from './logging';
import { readSettings, type ConnectionLimits, type Settings, type TrustProxy } from './settings';

export interface RemoteDeployment {
  group: RemoteGroup;
  port: number;
  distDir: string;
  /** Fixed public URL of the remote's mf-manifest.json; derived from the visitor's host when absent. */
  publicManifestUrl?: string;
}

export interface LeadConfig {
  /** Where accepted leads are written when no database is set. */
  dataDir: string;
  /** What the data folder holds them in (LEADS_STORE): one SQLite file, leads.sqlite (by default), or the file log, leads.jsonl and deliveries.jsonl. */
  embeddedStore: 'sqlite' | 'files';
  /** A PostgreSQL database holding the leads instead, shared by every server of the site. */
  databaseUrl?: string;
  /** The owner's workflow webhook; when set, every stored lead is forwarded to it. */
  webhookUrl?: string;
  /**
   * Posts per client address and window (LEAD_RATE_LIMIT_MAX, LEAD_RATE_LIMIT_WINDOW_MS) past which posts
   * are held back as spam, not refused: a buyer behind a company's shared address still gets
   * through. Ten times as many get 429. With PostgreSQL every server counts together.
   */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Posts one client may have stored in a UTC day (LEAD_DAILY_MAX, ten times LEAD_RATE_LIMIT_MAX unless set); past it 429. */
  dailyMax: number;
  /** Webhook retry back-off: first delay, doubling up to the cap. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * How long a server holds a lead it is sending before another server may send it (PostgreSQL):
   * what a lead waits when its sender dies mid-send. Longer than the webhook's 10 s request timeout.
   */
  claimLeaseMs: number;
  /** A warning is logged when the oldest lead waiting for the webhook has waited this long (LEAD_WAITING_WARN_MS, an hour). */
  waitingWarnAfterMs: number;
  /** Days leads and held-back posts are kept (LEAD_RETENTION_DAYS, LEAD_QUARANTINE_RETENTION_DAYS); /privacy states them. */
  retention: { leadDays: number; heldDays: number };
}

/** What the shell's beacons of real page views may send and how long it is kept (shell/server/fieldData). */
export interface FieldDataConfig {
  /** Days a sample is kept (FIELD_DATA_RETENTION_DAYS, 30). */
  retentionDays: number;
  /** Reports one address may send per window (FIELD_DATA_RATE_LIMIT_MAX, 30 a minute) before 429. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Bytes of samples one server stores in a UTC day, all addresses together (FIELD_DATA_DAILY_MAX_BYTES, 16 MiB); past it 429. */
  dailyMaxBytes: number;
}

/** How a canary is judged (shell/server/releases/canary/judgment.ts): the CANARY_* settings, in the judgment's own terms. */
export interface CanaryConfig {
  minViewsPerSide: number;
  promoteAfterMs: number;
  maxDurationMs: number;
  significance: number;
  latencyTolerance: number;
  judgedEveryMs: number;
}

/**
 * GET /metrics is never public. METRICS_TOKEN alone serves it on the site's port to a scraper
 * sending `Authorization: Bearer <token>`; METRICS_PORT serves it on a port of its own instead,
 * asking for the token when one is set and otherwise listening on a loopback address only (the
 * server refuses to start on any other). Neither: no metrics endpoint.
 */
export interface MetricsConfig {
  token?: string;
  port?: number;
  /** Where the metrics port listens (METRICS_HOST, HOST unless told); without a token, only a loopback address. */
  host?: string;
}

export interface SharedCacheConfig {
  /** Where each cache takes purges: Varnish's address, or Fastly's or Cloudflare's purge API. */
  purgeUrls: string[];
  token?: string;
  /** How long a cache may keep a live page without asking, in seconds (its s-maxage). */
  maxAge: number;
}

export interface ServerConfig {
  host: string;
  /** Public address of the site, for canonical URLs and the sitemap (SITE_URL; the site config's by default). */
  siteUrl: string;
  /**
   * The host names the site answers for: SITE_URL's, this machine's own (localhost and its loopback
   * addresses) and those in ALLOWED_HOSTS (comma-separated). A request naming any other Host gets 421:
   * the server writes the remotes' default origins on the host a visitor used, and must never write
   * one a request made up.
   */
  allowedHosts: string[];
  /** Serve every route as server-rendered HTML (SERVER_RENDERING=off sends the empty client-rendered document). */
  serverRendering: boolean;
  /** RENDERER_SANDBOX: 'auto' renders in the sandbox where the host allows it and says loudly where it does not; 'required' refuses to start without it. */
  rendererSandbox: 'auto' | 'required';
  /**
   * Whose X-Forwarded-For is believed (TRUST_PROXY): the proxies at these addresses and networks.
   * Never the whole header: its left-most entries are whatever the client wrote.
   */
  trustProxy: TrustProxy;
  /**
   * What one client may hold of a listener (connectionLimits.ts): REQUEST_TIMEOUT_MS for a whole
   * request, HEADERS_TIMEOUT_MS for its head, CONNECTIONS_PER_ADDRESS open at once from one address.
   */
  connectionLimits: ConnectionLimits;
  leads: LeadConfig;
  shellPort: number;
  shellDistDir: string;
  remotes: RemoteDeployment[];
  /**
   * Serve the live versions of a deploy directory (`npm run deploy`) instead of the builds in
   * shellDistDir and each remote's distDir (DEPLOY_DIR; `npm start` sets it when .deploy/ exists).
   */
  deployDir?: string;
  /**
   * The release API (RELEASE_API_PORT, on RELEASE_API_HOST, 127.0.0.1 unless told): teams publish,
   * promote and roll back through it with tokens scoped to their app. A listener of its own, never
   * the visitors'; operators open it only to their CI network. Needs a registry (DEPLOY_DIR).
   */
  releaseApi?: { port: number; host: string };
  /**
   * A release registry in PostgreSQL, shared by every server of a fleet (RELEASES_DATABASE_URL, or
   * DATABASE_URL, the one setting for the leads and the releases): each server keeps the releases it
   * serves, checked, in its own RELEASE_CACHE_DIR. Without it, the registry is DEPLOY_DIR on disk.
   */
  releasesDatabase?: { url: string; cacheDir: string };
  /**
   * The origins a team may publish a release from (RELEASE_ORIGINS, comma-separated, e.g.
   * `https://cdn.example.com`): the server fetches and checks the files there at publish, and
   * browsers load that release's code from it. None unless told.
   */
  releaseOrigins: string[];
  /**
   * The secret preview links are signed with (PREVIEW_SECRET, 32 characters or more; every server of
   * a fleet needs the same). Unset, a deploy directory makes one of its own; a fleet on PostgreSQL
   * without it has no previews.
   */
  previewSecret?: string;
  /**
   * PREVIEW_URL: the address previews are served at, on a host name of their own (a port is no
   * boundary: cookies ignore ports), e.g. https://preview.example.com. Staged pages and code are
   * served there only, the live hosts never honour a preview, and it serves nothing without one.
   * Unset: http://preview.localhost:PORT, which browsers reach on this machine.
   */
  previewUrl: string;
  /**
   * The build in shellDistDir carries every page itself (the monolith yardstick of npm run bench):
   * remote routes render from it, with no remote to serve or hint. Never set for the site.
   */
  pagesInShellBuild?: boolean;
  /**
   * The shared caches in front of the site (a CDN, Varnish), each purged on every promote, rollback
   * and change of the facts (CACHE_PURGE_URLS, with CACHE_PURGE_TOKEN): only then may live pages be
   * kept by them, CACHE_MAX_AGE seconds at most. Absent: every page is `no-cache`, as with no cache.
   */
  sharedCache?: SharedCacheConfig;
  /** A JSON file of the company's facts (phone, e-mail, address, DUN, CAGE) that replace the built ones while it says so (SITE_FACTS_FILE). */
  companyFactsFile?: string;
  log: LogConfig;
  /**
   * Documents compressed once and kept, files sent as the .br and .gz the build wrote (on by
   * default; PRECOMPRESSED=off compresses every answer anew, for `npm run bench:serve` to compare).
   */
  precompressed: boolean;
  metrics: MetricsConfig;
  fieldData: FieldDataConfig;
  canary: CanaryConfig;
  /**
   * On SIGTERM, how long the server keeps answering while /readyz says it is going (SHUTDOWN_DELAY_MS,
   * 0 by default), so a load balancer stops sending before the listener closes.
   */
  shutdownDelayMs: number;
}

/** The checkout the server runs from: the folder holding the workspaces, above this source file or the compiled server. */
const repoRoot = (() => {
  let folder = __dirname;
  while (!existsSync(path.join(folder, 'shared', 'package.json')) && path.dirname(folder) !== folder)
    folder = path.dirname(folder);
  return folder;
})();

/** This machine's own names: `npm start` is opened on them, and a visitor from elsewhere cannot name them. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** A host name as compared: lower case, without a trailing dot. */
export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

function readMetricsConfig(settings: Settings, host: string): MetricsConfig {
  const { METRICS_TOKEN: token, METRICS_PORT: port } = settings;
  if (port === undefined) return { token };
  const metricsHost = settings.METRICS_HOST ?? host;
  // Unauthenticated metrics on every interface would tell anyone how the site is doing and where it hurts.
  if (token === undefined && !isLoopback(metricsHost)) {
    throw new Error(
      `METRICS_PORT without METRICS_TOKEN would serve the metrics to anyone who reaches ${metricsHost}: set METRICS_TOKEN, or METRICS_HOST=127.0.0.1 for a scraper on this machine`,
    );
  }
  return { token, port, host: metricsHost };
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function readReleasesDatabase(settings: Settings): ServerConfig['releasesDatabase'] {
  const url = settings.RELEASES_DATABASE_URL ?? settings.DATABASE_URL;
  if (!url) return undefined;
  return { url, cacheDir: path.resolve(settings.RELEASE_CACHE_DIR ?? path.join(repoRoot, '.releases')) };
}

function readPreviewUrl(settings: Settings, siteUrl: string, shellPort: number): string {
  // Its form (an origin, with no credentials or path) is the schema's; here, whose host it names.
  const url = new URL(settings.PREVIEW_URL ?? `http://preview.localhost:${shellPort}`);
  const hostname = normalizeHostname(url.hostname);
  // A preview on a live host name would share that host's cookies and storage, whatever the port.
  if (hostname === normalizeHostname(new URL(siteUrl).hostname) || LOCAL_HOSTS.includes(hostname)) {
    throw new Error(
      `PREVIEW_URL must name a host of its own, not the live site's (${hostname}): e.g. preview.${new URL(siteUrl).hostname.replace(/^www\./, '')}`,
    );
  }
  return url.origin;
}

function readReleaseApiConfig(settings: Settings): ServerConfig['releaseApi'] {
  const port = settings.RELEASE_API_PORT;
  if (port === undefined) return undefined;
  if (!settings.DEPLOY_DIR && !readReleasesDatabase(settings))
    throw new Error(
      'RELEASE_API_PORT needs a release registry: set DATABASE_URL (or RELEASES_DATABASE_URL) or DEPLOY_DIR too',
    );
  return { port, host: settings.RELEASE_API_HOST };
}

/**
 * Reads the deployment from the environment, every setting through one schema (settings.ts). PORT
 * moves the shell (8080 by default) and the remotes follow it (PORT+1 … PORT+4); <GROUP>_MFE_PORT,
 * <GROUP>_MFE_DIST and <GROUP>_MFE_URL move one remote, as a team redeploying its group elsewhere would.
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const settings = readSettings(env);
  const retention = {
    leadDays: settings.LEAD_RETENTION_DAYS ?? defaultCompanyFacts.retention.leadDays,
    heldDays: settings.LEAD_QUARANTINE_RETENTION_DAYS ?? defaultCompanyFacts.retention.heldDays,
  };
  if (retention.heldDays > retention.leadDays)
    throw new Error('LEAD_QUARANTINE_RETENTION_DAYS may not be longer than LEAD_RETENTION_DAYS');
  if (settings.LEAD_RETRY_MAX_MS < settings.LEAD_RETRY_BASE_MS)
    throw new Error('LEAD_RETRY_MAX_MS may not be shorter than LEAD_RETRY_BASE_MS');
  const siteUrl = settings.SITE_URL ?? site.url;
  const shellPort = settings.PORT;
  const previewUrl = readPreviewUrl(settings, siteUrl, shellPort);
  return {
    host: settings.HOST,
    siteUrl,
    allowedHosts: [
      ...new Set(
        [new URL(siteUrl).hostname, ...LOCAL_HOSTS, new URL(previewUrl).hostname, ...(settings.ALLOWED_HOSTS ?? [])]
          .map(normalizeHostname)
          .filter(Boolean),
      ),
    ],
    serverRendering: settings.SERVER_RENDERING === 'on',
    rendererSandbox: settings.RENDERER_SANDBOX,
    trustProxy: settings.TRUST_PROXY ?? false,
    connectionLimits: {
      requestTimeoutMs: settings.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: settings.HEADERS_TIMEOUT_MS,
      perAddress: settings.CONNECTIONS_PER_ADDRESS,
    },
    leads: {
      dataDir: path.resolve(settings.LEADS_DATA_DIR ?? path.join(repoRoot, '.data')),
      embeddedStore: settings.LEADS_STORE,
      databaseUrl: settings.LEADS_DATABASE_URL ?? settings.DATABASE_URL,
      webhookUrl: settings.LEAD_WEBHOOK_URL,
      rateLimitMax: settings.LEAD_RATE_LIMIT_MAX,
      rateLimitWindowMs: settings.LEAD_RATE_LIMIT_WINDOW_MS,
      dailyMax: settings.LEAD_DAILY_MAX ?? settings.LEAD_RATE_LIMIT_MAX * 10,
      retryBaseMs: settings.LEAD_RETRY_BASE_MS,
      retryMaxMs: settings.LEAD_RETRY_MAX_MS,
      claimLeaseMs: settings.LEAD_CLAIM_LEASE_MS,
      waitingWarnAfterMs: settings.LEAD_WAITING_WARN_MS,
      retention,
    },
    shellPort,
    shellDistDir: settings.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist'),
    deployDir: settings.DEPLOY_DIR ? path.resolve(settings.DEPLOY_DIR) : undefined,
    releaseApi: readReleaseApiConfig(settings),
    releasesDatabase: readReleasesDatabase(settings),
    releaseOrigins: settings.RELEASE_ORIGINS ?? [],
    previewSecret: settings.PREVIEW_SECRET,
    previewUrl,
    sharedCache: settings.CACHE_PURGE_URLS
      ? { purgeUrls: settings.CACHE_PURGE_URLS, token: settings.CACHE_PURGE_TOKEN, maxAge: settings.CACHE_MAX_AGE }
      : undefined,
    companyFactsFile: settings.SITE_FACTS_FILE ? path.resolve(settings.SITE_FACTS_FILE) : undefined,
    log: readLogConfig(env),
    precompressed: settings.PRECOMPRESSED === 'on',
    metrics: readMetricsConfig(settings, settings.HOST),
    fieldData: {
      retentionDays: settings.FIELD_DATA_RETENTION_DAYS ?? defaultCompanyFacts.retention.fieldDataDays,
      rateLimitMax: settings.FIELD_DATA_RATE_LIMIT_MAX,
      rateLimitWindowMs: 60_000,
      dailyMaxBytes: settings.FIELD_DATA_DAILY_MAX_BYTES,
    },
    canary: {
      minViewsPerSide: settings.CANARY_MIN_VIEWS,
      promoteAfterMs: settings.CANARY_WINDOW_HOURS * 3_600_000,
      maxDurationMs: settings.CANARY_MAX_DAYS * 86_400_000,
      significance: settings.CANARY_FALSE_ALARM_PERCENT / 100,
      latencyTolerance: settings.CANARY_LATENCY_TOLERANCE_PERCENT / 100,
      judgedEveryMs: settings.CANARY_JUDGED_EVERY_MINUTES * 60_000,
    },
    shutdownDelayMs: settings.SHUTDOWN_DELAY_MS,
    remotes: REMOTE_GROUPS.map((group, index) => {
      const name = `${group.toUpperCase()}_MFE`;
      return {
        group,
        port: (settings[`${name}_PORT`] as number | undefined) ?? shellPort + index + 1,
        distDir: (settings[`${name}_DIST`] as string | undefined) ?? path.join(repoRoot, `${group}-mfe`, 'dist'),
        publicManifestUrl: settings[`${name}_URL`] as string | undefined,
      };
    }),
  };
}
