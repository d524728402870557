import { errors } from '@playwright/test';
import { messageOf as plainMessageOf } from '../../../shell/server/ops/messageOf';
import { STEP_TIMEOUT_MS } from './timing';

/** Console errors and page errors named in a failed check's detail. */
const MAX_LISTED = 5;
/** The longest a listed message may be: enough for its cause, not its whole stack. */
const MAX_MESSAGE_CHARS = 240;

/** A failed expectation of a check: its message becomes the check's detail. */
export class CheckFailed extends Error {}

export function fail(detail: string): never {
  throw new CheckFailed(detail);
}

/** An error's message without Playwright's call log, on one line. */
export function messageOf(error: unknown): string {
  const message = plainMessageOf(error);
  return message.split('\nCall log:')[0]!.replace(/\s+/g, ' ').trim();
}

/** Runs one step of a check, naming the step in its error. */
export async function step<T>(what: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof CheckFailed) throw error;
    throw new CheckFailed(`${what}: ${messageOf(error)}`);
  }
}

/** Waits for what should come in time; its not coming fails with `failure` and the time waited, said plainly. */
export async function inTime<T>(failure: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof errors.TimeoutError) fail(`${failure} within ${STEP_TIMEOUT_MS / 1000} s`);
    throw new CheckFailed(`${failure}: ${messageOf(error)}`);
  }
}

/** Settles as `work` does, or fails saying `outOfTime()` once `ms` have passed. */
export async function withinTime<T>(work: Promise<T>, ms: number, outOfTime: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckFailed(outOfTime())), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const shortened = (message: string) => {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_MESSAGE_CHARS ? `${oneLine.slice(0, MAX_MESSAGE_CHARS)}…` : oneLine;
};

/** Messages as a failed check's detail lists them: the first few, each on one line and cut short, and how many more. */
export const listed = (items: string[]) =>
  `${items.slice(0, MAX_LISTED).map(shortened).join(' | ')}${items.length > MAX_LISTED ? ` | … and ${items.length - MAX_LISTED} more` : ''}`;
