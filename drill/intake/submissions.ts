/**
 * The visitors' side of the intake cases: filled-in forms with their keys and form tokens, sent as
 * a slow link uploads them, and sent again with the same key, as the form's retry does, until each
 * is answered; every answer kept for the checks.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { ContactRequest } from 'shared/content/contact';
import { FASTEST_PERSON_MS } from 'site-server';
import { fetchFormToken, TOKEN_FIELD } from '../../test-support/leads/formPost';
import { multipartBody } from '../../test-support/leads/leadFixtures';
import type { SentLead } from '../leadChecks';
import { sleep } from './fixtures';

const SUBMIT_TIMEOUT_MS = 30_000;
/**
 * Half the burst's bodies arrive at once, the other half finish arriving over this long, as
 * from visitors on slower links: the kill finds submissions at every stage, answered, being
 * stored, still uploading, however fast the server works through the first half.
 */
const UPLOAD_SPREAD_MS = 1000;
export const uploadPause = (index: number, count: number) => (index % 2 === 0 ? 0 : (index / count) * UPLOAD_SPREAD_MS);
const RETRY_ROUNDS = 5;
const RETRY_PAUSE_MS = 250;

/** One filled-in form: its fields, its key, and what the intake answered each time it was sent. */
export interface Submission extends SentLead {
  acknowledgedIds: string[];
  /** The receivedAt of each 2xx answer: when the store took the lead. */
  receivedAt: string[];
  refusals: string[];
  payload: Buffer;
  contentType: string;
}

type Outcome = 'acknowledged' | 'failed' | 'refused';

/**
 * The burst's forms, each with the form token its page fetched from `origin` when the visitor
 * began typing; the burst is sent once people could have typed them (a faster form is asked for
 * a challenge, which the intake's own tests cover).
 */
export async function makeSubmissions(count: number, label: string, origin: string): Promise<Submission[]> {
  const run = randomUUID().slice(0, 8);
  const submissions = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const fields: ContactRequest = {
        firstName: 'Drill',
        lastName: `Submission ${index + 1}`,
        companyName: `${label} drill ${run}`,
        email: `drill-${run}-${index + 1}@example.test`,
        phoneNumber: `+1 404 555 ${String(index).padStart(4, '0')}`,
        projectDetails: `Reliability drill ${run}, submission ${index + 1} of ${count}: 250 boards, 6 layers.\nFirst articles in 3 weeks.`,
      };
      const { payload, contentType } = await multipartBody({ ...fields, [TOKEN_FIELD]: await fetchFormToken(origin) });
      return { key: randomUUID(), fields, acknowledgedIds: [], receivedAt: [], refusals: [], payload, contentType };
    }),
  );
  await sleep(FASTEST_PERSON_MS);
  return submissions;
}

/**
 * POSTs the body, its second half `pauseMs` after the first, as a slow link uploads it; resolves
 * to the answer's status and text, rejects when the connection fails.
 */
function post(origin: string, submission: Submission, pauseMs: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}/api/contact`, {
      method: 'POST',
      agent: false,
      timeout: SUBMIT_TIMEOUT_MS,
      headers: {
        'content-type': submission.contentType,
        'content-length': submission.payload.length,
        'idempotency-key': submission.key,
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${SUBMIT_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    const half = Math.floor(submission.payload.length / 2);
    request.write(submission.payload.subarray(0, half));
    setTimeout(() => {
      if (!request.destroyed) request.end(submission.payload.subarray(half));
    }, pauseMs);
  });
}

/** Sends the form once; a connection error or a 5xx is worth a retry, as the form offers one; any other answer is final. */
export async function submit(origin: string, submission: Submission, pauseMs = 0): Promise<Outcome> {
  try {
    const { status, text } = await post(origin, submission, pauseMs);
    if (status >= 200 && status < 300) {
      const answer = JSON.parse(text) as { id: string; receivedAt: string };
      submission.acknowledgedIds.push(answer.id);
      submission.receivedAt.push(answer.receivedAt);
      return 'acknowledged';
    }
    if (status >= 500) return 'failed';
    submission.refusals.push(`${status} ${text.slice(0, 120)}`);
    return 'refused';
  } catch {
    return 'failed';
  }
}

export const unanswered = (submission: Submission) =>
  submission.acknowledgedIds.length === 0 && submission.refusals.length === 0;

/** The visitor presses Submit again on each form that failed, with the same key, until it is answered; returns those retried. */
export async function retryUnanswered(
  originOf: (submission: Submission) => string,
  submissions: Submission[],
): Promise<Submission[]> {
  const retried = new Set<Submission>();
  for (let round = 0; round < RETRY_ROUNDS; round += 1) {
    const pending = submissions.filter(unanswered);
    if (pending.length === 0) break;
    if (round > 0) await sleep(RETRY_PAUSE_MS);
    for (const submission of pending) retried.add(submission);
    await Promise.all(pending.map((submission) => submit(originOf(submission), submission)));
  }
  return [...retried];
}

export function refusedSubmissionProblems(submissions: Submission[]): string[] {
  const refused = submissions.filter((submission) => submission.refusals.length > 0);
  return refused.length > 0 ? [`${refused.length} submissions were refused (first: ${refused[0]!.refusals[0]})`] : [];
}
