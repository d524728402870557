import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { findRoute, isRemoteRoute } from 'shared/routes';
import { cutText } from 'shared/text';
import {
  FIELD_DATA_URL,
  FIELD_REPORT_SCHEMA,
  MAX_DETAIL_LENGTH,
  MAX_REPORT_BYTES,
  type FieldEvent,
  type FieldReport,
} from 'shared/field-data';
import { sendSiteError, SiteErrors, siteErrorOf } from '../http/errors';
import type { SiteMetrics } from '../ops/metrics';
import type { FieldDataStore, FieldSample } from './fieldDataStore';

export interface FieldDataIntakeOptions {
  store: FieldDataStore;
  metrics: SiteMetrics;
  /**
   * How a report is filed, from the releases its page named: each group's release (undefined for one
   * the site does not serve, which refuses the report), and the canary's side while one runs.
   */
  labelsOf(
    named: Record<string, string> | undefined,
    view?: string,
  ): {
    release: (group: string) => string | undefined;
    side?: 'live' | 'canary';
    /** The page the report came from, when its view token holds for the side. */
    view?: string;
  };
  /** Whether a report comes from a browser previewing staged releases, now or a moment ago: its figures are not real visitors', and are dropped. */
  isPreview?(request: FastifyRequest): boolean;
  /** Reports one address may send per window before getting 429. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /**
   * Bytes of samples this server stores in a UTC day, every address together; past it 429. Many
   * addresses each within their rate would otherwise fill the disk the leads are stored on.
   */
  dailyMaxBytes: number;
}

/** What one server may still take today, as counted in this process: a restart mid-day starts the day's count anew. */
class DailyBudget {
  private day = '';
  private spent = 0;

  constructor(private readonly max: number) {}

  /** Counts `amount` against today's budget and says whether it fitted; what does not fit is not counted. */
  take(amount: number): boolean {
    const today = new Date().toISOString().slice(0, 10);
    if (today !== this.day) {
      this.day = today;
      this.spent = 0;
    }
    if (this.spent + amount > this.max) return false;
    this.spent += amount;
    return true;
  }
}

/**
 * The labels come from the server's own tables: the route as the route table has it, its group,
 * and the release its page named, taken only when the site serves it (live, or the canary). A
 * browser's word is never a label the server does not know, so no report can make up a route, a
 * group or a release (nor grow the metrics without bound).
 */
function sampleOf(
  event: FieldEvent,
  labels: ReturnType<FieldDataIntakeOptions['labelsOf']>,
  receivedAt: string,
): FieldSample | undefined {
  const route = findRoute(event.route);
  const group = route && isRemoteRoute(route) ? route.group : 'shell';
  const release = labels.release(group);
  if (release === undefined) return undefined;
  return {
    receivedAt,
    kind: event.kind,
    name: event.name,
    value: event.kind === 'vital' ? event.value : null,
    route: route?.path ?? '(not found)',
    group,
    release,
    // Whole characters only: a page may send half of one, which the database would refuse.
    detail: event.kind === 'problem' && event.detail !== undefined ? cutText(event.detail, MAX_DETAIL_LENGTH) : null,
    ...(labels.side ? { side: labels.side } : {}),
    ...(labels.view ? { view: labels.view } : {}),
  };
}

/** POST /api/field-data: the shell's beacons of real page views (shell/src/fieldData). */
export async function registerFieldDataIntake(app: FastifyInstance, options: FieldDataIntakeOptions): Promise<void> {
  const { metrics } = options;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({
        statusCode: 429,
        error: 'too_many_requests',
        message: 'Too many reports from this address.',
      }),
    });
    // A report's body is JSON, sent as application/json, or as text/plain by some browsers' sendBeacon (shells before fetch used it).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new SiteErrors.malformedBody(), undefined);
        }
      },
    );
    // Every refusal is counted by its status, and answered from the catalogue.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const refusal = siteErrorOf(error, request, {
        bodyLimit: `${MAX_REPORT_BYTES / 1024} KB`,
        accepts: 'the report as application/json',
        unexpected: 'The report could not be stored.',
      });
      if (refusal.statusCode < 500) metrics.fieldReportsRefused.inc({ status: String(refusal.statusCode) });
      return sendSiteError(reply, refusal);
    });

    const route = {
      schema: { body: FIELD_REPORT_SCHEMA },
      bodyLimit: MAX_REPORT_BYTES,
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: options.rateLimitWindowMs } },
      // Another site's page may not post here (browsers say where a request comes from): refused before its body is read.
      onRequest: async (request: FastifyRequest) => {
        const fetchSite = request.headers['sec-fetch-site'];
        if (fetchSite !== undefined && fetchSite !== 'same-origin') throw new SiteErrors.otherSite();
      },
    };
    const budget = new DailyBudget(options.dailyMaxBytes);
    scope.post(FIELD_DATA_URL, route, async (request, reply) => {
      const report = request.body as FieldReport;
      if (options.isPreview?.(request)) return reply.code(204).send();
      const receivedAt = new Date().toISOString();
      const labels = options.labelsOf(report.releases, report.view);
      const filed = report.events.map((event) => sampleOf(event, labels, receivedAt));
      const samples = filed.filter((sample): sample is FieldSample => sample !== undefined);
      if (samples.length < filed.length)
        throw new SiteErrors.notServedRelease(
          Object.entries(report.releases ?? {})
            .map(([app, release]) => `${app} ${release}`)
            .join(', '),
        );
      const bytes = samples.reduce((sum, sample) => sum + Buffer.byteLength(JSON.stringify(sample)) + 1, 0);
      if (!budget.take(bytes)) {
        request.log.warn(
          { dailyMaxBytes: options.dailyMaxBytes },
          "field report refused: the day's field data budget is spent",
        );
        throw new SiteErrors.tooManyRequests('The site has taken all the field data it keeps for today.');
      }
      await options.store.add(samples);
      for (const sample of samples) {
        const labels = { group: sample.group, release: sample.release };
        if (sample.kind === 'problem') metrics.browserProblems.inc({ ...labels, problem: sample.name });
        else if (sample.name === 'CLS') metrics.layoutShift.observe(labels, sample.value ?? 0);
        else metrics.webVitals.observe({ ...labels, metric: sample.name }, (sample.value ?? 0) / 1000);
      }
      return reply.code(204).send();
    });
  });
}
