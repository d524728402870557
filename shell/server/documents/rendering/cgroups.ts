import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Kernel-enforced budgets for each renderer, through cgroup v1's memory, pids and cpu controllers:
 * memory that counts what RLIMIT_DATA does not (tmpfs pages, page cache, kernel memory), a process
 * and thread count, and a CPU weight that holds for every thread (niceness and RLIMIT_CPU are per
 * thread or per process). A renderer joins its groups before bubblewrap is executed, so that every
 * process and thread of the sandbox is born inside them. cgroup v2 (a systemd host's delegated
 * subtree) is not used yet: where v1's controllers are missing, the server says so and runs
 * without these budgets.
 */

/** What one renderer may hold: five live renderers, four staged and those retiring fit in the machine's memory many times over. */
export const RENDERER_MEMORY_BYTES = 1024 * 1024 * 1024;
/** All renderers together: a bound on the machine, whatever the number of renderers. */
export const ALL_RENDERERS_MEMORY_BYTES = 6 * 1024 * 1024 * 1024;
/** Processes and threads: Node runs about a dozen threads, bubblewrap two processes. */
export const RENDERER_TASKS = 64;
const ALL_RENDERERS_TASKS = 1024;
/** Socket buffers on its own loopback: a working renderer opens no socket at all. */
export const RENDERER_TCP_BYTES = 16 * 1024 * 1024;
const CPU_PERIOD_US = 100_000;
/** CPU weight of all renderers together beside the server's processes (1024 each): a busy build cannot take the server's cores. */
const ALL_RENDERERS_CPU_SHARES = 256;

const CONTROLLERS = ['memory', 'pids', 'cpu'] as const;
type Controller = (typeof CONTROLLERS)[number];
const ROOT = '/sys/fs/cgroup';

/** One renderer's groups: joined by the process that then executes bubblewrap, emptied and removed when it ends. */
export interface RendererCgroup {
  /** The cgroup.procs files the launcher writes its own pid into before it executes the sandbox. */
  readonly procsFiles: string[];
  /** Every process left in the groups, killed: the whole sandbox, whatever it ignored. */
  killAll(): void;
  /** The groups removed, once empty; retried while processes are still being reaped. */
  remove(): void;
  /** Whether the kernel ended a process in it for memory (memory.oom_control's oom_kill count). */
  oomKills(): number;
}

export interface CgroupHost {
  create(name: string): RendererCgroup;
}

export type CgroupProbe = { host: CgroupHost } | { host: undefined; reason: string };

/** Where this process sits in each v1 controller, from /proc/self/cgroup ("4:memory:/path"). */
function ownPaths(): Partial<Record<Controller, string>> {
  const found: Partial<Record<Controller, string>> = {};
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, where] = /^\d+:([^:]*):(.*)$/.exec(line) ?? [];
    for (const controller of (controllers ?? '').split(',')) if ((CONTROLLERS as readonly string[]).includes(controller)) found[controller as Controller] = where!;
  }
  return found;
}

const write = (file: string, value: string | number) => writeFileSync(file, String(value));


/** The processes in a v1 group, by host pid. */
function processesIn(folder: string): number[] {
  try {
    return readFileSync(path.join(folder, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Every process in these groups, killed. */
function killProcessesIn(folders: string[]): void {
  for (const pid of new Set(folders.flatMap(processesIn))) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone between the listing and the signal.
    }
  }
}

class V1Host implements CgroupHost {
  constructor(private readonly parents: Record<Controller, string>) {}

  create(name: string): RendererCgroup {
    const folders = Object.fromEntries(CONTROLLERS.map((controller) => [controller, path.join(this.parents[controller], name)])) as Record<Controller, string>;
    for (const folder of Object.values(folders)) mkdirSync(folder, { recursive: true });
    write(path.join(folders.memory, 'memory.limit_in_bytes'), RENDERER_MEMORY_BYTES);
    // Without swap in the budget, a renderer could move its memory to swap and past its limit.
    if (existsSync(path.join(folders.memory, 'memory.memsw.limit_in_bytes'))) write(path.join(folders.memory, 'memory.memsw.limit_in_bytes'), RENDERER_MEMORY_BYTES);
    write(path.join(folders.pids, 'pids.max'), RENDERER_TASKS);
    // v1 counts a socket's buffers only once a TCP limit is set: without it they are kernel memory outside every cap. A renderer has no network but its own loopback.
    if (existsSync(path.join(folders.memory, 'memory.kmem.tcp.limit_in_bytes'))) write(path.join(folders.memory, 'memory.kmem.tcp.limit_in_bytes'), RENDERER_TCP_BYTES);
    // At most one core, whatever its threads: a build busy on every thread leaves the other core to the server and the other groups.
    write(path.join(folders.cpu, 'cpu.cfs_period_us'), CPU_PERIOD_US);
    write(path.join(folders.cpu, 'cpu.cfs_quota_us'), CPU_PERIOD_US);
    const all = Object.values(folders);
    return {
      procsFiles: all.map((folder) => path.join(folder, 'cgroup.procs')),
      killAll: () => killProcessesIn(all),
      remove: () => removeWhenEmpty(all),
      oomKills: () => Number(/oom_kill (\d+)/.exec(readFileSafe(path.join(folders.memory, 'memory.oom_control')))?.[1] ?? 0),
    };
  }
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** A group holding a process that is still being reaped cannot be removed yet: tried again for a few seconds, killing what is left. */
function removeWhenEmpty(folders: string[], triesLeft = 50): void {
  const left = folders.filter((folder) => {
    try {
      rmdirSync(folder);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code !== 'ENOENT';
    }
  });
  if (left.length === 0 || triesLeft === 0) return;
  killProcessesIn(left);
  setTimeout(() => removeWhenEmpty(left, triesLeft - 1), 100).unref();
}

/**
 * Whether this host gives the server cgroup v1's three controllers, writable where the server sits:
 * a folder for all renderers is made under its own group in each (a delegated subtree), with the
 * bounds for all of them together. Tried once, for real.
 */
export function probeCgroups(namespace = `site-renderers-${process.pid}`): CgroupProbe {
  if (probed) return probed;
  probed = tryV1(namespace);
  return probed;
}

let probed: CgroupProbe | undefined;

function tryV1(namespace: string): CgroupProbe {
  let own: Partial<Record<Controller, string>>;
  try {
    own = ownPaths();
  } catch {
    return { host: undefined, reason: '/proc/self/cgroup cannot be read' };
  }
  const missing = CONTROLLERS.filter((controller) => own[controller] === undefined || !existsSync(path.join(ROOT, controller, 'cgroup.procs')));
  if (missing.length > 0) {
    const unified = existsSync(path.join(ROOT, 'cgroup.controllers'));
    return { host: undefined, reason: `cgroup v1's ${missing.join(', ')} controller${missing.length > 1 ? 's are' : ' is'} not mounted at ${ROOT}${unified ? ' (this host has cgroup v2 only, which the renderer does not use yet)' : ''}` };
  }
  const parents = Object.fromEntries(CONTROLLERS.map((controller) => [controller, path.join(ROOT, controller, own[controller]!, namespace)])) as Record<Controller, string>;
  for (const folder of Object.values(parents)) removeLeftOvers(path.dirname(folder));
  try {
    for (const folder of Object.values(parents)) mkdirSync(folder, { recursive: true });
    write(path.join(parents.memory, 'memory.limit_in_bytes'), ALL_RENDERERS_MEMORY_BYTES);
    write(path.join(parents.pids, 'pids.max'), ALL_RENDERERS_TASKS);
    write(path.join(parents.cpu, 'cpu.shares'), ALL_RENDERERS_CPU_SHARES);
  } catch (error) {
    return { host: undefined, reason: `the server cannot make cgroups under its own (${(error as Error).message}): run it as root, or give it a delegated cgroup` };
  }
  process.once('exit', () => removeTree(Object.values(parents)));
  return { host: new V1Host(parents) };
}

/** Each folder and the renderers' folders in it, their processes killed first: what a server leaves behind when it ends, or ended without removing. */
function removeTree(folders: string[]): void {
  for (const folder of folders) {
    const children = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(folder, entry.name)) : [];
    killProcessesIn([...children, folder]);
    for (const one of [...children, folder]) {
      try {
        rmdirSync(one);
      } catch {
        // A process still being reaped: a later server's start removes it.
      }
    }
  }
}

/** The folders of servers that are no longer running, in one controller's parent: a server killed with SIGKILL runs no exit handler. */
function removeLeftOvers(parent: string): void {
  for (const entry of existsSync(parent) ? readdirSync(parent) : []) {
    const pid = Number(/^site-renderers-(\d+)$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid || existsSync(`/proc/${pid}`)) continue;
    removeTree([path.join(parent, entry)]);
  }
}
