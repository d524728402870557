import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REMOTE_GROUPS, type RemoteGroup } from 'shared/routes';
import { serverNodeFlags } from 'site-server';
import type { StandInBuilds } from '../test-support/fakeBuilds';
import { reservePorts } from '../tooling/net/ports';
import { repoRoot } from '../tooling/workspaces';

/** What serverEntry.ts prints once the shell and every remote listen. */
export const SERVER_READY_LINE = 'drill-server-ready';
const TSX = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const SERVER_ENTRY = path.join(__dirname, 'serverEntry.ts');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LINES_KEPT = 40;

/** The shell's port and each remote's. */
export interface SitePorts {
  shell: number;
  remotes: Record<RemoteGroup, number>;
}

/** Ports nothing listens on right now, reserved for this process and outside the kernel's ephemeral range (tooling/net/ports.ts). */
export async function freeSitePorts(): Promise<SitePorts> {
  const [shell, ...remotes] = await reservePorts(REMOTE_GROUPS.length + 1);
  return {
    shell: shell!,
    remotes: Object.fromEntries(REMOTE_GROUPS.map((group, index) => [group, remotes[index]!])) as Record<
      RemoteGroup,
      number
    >,
  };
}

export type LeadStorage = { dataDir: string; embeddedStore?: 'sqlite' | 'files' } | { databaseUrl: string };

/** A server of a fleet: its release registry is in the storage's database, beside the leads. */
export interface ReleaseRegistrySetting {
  /** This server's own folder for the releases it serves (RELEASE_CACHE_DIR). */
  cacheDir: string;
  /** Where its release API listens (RELEASE_API_PORT), on the one server the pipelines call. */
  apiPort?: number;
}

export interface SiteServerOptions {
  /** Names the server in messages, e.g. 'file log server A'. */
  label: string;
  /** Served unless `releases` is set: a server with a registry serves the registry's live releases instead. */
  builds: StandInBuilds;
  ports: SitePorts;
  storage: LeadStorage;
  webhookUrl?: string;
  /** Serve from a release registry in `storage`'s database (which must be a database) instead of `builds`. */
  releases?: ReleaseRegistrySetting;
  /** More settings, e.g. METRICS_TOKEN. */
  env?: Record<string, string>;
  /** A file the launcher holds open on fd 200 (`exec 200>>file`), as a start script's lock would be: every process it starts inherits it. */
  heldOnFd200?: string;
}

/** Settings from the drill's own environment that would change what the server under test does. */
const INHERITED_SETTING =
  /^(PORT|HOST|SHELL_DIST|DEPLOY_DIR|SITE_URL|TRUST_PROXY|SERVER_RENDERING|DATABASE_URL|RELEASES_DATABASE_URL|RELEASE_.*|LEADS?_.*|METRICS_.*|CACHE_.*|SITE_FACTS_FILE|PREVIEW_.*|[A-Z]+_MFE_.*)$/;

/** The claim lease the drill's servers run with (LEAD_CLAIM_LEASE_MS). */
export const DRILL_CLAIM_LEASE_MS = 15_000;

export function siteServerEnv({
  label,
  builds,
  ports,
  storage,
  webhookUrl,
  releases,
  env: more = {},
}: SiteServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !INHERITED_SETTING.test(name)),
  );
  Object.assign(env, {
    PORT: String(ports.shell),
    HOST: '127.0.0.1',
    SHELL_DIST: builds.shellDist,
    SERVER_RENDERING: 'off',
    // Every submission of the drill comes from one address, hundreds at once.
    LEAD_RATE_LIMIT_MAX: '1000000',
    CONNECTIONS_PER_ADDRESS: '100000',
    // Short back-off, so that a webhook back from an outage gets the waiting leads within a second.
    LEAD_RETRY_BASE_MS: '50',
    LEAD_RETRY_MAX_MS: '1000',
    // A lead the killed server was sending waits out this lease (60 s in production); above the 10 s webhook timeout.
    LEAD_CLAIM_LEASE_MS: String(DRILL_CLAIM_LEASE_MS),
  });
  for (const group of REMOTE_GROUPS) {
    env[`${group.toUpperCase()}_MFE_DIST`] = builds.remoteDists[group];
    env[`${group.toUpperCase()}_MFE_PORT`] = String(ports.remotes[group]);
  }
  if (releases) {
    if (!('databaseUrl' in storage))
      throw new Error(`${label}: a release registry is kept in a database, and the storage is a folder`);
    // The one setting a fleet is given for both the leads and the registry.
    env.DATABASE_URL = storage.databaseUrl;
    env.RELEASE_CACHE_DIR = releases.cacheDir;
    if (releases.apiPort !== undefined) env.RELEASE_API_PORT = String(releases.apiPort);
    // Rendered as in production, from each release's server build; the stand-in builds are served client-rendered.
    delete env.SERVER_RENDERING;
  } else if ('dataDir' in storage) {
    env.LEADS_DATA_DIR = storage.dataDir;
    if (storage.embeddedStore) env.LEADS_STORE = storage.embeddedStore;
  } else env.LEADS_DATABASE_URL = storage.databaseUrl;
  if (webhookUrl) env.LEAD_WEBHOOK_URL = webhookUrl;
  return { ...env, ...more };
}

/**
 * The site's server in a process of its own (tsx, which runs the server in a child node process),
 * in a process group of its own, so that `kill()` is a real SIGKILL of the server, as a crash or
 * the kernel's out-of-memory killer would end it: no handler runs, nothing is flushed or closed.
 */
export class SiteServer {
  private readonly output: string[] = [];
  /** The server's own process (tsx runs it in a child), as its ready line names it. */
  serverPid: number | undefined;
  private readonly exited: Promise<void>;
  private exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;

  private constructor(
    readonly options: SiteServerOptions,
    private readonly child: ChildProcess,
  ) {
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        child.stdin?.destroy();
        resolve();
      });
      // Not started at all (tsx missing): there is no process to wait for.
      child.once('error', (error) => {
        this.output.push(error.message);
        this.exit ??= { code: null, signal: null };
        resolve();
      });
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) => {
        this.output.push(...text.split('\n').filter(Boolean));
        this.output.splice(0, Math.max(0, this.output.length - OUTPUT_LINES_KEPT));
      });
    }
  }

  static async start(options: SiteServerOptions): Promise<SiteServer> {
    const command = [TSX, ...serverNodeFlags(), SERVER_ENTRY];
    const [program, ...args] = options.heldOnFd200
      ? ['bash', '-c', 'exec 200>>"$0"; exec "$@"', options.heldOnFd200, ...command]
      : command;
    const child = spawn(program!, args, {
      cwd: repoRoot,
      env: siteServerEnv(options),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    const server = new SiteServer(options, child);
    await server.ready();
    return server;
  }

  get label(): string {
    return this.options.label;
  }

  get shellOrigin(): string {
    return `http://127.0.0.1:${this.options.ports.shell}`;
  }

  /** Resolves once /readyz answers 200 (a server of a fleet is not ready before a shell is live); throws after `withinMs`, with its last lines. */
  async untilReady(withinMs: number): Promise<void> {
    const deadline = Date.now() + withinMs;
    while (
      (await fetch(`${this.shellOrigin}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined))
        ?.status !== 200
    ) {
      if (Date.now() > deadline)
        throw new Error(`${this.label} was not ready within ${withinMs / 1000} s:\n${this.outputTail()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  get running(): boolean {
    return this.exit === undefined;
  }

  /** The server's last lines of output, for a message saying why it failed. */
  outputTail(lines = 8): string {
    return this.output.slice(-lines).join('\n');
  }

  private ready(): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        void this.kill();
        reject(new Error(`${this.label} was not ready within ${START_TIMEOUT_MS / 1000} s:\n${this.outputTail()}`));
      }, START_TIMEOUT_MS);
      const watch = (text: string) => {
        if (!text.includes(SERVER_READY_LINE)) return;
        this.serverPid = Number(new RegExp(`${SERVER_READY_LINE} (\\d+)`).exec(text)?.[1]) || undefined;
        clearTimeout(timer);
        this.child.stdout?.off('data', watch);
        resolve();
      };
      this.child.stdout?.on('data', watch);
      void this.exited.then(() => {
        clearTimeout(timer);
        reject(
          new Error(
            `${this.label} exited before it was ready (${this.exit?.signal ?? `exit code ${this.exit?.code}`}):\n${this.outputTail()}`,
          ),
        );
      });
    });
  }

  private signalGroup(signal: NodeJS.Signals) {
    try {
      process.kill(-this.child.pid!, signal);
    } catch {
      // Already gone.
    }
  }

  /** SIGKILL to the server and its tsx parent at once; resolves when it is gone. */
  async kill(): Promise<void> {
    if (this.running) this.signalGroup('SIGKILL');
    await this.exited;
  }

  /** A graceful stop (SIGTERM: the server finishes its requests and closes the store); SIGKILL if it takes too long. */
  async stop(): Promise<void> {
    if (!this.running) return;
    // Only tsx gets the signal: it passes it on to the server, which would die of a second one.
    this.child.kill('SIGTERM');
    const stopped = await Promise.race([
      this.exited.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS).unref()),
    ]);
    if (!stopped) await this.kill();
  }
}
