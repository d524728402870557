/** One renderer process: how it is started, what it is asked, what it answers, and what it did that a working build never does. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { LIVE_FACTS_GLOBAL } from 'shared/config';
import { PAGE_GROUP_CONTRACT_MAJOR } from 'shared/routes';
import { rendererNodeFlags } from '../../ops/nodeFlags';
import { AnswerFrames, answerOf, frame, MAX_ANSWER_BYTES, type IsolatedRenderAnswer, type IsolatedRenderRequest } from './framedPipe';
import { LineSplitter, LogBudget } from './rendererOutput';
import type { Sandbox } from './sandbox';

/** Something a renderer did that a working build never does, counted in /metrics under the releases it renders. */
export type IncidentKind = 'attempt' | 'refused' | 'timeout' | 'crashed' | 'output_flood' | 'answer_too_large' | 'bad_answer';

export interface RendererIncident {
  kind: IncidentKind;
  /** The releases the renderer ran (the lane's), e.g. 'shell 20261126-101500-ab12cd34, services-mfe 20261126-…'. */
  releases: string;
  detail: string;
}

export const RENDERER_SCRIPT = path.join(__dirname, 'renderer.cjs');

let nextRequestId = 0;

/** One renderer process and the renders waiting on it. */
export class RendererProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, { resolve: (answer: IsolatedRenderAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  private retiring = false;
  private readonly budget: LogBudget;
  exited = false;
  readonly ready: Promise<void>;

  constructor(
    readable: string[],
    private readonly timeoutMs: number,
    private readonly log: Logger,
    /** The releases it runs, named in every incident. */
    private readonly releases: string,
    private readonly onIncident: (incident: RendererIncident) => void,
    onExit: () => void,
    sandbox?: Sandbox,
  ) {
    const execArgv = rendererNodeFlags(readable);
    // Nothing of the site's environment: no database address, no webhook, no token. NODE_ENV picks React's build.
    const env = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
    // Requests go in on stdin, answers come back on fd 3, the build's own output on stdout and stderr.
    const options = { env, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] as ['pipe', 'pipe', 'pipe', 'pipe'] };
    const { command, args } = sandbox ? sandbox.wrap(process.execPath, [...execArgv, RENDERER_SCRIPT], readable) : { command: process.execPath, args: [...execArgv, RENDERER_SCRIPT] };
    this.child = spawn(command, args, options);
    // The server stopping or the renderer gone: a write that fails is told by the exit below, not as an unhandled error.
    this.child.stdin?.on('error', () => undefined);
    // What a build prints while rendering goes to the server's log, line by line, marked as the renderer's, within a budget.
    const budget = (this.budget = new LogBudget(
      (dropped) => this.log.warn({ renderer: this.child.pid, releases: this.releases, dropped }, `the renderer wrote ${dropped} more lines than the log takes in a minute; they were dropped`),
      () => this.incident('output_flood', 'the renderer wrote more than the log takes in a minute; the rest of the minute is dropped'),
    ));
    const forward = (stream: Readable | null, level: 'info' | 'warn') => {
      if (!stream) return;
      const lines = new LineSplitter((line) => {
        if (budget.take(line)) this.log[level]({ renderer: this.child.pid, output: line }, 'the renderer wrote a line');
      });
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => lines.write(chunk));
      stream.on('end', () => lines.end());
    };
    forward(this.child.stdout, 'info');
    forward(this.child.stderr, 'warn');
    this.child.once('exit', () => budget.close());
    let markReady: () => void = () => undefined;
    this.ready = new Promise((resolve, reject) => {
      markReady = resolve;
      this.child.once('exit', () => reject(new Error('the renderer stopped before it was ready')));
      this.child.once('error', (error) => reject(new Error(`the renderer could not start: ${error.message}`)));
    });
    this.ready.catch(() => undefined);
    const answers = new AnswerFrames(
      (body) => this.receive(body, markReady),
      (bytes) => this.refuseChannel('answer_too_large', `the renderer sent an answer of ${bytes} bytes; at most ${MAX_ANSWER_BYTES} are read`),
    );
    (this.child.stdio[3] as Readable).on('data', (chunk: Buffer) => answers.push(chunk));
    this.child.once('exit', (code, signal) => {
      this.exited = true;
      const reason = `the renderer stopped (${signal ?? `exit code ${code}`})`;
      for (const waiter of this.waiting.values()) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error(reason));
      }
      this.waiting.clear();
      if (!this.retiring) this.incident('crashed', `${reason}; the next page starts another`, { code, signal });
      onExit();
    });
  }

  /** Logs what a renderer did and passes it on to be counted. */
  private incident(kind: IncidentKind, detail: string, fields: Record<string, unknown> = {}): void {
    // Every one is counted; their lines share the output's budget, so a build repeating one cannot flood the log either.
    if (kind === 'output_flood' || this.budget.take(detail)) this.log.warn({ renderer: this.child.pid, releases: this.releases, incident: kind, ...fields }, detail);
    this.onIncident({ kind, releases: this.releases, detail });
  }

  /** A channel that carried something no renderer of ours sends is not read again: the process is ended, its renders failed. */
  private refuseChannel(kind: IncidentKind, detail: string): void {
    this.incident(kind, detail);
    this.stop();
  }

  private receive(body: Buffer, markReady: () => void): void {
    let message: unknown;
    try {
      message = JSON.parse(body.toString('utf8'));
    } catch {
      return this.refuseChannel('bad_answer', 'the renderer sent an answer that is not JSON');
    }
    if (typeof message !== 'object' || message === null) return this.refuseChannel('bad_answer', 'the renderer sent an answer that is not an object');
    const fields = message as Record<string, unknown>;
    if (fields.ready === true) return markReady();
    if (typeof fields.attempt === 'string') return this.incident('attempt', `a build tried: ${fields.attempt.slice(0, 200)}`);
    const waiter = typeof fields.id === 'number' ? this.waiting.get(fields.id) : undefined;
    // An answer to no render waiting (a forged or repeated id) or of no known shape: the build is writing on the channel itself.
    const answer = answerOf(fields);
    if (!waiter || !answer) return this.refuseChannel('bad_answer', waiter ? 'the renderer sent an answer of no known shape' : `the renderer answered render ${String(fields.id)}, which no page is waiting for`);
    this.waiting.delete(fields.id as number);
    clearTimeout(waiter.timer);
    if ('error' in answer && fields.refused === true) this.incident('refused', `a build was refused: ${answer.error}`);
    waiter.resolve(answer);
    this.retireIfDone();
  }

  /** Takes new renders: neither stopped nor on its way out. */
  get usable(): boolean {
    return !this.exited && !this.retiring;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  async render(request: IsolatedRenderRequest): Promise<IsolatedRenderAnswer> {
    await this.ready;
    if (this.exited) throw new Error('the renderer stopped');
    const id = ++nextRequestId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`the render took longer than ${this.timeoutMs} ms; its renderer is replaced`));
        this.incident('timeout', `a render took longer than ${this.timeoutMs} ms; its renderer was ended`);
        this.stop();
      }, this.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.child.stdin?.write(frame({ id, ...request, factsGlobal: LIVE_FACTS_GLOBAL, contractMajor: PAGE_GROUP_CONTRACT_MAJOR }));
    });
  }

  /** Ends the process once the renders it holds have answered. */
  retire(): void {
    this.retiring = true;
    this.retireIfDone();
  }

  stop(): void {
    this.retiring = true;
    if (!this.exited) this.child.kill('SIGKILL');
  }

  private retireIfDone(): void {
    // Closing its input ends the renderer (it ignores signals sent to the whole process group).
    if (this.retiring && this.waiting.size === 0 && !this.exited) this.child.stdin?.end();
  }
}
