/**
 * What the intake cases send and how they judge the answers: contact forms written out byte by
 * byte, so that a case can break them in any way, the checks of the intake's answer, and a case
 * that counts the leads stored around its requests.
 */
import { contactFields } from 'shared/content/contact';
import type { RawRequest, RawResponse } from '../../test-support/rawHttp';
import type { Canary } from '../canaries';
import type { DrillCase } from '../drillCase';
import { canaryProblems, lead, SECTION, serverAlive, storedLeadCount, type Target } from './target';

/** A multipart/form-data body written out by hand, so that a case can break it in any way. */
export function multipartBytes(
  parts: readonly (readonly [name: string, value: string, disposition?: string])[],
  boundary: string,
): Buffer {
  const body = parts
    .map(
      ([name, value, disposition = '']) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${disposition}\r\n\r\n${value}\r\n`,
    )
    .join('');
  return Buffer.from(`${body}--${boundary}--\r\n`, 'utf8');
}

export const BOUNDARY = 'drill-boundary-7d3f9a';
const MULTIPART = `Content-Type: multipart/form-data; boundary=${BOUNDARY}`;

export function leadParts(changes: Partial<Record<string, string>> = {}): [string, string][] {
  return contactFields.flatMap(({ name }): [string, string][] => {
    const value = name in changes ? changes[name] : lead[name];
    return value === undefined ? [] : [[name, value]];
  });
}

export function formRequest(
  parts: readonly (readonly [string, string, string?])[],
  headerLines: string[] = [],
): RawRequest {
  return {
    method: 'POST',
    target: '/api/contact',
    headerLines: [MULTIPART, ...headerLines],
    body: multipartBytes(parts, BOUNDARY),
  };
}

/** One request and the answer it must get: the status, and where the intake itself refuses, the field or error code it names. */
export interface IntakeAttempt {
  request: RawRequest;
  status: number;
  field?: string;
  error?: string;
}

function answerBody(response: RawResponse): { error?: unknown; field?: unknown } {
  try {
    return JSON.parse(response.body.toString('utf8')) as { error?: unknown; field?: unknown };
  } catch {
    return {};
  }
}

function answeredField(response: RawResponse): string | undefined {
  const { field } = answerBody(response);
  return typeof field === 'string' ? field : undefined;
}

/** '400 email', '415 unsupported_media_type', '400 Bad Request' (refused by Node's HTTP parser before the intake saw it). */
export function answerSummary(response: RawResponse): string {
  const { error } = answerBody(response);
  const what = answeredField(response) ?? (typeof error === 'string' ? error : undefined);
  return what ? `${response.status} ${what}` : String(response.status);
}

/** What is wrong with an answer of the intake: another status than expected, another field named, a canary's secret. */
export function intakeAnswerProblems(
  where: string,
  response: RawResponse,
  expected: Omit<IntakeAttempt, 'request'>,
  canaries: readonly Canary[],
): string[] {
  const field = answeredField(response);
  const { error } = answerBody(response);
  const problems: string[] = [];
  if (response.status !== expected.status)
    problems.push(
      `${where} answered ${response.status} (${response.body.toString('utf8').slice(0, 100)}), expected ${expected.status}`,
    );
  else if (expected.field !== undefined && field !== expected.field)
    problems.push(`${where} named the field ${field ?? '(none)'}, expected ${expected.field}`);
  else if (expected.error !== undefined && error !== expected.error)
    problems.push(`${where} answered the error ${String(error ?? '(none)')}, expected ${expected.error}`);
  return [...problems, ...canaryProblems(where, response, canaries)];
}

/**
 * A case that sends to the intake: counts the stored leads around `send` and fails, besides on
 * the problems `send` finds, when the count moved by other than `newLeads` or the server died.
 */
export function countedIntakeCase(
  name: string,
  target: () => Promise<Target>,
  newLeads: number,
  send: (site: Target) => Promise<{ problems: string[]; detail: string }>,
): DrillCase {
  return {
    section: SECTION,
    name,
    async run() {
      const site = await target();
      const before = await storedLeadCount(site.dataDir);
      const { problems, detail } = await send(site);
      const after = await storedLeadCount(site.dataDir);
      if (after - before !== newLeads)
        problems.push(`${after - before} leads were stored (${before} before, ${after} after), expected ${newLeads}`);
      problems.push(...serverAlive(site));
      if (problems.length > 0) throw new Error(problems.join('; '));
      return `${detail}; leads stored: ${before} before, ${after} after`;
    },
  };
}
