import path from 'node:path';
import { defaultCompanyFacts, isRetentionDays, site } from 'shared/config';
import { REMOTE_GROUPS, type RemoteGroup } from 'shared/routes';
import { readLogConfig, type LogConfig } from './logging';
import type { SandboxSetting } from './rendering/sandbox';

export interface RemoteDeployment {
  group: RemoteGroup;
  port: number;
  distDir: string;
  /** Fixed public URL of the remote's mf-manifest.json; derived from the visitor's host when absent. */
  publicManifestUrl?: string;
}

export interface LeadConfig {
  /** Where accepted leads are written (leads.jsonl, deliveries.jsonl) when no database is set. */
  dataDir: string;
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

/**
 * GET /metrics is never public. METRICS_TOKEN serves it on the site's port to a scraper sending
 * `Authorization: Bearer <token>`; METRICS_PORT serves it on a port of its own (for a network only
 * operators reach; with a token too when both are set). Neither: no metrics endpoint.
 */
/** What the shell's beacons of real page views may send and how long it is kept (shell/server/fieldData). */
export interface FieldDataConfig {
  /** Days a sample is kept (FIELD_DATA_RETENTION_DAYS, 30). */
  retentionDays: number;
  /** Reports one address may send per window (FIELD_DATA_RATE_LIMIT_MAX, 30 a minute) before 429. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

export interface MetricsConfig {
  token?: string;
  port?: number;
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
  rendererSandbox: SandboxSetting;
  /** Honour X-Forwarded-For (only behind a proxy you run, or anyone can pick their address). */
  trustProxy: boolean;
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
  /**
   * On SIGTERM, how long the server keeps answering while /readyz says it is going (SHUTDOWN_DELAY_MS,
   * 0 by default), so a load balancer stops sending before the listener closes.
   */
  shutdownDelayMs: number;
}

const repoRoot = path.resolve(__dirname, '..', '..');

/** This machine's own names: `npm start` is opened on them, and a visitor from elsewhere cannot name them. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** A host name as compared: lower case, without a trailing dot. */
export function normalizeHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '');
}

function envKey(group: RemoteGroup, suffix: string): string {
  return `${group.toUpperCase()}_MFE_${suffix}`;
}

function readMetricsConfig(env: NodeJS.ProcessEnv): MetricsConfig {
  const token = env.METRICS_TOKEN || undefined;
  // A short token is guessable by anyone who can reach the site's port.
  if (token !== undefined && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  if (!env.METRICS_PORT) return { token };
  const port = Number(env.METRICS_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`METRICS_PORT must be a port number, got "${env.METRICS_PORT}"`);
  return { token, port };
}

/**
 * Reads the deployment from the environment. PORT moves the shell (8080 by default) and the
 * remotes follow it (PORT+1 … PORT+4); <GROUP>_MFE_PORT, <GROUP>_MFE_DIST and <GROUP>_MFE_URL
 * move one remote, as a team redeploying its group elsewhere would. LEADS_DATA_DIR or
 * LEADS_DATABASE_URL, LEAD_WEBHOOK_URL, LEAD_RATE_LIMIT_MAX and LEAD_RATE_LIMIT_WINDOW_MS configure
 * the lead intake (LEAD_RETRY_BASE_MS, LEAD_RETRY_MAX_MS and LEAD_CLAIM_LEASE_MS its forwarding). DEPLOY_DIR serves a deploy directory's live versions. METRICS_TOKEN and METRICS_PORT expose the metrics (see MetricsConfig). SITE_URL and ALLOWED_HOSTS name the hosts it answers for.
 */
function readReleasesDatabase(env: NodeJS.ProcessEnv): ServerConfig['releasesDatabase'] {
  const url = env.RELEASES_DATABASE_URL || env.DATABASE_URL;
  if (!url) return undefined;
  return { url, cacheDir: path.resolve(env.RELEASE_CACHE_DIR || path.join(repoRoot, '.releases')) };
}

function readReleaseOrigins(env: NodeJS.ProcessEnv): string[] {
  return (env.RELEASE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`RELEASE_ORIGINS: "${entry}" is not an origin such as https://cdn.example.com`);
      }
      if (!/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) throw new Error(`RELEASE_ORIGINS: "${entry}" is not an origin such as https://cdn.example.com`);
      return url.origin;
    });
}

function readPreviewSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.PREVIEW_SECRET;
  if (!secret) return undefined;
  if (secret.length < 32) throw new Error('PREVIEW_SECRET must be 32 characters or more: preview links are signed with it');
  return secret;
}

function readPreviewUrl(env: NodeJS.ProcessEnv, siteUrl: string, shellPort: number): string {
  const value = env.PREVIEW_URL || `http://preview.localhost:${shellPort}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PREVIEW_URL must be an http or https address, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) throw new Error(`PREVIEW_URL must be an http or https address with no path, got "${value}"`);
  const hostname = normalizeHostname(url.hostname);
  // A preview on a live host name would share that host's cookies and storage, whatever the port.
  if (hostname === normalizeHostname(new URL(siteUrl).hostname) || LOCAL_HOSTS.includes(hostname)) {
    throw new Error(`PREVIEW_URL must name a host of its own, not the live site's (${hostname}): e.g. preview.${new URL(siteUrl).hostname.replace(/^www\./, '')}`);
  }
  return url.origin;
}

function readReleaseApiConfig(env: NodeJS.ProcessEnv): ServerConfig['releaseApi'] {
  if (!env.RELEASE_API_PORT) return undefined;
  const port = Number(env.RELEASE_API_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`RELEASE_API_PORT must be a port number, got "${env.RELEASE_API_PORT}"`);
  if (!env.DEPLOY_DIR && !readReleasesDatabase(env)) throw new Error('RELEASE_API_PORT needs a release registry: set DATABASE_URL (or RELEASES_DATABASE_URL) or DEPLOY_DIR too');
  return { port, host: env.RELEASE_API_HOST || '127.0.0.1' };
}

/** A number of days from the environment, or the site's default; anything but whole days from 1 to 3650 stops the start. */
function retentionDays(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
  if (!isRetentionDays(value)) throw new Error(`${name} must be a whole number of days from 1 to 3650, got "${env[name]}"`);
  return value;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const retention = {
    leadDays: retentionDays(env, 'LEAD_RETENTION_DAYS', defaultCompanyFacts.retention.leadDays),
    heldDays: retentionDays(env, 'LEAD_QUARANTINE_RETENTION_DAYS', defaultCompanyFacts.retention.heldDays),
  };
  if (retention.heldDays > retention.leadDays) throw new Error('LEAD_QUARANTINE_RETENTION_DAYS may not be longer than LEAD_RETENTION_DAYS');
  const siteUrl = env.SITE_URL ?? site.url;
  const shellPort = Number(env.PORT ?? 8080);
  if (!Number.isInteger(shellPort) || shellPort <= 0) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const previewUrl = readPreviewUrl(env, siteUrl, shellPort);
  return {
    host: env.HOST ?? '0.0.0.0',
    siteUrl,
    allowedHosts: [
      ...new Set([new URL(siteUrl).hostname, ...LOCAL_HOSTS, new URL(previewUrl).hostname, ...(env.ALLOWED_HOSTS ?? '').split(',')].map(normalizeHostname).filter(Boolean)),
    ],
    serverRendering: env.SERVER_RENDERING !== 'off',
    rendererSandbox: rendererSandboxSetting(env.RENDERER_SANDBOX),
    trustProxy: env.TRUST_PROXY === 'true',
    leads: {
      dataDir: path.resolve(env.LEADS_DATA_DIR ?? path.join(repoRoot, '.data')),
      databaseUrl: env.LEADS_DATABASE_URL || env.DATABASE_URL || undefined,
      webhookUrl: env.LEAD_WEBHOOK_URL || undefined,
      rateLimitMax: Number(env.LEAD_RATE_LIMIT_MAX ?? 10),
      rateLimitWindowMs: Number(env.LEAD_RATE_LIMIT_WINDOW_MS ?? 15 * 60_000),
      retryBaseMs: Number(env.LEAD_RETRY_BASE_MS ?? 1000),
      retryMaxMs: Number(env.LEAD_RETRY_MAX_MS ?? 5 * 60_000),
      claimLeaseMs: Number(env.LEAD_CLAIM_LEASE_MS ?? 60_000),
      waitingWarnAfterMs: Number(env.LEAD_WAITING_WARN_MS ?? 60 * 60_000),
      retention,
    },
    shellPort,
    shellDistDir: env.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist'),
    deployDir: env.DEPLOY_DIR ? path.resolve(env.DEPLOY_DIR) : undefined,
    releaseApi: readReleaseApiConfig(env),
    releasesDatabase: readReleasesDatabase(env),
    releaseOrigins: readReleaseOrigins(env),
    previewSecret: readPreviewSecret(env),
    previewUrl,
    companyFactsFile: env.SITE_FACTS_FILE ? path.resolve(env.SITE_FACTS_FILE) : undefined,
    log: readLogConfig(env),
    precompressed: env.PRECOMPRESSED !== 'off',
    metrics: readMetricsConfig(env),
    fieldData: {
      retentionDays: retentionDays(env, 'FIELD_DATA_RETENTION_DAYS', defaultCompanyFacts.retention.fieldDataDays),
      rateLimitMax: Number(env.FIELD_DATA_RATE_LIMIT_MAX ?? 30),
      rateLimitWindowMs: 60_000,
    },
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS ?? 0),
    remotes: REMOTE_GROUPS.map((group, index) => ({
      group,
      port: Number(env[envKey(group, 'PORT')] ?? shellPort + index + 1),
      distDir: env[envKey(group, 'DIST')] ?? path.join(repoRoot, `${group}-mfe`, 'dist'),
      publicManifestUrl: env[envKey(group, 'URL')],
    })),
  };
}

function rendererSandboxSetting(value: string | undefined): SandboxSetting {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if (value === 'required') return 'required';
  throw new Error(`RENDERER_SANDBOX takes auto or required, got "${value}"`);
}
