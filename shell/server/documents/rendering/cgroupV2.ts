import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  ALL_RENDERERS_MEMORY_BYTES,
  ALL_RENDERERS_TASKS,
  CPU_PERIOD_US,
  killProcessesIn,
  processesIn,
  readFileSafe,
  removeLeftOvers,
  removeTree,
  removeWhenEmpty,
  RENDERER_MEMORY_BYTES,
  RENDERER_TASKS,
  write,
  type CgroupHost,
  type CgroupProbe,
  type RendererCgroup,
} from './cgroupFiles';

/**
 * The same budgets through cgroup v2, as a systemd host gives them: the server's own group
 * delegated to it (`Delegate=yes`), with the memory, pids and cpu controllers. v2 hands controllers
 * to a group's children only while the group holds no process of its own, so the server first moves
 * the processes of its group into a leaf (`site-server`), as systemd's delegation asks.
 */

export const V2_CONTROLLERS = ['memory', 'pids', 'cpu'] as const;
export type V2Controller = (typeof V2_CONTROLLERS)[number];
/** cpu.weight of all renderers beside the server's (100 each), the v1 shares of 256 against 1024. */
const ALL_RENDERERS_CPU_WEIGHT = 25;

/** Where the unified hierarchy is mounted: all of /sys/fs/cgroup on a v2 host, /sys/fs/cgroup/unified on a hybrid one. */
export function unifiedMount(): string | undefined {
  return ['/sys/fs/cgroup', '/sys/fs/cgroup/unified'].find((folder) =>
    existsSync(path.join(folder, 'cgroup.controllers')),
  );
}

class V2Host implements CgroupHost {
  readonly version = 2;

  constructor(
    private readonly parent: string,
    private readonly controllers: readonly V2Controller[],
  ) {}

  create(name: string): RendererCgroup {
    const folder = path.join(this.parent, name);
    mkdirSync(folder);
    const file = (name: string) => path.join(folder, name);
    if (this.controllers.includes('memory')) {
      // v2 counts tmpfs pages, page cache and socket buffers in memory.current: no TCP limit of its own, as v1 needs.
      write(file('memory.max'), RENDERER_MEMORY_BYTES);
      // Without swap in the budget, a renderer could move its memory to swap and past its limit.
      if (existsSync(file('memory.swap.max'))) write(file('memory.swap.max'), 0);
      // One process out of memory ends the whole sandbox, not a part of it.
      write(file('memory.oom.group'), 1);
    }
    if (this.controllers.includes('pids')) write(file('pids.max'), RENDERER_TASKS);
    if (this.controllers.includes('cpu')) write(file('cpu.max'), `${CPU_PERIOD_US} ${CPU_PERIOD_US}`);
    return {
      procsFiles: [file('cgroup.procs')],
      killAll: () => {
        try {
          // The kernel ends every process in it at once, one forking faster than it is listed included (Linux 5.14).
          write(file('cgroup.kill'), 1);
        } catch {
          killProcessesIn([folder]);
        }
      },
      remove: () => removeWhenEmpty([folder]),
      oomKills: () => Number(/^oom_kill (\d+)/m.exec(readFileSafe(file('memory.events')))?.[1] ?? 0),
    };
  }
}

/** Gives a group's children the controllers, moving the group's own processes into a leaf first when the kernel asks (EBUSY). */
function handDown(group: string, controllers: readonly V2Controller[]): void {
  if (controllers.length === 0) return;
  const line = controllers.map((controller) => `+${controller}`).join(' ');
  try {
    write(path.join(group, 'cgroup.subtree_control'), line);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EBUSY') throw error;
    const leaf = path.join(group, 'site-server');
    mkdirSync(leaf, { recursive: true });
    for (const pid of processesIn(group)) write(path.join(leaf, 'cgroup.procs'), pid);
    write(path.join(group, 'cgroup.subtree_control'), line);
  }
}

/**
 * Whether the unified hierarchy gives the server's own group the controllers asked for (all three
 * unless said otherwise: fewer only where a host has not the rest, to try the rest of the mechanism),
 * and a folder for all renderers under it, with their bounds together.
 */
export function tryV2(
  namespace: string,
  {
    mount = unifiedMount(),
    controllers = V2_CONTROLLERS,
  }: { mount?: string; controllers?: readonly V2Controller[] } = {},
): CgroupProbe {
  if (mount === undefined) return { host: undefined, reason: 'no cgroup v2 hierarchy is mounted' };
  const own = /^0::(.*)$/m.exec(readFileSafe('/proc/self/cgroup'))?.[1];
  if (own === undefined) return { host: undefined, reason: 'this process has no place in the cgroup v2 hierarchy' };
  const group = path.join(mount, own);
  const available = readFileSafe(path.join(group, 'cgroup.controllers')).split(/\s+/);
  const missing = controllers.filter((controller) => !available.includes(controller));
  if (missing.length > 0)
    return {
      host: undefined,
      reason: `cgroup v2 gives the server's group (${group}) no ${missing.join(', ')} controller${missing.length > 1 ? 's' : ''}: delegate them to it (systemd: Delegate=yes)`,
    };
  removeLeftOvers(group);
  const parent = path.join(group, namespace);
  try {
    handDown(group, controllers);
    mkdirSync(parent, { recursive: true });
    if (controllers.includes('memory')) write(path.join(parent, 'memory.max'), ALL_RENDERERS_MEMORY_BYTES);
    if (controllers.includes('pids')) write(path.join(parent, 'pids.max'), ALL_RENDERERS_TASKS);
    if (controllers.includes('cpu')) write(path.join(parent, 'cpu.weight'), ALL_RENDERERS_CPU_WEIGHT);
    handDown(parent, controllers);
  } catch (error) {
    return {
      host: undefined,
      reason: `the server cannot make cgroups under its own v2 group (${(error as Error).message}): run it as root, or delegate its group to it`,
    };
  }
  process.once('exit', () => removeTree([parent]));
  return { host: new V2Host(parent, controllers) };
}
