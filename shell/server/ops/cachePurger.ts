import type { Logger } from 'pino';
import type { SharedCacheConfig } from './config';
import { messageOf } from './messageOf';
import type { SiteMetrics } from './metrics';

/** A cache that does not answer within this is sent the purge again later. */
const PURGE_TIMEOUT_MS = 5000;
const FIRST_RETRY_MS = 500;
/** However long a cache has been away, it is asked again at least this often. */
const LONGEST_RETRY_MS = 30_000;

/** One purge as a cache's API takes it. */
interface PurgeRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * A hard purge drops the copies; a soft one only marks them out of date, so a cache may still serve
 * them while it fetches fresh ones, or while the origins are down.
 */
export type PurgeKind = 'hard' | 'soft';

/**
 * How each kind of cache takes a purge by keys, told apart by the address: Fastly's API
 * (`POST /service/<id>/purge`, keys in Surrogate-Key, the token in Fastly-Key, Fastly-Soft-Purge
 * for a soft one), Cloudflare's (`POST /zones/<id>/purge_cache`, keys as JSON tags, a bearer token;
 * it has no soft purge), and otherwise a Varnish with the shipped VCL (`PURGE`, keys in xkey-purge
 * or xkey-softpurge).
 */
export function purgeRequest(
  url: string,
  keys: readonly string[],
  token: string | undefined,
  kind: PurgeKind = 'hard',
): PurgeRequest {
  const { hostname } = new URL(url);
  if (hostname === 'api.fastly.com') {
    return {
      method: 'POST',
      headers: {
        'Surrogate-Key': keys.join(' '),
        ...(token ? { 'Fastly-Key': token } : {}),
        ...(kind === 'soft' ? { 'Fastly-Soft-Purge': '1' } : {}),
      },
    };
  }
  if (hostname === 'api.cloudflare.com') {
    return {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ tags: keys }),
    };
  }
  return {
    method: 'PURGE',
    headers: {
      [kind === 'soft' ? 'xkey-softpurge' : 'xkey-purge']: keys.join(' '),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  };
}

/** One cache's purges of one kind not yet acknowledged: the keys, merged, and since when the oldest waits. */
class CacheQueue {
  readonly name: string;
  private readonly waiting = new Set<string>();
  private oldestSince: number | undefined;
  private sending = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;
  private attempts = 0;
  private idle: Array<() => void> = [];

  constructor(
    readonly url: string,
    private readonly token: string | undefined,
    private readonly metrics: SiteMetrics,
    private readonly log: Pick<Logger, 'info' | 'warn'>,
    private readonly closed: () => boolean,
    private readonly kind: PurgeKind,
  ) {
    // The host names the cache in logs and metrics: a purge API's path may hold an account's ids.
    this.name = new URL(url).host;
  }

  add(keys: readonly string[]): void {
    for (const key of keys) this.waiting.add(key);
    this.oldestSince ??= Date.now();
    if (!this.sending && this.retryTimer === undefined) void this.send();
  }

  waitingCount(): number {
    return this.waiting.size;
  }

  oldestAgeSeconds(): number {
    return this.oldestSince === undefined ? 0 : (Date.now() - this.oldestSince) / 1000;
  }

  /** Resolves once nothing waits (or the purger closed). */
  whenIdle(): Promise<void> {
    if (this.waiting.size === 0 && !this.sending) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  stop(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async send(): Promise<void> {
    if (this.closed()) return;
    const keys = [...this.waiting];
    this.waiting.clear();
    this.sending = true;
    this.attempts += 1;
    const problem = await this.deliver(keys);
    this.sending = false;
    if (problem === undefined) {
      this.metrics.cachePurges.inc({ cache: this.name, outcome: 'acknowledged' });
      this.log.info({ cache: this.name, keys, kind: this.kind, attempts: this.attempts }, 'shared cache purged');
      this.retryMs = FIRST_RETRY_MS;
      this.attempts = 0;
      // Keys that came while this purge was out are the oldest waiting now.
      this.oldestSince = this.waiting.size > 0 ? Date.now() : undefined;
      if (this.waiting.size > 0) return this.send();
      for (const resolve of this.idle.splice(0)) resolve();
      return;
    }
    // Put back, merged with whatever came meanwhile: a purge is only done when a cache says so.
    for (const key of keys) this.waiting.add(key);
    this.metrics.cachePurges.inc({ cache: this.name, outcome: 'failed' });
    this.log.warn(
      { cache: this.name, keys, kind: this.kind, attempts: this.attempts, reason: problem, retryInMs: this.retryMs },
      'shared cache purge failed; sending it again',
    );
    if (this.closed()) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.send();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
  }

  /** Undefined when the cache acknowledged the purge (any 2xx), else why not. */
  private async deliver(keys: string[]): Promise<string | undefined> {
    const { method, headers, body } = purgeRequest(this.url, keys, this.token, this.kind);
    try {
      const response = await fetch(this.url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? undefined : `answered ${response.status}`;
    } catch (error) {
      return messageOf(error);
    }
  }
}

/**
 * Tells every shared cache in front of the site (CACHE_PURGE_URLS) to drop the answers filed under
 * some keys, and keeps telling each until it acknowledges: a cache that is away is sent the purge
 * again, backing off to every 30 s, and what it has not acknowledged is in /metrics. Keys waiting
 * for one cache are merged into its next purge, so a cache that comes back gets one request.
 */
export class CachePurger {
  private readonly queues: Array<{ hard: CacheQueue; soft: CacheQueue }>;
  private closed = false;

  constructor(config: SharedCacheConfig, metrics: SiteMetrics, log: Pick<Logger, 'info' | 'warn'>) {
    const queue = (url: string, kind: PurgeKind) =>
      new CacheQueue(url, config.token, metrics, log, () => this.closed, kind);
    this.queues = config.purgeUrls.map((url) => ({ hard: queue(url, 'hard'), soft: queue(url, 'soft') }));
  }

  purge(keys: readonly string[], kind: PurgeKind = 'hard'): void {
    if (this.closed || keys.length === 0) return;
    for (const queues of this.queues) queues[kind].add(keys);
  }

  waiting(): Array<{ cache: string; keys: number; oldestAgeSeconds: number }> {
    return this.queues.map(({ hard, soft }) => ({
      cache: hard.name,
      keys: hard.waitingCount() + soft.waitingCount(),
      oldestAgeSeconds: Math.max(hard.oldestAgeSeconds(), soft.oldestAgeSeconds()),
    }));
  }

  /** Resolves once every cache acknowledged everything sent so far. */
  async settled(): Promise<void> {
    await Promise.all(this.queues.flatMap(({ hard, soft }) => [hard.whenIdle(), soft.whenIdle()]));
  }

  /** Stops sending: purges not acknowledged by then are dropped, and a cache keeps those pages at most CACHE_MAX_AGE. */
  close(): void {
    this.closed = true;
    for (const { hard, soft } of this.queues) {
      hard.stop();
      soft.stop();
    }
  }
}
