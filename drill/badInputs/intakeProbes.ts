/**
 * The intake's corpus: forms missing, adding or repeating fields, bodies too large, of another
 * type, malformed or cut off, control characters and NUL bytes, bad Idempotency-Keys; each must be
 * refused storing nothing, and the same server must still store a well-formed lead afterwards.
 */
import { IDEMPOTENCY_KEY_MAX_LENGTH, messageOf } from 'site-server';
import { rawHttp } from '../../test-support/rawHttp';
import type { DrillCase } from '../drillCase';
import {
  answerSummary,
  BOUNDARY,
  countedIntakeCase,
  formRequest,
  intakeAnswerProblems,
  leadParts,
  multipartBytes,
  type IntakeAttempt,
} from './intakeForms';
import { lead, type Target } from './target';

interface IntakeProbe {
  name: string;
  attempts: IntakeAttempt[];
}

const keyHeader = (value: string) => [`Idempotency-Key: ${value}`];
const BAD_KEY = 'invalid_idempotency_key';
const MALFORMED = 'malformed_body';
/** A header value as UTF-8 bytes on the wire (the request head is written byte for character). */
const utf8OnTheWire = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const wholeForm = multipartBytes(leadParts(), BOUNDARY);

export const INTAKE_PROBES: IntakeProbe[] = [
  {
    name: 'a required field left out (no companyName)',
    attempts: [{ request: formRequest(leadParts({ companyName: undefined })), status: 400, field: 'companyName' }],
  },
  {
    name: 'an extra field no form has (fax)',
    attempts: [{ request: formRequest([...leadParts(), ['fax', '+1 404 555 0100']]), status: 400, field: 'fax' }],
  },
  {
    name: 'a field sent twice (email)',
    attempts: [
      { request: formRequest([...leadParts(), ['email', 'second@example.test']]), status: 400, field: 'email' },
    ],
  },
  {
    name: 'a body over the 32 KB limit (40 KB of project details)',
    attempts: [{ request: formRequest(leadParts({ projectDetails: 'x'.repeat(40 * 1024) })), status: 413 }],
  },
  {
    name: 'content types other than multipart/form-data (JSON, plain text, URL-encoded, none)',
    attempts: [
      {
        request: {
          method: 'POST',
          target: '/api/contact',
          headerLines: ['Content-Type: application/json'],
          body: Buffer.from(JSON.stringify(lead)),
        },
        status: 415,
      },
      {
        request: {
          method: 'POST',
          target: '/api/contact',
          headerLines: ['Content-Type: text/plain'],
          body: Buffer.from('Please call me back.'),
        },
        status: 415,
      },
      {
        request: {
          method: 'POST',
          target: '/api/contact',
          headerLines: ['Content-Type: application/x-www-form-urlencoded'],
          body: Buffer.from(new URLSearchParams(lead).toString()),
        },
        status: 415,
      },
      { request: { method: 'POST', target: '/api/contact', body: wholeForm }, status: 415 },
    ],
  },
  {
    name: 'a multipart body that is not multipart at all',
    attempts: [
      {
        request: { ...formRequest([]), body: Buffer.from('this is not a multipart body') },
        status: 400,
        error: MALFORMED,
      },
    ],
  },
  {
    name: 'a multipart body cut off in the middle of a part',
    attempts: [
      {
        request: { ...formRequest([]), body: wholeForm.subarray(0, Math.floor(wholeForm.length / 2)) },
        status: 400,
        error: MALFORMED,
      },
    ],
  },
  {
    name: 'a multipart body whose boundary is not the announced one, or none announced',
    attempts: [
      {
        request: {
          ...formRequest(leadParts()),
          headerLines: ['Content-Type: multipart/form-data; boundary=another-boundary'],
        },
        status: 400,
        error: MALFORMED,
      },
      {
        request: { ...formRequest(leadParts()), headerLines: ['Content-Type: multipart/form-data'] },
        status: 400,
        error: MALFORMED,
      },
    ],
  },
  {
    name: 'control characters in single-line fields (ESC in firstName, TAB in companyName, DEL in phoneNumber)',
    attempts: [
      { request: formRequest(leadParts({ firstName: 'Ada\u001b[31m' })), status: 400, field: 'firstName' },
      { request: formRequest(leadParts({ companyName: 'Northwind\tInstruments' })), status: 400, field: 'companyName' },
      { request: formRequest(leadParts({ phoneNumber: '404 555 0199\u007f' })), status: 400, field: 'phoneNumber' },
    ],
  },
  {
    name: 'CR LF in single-line fields, as a mail header injection (lastName, email)',
    attempts: [
      {
        request: formRequest(leadParts({ lastName: 'Okafor\r\nBcc: everyone@example.test' })),
        status: 400,
        field: 'lastName',
      },
      {
        request: formRequest(leadParts({ email: 'ada@northwind.test\r\nBcc: everyone@example.test' })),
        status: 400,
        field: 'email',
      },
    ],
  },
  {
    name: 'a NUL byte in a field (firstName, projectDetails)',
    attempts: [
      { request: formRequest(leadParts({ firstName: 'Ada\0' })), status: 400, field: 'firstName' },
      {
        request: formRequest(leadParts({ projectDetails: 'Boards\0 and more boards' })),
        status: 400,
        field: 'projectDetails',
      },
    ],
  },
  {
    name: 'a file where a text field belongs (projectDetails)',
    attempts: [
      {
        request: formRequest([
          ...leadParts({ projectDetails: undefined }),
          ['projectDetails', 'x', '; filename="details.txt"\r\nContent-Type: text/plain'],
        ]),
        status: 400,
        field: 'projectDetails',
      },
    ],
  },
  {
    name: `an Idempotency-Key too long (${IDEMPOTENCY_KEY_MAX_LENGTH + 1} characters) or empty`,
    attempts: [
      {
        request: formRequest(leadParts(), keyHeader('k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1))),
        status: 400,
        error: BAD_KEY,
      },
      { request: formRequest(leadParts(), keyHeader('')), status: 400, error: BAD_KEY },
    ],
  },
  {
    name: 'an Idempotency-Key beyond ASCII (UTF-8 "clé-🔑")',
    attempts: [{ request: formRequest(leadParts(), keyHeader(utf8OnTheWire('clé-🔑'))), status: 400, error: BAD_KEY }],
  },
  {
    name: 'an Idempotency-Key carrying CR LF and a second Idempotency-Key line',
    attempts: [
      {
        request: formRequest(leadParts(), keyHeader('drill-key-1\r\nIdempotency-Key: drill-key-2')),
        status: 400,
        error: BAD_KEY,
      },
    ],
  },
  {
    name: 'an Idempotency-Key holding a bare CR, a bare LF, a NUL, or folded onto a second line',
    attempts: [
      { request: formRequest(leadParts(), keyHeader('drill\rkey')), status: 400 },
      { request: formRequest(leadParts(), keyHeader('drill\nkey')), status: 400 },
      { request: formRequest(leadParts(), keyHeader('drill\0key')), status: 400 },
      { request: formRequest(leadParts(), keyHeader('drill\r\n key')), status: 400 },
    ],
  },
];

export function intakeCase(probe: IntakeProbe, target: () => Promise<Target>): DrillCase {
  return countedIntakeCase(`the intake refuses ${probe.name}, storing nothing`, target, 0, async (site) => {
    const problems: string[] = [];
    const answers: string[] = [];
    for (const [index, attempt] of probe.attempts.entries()) {
      const where = probe.attempts.length > 1 ? `request ${index + 1}` : 'the request';
      try {
        const response = await rawHttp(site.ports.shell, attempt.request);
        answers.push(answerSummary(response));
        problems.push(...intakeAnswerProblems(where, response, attempt, site.canaries));
      } catch (error) {
        problems.push(`${where}: ${messageOf(error)}`);
      }
    }
    return { problems, detail: answers.join(', ') };
  });
}

const HANG_UP_AFTER_MS = 1000;

/** The server waits for the rest of the body; the client gives up first. Nothing may be stored, nothing may break. */
export function hungUpCase(target: () => Promise<Target>): DrillCase {
  return countedIntakeCase(
    'the intake stores nothing from a client that announces 1 KB more body than it sends and hangs up',
    target,
    0,
    async (site) => {
      const request = formRequest(leadParts());
      const answer = await rawHttp(
        site.ports.shell,
        { ...request, contentLength: request.body!.length + 1024 },
        HANG_UP_AFTER_MS,
      ).catch(() => undefined);
      return answer
        ? {
            problems:
              answer.status >= 400 && answer.status < 500
                ? []
                : [`answered ${answer.status} to a body it never received whole`],
            detail: `answered ${answer.status}`,
          }
        : { problems: [], detail: `no answer within ${HANG_UP_AFTER_MS / 1000} s, then the client hung up` };
    },
  );
}

/** Proves the count of countedIntakeCase can see a lead: after the whole corpus the same server still takes a good one. */
export function wellFormedLeadCase(target: () => Promise<Target>): DrillCase {
  return countedIntakeCase(
    'after all of that, the same server still stores a well-formed lead, and the count sees exactly one more',
    target,
    1,
    async (site) => {
      const response = await rawHttp(site.ports.shell, formRequest(leadParts(), keyHeader('drill-well-formed-lead')));
      return {
        problems: intakeAnswerProblems('the well-formed lead', response, { status: 201 }, site.canaries),
        detail: String(response.status),
      };
    },
  );
}
