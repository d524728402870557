import { existsSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What one renderer may hold: five live renderers, four staged and those retiring fit in the machine's memory many times over. */
export const RENDERER_MEMORY_BYTES = 1024 * 1024 * 1024;
/** All renderers together: a bound on the machine, whatever the number of renderers. */
export const ALL_RENDERERS_MEMORY_BYTES = 6 * 1024 * 1024 * 1024;
/** Processes and threads: Node runs about a dozen threads, bubblewrap two processes. */
export const RENDERER_TASKS = 64;
export const ALL_RENDERERS_TASKS = 1024;
/** Socket buffers on its own loopback: a working renderer opens no socket at all. */
export const RENDERER_TCP_BYTES = 16 * 1024 * 1024;
export const CPU_PERIOD_US = 100_000;

/** One renderer's groups: joined by the process that then executes bubblewrap, emptied and removed when it ends. */
export interface RendererCgroup {
  /** The cgroup.procs files the launcher writes its own pid into before it executes the sandbox. */
  readonly procsFiles: string[];
  /** Every process left in the groups, killed: the whole sandbox, whatever it ignored. */
  killAll(): void;
  /** The groups removed, once empty; retried while processes are still being reaped. */
  remove(): void;
  /** How many processes in it the kernel ended for memory. */
  oomKills(): number;
}

export interface CgroupHost {
  /** Which cgroup version the budgets are kept by. */
  readonly version: 1 | 2;
  create(name: string): RendererCgroup;
}

export type CgroupProbe = { host: CgroupHost } | { host: undefined; reason: string };

export const write = (file: string, value: string | number) => writeFileSync(file, String(value));

export function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The processes in a group, by host pid. */
export function processesIn(folder: string): number[] {
  return readFileSafe(path.join(folder, 'cgroup.procs')).split('\n').filter(Boolean).map(Number);
}

/** Every process in these groups, killed. */
export function killProcessesIn(folders: string[]): void {
  for (const pid of new Set(folders.flatMap(processesIn))) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone between the listing and the signal.
    }
  }
}

/** A group holding a process that is still being reaped cannot be removed yet: tried again for a few seconds, killing what is left. */
export function removeWhenEmpty(folders: string[], triesLeft = 50): void {
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
 * The folders in `folder`; none when it is gone. Servers starting at once each remove the same
 * left-overs, so a folder seen a moment ago may be gone by the time it is listed.
 */
function foldersIn(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(folder, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Each folder and the renderers' folders in it, their processes killed first: what a server leaves behind when it ends, or ended without removing. */
export function removeTree(folders: string[]): void {
  for (const folder of folders) {
    const children = foldersIn(folder);
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

/** The folders of servers that are no longer running, in one parent: a server killed with SIGKILL runs no exit handler. */
export function removeLeftOvers(parent: string): void {
  for (const folder of foldersIn(parent)) {
    const pid = Number(/^site-renderers-(\d+)$/.exec(path.basename(folder))?.[1]);
    if (!pid || pid === process.pid || existsSync(`/proc/${pid}`)) continue;
    removeTree([folder]);
  }
}
