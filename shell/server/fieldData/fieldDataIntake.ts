import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findRoute, isRemoteRoute } from 'shared/routes';
import { FIELD_DATA_URL, MAX_REPORT_BYTES, readFieldReport, type FieldEvent } from 'shared/field-data';
import type { SiteMetrics } from '../ops/metrics';
import type { FieldDataStore, FieldSample } from './fieldDataStore';

export interface FieldDataIntakeOptions {
  store: FieldDataStore;
  metrics: SiteMetrics;
  /** The release of a group ('shell' for the shell's pages) serving now. */
  releaseOf(group: string): string;
  /** Whether a report comes from a browser previewing staged releases, now or a moment ago: its figures are not real visitors', and are dropped. */
  isPreview?(request: FastifyRequest): boolean;
  /** Reports one address may send per window before getting 429. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

function refuse(reply: FastifyReply, metrics: SiteMetrics, status: number, error: string, message: string) {
  metrics.fieldReportsRefused.inc({ status: String(status) });
  return reply.code(status).send({ error, message });
}

/**
 * The labels come from the server's own tables: the route as the route table has it, its group,
 * and the release serving that group now. A browser's word is never a label, so no report can make
 * up a route, a group or a release (nor grow the metrics without bound).
 */
function sampleOf(event: FieldEvent, releaseOf: (group: string) => string, receivedAt: string): FieldSample {
  const route = findRoute(event.route);
  const group = route && isRemoteRoute(route) ? route.group : 'shell';
  return {
    receivedAt,
    kind: event.kind,
    name: event.name,
    value: event.kind === 'vital' ? event.value : null,
    route: route?.path ?? '(not found)',
    group,
    release: releaseOf(group),
    detail: event.kind === 'problem' ? (event.detail ?? null) : null,
  };
}

/** POST /api/field-data: the shell's beacons of real page views (shell/src/fieldData). */
export async function registerFieldDataIntake(app: FastifyInstance, options: FieldDataIntakeOptions): Promise<void> {
  const { metrics } = options;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ statusCode: 429, error: 'too_many_requests', message: 'Too many reports from this address.' }),
    });
    // A beacon's body is JSON, sent as application/json or, by some browsers' sendBeacon, text/plain.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) return refuse(reply, metrics, 413, 'payload_too_large', `A report may be at most ${MAX_REPORT_BYTES / 1024} KB.`);
      if (status === 415) return refuse(reply, metrics, 415, 'unsupported_media_type', 'Send the report as application/json.');
      if (status === 429) return refuse(reply, metrics, 429, 'too_many_requests', error.message);
      if (status >= 400 && status < 500) return refuse(reply, metrics, status, 'bad_request', error.message);
      request.log.warn({ reason: error.message }, 'field data could not be stored');
      return reply.code(500).send({ error: 'internal_error', message: 'The report could not be stored.' });
    });

    scope.post(FIELD_DATA_URL, { bodyLimit: MAX_REPORT_BYTES, config: { rateLimit: { max: options.rateLimitMax, timeWindow: options.rateLimitWindowMs } } }, async (request, reply) => {
      // Another site's page may not post here: browsers say where a request comes from.
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite !== undefined && fetchSite !== 'same-origin') return refuse(reply, metrics, 403, 'forbidden', 'Reports are taken from this site\'s own pages only.');
      let body: unknown;
      try {
        body = JSON.parse(String(request.body ?? ''));
      } catch {
        return refuse(reply, metrics, 400, 'malformed_body', 'The report is not JSON.');
      }
      const read = readFieldReport(body);
      if (!read.ok) return refuse(reply, metrics, 400, 'bad_report', `The report was refused: ${read.reason}.`);
      if (options.isPreview?.(request)) return reply.code(204).send();
      const receivedAt = new Date().toISOString();
      const samples = read.report.events.map((event) => sampleOf(event, options.releaseOf, receivedAt));
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
