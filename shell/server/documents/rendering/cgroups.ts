import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ALL_RENDERERS_MEMORY_BYTES,
  ALL_RENDERERS_TASKS,
  CPU_PERIOD_US,
  killProcessesIn,
  readFileSafe,
  removeLeftOvers,
  removeTree,
  removeWhenEmpty,
  RENDERER_MEMORY_BYTES,
  RENDERER_TASKS,
  RENDERER_TCP_BYTES,
  write,
  type CgroupHost,
  type CgroupProbe,
  type RendererCgroup,
} from './cgroupFiles';
import { tryV2 } from './cgroupV2';

export {
  RENDERER_MEMORY_BYTES,
  RENDERER_TASKS,
  RENDERER_TCP_BYTES,
  type CgroupHost,
  type CgroupProbe,
  type RendererCgroup,
} from './cgroupFiles';

/**
 * Kernel-enforced budgets for each renderer, through the memory, pids and cpu controllers: memory
 * that counts what RLIMIT_DATA does not (tmpfs pages, page cache, kernel memory), a process and
 * thread count, and a CPU bound that holds for every thread (niceness and RLIMIT_CPU are per thread
 * or per process). A renderer joins its groups before bubblewrap is executed, so that every process
 * and thread of the sandbox is born inside them. cgroup v2 where the server's group is given the
 * three controllers (cgroupV2.ts), else v1's hierarchies; where neither, the server says so and runs
 * without these budgets.
 */

/** CPU weight of all renderers together beside the server's processes (1024 each): a busy build cannot take the server's cores. */
const ALL_RENDERERS_CPU_SHARES = 256;

const CONTROLLERS = ['memory', 'pids', 'cpu'] as const;
type Controller = (typeof CONTROLLERS)[number];
const ROOT = '/sys/fs/cgroup';

/** Where this process sits in each v1 controller, from /proc/self/cgroup ("4:memory:/path"). */
function ownPaths(): Partial<Record<Controller, string>> {
  const found: Partial<Record<Controller, string>> = {};
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, where] = /^\d+:([^:]*):(.*)$/.exec(line) ?? [];
    for (const controller of (controllers ?? '').split(','))
      if ((CONTROLLERS as readonly string[]).includes(controller)) found[controller as Controller] = where!;
  }
  return found;
}

class V1Host implements CgroupHost {
  readonly version = 1;

  constructor(private readonly parents: Record<Controller, string>) {}

  create(name: string): RendererCgroup {
    const folders = Object.fromEntries(
      CONTROLLERS.map((controller) => [controller, path.join(this.parents[controller], name)]),
    ) as Record<Controller, string>;
    for (const folder of Object.values(folders)) mkdirSync(folder, { recursive: true });
    write(path.join(folders.memory, 'memory.limit_in_bytes'), RENDERER_MEMORY_BYTES);
    // Without swap in the budget, a renderer could move its memory to swap and past its limit.
    if (existsSync(path.join(folders.memory, 'memory.memsw.limit_in_bytes')))
      write(path.join(folders.memory, 'memory.memsw.limit_in_bytes'), RENDERER_MEMORY_BYTES);
    write(path.join(folders.pids, 'pids.max'), RENDERER_TASKS);
    // v1 counts a socket's buffers only once a TCP limit is set: without it they are kernel memory outside every cap. A renderer has no network but its own loopback.
    if (existsSync(path.join(folders.memory, 'memory.kmem.tcp.limit_in_bytes')))
      write(path.join(folders.memory, 'memory.kmem.tcp.limit_in_bytes'), RENDERER_TCP_BYTES);
    // At most one core, whatever its threads: a build busy on every thread leaves the other core to the server and the other groups.
    write(path.join(folders.cpu, 'cpu.cfs_period_us'), CPU_PERIOD_US);
    write(path.join(folders.cpu, 'cpu.cfs_quota_us'), CPU_PERIOD_US);
    const all = Object.values(folders);
    return {
      procsFiles: all.map((folder) => path.join(folder, 'cgroup.procs')),
      killAll: () => killProcessesIn(all),
      remove: () => removeWhenEmpty(all),
      oomKills: () =>
        Number(/oom_kill (\d+)/.exec(readFileSafe(path.join(folders.memory, 'memory.oom_control')))?.[1] ?? 0),
    };
  }
}

/**
 * Whether this host gives the server the three controllers, writable where the server sits: cgroup
 * v2's first, then v1's. A folder for all renderers is made under its own group (a delegated
 * subtree), with the bounds for all of them together. Tried once, for real.
 */
export function probeCgroups(namespace = `site-renderers-${process.pid}`): CgroupProbe {
  if (probed) return probed;
  const v2 = tryV2(namespace);
  if (v2.host) return (probed = v2);
  const v1 = tryV1(namespace);
  probed = v1.host ? v1 : { host: undefined, reason: `${v1.reason}; ${v2.reason}` };
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
  const missing = CONTROLLERS.filter(
    (controller) => own[controller] === undefined || !existsSync(path.join(ROOT, controller, 'cgroup.procs')),
  );
  if (missing.length > 0)
    return {
      host: undefined,
      reason: `cgroup v1's ${missing.join(', ')} controller${missing.length > 1 ? 's are' : ' is'} not mounted at ${ROOT}`,
    };
  const parents = Object.fromEntries(
    CONTROLLERS.map((controller) => [controller, path.join(ROOT, controller, own[controller]!, namespace)]),
  ) as Record<Controller, string>;
  for (const folder of Object.values(parents)) removeLeftOvers(path.dirname(folder));
  try {
    for (const folder of Object.values(parents)) mkdirSync(folder, { recursive: true });
    write(path.join(parents.memory, 'memory.limit_in_bytes'), ALL_RENDERERS_MEMORY_BYTES);
    write(path.join(parents.pids, 'pids.max'), ALL_RENDERERS_TASKS);
    write(path.join(parents.cpu, 'cpu.shares'), ALL_RENDERERS_CPU_SHARES);
  } catch (error) {
    return {
      host: undefined,
      reason: `the server cannot make cgroups under its own (${(error as Error).message}): run it as root, or give it a delegated cgroup`,
    };
  }
  process.once('exit', () => removeTree(Object.values(parents)));
  return { host: new V1Host(parents) };
}
