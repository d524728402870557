/** The renderer lanes: which renderer process a page goes to, the folders it may read, and when it is replaced or ended. */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { IsolatedRenderAnswer, IsolatedRenderRequest } from './framedPipe';
import { RENDERER_SCRIPT, RendererProcess, type RendererIncident } from './rendererProcess';
import type { CgroupHost } from './cgroups';
import type { Sandbox } from './sandbox';

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
  /** Each renderer's budgets in the kernel (cgroups.ts); none where the host does not give them. */
  cgroups?: CgroupHost;
}

/** A preview's renderer ends a minute after its last page: previews are looked at, then left. */
const STAGED_IDLE_MS = 60_000;
/** Previews running at once, each a process of its own. */
const STAGED_LANES = 4;

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

/** Which renderer a page goes to, and what it may read. */
export interface RenderLane {
  /**
   * The renderer's name: a live one per group (and one for the shell's own pages), so that a group's
   * build can hold or patch only its own pages; a staged set's, so that staged code never runs in a
   * process that renders live pages.
   */
  lane: string;
  /** Live lanes (a canary's too) run for as long as their releases are served; staged ones end when left idle, or when too many run. */
  live: boolean;
  /** How /metrics names the lane's side: 'live' or 'staged' after `live`, unless it is a canary's. */
  side?: 'live' | 'canary' | 'staged';
  /** The group whose pages it renders ('shell' for the shell's own), as /metrics labels its incidents. */
  group: string;
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
  private readonly lanes = new Map<
    string,
    { live: boolean; generation: string; folders: string; renderer: RendererProcess; idle?: NodeJS.Timeout }
  >();
  private readonly retired = new Set<RendererProcess>();
  private closed = false;

  constructor(private readonly options: RendererPoolOptions) {}

  /** The renderer for this lane and set of releases, started if need be. */
  private rendererFor({ lane, live, side, group, generation, folders, releases }: RenderLane): RendererProcess {
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
    const readable = [
      ...new Set([
        ...withRealPaths,
        ...withRealPaths.flatMap(moduleFoldersAbove),
        serverModulesFolder(),
        path.dirname(RENDERER_SCRIPT),
      ]),
    ];
    const renderer: RendererProcess = new RendererProcess({
      readable,
      timeoutMs: this.options.renderTimeoutMs ?? 10_000,
      log: this.options.log,
      releases,
      group,
      live,
      ...(side ? { side } : {}),
      onIncident: (incident) => this.options.onIncident?.(incident),
      onExit: () => {
        this.retired.delete(renderer);
        const now = this.lanes.get(lane);
        if (now?.renderer === renderer) {
          clearTimeout(now.idle);
          this.lanes.delete(lane);
        }
      },
      sandbox: this.options.sandbox,
      cgroups: this.options.cgroups,
    });
    this.lanes.set(lane, { live, generation, folders: foldersNow, renderer, idle: this.idleTimer(lane, live) });
    this.keepWithinCap();
    return renderer;
  }

  /**
   * Staged lanes and the renderers on their way out together stay within the cap: the least recently
   * used staged lanes are retired first, then the longest retiring renderers are killed at once, so
   * no run of promotes or previews can pile up processes while each waits out its grace.
   */
  private keepWithinCap(): void {
    const cap = this.options.stagedLanes ?? STAGED_LANES;
    const staged = [...this.lanes.entries()].filter(([, entry]) => !entry.live).map(([name]) => name);
    for (const name of staged.slice(0, Math.max(0, staged.length - cap))) this.endLane(name);
    const stagedLeft = Math.min(staged.length, cap);
    for (const leaving of [...this.retired].slice(0, Math.max(0, stagedLeft + this.retired.size - cap))) {
      leaving.stop();
      this.retired.delete(leaving);
    }
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
    const running = [...this.lanes.entries()].map(([lane, entry]) => ({
      lane,
      live: entry.live,
      renderer: entry.renderer,
    }));
    const ending = [...this.retired].map((renderer) => ({ lane: '', live: false, renderer }));
    return [...running, ...ending].flatMap(({ lane, live, renderer }) =>
      !renderer.exited && renderer.pid ? [{ lane, live, pid: renderer.pid }] : [],
    );
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
