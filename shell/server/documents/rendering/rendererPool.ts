import { spawn, type ChildProcess } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { CompanyFacts } from 'shared/config';
import { LIVE_FACTS_GLOBAL } from 'shared/config';
import { PAGE_GROUP_CONTRACT_MAJOR, type RemoteGroup } from 'shared/routes';
import { rendererNodeFlags } from '../../ops/nodeFlags';
import type { Sandbox } from './sandbox';

/** One page to render, from release folders the main process has checked. */
export interface IsolatedRenderRequest {
  shellDir: string;
  remote?: { group: RemoteGroup; distDir: string };
  routePath?: string;
  url: string;
  facts: CompanyFacts;
}

/** What the renderer answers: the HTML, a failure, or a group's module of another contract. */
export type IsolatedRenderAnswer = { html: string } | { error: string } | { contractMajor: unknown; hasPages: boolean };

/** Something a renderer did that a working build never does, counted in /metrics under the releases it renders. */
export type IncidentKind = 'attempt' | 'refused' | 'timeout' | 'crashed' | 'output_flood' | 'answer_too_large' | 'bad_answer';

export interface RendererIncident {
  kind: IncidentKind;
  /** The releases the renderer ran (the lane's), e.g. 'shell 20261126-101500-ab12cd34, services-mfe 20261126-…'. */
  releases: string;
  detail: string;
}

export interface RendererPoolOptions {
  log: Logger;
  /** Told of every incident, after it is logged: the server counts them by release. */
  onIncident?: (incident: RendererIncident) => void;
  /** A render that takes longer is failed and its renderer replaced: a hung build cannot hold the server. */
  renderTimeoutMs?: number;
  /** How long a staged lane's renderer lives with no page asked of it (STAGED_IDLE_MS). */
  stagedIdleMs?: number;
  /** How many staged lanes may run at once (STAGED_LANES); the least recently used ends first. */
  stagedLanes?: number;
  /** The operating system's boundary each renderer starts in (sandbox.ts); none where the host does not allow one. */
  sandbox?: Sandbox;
}

/** A preview's renderer ends a minute after its last page: previews are looked at, then left. */
const STAGED_IDLE_MS = 60_000;
/** Previews running at once, each a process of its own. */
const STAGED_LANES = 4;

const RENDERER_SCRIPT = path.join(__dirname, 'renderer.cjs');

/** React's node_modules as the server resolves it: the renderer requires React from there (symlinks resolved, as the permission model checks real paths). */
function serverModulesFolder(): string {
  return realpathSync(path.resolve(path.dirname(require.resolve('react/package.json')), '..'));
}

/**
 * The node_modules folders Node looks in when a build in `folder` requires React: one in each folder
 * above it. A release folder's usually links to the server's own (see DiskReleaseRegistry), and
 * Node must read the link itself, not only where it leads.
 */
function moduleFoldersAbove(folder: string): string[] {
  const found: string[] = [];
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    found.push(path.join(current, 'node_modules'));
    if (path.dirname(current) === current) return found;
  }
}

/** Which folders these paths are now: a folder renamed over another is another folder. */
function folderIdentity(folders: readonly string[]): string {
  return folders
    .map((folder) => {
      try {
        const { dev, ino } = statSync(folder);
        return `${folder}:${dev}:${ino}`;
      } catch {
        return `${folder}:missing`;
      }
    })
    .join('|');
}

/** The longest line of a renderer's output that reaches the log; the rest of the line is left out. */
const LOG_LINE_CHARS = 2000;
/** What a renderer may write to the log a minute, in characters: past it, a build flooding its output fills no disk. */
const LOG_CHARS_PER_MINUTE = 256 * 1024;

/** Splits output into lines without ever holding more than one line's first LOG_LINE_CHARS: an endless line costs no memory. */
class LineSplitter {
  private partial = '';

  constructor(private readonly emit: (line: string) => void) {}

  write(chunk: string): void {
    let start = 0;
    for (let newline = chunk.indexOf('\n'); ; newline = chunk.indexOf('\n', start)) {
      const piece = newline === -1 ? chunk.slice(start) : chunk.slice(start, newline);
      if (this.partial.length < LOG_LINE_CHARS) this.partial += piece.slice(0, LOG_LINE_CHARS - this.partial.length);
      if (newline === -1) return;
      this.emit(this.partial.replace(/\r$/, ''));
      this.partial = '';
      start = newline + 1;
    }
  }

  end(): void {
    if (this.partial) this.emit(this.partial);
    this.partial = '';
  }
}

/**
 * So many characters a minute, a line at a time; the lines dropped past them are counted and said
 * once the minute is over. `overrun` is told at once, the first time a minute's budget runs out.
 */
class LogBudget {
  private windowStart = Date.now();
  private taken = 0;
  private dropped = 0;

  constructor(
    private readonly report: (dropped: number) => void,
    private readonly overrun: () => void = () => undefined,
  ) {}

  take(line: string): boolean {
    if (Date.now() - this.windowStart >= 60_000) this.close();
    if (this.taken + line.length <= LOG_CHARS_PER_MINUTE) {
      this.taken += line.length;
      return true;
    }
    if (this.dropped === 0) {
      setTimeout(() => this.close(), Math.max(0, this.windowStart + 60_000 - Date.now())).unref();
      this.overrun();
    }
    this.dropped++;
    return false;
  }

  /** Says what was dropped, and starts a new minute. */
  close(): void {
    if (this.dropped > 0) this.report(this.dropped);
    this.windowStart = Date.now();
    this.taken = 0;
    this.dropped = 0;
  }
}

/** The largest answer a renderer may send: a page is some hundred kilobytes, and no build makes the server hold more than this. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * Reads the renderer's answers: each a 4-byte length, then that many bytes of JSON. The length is
 * read first, so an answer over the cap is refused before its bytes are held. Node's IPC channel
 * holds and parses a message of any size, which is why the renderer answers on a pipe of its own.
 */
class AnswerFrames {
  private chunks: Buffer[] = [];
  private size = 0;
  private refused = false;

  constructor(
    private readonly onFrame: (body: Buffer) => void,
    private readonly onTooLarge: (bytes: number) => void,
  ) {}

  push(chunk: Buffer): void {
    if (this.refused) return;
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size >= 4) {
      const head = this.chunks[0]!.length >= 4 ? this.chunks[0]! : Buffer.concat(this.chunks, this.size);
      const length = head.readUInt32BE(0);
      if (length > MAX_ANSWER_BYTES) {
        this.refused = true;
        this.chunks = [];
        this.onTooLarge(length);
        return;
      }
      if (this.size < 4 + length) return;
      const all = Buffer.concat(this.chunks, this.size);
      const rest = all.subarray(4 + length);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.size = rest.length;
      this.onFrame(all.subarray(4, 4 + length));
    }
  }
}

/** A request to the renderer, framed as its answers are. */
function frame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  return Buffer.concat([head, body]);
}

/** The answer in the one shape the server reads, or undefined: whatever else a build sends is refused. */
function answerOf(message: Record<string, unknown>): IsolatedRenderAnswer | undefined {
  if (typeof message.html === 'string') return { html: message.html };
  if (typeof message.error === 'string') return { error: message.error };
  if ('contractMajor' in message && typeof message.hasPages === 'boolean') return { contractMajor: message.contractMajor, hasPages: message.hasPages };
  return undefined;
}

let nextRequestId = 0;

/** One renderer process and the renders waiting on it. */
class RendererProcess {
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

/** Which renderer a page goes to, and what it may read. */
export interface RenderLane {
  /**
   * The renderer's name: a live one per group (and one for the shell's own pages), so that a group's
   * build can hold or patch only its own pages; a staged set's, so that staged code never runs in a
   * process that renders live pages.
   */
  lane: string;
  /** Live lanes run for as long as their releases are live; staged ones end when left idle, or when too many run. */
  live: boolean;
  /** The set of releases and facts rendered: when it changes, the lane gets a fresh renderer. */
  generation: string;
  /** The folders its renderer may read: the releases it renders, nothing else. React's node_modules and the renderer's own folder are added. */
  folders: string[];
  /** The releases, as incidents name them. */
  releases: string;
}

/**
 * Renders pages in renderer processes: one per live group (the shell's pages have one too) and one
 * for each staged set of releases being previewed. A build can patch, hold or crash only the renderer
 * it runs in, so only the pages of its own releases. When a lane's set changes (a promote, a
 * rollback, new company facts) a fresh renderer starts and the old one ends once its renders are
 * done; the replaced builds go with their process, so a server that has gone through hundreds of
 * releases holds no more memory than after a few. A staged lane ends when no page was asked of it
 * for a while, and the oldest when too many run.
 */
export class RendererPool {
  private readonly lanes = new Map<string, { live: boolean; generation: string; folders: string; renderer: RendererProcess; idle?: NodeJS.Timeout }>();
  private readonly retired = new Set<RendererProcess>();
  private closed = false;

  constructor(private readonly options: RendererPoolOptions) {}

  /** The renderer for this lane and set of releases, started if need be. */
  private rendererFor({ lane, live, generation, folders, releases }: RenderLane): RendererProcess {
    if (this.closed) throw new Error('the server is stopping');
    const current = this.lanes.get(lane);
    // A sandbox sees the folders it was started with: one replaced since (a build swapped in by a rename) needs a new renderer.
    const foldersNow = folderIdentity(folders);
    if (current) {
      clearTimeout(current.idle);
      this.lanes.delete(lane);
      // Kept in the order last used, so that the first staged lane is the one least recently used.
      if (current.generation === generation && current.folders === foldersNow && current.renderer.usable) {
        this.lanes.set(lane, { ...current, idle: this.idleTimer(lane, live) });
        return current.renderer;
      }
      this.retire(current.renderer);
    }
    const withRealPaths = folders.flatMap((folder) => {
      try {
        return [folder, realpathSync(folder)];
      } catch {
        return [folder];
      }
    });
    const readable = [...new Set([...withRealPaths, ...withRealPaths.flatMap(moduleFoldersAbove), serverModulesFolder(), path.dirname(RENDERER_SCRIPT)])];
    const renderer: RendererProcess = new RendererProcess(
      readable,
      this.options.renderTimeoutMs ?? 10_000,
      this.options.log,
      releases,
      (incident) => this.options.onIncident?.(incident),
      () => {
        this.retired.delete(renderer);
        const now = this.lanes.get(lane);
        if (now?.renderer === renderer) {
          clearTimeout(now.idle);
          this.lanes.delete(lane);
        }
      },
      this.options.sandbox,
    );
    this.lanes.set(lane, { live, generation, folders: foldersNow, renderer, idle: this.idleTimer(lane, live) });
    const staged = [...this.lanes.entries()].filter(([, entry]) => !entry.live).map(([name]) => name);
    for (const name of staged.slice(0, Math.max(0, staged.length - (this.options.stagedLanes ?? STAGED_LANES)))) this.endLane(name);
    return renderer;
  }

  private idleTimer(lane: string, live: boolean): NodeJS.Timeout | undefined {
    if (live) return undefined;
    return setTimeout(() => this.endLane(lane), this.options.stagedIdleMs ?? STAGED_IDLE_MS).unref();
  }

  private endLane(lane: string): void {
    const entry = this.lanes.get(lane);
    if (!entry) return;
    clearTimeout(entry.idle);
    this.lanes.delete(lane);
    this.retire(entry.renderer);
  }

  private retire(renderer: RendererProcess): void {
    if (renderer.exited) return;
    this.retired.add(renderer);
    renderer.retire();
  }

  render(lane: RenderLane, request: IsolatedRenderRequest): Promise<IsolatedRenderAnswer> {
    return this.rendererFor(lane).render(request);
  }

  /** The process ids of the renderers running now, by lane, and those ending. */
  renderers(): { lane: string; live: boolean; pid: number }[] {
    const running = [...this.lanes.entries()].map(([lane, entry]) => ({ lane, live: entry.live, renderer: entry.renderer }));
    const ending = [...this.retired].map((renderer) => ({ lane: '', live: false, renderer }));
    return [...running, ...ending].flatMap(({ lane, live, renderer }) => (!renderer.exited && renderer.pid ? [{ lane, live, pid: renderer.pid }] : []));
  }

  /** The process ids of the renderers running now, live lanes first. */
  pids(): number[] {
    const all = this.renderers();
    return [...all.filter((one) => one.live), ...all.filter((one) => !one.live)].map((one) => one.pid);
  }

  close(): void {
    this.closed = true;
    for (const entry of this.lanes.values()) {
      clearTimeout(entry.idle);
      entry.renderer.stop();
    }
    for (const renderer of this.retired) renderer.stop();
    this.lanes.clear();
    this.retired.clear();
  }
}
