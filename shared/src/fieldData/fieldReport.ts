/**
 * What the browser reports about a real page view, and the rule the server holds it to: no
 * cookie, no identifier, nothing a visitor typed. Imported by the shell's code and its server.
 */

export const FIELD_DATA_URL = '/api/field-data';

/** The Core Web Vitals and two of their causes, as the web-vitals library names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * What went wrong in a visitor's browser: an uncaught error or rejection, a page group's code that
 * could not be loaded, a press on a control after which nothing changed for a second.
 */
export const PROBLEM_NAMES = ['error', 'group-load-failed', 'dead-press'] as const;
export type ProblemName = (typeof PROBLEM_NAMES)[number];

export type FieldEvent =
  | { kind: 'vital'; name: VitalName; value: number; route: string }
  | { kind: 'problem'; name: ProblemName; route: string; detail?: string };

export interface FieldReport {
  events: FieldEvent[];
}

/** A report holds at most this many events and bytes; the browser sends more than one when it has more. */
export const MAX_EVENTS_PER_REPORT = 30;
export const MAX_REPORT_BYTES = 8 * 1024;
/** A problem's detail (the pressed control's name) is cut to this many characters. */
export const MAX_DETAIL_LENGTH = 80;
/** Problems reported per page view at most, so a page throwing in a loop cannot flood the endpoint. */
export const MAX_PROBLEMS_PER_PAGE_VIEW = 10;

/** The largest value accepted for each vital: ms for the timings, a score for CLS. A larger one is a broken measurement. */
const VITAL_LIMITS: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRoutePath = (value: unknown): value is string => typeof value === 'string' && value.length <= 200 && /^\/[\x21-\x7e]*$/.test(value);

/** Why an event breaks the rule, or undefined when it keeps it. */
function eventProblem(event: unknown): string | undefined {
  if (!isRecord(event)) return 'an event is not an object';
  if (!isRoutePath(event.route)) return 'an event has no route path';
  if (event.kind === 'vital') {
    if (!VITAL_NAMES.includes(event.name as VitalName)) return 'a vital has an unknown name';
    const value = event.value;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > VITAL_LIMITS[event.name as VitalName]) return `${String(event.name)} has no sound value`;
    return Object.keys(event).every((key) => ['kind', 'name', 'value', 'route'].includes(key)) ? undefined : 'a vital has fields of no known meaning';
  }
  if (event.kind === 'problem') {
    if (!PROBLEM_NAMES.includes(event.name as ProblemName)) return 'a problem has an unknown name';
    if (event.detail !== undefined && (typeof event.detail !== 'string' || event.detail.length > MAX_DETAIL_LENGTH)) return 'a problem detail is too long';
    // eslint-disable-next-line no-control-regex -- control characters are what is refused here
    if (typeof event.detail === 'string' && /[\u0000-\u001f\u007f-\u009f]/.test(event.detail)) return 'a problem detail holds control characters';
    return Object.keys(event).every((key) => ['kind', 'name', 'route', 'detail'].includes(key)) ? undefined : 'a problem has fields of no known meaning';
  }
  return 'an event is neither a vital nor a problem';
}

/** The report when it keeps the rule, or why not: one broken event refuses the whole report. */
export function readFieldReport(body: unknown): { ok: true; report: FieldReport } | { ok: false; reason: string } {
  if (!isRecord(body) || !Array.isArray(body.events)) return { ok: false, reason: 'the report has no events list' };
  if (Object.keys(body).some((key) => key !== 'events')) return { ok: false, reason: 'the report has fields of no known meaning' };
  if (body.events.length === 0 || body.events.length > MAX_EVENTS_PER_REPORT) return { ok: false, reason: `a report holds 1 to ${MAX_EVENTS_PER_REPORT} events` };
  for (const event of body.events) {
    const problem = eventProblem(event);
    if (problem) return { ok: false, reason: problem };
  }
  return { ok: true, report: { events: body.events as FieldEvent[] } };
}
