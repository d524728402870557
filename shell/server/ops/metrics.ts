import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the server counts, in Prometheus terms. Every name starts with `site_`; the process's own (CPU, memory, event loop) with `process_` and `nodejs_`. */
/** The outbox as the metrics read it: how many leads wait for the webhook, and since when the oldest (the lead store's answer). */
interface WaitingLeads {
  count: number;
  oldestReceivedAt?: string;
}

export interface MetricsSources {
  /** The webhook outbox, or undefined when no webhook is set (then nothing waits). Rejects when the store does not answer (as /readyz would say). */
  waitingLeads(): Promise<WaitingLeads | undefined>;
  /** The release serving each app now: a deploy directory's live version, or 'build' for a plain build. */
  liveReleases(): { app: string; release: string }[];
  /** What the lead store takes on its disk, and how full a local store's disk is. Rejects when the store does not answer. */
  leadStoreSize?(): Promise<{ bytes: number; disk?: { bytes: number; freeBytes: number } }>;
  /** What each shared cache has not acknowledged yet; none when no cache is purged. */
  cachePurgesWaiting?(): Array<{ cache: string; keys: number; oldestAgeSeconds: number }>;
}

/** One answer of `read` for all the gauges of a scrape (they are collected within a second), asked again after. */
function readOncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: { at: number; result: Promise<T> } | undefined;
  return () => {
    if (!reading || Date.now() - reading.at > 1000) reading = { at: Date.now(), result: read() };
    return reading.result;
  };
}

/** Request and render durations from 5 ms to 10 s: wide enough for a document from memory and a render alike. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's metrics, in a registry of their own (never prom-client's global one, so two sites in one
 * process, as in the tests, count apart). prom-client is the library Prometheus's Node users expect.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by app, route group, method and status.',
    labelNames: ['app', 'route_group', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  readonly rendererSandboxed = new Gauge({
    name: 'site_renderer_sandboxed',
    help: '1 when pages are rendered inside the operating system sandbox (bubblewrap), 0 when the host did not allow it (the server said why at start).',
    registers: [this.registry],
  });
  readonly rendererBudgeted = new Gauge({
    name: 'site_renderer_budgeted',
    help: '1 when each renderer runs within kernel budgets (cgroups: memory counting tmpfs and page cache, tasks, CPU weight), 0 when the host gives none (the server said why at start).',
    registers: [this.registry],
  });
  // Labelled by group and side, never by release: a label per release shipped would grow without end; the log names the release.
  readonly rendererIncidents = new Counter({
    name: 'site_renderer_incidents_total',
    help: "What a renderer did that a working build never does, by kind (attempt; refused: the sandbox or the permission model said no; timeout; crashed; output_flood; answer_too_large; bad_answer: off the channel's protocol; outlived: retired and not ended; escaped_markup: tags a render wrote that the server escaped (head tags, scripts, a second render state), one per tag; refused_markup: a render whose markup was refused whole (elements left open or closed past #root, an id or name standing in for a global, more preloads or tags than a page has)), the group whose pages it rendered and its side (live, canary or staged).",
    labelNames: ['kind', 'group', 'side'] as const,
    registers: [this.registry],
  });
  readonly renderDuration = new Histogram({
    name: 'site_page_render_duration_seconds',
    help: 'Time to render a document on the server when it was not kept in memory, by group; outcome failed when the client-rendered document was sent instead.',
    labelNames: ['group', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  readonly canaryVerdicts = new Counter({
    name: 'site_canary_verdicts_total',
    help: "Verdicts a canary's judgment carried out on this server (promote, rollback, hold): a rollback fires the CanaryRolledBack alert.",
    labelNames: ['verdict'] as const,
    registers: [this.registry],
  });
  readonly canaryDocuments = new Counter({
    name: 'site_canary_documents_sent_total',
    help: "Pages sent while a canary runs, by the visitor's side (canary or live), the route's group and the route: a release whose code breaks before its browsers report anything still shows as pages sent without reports.",
    labelNames: ['side', 'group', 'route'] as const,
    registers: [this.registry],
  });
  readonly documentCache = new Counter({
    name: 'site_document_cache_lookups_total',
    help: 'Rendered documents asked of the in-memory cache: hit (served from memory) or miss (rendered).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly cachePurges = new Counter({
    name: 'site_cache_purges_total',
    help: 'Purges sent to a shared cache, by cache (its host) and outcome: acknowledged, or failed (sent again later).',
    labelNames: ['cache', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly leadsStored = new Counter({
    name: 'site_leads_stored_total',
    help: 'Leads stored by this server (a repeated form, same idempotency key, not counted).',
    registers: [this.registry],
  });
  readonly leadsHeld = new Counter({
    name: 'site_leads_held_total',
    help: 'Posts stored held back as spam, or until their challenge is answered, by reason (one post may count under several).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly leadsForwarded = new Counter({
    name: 'site_leads_forwarded_total',
    help: 'Leads this server delivered to the webhook.',
    registers: [this.registry],
  });
  readonly leadForwardFailures = new Counter({
    name: 'site_lead_forward_failures_total',
    help: 'Attempts to deliver a lead (or read the outbox) that failed and will be retried.',
    registers: [this.registry],
  });

  readonly webVitals = new Histogram({
    name: 'site_web_vitals_seconds',
    help: "Visitors' own LCP, INP, FCP and TTFB, from the browser's report of each page view, by group and release.",
    labelNames: ['metric', 'group', 'release'] as const,
    // Around the Core Web Vitals' thresholds: INP 0.2 and 0.5 s, FCP 1.8 and 3 s, LCP 2.5 and 4 s, TTFB 0.8 and 1.8 s.
    buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20],
    registers: [this.registry],
  });
  readonly layoutShift = new Histogram({
    name: 'site_web_vitals_cls',
    help: "Visitors' own cumulative layout shift score, by group and release.",
    labelNames: ['group', 'release'] as const,
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [this.registry],
  });
  readonly browserProblems = new Counter({
    name: 'site_browser_problems_total',
    help: "Problems in visitors' browsers: error (uncaught), group-load-failed, dead-press (nothing changed for a second after a click).",
    labelNames: ['problem', 'group', 'release'] as const,
    registers: [this.registry],
  });
  readonly fieldReportsRefused = new Counter({
    name: 'site_field_reports_refused_total',
    help: 'Field data reports refused, by the status answered (400 malformed, 403 another site, 413 too large, 415 not JSON, 429 too many).',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    // Gauges named like counters: promtool's lint refuses them, and nodejs_active_handles and the like say the same by type.
    for (const misnamed of [
      'nodejs_active_handles_total',
      'nodejs_active_requests_total',
      'nodejs_active_resources_total',
    ]) {
      this.registry.removeSingleMetric(misnamed);
    }
    // A store that does not answer is a value of its own.
    const waiting = readOncePerScrape(() => sources.waitingLeads().catch(() => 'down' as const));
    new Gauge({
      name: 'site_lead_store_up',
      help: '1 when a lead can be stored now (the store took a probe write and the last lead), 0 when not: what /readyz says.',
      registers: [this.registry],
      async collect() {
        this.set((await waiting()) === 'down' ? 0 : 1);
      },
    });
    new Gauge({
      name: 'site_leads_waiting',
      help: 'Leads stored but not yet delivered to the webhook (0 when no webhook is set).',
      registers: [this.registry],
      async collect() {
        const now = await waiting();
        if (now !== 'down') this.set(now?.count ?? 0);
      },
    });
    new Gauge({
      name: 'site_leads_oldest_waiting_age_seconds',
      help: 'How long the oldest lead not yet delivered to the webhook has waited (0 when none waits).',
      registers: [this.registry],
      async collect() {
        const now = await waiting();
        if (now === 'down') return;
        const oldest = now?.oldestReceivedAt ? Date.parse(now.oldestReceivedAt) : undefined;
        this.set(oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
      },
    });
    const storeSize = readOncePerScrape(() =>
      (sources.leadStoreSize?.() ?? Promise.resolve(undefined)).catch(() => undefined),
    );
    new Gauge({
      name: 'site_lead_store_bytes',
      help: 'What the lead store takes: its files, or its tables in PostgreSQL.',
      registers: [this.registry],
      async collect() {
        const size = await storeSize();
        if (size) this.set(size.bytes);
      },
    });
    new Gauge({
      name: 'site_lead_store_disk_free_ratio',
      help: "The share of the disk holding a file lead store that is free (absent for PostgreSQL, whose disk is its own server's): LeadStoreDiskLow fires below 0.15.",
      registers: [this.registry],
      async collect() {
        const disk = (await storeSize())?.disk;
        if (disk && disk.bytes > 0) this.set(disk.freeBytes / disk.bytes);
      },
    });
    new Gauge({
      name: 'site_cache_purge_keys_waiting',
      help: 'Purge keys a shared cache has not acknowledged yet, by cache (its host).',
      labelNames: ['cache'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { cache, keys } of sources.cachePurgesWaiting?.() ?? []) this.set({ cache }, keys);
      },
    });
    new Gauge({
      name: 'site_cache_purge_oldest_waiting_age_seconds',
      help: 'How long the oldest purge a shared cache has not acknowledged has waited, by cache (0 when none waits).',
      labelNames: ['cache'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { cache, oldestAgeSeconds } of sources.cachePurgesWaiting?.() ?? [])
          this.set({ cache }, oldestAgeSeconds);
      },
    });
    new Gauge({
      name: 'site_live_release_info',
      help: 'The release each app serves now, as a label; always 1.',
      labelNames: ['app', 'release'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { app, release } of sources.liveReleases()) this.set({ app, release }, 1);
      },
    });
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** True when the request carries `Authorization: Bearer <token>`; compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

/**
 * GET /metrics in Prometheus's text format. With a token, only a scraper sending it is answered
 * (401 otherwise, telling nothing); without one the caller must serve it where only operators reach.
 */
export function registerMetricsEndpoint(app: FastifyInstance, metrics: SiteMetrics, token: string | undefined): void {
  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('A metrics token is required.\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
