import { fork, spawn, type ChildProcess } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { CompanyFacts } from 'shared/config';
import { LIVE_FACTS_GLOBAL } from 'shared/config';
import { PAGE_GROUP_CONTRACT_MAJOR, type RemoteGroup } from 'shared/routes';
import { rendererNodeFlags } from '../nodeFlags';
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

export interface RendererPoolOptions {
  /** The folders the renderer may read: release folders or builds. React's node_modules and its own folder are added. */
  readableFolders: () => string[];
  log: Logger;
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

/** So many characters a minute, a line at a time; the lines dropped past them are counted and said once the minute is over. */
class LogBudget {
  private windowStart = Date.now();
  private taken = 0;
  private dropped = 0;

  constructor(private readonly report: (dropped: number) => void) {}

  take(line: string): boolean {
    if (Date.now() - this.windowStart >= 60_000) this.close();
    if (this.taken + line.length <= LOG_CHARS_PER_MINUTE) {
      this.taken += line.length;
      return true;
    }
    if (this.dropped === 0) setTimeout(() => this.close(), Math.max(0, this.windowStart + 60_000 - Date.now())).unref();
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

let nextRequestId = 0;

/** One renderer process and the renders waiting on it. */
class RendererProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, { resolve: (answer: IsolatedRenderAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  private retiring = false;
  exited = false;
  readonly ready: Promise<void>;

  constructor(readable: string[], private readonly timeoutMs: number, private readonly log: Logger, onExit: () => void, sandbox?: Sandbox) {
    const execArgv = rendererNodeFlags(readable);
    // Nothing of the site's environment: no database address, no webhook, no token. NODE_ENV picks React's build.
    const env = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
    const options = { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] as ['ignore', 'pipe', 'pipe', 'ipc'], serialization: 'advanced' as const };
    if (sandbox) {
      const { command, args } = sandbox.wrap(process.execPath, [...execArgv, RENDERER_SCRIPT], readable);
      this.child = spawn(command, args, options);
    } else {
      this.child = fork(RENDERER_SCRIPT, [], { ...options, execArgv });
    }
    // What a build prints while rendering goes to the server's log, line by line, marked as the renderer's, within a budget.
    const budget = new LogBudget((dropped) => this.log.warn({ renderer: this.child.pid, dropped }, `the renderer wrote ${dropped} more lines than the log takes in a minute; they were dropped`));
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
    this.ready = new Promise((resolve, reject) => {
      const onReady = (message: unknown) => {
        if ((message as { ready?: boolean }).ready) {
          this.child.off('message', onReady);
          resolve();
        }
      };
      this.child.on('message', onReady);
      this.child.once('exit', () => reject(new Error('the renderer stopped before it was ready')));
    });
    this.ready.catch(() => undefined);
    this.child.on('message', (message: { id?: number } & Partial<IsolatedRenderAnswer>) => {
      if (message.id === undefined) return;
      const waiter = this.waiting.get(message.id);
      if (!waiter) return;
      this.waiting.delete(message.id);
      clearTimeout(waiter.timer);
      waiter.resolve(message as IsolatedRenderAnswer);
      this.retireIfDone();
    });
    this.child.once('exit', (code, signal) => {
      this.exited = true;
      for (const waiter of this.waiting.values()) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error(`the renderer stopped (${signal ?? `exit code ${code}`})`));
      }
      this.waiting.clear();
      if (!this.retiring) this.log.warn({ renderer: this.child.pid, code, signal }, 'the renderer stopped; the next page starts another');
      onExit();
    });
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
    const id = ++nextRequestId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`the render took longer than ${this.timeoutMs} ms; its renderer is replaced`));
        this.stop();
      }, this.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.child.send({ id, ...request, factsGlobal: LIVE_FACTS_GLOBAL, contractMajor: PAGE_GROUP_CONTRACT_MAJOR });
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
    // Closing its channel ends the renderer (it ignores signals sent to the whole process group).
    if (this.retiring && this.waiting.size === 0 && !this.exited && this.child.connected) this.child.disconnect();
  }
}

/** Which renderer a page goes to: the live one, or a staged set of releases' own. */
export interface RenderLane {
  /** 'live', or a name for the staged set (its folders): staged code never runs in a process that renders live pages. */
  lane: string;
  /** The set of releases and facts rendered: when it changes, the lane gets a fresh renderer. */
  generation: string;
}

/** The live lane's name. */
export const LIVE_LANE = 'live';

/**
 * Renders pages in renderer processes: one for the live releases, and one for each staged set of
 * releases being previewed, so that a previewed build can never patch what live pages are
 * rendered with. When a lane's set changes (a promote, a rollback, new company facts) a fresh
 * renderer starts and the old one ends once its renders are done; the replaced builds go with their
 * process, so a server that has gone through hundreds of releases holds no more memory than after a
 * few. A staged lane ends when no page was asked of it for a while, and the oldest when too many run.
 */
export class RendererPool {
  private readonly lanes = new Map<string, { generation: string; folders: string; renderer: RendererProcess; idle?: NodeJS.Timeout }>();
  private readonly retired = new Set<RendererProcess>();
  private closed = false;

  constructor(private readonly options: RendererPoolOptions) {}

  /** The renderer for this lane and set of releases, started if need be. */
  private rendererFor({ lane, generation }: RenderLane): RendererProcess {
    if (this.closed) throw new Error('the server is stopping');
    const current = this.lanes.get(lane);
    const folders = this.options.readableFolders();
    // A sandbox sees the folders it was started with: one replaced since (a build swapped in by a rename) needs a new renderer.
    const foldersNow = folderIdentity(folders);
    if (current) {
      clearTimeout(current.idle);
      this.lanes.delete(lane);
      // Kept in the order last used, so that the first staged lane is the one least recently used.
      if (current.generation === generation && current.folders === foldersNow && current.renderer.usable) {
        this.lanes.set(lane, { ...current, idle: this.idleTimer(lane) });
        return current.renderer;
      }
      this.retire(current.renderer);
    }
    const readable = [...new Set([...folders, ...folders.flatMap(moduleFoldersAbove), serverModulesFolder(), path.dirname(RENDERER_SCRIPT)])];
    const renderer: RendererProcess = new RendererProcess(
      readable,
      this.options.renderTimeoutMs ?? 10_000,
      this.options.log,
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
    this.lanes.set(lane, { generation, folders: foldersNow, renderer, idle: this.idleTimer(lane) });
    const staged = [...this.lanes.keys()].filter((name) => name !== LIVE_LANE);
    for (const name of staged.slice(0, Math.max(0, staged.length - (this.options.stagedLanes ?? STAGED_LANES)))) this.endLane(name);
    return renderer;
  }

  private idleTimer(lane: string): NodeJS.Timeout | undefined {
    if (lane === LIVE_LANE) return undefined;
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

  /** Starts the live renderer for a set of releases before its first page is asked for. */
  warm(generation: string): void {
    this.rendererFor({ lane: LIVE_LANE, generation });
  }

  render(lane: RenderLane, request: IsolatedRenderRequest): Promise<IsolatedRenderAnswer> {
    return this.rendererFor(lane).render(request);
  }

  /** The process ids of the renderers running now, the live one first. */
  pids(): number[] {
    const live = this.lanes.get(LIVE_LANE)?.renderer;
    const others = [...this.lanes.entries()].filter(([name]) => name !== LIVE_LANE).map(([, entry]) => entry.renderer);
    return [live, ...others, ...this.retired].flatMap((renderer) => (renderer && !renderer.exited && renderer.pid ? [renderer.pid] : []));
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
