import Ajv from 'ajv';
import {
  FIELD_REPORT_SCHEMA,
  MAX_DETAIL_LENGTH,
  MAX_EVENTS_PER_REPORT,
  MAX_PROBLEMS_PER_PAGE_VIEW,
  type FieldReport,
} from 'shared/field-data';
import { DOCUMENT_RELEASES_ID, documentReleasesScript } from 'shared/document';
import { documentReleases, documentView, FieldDataReporter } from './reportFieldData';

/** The server's rule: the schema its route declares, read with the same options (discriminator on, nothing removed or coerced). */
const takes = new Ajv({ discriminator: true, removeAdditional: false, coerceTypes: false }).compile(
  FIELD_REPORT_SCHEMA,
);
const readAsServer = (body: unknown): { ok: true; report: FieldReport } | { ok: false; reason: string } =>
  takes(body) ? { ok: true, report: body as FieldReport } : { ok: false, reason: JSON.stringify(takes.errors) };

/** What the reporter handed to its sender, read back as the server reads it. */
function senderDouble() {
  const sent: { url: string; body: string }[] = [];
  const send = (url: string, body: string) => {
    sent.push({ url, body });
  };
  const reports = () => sent.map(({ body }) => readAsServer(JSON.parse(body) as unknown));
  return { sent, send, reports };
}

test("queues measurements and sends them in one report to the site's own endpoint, as a report the server takes", () => {
  const sender = senderDouble();
  const reporter = new FieldDataReporter(sender.send);
  reporter.vital('LCP', 1834.123456, '/medical');
  reporter.vital('CLS', 0.0421, '/medical');
  reporter.problem('dead-press', 'Get a Quote', '/medical');
  expect(sender.sent).toHaveLength(0);
  reporter.flush();
  expect(sender.sent.map(({ url }) => url)).toEqual(['/api/field-data']);
  expect(sender.reports()).toEqual([
    {
      ok: true,
      report: {
        events: [
          { kind: 'vital', name: 'LCP', value: 1834.123, route: '/medical' },
          { kind: 'vital', name: 'CLS', value: 0.042, route: '/medical' },
          { kind: 'problem', name: 'dead-press', route: '/medical', detail: 'Get a Quote' },
        ],
      },
    },
  ]);
  // Nothing queued, nothing sent.
  reporter.flush();
  expect(sender.sent).toHaveLength(1);
});

test('a full batch goes at once; every report stays within what the server takes', () => {
  const sender = senderDouble();
  const reporter = new FieldDataReporter(sender.send);
  for (let index = 0; index < MAX_EVENTS_PER_REPORT + 5; index += 1) reporter.vital('FCP', 500 + index, '/');
  expect(sender.sent).toHaveLength(1);
  reporter.flush();
  expect(sender.sent).toHaveLength(2);
  const reports = sender.reports();
  expect(reports.every((report) => report.ok)).toBe(true);
  expect(reports.map((report) => (report.ok ? report.report.events.length : 0))).toEqual([MAX_EVENTS_PER_REPORT, 5]);
});

test('a page throwing in a loop reports a few problems, not thousands; a detail is cut and loses its control characters', () => {
  const sender = senderDouble();
  const reporter = new FieldDataReporter(sender.send);
  for (let index = 0; index < 500; index += 1) reporter.problem('error', undefined, '/');
  reporter.flush();
  const [report] = sender.reports();
  expect(report?.ok && report.report.events).toHaveLength(MAX_PROBLEMS_PER_PAGE_VIEW);

  const another = senderDouble();
  const second = new FieldDataReporter(another.send);
  second.problem('dead-press', `  Send\n\u001b[2J${'x'.repeat(200)}`, '/');
  second.flush();
  const [cut] = another.reports();
  expect(cut?.ok).toBe(true);
  const detail = cut?.ok ? (cut.report.events[0] as { detail: string }).detail : '';
  expect(detail.startsWith('Send [2Jxxx')).toBe(true);
  expect(detail).toHaveLength(MAX_DETAIL_LENGTH);
});

test('names in every report the releases its page was made from, as the document says, and its view token, as its Server-Timing says; nothing when they say none', () => {
  const named = { shell: '20261127-101500-3f9a1c2b', 'services-mfe': '20261127-101600-0a1b2c3d' };
  const view = `${'p'.repeat(22)}.${'s'.repeat(22)}`;
  // The navigation entry as Chromium gives it for a document sent with `Server-Timing: view;desc="…"`.
  const navigation = [
    { serverTiming: [{ name: 'view', description: view, duration: 0 }] },
  ] as unknown as PerformanceEntry[];
  expect(documentView(navigation)).toBe(view);
  expect(
    documentView([{ serverTiming: [{ name: 'db', description: 'x', duration: 3 }] }] as unknown as PerformanceEntry[]),
  ).toBeUndefined();
  expect(documentView([])).toBeUndefined();
  document.head.insertAdjacentHTML('beforeend', documentReleasesScript(named));
  try {
    expect(documentReleases()).toEqual(named);
    const sender = senderDouble();
    const reporter = new FieldDataReporter(sender.send, documentReleases(), documentView(navigation));
    reporter.vital('LCP', 1200, '/pcb-assembly');
    reporter.flush();
    expect(sender.reports()).toEqual([
      {
        ok: true,
        report: {
          events: [{ kind: 'vital', name: 'LCP', value: 1200, route: '/pcb-assembly' }],
          releases: named,
          view,
        },
      },
    ]);
  } finally {
    document.getElementById(DOCUMENT_RELEASES_ID)?.remove();
  }
  expect(documentReleases()).toBeUndefined();
});

test('by default a report is posted with fetch as JSON, kept alive past the page and without cookies, so no side cookie goes with it; a failed one is dropped quietly', async () => {
  const calls: Array<[string, RequestInit]> = [];
  const fetchDouble = (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  const original = globalThis.fetch;
  Object.assign(globalThis, { fetch: fetchDouble });
  try {
    const reporter = new FieldDataReporter();
    reporter.vital('LCP', 900, '/client-portal');
    reporter.flush();
    expect(calls.map(([url, { body, ...rest }]) => [url, rest, JSON.parse(String(body))])).toEqual([
      [
        '/api/field-data',
        { method: 'POST', headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' },
        { events: [{ kind: 'vital', name: 'LCP', value: 900, route: '/client-portal' }] },
      ],
    ]);
    // The double's rejection must be caught by then: an unhandled one fails this test, and on a page would be reported as its own error.
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    Object.assign(globalThis, { fetch: original });
  }
});
