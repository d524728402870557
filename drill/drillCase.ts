/**
 * The reliability drill's building blocks: a case, the runner that prints each outcome, and the
 * teardown every section registers its servers, databases and folders with. A section is a
 * function from a DrillContext to its cases; drill/run.ts lists the sections.
 */

import { messageOf } from 'site-server';

export interface DrillCase {
  /** The part of the site it exercises, as --only names it: 'intake', 'bad-inputs'. */
  section: string;
  /** What it proves, in words a reviewer understands without the code. */
  name: string;
  /**
   * Resolves to pass, optionally with a short detail (figures); throws to fail, with an Error
   * whose message says what was wrong, with figures.
   */
  run(): Promise<string | void>;
  /** How long it may take before it fails as hung: DEFAULT_CASE_TIMEOUT_MS when absent. */
  timeoutMs?: number;
}

export interface DrillCounts {
  passed: number;
  failed: number;
}

export const DEFAULT_CASE_TIMEOUT_MS = 60_000;

/** What a section's cases share: the run's length and where they leave what must be stopped. */
export interface DrillContext {
  /** The shortened form (the jest test, --short): fewer submissions, same cases. */
  short: boolean;
  teardown: Teardown;
}

export type DrillSection = (context: DrillContext) => DrillCase[];

/**
 * Steps that undo what the cases started, run last first, each whatever the others did, so a
 * failed case or an interrupted drill leaves no process, database server or folder behind. It may
 * run more than once: each run undoes what was added since the last (a case interrupted by the
 * first may still start something before it ends).
 */
export class Teardown {
  private steps: (() => Promise<void> | void)[] = [];
  private running: Promise<unknown> = Promise.resolve();

  /** A step already waiting is not added again: it keeps its place, the earlier one. */
  add(step: () => Promise<void> | void): void {
    if (!this.steps.includes(step)) this.steps.push(step);
  }

  /**
   * Runs every step registered so far, after any run still under way (so that a caller who
   * awaits it knows everything is undone); resolves to the messages of the steps that threw.
   */
  run(): Promise<string[]> {
    const run = this.running.then(() => this.runSteps());
    this.running = run;
    return run;
  }

  private async runSteps(): Promise<string[]> {
    const steps = this.steps.reverse();
    this.steps = [];
    const errors: string[] = [];
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        errors.push(messageOf(error));
      }
    }
    return errors;
  }
}

/**
 * A fixture several cases share (a server, a scenario run once and checked by two cases), started
 * by the first case that needs it. A start that failed fails every case that needs it, saying why.
 */
export function sharedFixture<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => {
    started ??= start();
    return started;
  };
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no outcome within ${timeoutMs / 1000} s (hung)`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function passLine(drillCase: Pick<DrillCase, 'section' | 'name'>, detail?: string): string {
  return `PASS  ${drillCase.section}: ${drillCase.name}${detail ? `  (${detail})` : ''}`;
}

export function failLine(drillCase: Pick<DrillCase, 'section' | 'name'>, reason: string): string {
  return `FAIL  ${drillCase.section}: ${drillCase.name}: ${reason}`;
}

export function summaryLine({ passed, failed }: DrillCounts): string {
  return `${passed} passed, ${failed} failed`;
}

/**
 * Runs the cases one after another (they share servers and ports), prints each outcome and the
 * count. Once `stop` is aborted (the drill was interrupted), the cases not yet begun are skipped.
 */
export async function runDrill(
  cases: readonly DrillCase[],
  log: (line: string) => void = console.log,
  stop?: AbortSignal,
): Promise<DrillCounts> {
  const counts: DrillCounts = { passed: 0, failed: 0 };
  for (const [index, drillCase] of cases.entries()) {
    if (stop?.aborted) {
      log(`STOPPED  ${cases.length - index} cases not run`);
      break;
    }
    try {
      const detail = await withTimeout(drillCase.run(), drillCase.timeoutMs ?? DEFAULT_CASE_TIMEOUT_MS);
      counts.passed += 1;
      log(passLine(drillCase, detail || undefined));
    } catch (error) {
      counts.failed += 1;
      log(failLine(drillCase, messageOf(error)));
    }
  }
  log(summaryLine(counts));
  return counts;
}
