/** One renderer process: how it is started, what it is asked, what it answers, and what it did that a working build never does. */
import { cutText } from 'shared/text';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { LIVE_FACTS_GLOBAL } from 'shared/config';
import { PAGE_GROUP_CONTRACT_MAJOR } from 'shared/routes';
import { rendererNodeFlags } from '../../ops/nodeFlags';
import type { CgroupHost, RendererCgroup } from './cgroups';
import {
  AnswerFrames,
  answerOf,
  flatMessage,
  frame,
  type IsolatedRenderAnswer,
  type IsolatedRenderRequest,
} from './framedPipe';
import { LineSplitter, LogBudget } from './rendererOutput';
import { launchChain, type Sandbox } from './sandbox';

/** Something a renderer did that a working build never does, counted in /metrics under its group and side. */
export type IncidentKind =
  'attempt' | 'refused' | 'timeout' | 'crashed' | 'output_flood' | 'answer_too_large' | 'bad_answer' | 'outlived';

export interface RendererIncident {
  kind: IncidentKind;
  /** The releases the renderer ran (the lane's), e.g. 'shell 20261126-101500-ab12cd34, services-mfe 20261126-…': for the log. */
  releases: string;
  /** The group whose pages it rendered ('shell' for the shell's own): a bounded label for /metrics. */
  group: string;
  side: 'live' | 'canary' | 'staged';
  detail: string;
}

export const RENDERER_SCRIPT = path.join(__dirname, 'renderer.cjs');

/** Tripwire reports a renderer may send a minute; past them it is flooding the channel, and is ended. */
export const ATTEMPTS_PER_MINUTE = 30;
/** How long a retired renderer has to end once its last render is answered, before it and its sandbox are killed. */
export const RETIRE_GRACE_MS = 2000;

let nextRendererId = 0;
/** The longest message that is not an answer (`ready`, an `attempt`): a tripwire's report is a line. */
const MAX_REPORT_BYTES = 4096;

export interface RendererProcessOptions {
  /** The folders it may read. */
  readable: string[];
  timeoutMs: number;
  log: Logger;
  /** The releases it runs, named in every incident's log line. */
  releases: string;
  group: string;
  live: boolean;
  /** How /metrics names its lane's side; by default 'live' or 'staged', after `live`. */
  side?: 'live' | 'canary' | 'staged';
  onIncident: (incident: RendererIncident) => void;
  onExit: () => void;
  sandbox?: Sandbox;
  /** Its budgets in the kernel (cgroups.ts), where the host gives them. */
  cgroups?: CgroupHost;
}

/**
 * One renderer process and the renders waiting on it. Its channel is a protocol, and anything off it
 * ends the process: `ready` once, before anything else; then only an answer to a render that is
 * waiting, or a tripwire's `attempt`, at most ATTEMPTS_PER_MINUTE a minute.
 */
export class RendererProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<
    number,
    { resolve: (answer: IsolatedRenderAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();
  private retiring = false;
  private killTimer?: NodeJS.Timeout;
  private readonly budget: LogBudget;
  private readonly cgroup?: RendererCgroup;
  private readonly answers: AnswerFrames;
  private isReady = false;
  private attempts = { windowStart: Date.now(), count: 0 };
  private markReady: () => void = () => undefined;
  /** Render ids count per renderer: a build reading its requests learns nothing of the renders of others. */
  private nextRequestId = 0;
  private starting = 0;
  exited = false;
  readonly ready: Promise<void>;

  constructor(private readonly options: RendererProcessOptions) {
    const { readable, sandbox } = options;
    // Nothing of the site's environment: no database address, no webhook, no token. NODE_ENV picks React's build.
    const env = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
    // Requests go in on stdin, answers come back on fd 3, the build's own output on stdout and stderr.
    const stdio = ['pipe', 'pipe', 'pipe', 'pipe'] as ['pipe', 'pipe', 'pipe', 'pipe'];
    this.cgroup = options.cgroups?.create(`renderer-${process.pid}-${++nextRendererId}`);
    const { command, args } = launchChain(
      process.execPath,
      [...rendererNodeFlags(readable), RENDERER_SCRIPT],
      readable,
      sandbox,
      this.cgroup?.procsFiles,
    );
    this.child = spawn(command, args, { env, stdio });
    // The server stopping or the renderer gone: a write that fails is told by the exit below, not as an unhandled error.
    this.child.stdin?.on('error', () => undefined);
    // What a build prints while rendering goes to the server's log, line by line, marked as the renderer's, within a budget.
    const budget = (this.budget = new LogBudget(
      (dropped) =>
        options.log.warn(
          { renderer: this.child.pid, releases: options.releases, dropped },
          `the renderer wrote ${dropped} more lines than the log takes in a minute; they were dropped`,
        ),
      // Past the budget every chunk would still be read and split: the renderer is ended instead, so a flood costs the server nothing more.
      () => this.refuseChannel('output_flood', 'the renderer wrote more than the log takes in a minute; it was ended'),
    ));
    const forward = (stream: Readable | null, level: 'info' | 'warn') => {
      if (!stream) return;
      const lines = new LineSplitter((line) => {
        if (budget.take(''))
          options.log[level]({ renderer: this.child.pid, output: line }, 'the renderer wrote a line');
      });
      stream.setEncoding('utf8');
      // Charged as read, whole: what is split into lines was paid for, however long its lines or however few its newlines.
      stream.on('data', (chunk: string) => {
        if (budget.read(chunk.length)) lines.write(chunk);
      });
      stream.on('end', () => lines.end());
    };
    forward(this.child.stdout, 'info');
    forward(this.child.stderr, 'warn');
    this.child.once('exit', () => budget.close());
    this.ready = new Promise((resolve, reject) => {
      this.markReady = resolve;
      this.child.once('exit', () => reject(new Error('the renderer stopped before it was ready')));
      this.child.once('error', (error) => reject(new Error(`the renderer could not start: ${error.message}`)));
    });
    this.ready.catch(() => undefined);
    this.answers = new AnswerFrames(
      (body) => this.receive(body),
      (kind, detail) => this.refuseChannel(kind, detail),
    );
    (this.child.stdio[3] as Readable).on('data', (chunk: Buffer) => this.answers.push(chunk));
    this.child.once('exit', (code, signal) => {
      this.exited = true;
      clearTimeout(this.killTimer);
      this.answers.stop();
      const outOfMemory = (this.cgroup?.oomKills() ?? 0) > 0;
      // Whatever of its sandbox is left goes with it, and its groups with them.
      this.cgroup?.killAll();
      this.cgroup?.remove();
      const reason = `the renderer stopped (${outOfMemory ? 'ended by the kernel at its memory budget' : (signal ?? `exit code ${code}`)})`;
      for (const waiter of this.waiting.values()) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error(reason));
      }
      this.waiting.clear();
      if (!this.retiring || outOfMemory)
        this.incident('crashed', `${reason}; the next page starts another`, { code, signal });
      options.onExit();
    });
  }

  /** Logs what a renderer did and passes it on to be counted. */
  private incident(kind: IncidentKind, detail: string, fields: Record<string, unknown> = {}): void {
    const { log, releases, group, live, side, onIncident } = this.options;
    // Every one is counted; their lines share the output's budget, so a build repeating one cannot flood the log either.
    if (kind === 'output_flood' || this.budget.take(detail))
      log.warn({ renderer: this.child.pid, releases, incident: kind, ...fields }, detail);
    onIncident({ kind, releases, group, side: side ?? (live ? 'live' : 'staged'), detail });
  }

  /** A channel that carried something no renderer of ours sends is not read again: the process is ended, its renders failed. */
  private refuseChannel(kind: IncidentKind, detail: string): void {
    this.answers.stop();
    this.incident(kind, detail);
    this.stop();
  }

  private receive(body: Buffer): void {
    const fields = flatMessage(body);
    if (!fields)
      return this.refuseChannel(
        'bad_answer',
        'the renderer sent a message that is not one flat JSON object of known fields',
      );
    if (!('id' in fields) && body.length > MAX_REPORT_BYTES)
      return this.refuseChannel(
        'bad_answer',
        `the renderer sent a report of ${body.length} bytes; at most ${MAX_REPORT_BYTES}`,
      );
    if (!this.isReady) {
      if (fields.ready !== true)
        return this.refuseChannel('bad_answer', 'the renderer spoke before it said it was ready');
      this.isReady = true;
      return this.markReady();
    }
    if (typeof fields.attempt === 'string') return this.attempted(fields.attempt);
    const waiter = typeof fields.id === 'number' ? this.waiting.get(fields.id) : undefined;
    // An answer to no render waiting (a forged or repeated id), a second `ready` or any other shape: the build is writing on the channel itself.
    const answer = answerOf(fields);
    if (!waiter || !answer)
      return this.refuseChannel(
        'bad_answer',
        waiter
          ? 'the renderer sent an answer of no known shape'
          : `the renderer sent ${describe(fields)}, which no page is waiting for`,
      );
    this.waiting.delete(fields.id as number);
    clearTimeout(waiter.timer);
    if ('error' in answer && fields.refused === true) this.incident('refused', `a build was refused: ${answer.error}`);
    waiter.resolve(answer);
    this.retireIfDone();
  }

  /** A tripwire's report, counted; past the minute's cap the renderer is ended, so reports cost the server no more than that. */
  private attempted(what: string): void {
    const now = Date.now();
    if (now - this.attempts.windowStart >= 60_000) this.attempts = { windowStart: now, count: 0 };
    if (++this.attempts.count > ATTEMPTS_PER_MINUTE)
      return this.refuseChannel(
        'bad_answer',
        `the renderer reported more than ${ATTEMPTS_PER_MINUTE} attempts in a minute`,
      );
    this.incident('attempt', `a build tried: ${cutText(what, 200)}`);
  }

  /** Takes new renders: neither stopped nor on its way out. */
  get usable(): boolean {
    return !this.exited && !this.retiring;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  async render(request: IsolatedRenderRequest): Promise<IsolatedRenderAnswer> {
    // A render handed over before the renderer is ready is held by it: retiring meanwhile (two switches in quick succession) waits for it too.
    this.starting++;
    try {
      await this.ready;
    } finally {
      this.starting--;
    }
    if (this.exited) throw new Error('the renderer stopped');
    const id = ++this.nextRequestId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`the render took longer than ${this.options.timeoutMs} ms; its renderer is replaced`));
        this.incident('timeout', `a render took longer than ${this.options.timeoutMs} ms; its renderer was ended`);
        this.stop();
      }, this.options.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.child.stdin?.write(
        frame({ id, ...request, factsGlobal: LIVE_FACTS_GLOBAL, contractMajor: PAGE_GROUP_CONTRACT_MAJOR }),
      );
    });
  }

  /**
   * Ends the process once the renders it holds have answered (each has its time limit): its input is
   * closed, and whatever has not ended RETIRE_GRACE_MS later is killed with its whole sandbox.
   */
  retire(): void {
    if (this.retiring) return;
    this.retiring = true;
    this.killTimer = setTimeout(() => this.outlived(), this.options.timeoutMs + RETIRE_GRACE_MS);
    this.retireIfDone();
  }

  /** Killed now, with everything in its sandbox. */
  stop(): void {
    this.retiring = true;
    if (this.exited) return;
    this.child.kill('SIGKILL');
    this.cgroup?.killAll();
  }

  private outlived(): void {
    if (this.exited) return;
    this.incident(
      'outlived',
      `the renderer was retired and did not end within ${RETIRE_GRACE_MS} ms of its last render; it was killed`,
    );
    this.stop();
  }

  private retireIfDone(): void {
    if (!this.retiring || this.waiting.size > 0 || this.starting > 0 || this.exited) return;
    // Closing its input ends a renderer of ours (it ignores signals sent to the whole process group); a build that keeps it alive is killed after the grace.
    this.child.stdin?.end();
    clearTimeout(this.killTimer);
    this.killTimer = setTimeout(() => this.outlived(), RETIRE_GRACE_MS);
  }
}

/** A message named for the log without repeating what a build wrote. */
function describe(fields: Record<string, unknown>): string {
  if (fields.ready === true) return 'a second ready';
  return typeof fields.id === 'number' ? `an answer to render ${fields.id}` : 'a message of no known shape';
}
