/**
 * What the browser reports about a real page view, and the rule the server holds it to: no
 * cookie, no identifier, nothing a visitor typed. Imported by the shell's code and its server.
 */

import { REMOTE_GROUPS } from '../routes/types';

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
  /** The releases the page was made from, by app, as its document named them: the samples are filed under these. */
  releases?: Record<string, string>;
  /** While a canary runs, the page's view token as its document carried it: a random id of that page, signed. */
  view?: string;
}

/** The apps a report may name a release of: the shell and each page group. */
const RELEASE_APP_NAMES = ['shell', ...REMOTE_GROUPS.map((group) => `${group}-mfe`)];

/** A report holds at most this many events and bytes; the browser sends more than one when it has more. */
export const MAX_EVENTS_PER_REPORT = 30;
export const MAX_REPORT_BYTES = 8 * 1024;
/** A problem's detail (the pressed control's name) is cut to this many characters. */
export const MAX_DETAIL_LENGTH = 80;
/** Problems reported per page view at most, so a page throwing in a loop cannot flood the endpoint. */
export const MAX_PROBLEMS_PER_PAGE_VIEW = 10;

/** The largest value accepted for each vital: ms for the timings, a score for CLS. A larger one is a broken measurement. */
const VITAL_LIMITS: Record<VitalName, number> = { LCP: 120_000, INP: 60_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };

const routePath = { type: 'string', maxLength: 200, pattern: '^/[\\x21-\\x7e]*$' } as const;

/** A vital: one of the five names, a finite value from 0 to its limit, the route; nothing else (no identifier). */
const vitalEvent = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name', 'value', 'route'],
  properties: {
    kind: { const: 'vital' },
    name: { enum: VITAL_NAMES },
    value: { type: 'number', minimum: 0 },
    route: routePath,
  },
  allOf: VITAL_NAMES.map((name) => ({
    if: { properties: { name: { const: name } } },
    then: { properties: { value: { type: 'number', maximum: VITAL_LIMITS[name] } } },
  })),
} as const;

/** A problem: one of the known names, the route, and a short detail without control characters (the clicked control's name). */
const problemEvent = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'name', 'route'],
  properties: {
    kind: { const: 'problem' },
    name: { enum: PROBLEM_NAMES },
    route: routePath,
    detail: { type: 'string', maxLength: MAX_DETAIL_LENGTH, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$' },
  },
} as const;

/**
 * The rule a report is held to, as JSON Schema: the server's route declares it, and the reporter's
 * tests check what it sends against it. One broken event refuses the whole report. Read with the
 * discriminator on (each event is a vital or a problem by its kind).
 */
export const FIELD_REPORT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_EVENTS_PER_REPORT,
      items: {
        type: 'object',
        required: ['kind'],
        discriminator: { propertyName: 'kind' },
        oneOf: [vitalEvent, problemEvent],
      },
    },
    // A release id ('20261127-101500-3f9a1c2b'), or 'build' and 'none' outside a deploy directory.
    releases: {
      type: 'object',
      propertyNames: { enum: RELEASE_APP_NAMES },
      additionalProperties: { type: 'string', pattern: '^[0-9a-z-]{1,40}$' },
    },
    // Two base64url parts of 22 characters: the page's id and its signature.
    view: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{22}$' },
  },
} as const;
