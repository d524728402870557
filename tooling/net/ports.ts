/**
 * Ports for servers a test, the drill or a benchmark starts as processes of their own, which must be
 * told their port before they listen. A port the kernel hands out for `listen(0)` lies in its ephemeral
 * range, so between the check and the child's listen an outgoing connection (to PostgreSQL, to a
 * Varnish backend) may take it: a random EADDRINUSE. These come from outside that range, where no
 * outgoing connection is ever given a port, and each is reserved by a file naming its process, so two
 * runs side by side (the drill beside `npm test`) never draw the same one. Written here because no
 * package on the registry reserves ports across processes outside the ephemeral range.
 */
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where the reservations are kept: one file per port, holding the reserving process's id and start time. */
export const RESERVATIONS_DIR = path.join(os.tmpdir(), 'site-reserved-ports');
const RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range';
/** Linux's default range, for a system that does not say. */
const DEFAULT_EPHEMERAL: readonly [number, number] = [32768, 60999];
/** Below this lie the ports the site, its browser tests, benchmarks and dev servers use by default (8080, 8180, 3001, 31400...). */
const LOWEST = 32000;
const HIGHEST = 65535;
const ATTEMPTS = 2000;

/** The kernel's ephemeral range: the ports it gives outgoing connections and `listen(0)`. */
export function ephemeralRange(rangeFile = RANGE_FILE): readonly [number, number] {
  try {
    const [low, high] = readFileSync(rangeFile, 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low! <= high!) return [low!, high!];
  } catch {
    // Not Linux, or /proc not mounted: the default range.
  }
  return DEFAULT_EPHEMERAL;
}

/** The ports a reservation may take: from LOWEST to HIGHEST, less the ephemeral range. */
export function reservablePorts(range = ephemeralRange()): number[] {
  const ports: number[] = [];
  for (let port = LOWEST; port <= HIGHEST; port += 1) if (port < range[0] || port > range[1]) ports.push(port);
  return ports;
}

const reservedHere = new Set<number>();
let cleanupAdded = false;

/**
 * When a process started, in clock ticks since boot (/proc/<pid>/stat's 22nd field), or undefined
 * where /proc is not: with its id, it names one process, not a later one given the same id.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** What a reservation file holds: this process's id and start time. */
const OWNER = `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim();

/** Whether the process a reservation file names still runs (a process since given its id does not count). */
function ownerAlive(owner: string): boolean {
  const [pid, started] = owner.split(' ');
  const id = Number(pid);
  if (!Number.isInteger(id) || id <= 0) return false;
  try {
    process.kill(id, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return started === undefined || startTimeOf(id) === undefined || startTimeOf(id) === started;
}

/** Creates `file` holding this process's name, or says it exists. */
function createExclusive(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o644);
    writeSync(fd, OWNER);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** How old a takeover's marker must be before it is taken for one whose process died midway. */
const STALE_TAKEOVER_MS = 60_000;

/**
 * Takes the port's reservation file, or one whose process has ended. Two processes may find the same
 * ended reservation at once: each must first create the port's takeover marker (exclusively, so one
 * of them does), and removes the file only if it is still the ended one it read (its inode and owner).
 * Without the marker, one removed the file the other had just made its own, and both held the port.
 */
function claim(port: number): boolean {
  const file = path.join(RESERVATIONS_DIR, String(port));
  if (createExclusive(file)) return true;
  let ended: { owner: string; inode: number };
  try {
    ended = { owner: readFileSync(file, 'utf8'), inode: statSync(file).ino };
  } catch {
    // Removed meanwhile by its process: a later draw may take it.
    return false;
  }
  // A file still being written reads empty: its process is alive, so it is left alone.
  if (ended.owner === '' || ownerAlive(ended.owner)) return false;
  const marker = `${file}.takeover`;
  if (!createExclusive(marker)) {
    try {
      // A marker left by a process that died while taking the port over.
      if (Date.now() - statSync(marker).mtimeMs > STALE_TAKEOVER_MS) rmSync(marker, { force: true });
    } catch {
      // Gone meanwhile.
    }
    return false;
  }
  try {
    // Still the ended one: the same inode (a file made since may get the freed inode's number) and the same owner.
    if (statSync(file, { throwIfNoEntry: false })?.ino !== ended.inode) return false;
    if (readFileSync(file, 'utf8') !== ended.owner) return false;
    rmSync(file, { force: true });
    return createExclusive(file);
  } finally {
    rmSync(marker, { force: true });
  }
}

/** Makes the reservations' folder, and has this process's reservations end with it. */
function startReserving(): void {
  mkdirSync(RESERVATIONS_DIR, { recursive: true });
  if (cleanupAdded) return;
  cleanupAdded = true;
  process.once('exit', releaseAll);
}

/** Whether nothing listens on the port, on any address of either family. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Ends this process's reservation of `ports`, for another process to draw them. */
export function releasePorts(ports: Iterable<number>): void {
  for (const port of [...ports]) {
    if (reservedHere.delete(port)) rmSync(path.join(RESERVATIONS_DIR, String(port)), { force: true });
  }
}

function releaseAll(): void {
  releasePorts(reservedHere);
}

/**
 * `count` distinct ports, each reserved for this process until it exits and free to listen on now.
 * The reservations end with the process (an ended process's files are taken over by the next run).
 * `pool` is where they are drawn from: the reservable ports, or fewer for a test.
 */
export async function reservePorts(count: number, pool: readonly number[] = reservablePorts()): Promise<number[]> {
  startReserving();
  const ports: number[] = [];
  for (let attempt = 0; ports.length < count; attempt += 1) {
    if (attempt >= Math.max(ATTEMPTS, 4 * pool.length))
      throw new Error(`no ${count} free ports outside the ephemeral range after ${ATTEMPTS} tries`);
    const port = pool[Math.floor(Math.random() * pool.length)]!;
    if (reservedHere.has(port) || !claim(port)) continue;
    reservedHere.add(port);
    if (await bindable(port)) ports.push(port);
    // A port someone else listens on stays reserved by us, so that no later draw of this process tries it again.
  }
  return ports;
}

/**
 * `size` consecutive ports, reserved as reservePorts reserves them, for a test that numbers its
 * servers from one base (a shell, its remotes on the next four, an API ten above). Synchronous, so a
 * test file can set its ports where it declares them; it checks no listener, which the reservation
 * files and the range make unneeded among the project's own runs.
 */
export function reservePortBlock(size: number, pool: readonly number[] = reservablePorts()): number {
  startReserving();
  const available = new Set(pool);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const base = pool[Math.floor(Math.random() * pool.length)]!;
    const block = Array.from({ length: size }, (_, index) => base + index);
    if (!block.every((port) => available.has(port) && !reservedHere.has(port))) continue;
    const claimed: number[] = [];
    for (const port of block) {
      if (!claim(port)) break;
      claimed.push(port);
      reservedHere.add(port);
    }
    if (claimed.length === size) return base;
    releasePorts(claimed);
  }
  throw new Error(`no ${size} consecutive free ports outside the ephemeral range after ${ATTEMPTS} tries`);
}

/** One reserved port (see reservePorts). */
export async function reservePort(): Promise<number> {
  return (await reservePorts(1))[0]!;
}

/** The reservations of this process, for its tests. */
export function reservationsOf(pid = process.pid): number[] {
  const ports: number[] = [];
  for (const name of readdirSync(RESERVATIONS_DIR)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (Number(readFileSync(path.join(RESERVATIONS_DIR, name), 'utf8').split(' ')[0]) === pid)
        ports.push(Number(name));
    } catch {
      // Removed meanwhile.
    }
  }
  return ports;
}
