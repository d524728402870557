import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The operating system's boundary around a renderer, the layer that holds when Node's permission
 * model does not (it is documented as no security boundary): bubblewrap (Debian's `bubblewrap`, the
 * sandbox Flatpak runs apps in) starts the renderer in namespaces of its own. In its PID namespace
 * no process outside exists to be signalled; in its network namespace there is no interface but an
 * empty loopback; in its mount namespace only the folders it may read exist, read-only (no
 * deploy directory beyond the releases, no leads, no preview secret, no /proc of the server); it
 * holds no capability, runs as nobody, in a session of its own, and dies with the server. Nothing
 * in it is writable: its root, /dev and /tmp are read-only (a tmpfs is memory no rlimit counts).
 * Inside, before the team's code loads, every descriptor but 0-3 is closed (neither Node's spawn
 * nor bubblewrap closes what the server's launcher left open), and prlimit caps the memory it may
 * write to and the files it may hold open. Outside, the whole chain starts at niceness 10, so every
 * thread Node and V8 start is below the server, and inside the renderer's cgroups (cgroups.ts).
 */

/** The memory a renderer may write to (RLIMIT_DATA): a page render needs a small part of it. */
export const RENDERER_DATA_LIMIT_BYTES = 768 * 1024 * 1024;
/** The JavaScript heap (V8's old space), inside that: a build that grows past it ends its renderer, nothing else. */
export const RENDERER_HEAP_MB = 384;
/** Open files and sockets at once. */
export const RENDERER_OPEN_FILES = 256;
/**
 * CPU time a renderer may use in its life (RLIMIT_CPU), then the kernel ends it and the next page
 * starts another: far more than renders need, so that a build keeping the CPU busy between renders
 * (timers) is ended after that long instead of never.
 */
export const RENDERER_CPU_SECONDS = 600;
const NOBODY = '65534';
/** Below the server in the CPU's queue, for every thread of the renderer: set in the exec chain, since a process's niceness is its main thread's only. */
export const RENDERER_NICENESS = 10;
/** The /tmp a renderer has: read-only, and this small besides, should a later change make it writable. */
const TMP_BYTES = 1024 * 1024;

/**
 * Closes every descriptor but 0-3 and executes the rest of its arguments, in bash (Debian's
 * essential shell; dash takes one-digit descriptors only), through env, since bash exports a SHLVL
 * of its own to what it executes. Run inside the sandbox, before Node.
 */
const CLOSE_INHERITED = 'for fd in /proc/self/fd/*; do fd=${fd##*/}; if [ "$fd" -gt 3 ]; then eval "exec $fd>&-"; fi; done; exec env -u SHLVL "$@"';
/** Writes its own pid into each cgroup.procs given before `--`, then executes what follows: a child inherits its cgroups at fork. */
const JOIN_CGROUPS = 'for file do [ "$file" = -- ] && break; echo $$ > "$file" || exit 125; done; while [ "$1" != -- ]; do shift; done; shift; exec "$@"';

export interface Sandbox {
  /** The command and arguments that run `node nodeArgs…` inside the boundary, seeing only `readable`. */
  wrap(node: string, nodeArgs: readonly string[], readable: readonly string[]): { command: string; args: string[] };
}

/** A command as spawn takes it. */
export interface Launch {
  command: string;
  args: string[];
}

/**
 * The whole chain that starts a renderer: join its cgroups (when it has them), lower its niceness,
 * then the sandbox (when the host has one) or Node alone with its inherited descriptors closed.
 */
export function launchChain(node: string, nodeArgs: readonly string[], readable: readonly string[], sandbox: Sandbox | undefined, cgroupProcs: readonly string[] = []): Launch {
  const inner = sandbox ? sandbox.wrap(node, nodeArgs, readable) : { command: program('bash'), args: ['-c', CLOSE_INHERITED, 'renderer-fds', node, ...nodeArgs] };
  const niced = { command: program('nice'), args: ['-n', String(RENDERER_NICENESS), inner.command, ...inner.args] };
  if (cgroupProcs.length === 0) return niced;
  return { command: program('sh'), args: ['-c', JOIN_CGROUPS, 'renderer-cgroups', ...cgroupProcs, '--', niced.command, ...niced.args] };
}

/** A program the chain needs, from the server's PATH or the system's own folders. */
function program(name: string): string {
  return findProgram(name) ?? ['/usr/bin', '/bin'].map((folder) => path.join(folder, name)).find((candidate) => existsSync(candidate)) ?? name;
}

export type SandboxProbe = { sandbox: Sandbox } | { sandbox: undefined; reason: string };

/** The host's own folders a dynamically linked Node needs: its libraries, as they are laid out here. */
function systemBinds(): string[] {
  const binds = ['--ro-bind', '/usr', '/usr'];
  for (const folder of ['/lib', '/lib64', '/lib32', '/bin']) {
    if (!existsSync(folder)) continue;
    // Debian keeps these as links into /usr: the same link inside, so paths resolve as outside.
    binds.push(...(lstatSync(folder).isSymbolicLink() ? ['--symlink', readlinkSync(folder), folder] : ['--ro-bind', folder, folder]));
  }
  return binds;
}

/**
 * Each folder as it is given and as it resolves, so that every path Node opens exists inside; one
 * inside another is seen through its parent's bind. A link stays a link (to a folder bound itself):
 * bound as a folder, Node would not resolve it, and a build's `node_modules` link would load a second
 * React beside the shell's, whose hooks then fail.
 */
function folderBinds(folders: readonly string[]): string[] {
  const all = new Set<string>();
  const links = new Map<string, string>();
  for (const folder of folders.map((one) => path.resolve(one))) {
    try {
      if (lstatSync(folder).isSymbolicLink()) links.set(folder, readlinkSync(folder));
      else all.add(folder);
      all.add(realpathSync(folder));
    } catch {
      // Not there (yet): bound only if it exists when the renderer starts.
      all.add(folder);
    }
  }
  const outermost = [...all].sort((a, b) => a.length - b.length).filter((folder, index, sorted) => !sorted.slice(0, index).some((parent) => folder.startsWith(`${parent}${path.sep}`)));
  const seenThroughABind = (folder: string) => outermost.some((parent) => folder === parent || folder.startsWith(`${parent}${path.sep}`));
  return [
    ...outermost.flatMap((folder) => ['--ro-bind-try', folder, folder]),
    ...[...links].filter(([link]) => !seenThroughABind(link)).flatMap(([link, target]) => ['--symlink', target, link]),
  ];
}

/** A program on the server's PATH, as an absolute path. */
function findProgram(name: string): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

const bubblewrapAt = (bwrap: string, prlimit: string, bash: string): Sandbox => ({
  wrap(node, nodeArgs, readable) {
    const nodeBinary = realpathSync(node);
    const args = [
      '--unshare-all',
      '--die-with-parent',
      '--new-session',
      '--cap-drop',
      'ALL',
      '--uid',
      NOBODY,
      '--gid',
      NOBODY,
      ...systemBinds(),
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      // An empty /tmp first: the folders bound after it (a test's release folders live in /tmp) show through.
      '--size',
      String(TMP_BYTES),
      '--tmpfs',
      '/tmp',
      ...folderBinds([path.dirname(nodeBinary), ...readable]),
      // Last, once every folder is bound: no writable place is left (the binds keep their own read-only mounts).
      '--remount-ro',
      '/tmp',
      '--remount-ro',
      '/dev',
      '--remount-ro',
      '/',
      '--chdir',
      '/',
      '--',
      bash,
      '-c',
      CLOSE_INHERITED,
      'renderer-fds',
      prlimit,
      `--data=${RENDERER_DATA_LIMIT_BYTES}`,
      `--nofile=${RENDERER_OPEN_FILES}`,
      `--cpu=${RENDERER_CPU_SECONDS}:${RENDERER_CPU_SECONDS + 10}`,
      '--',
      nodeBinary,
      `--max-old-space-size=${RENDERER_HEAP_MB}`,
      ...nodeArgs,
    ];
    return { command: bwrap, args };
  },
});

/**
 * Whether the host lets the renderer start inside the boundary: bubblewrap installed, and allowed
 * to make the namespaces (as root, or with unprivileged user namespaces). Tried once, for real.
 */
export function probeSandbox(node = process.execPath): SandboxProbe {
  const known = probed.get(node);
  if (known) return known;
  const probe = tryBubblewrap(node);
  probed.set(node, probe);
  return probe;
}

/** The host does not change under a running process: one try each. */
const probed = new Map<string, SandboxProbe>();

function tryBubblewrap(node: string): SandboxProbe {
  const bwrap = findProgram('bwrap');
  if (!bwrap) return { sandbox: undefined, reason: 'bubblewrap (bwrap) is not installed: apt-get install -y bubblewrap' };
  const prlimit = findProgram('prlimit');
  if (!prlimit) return { sandbox: undefined, reason: "prlimit (util-linux) is not on the server's PATH" };
  const bash = findProgram('bash');
  if (!bash) return { sandbox: undefined, reason: "bash is not on the server's PATH" };
  const sandbox = bubblewrapAt(bwrap, prlimit, bash);
  const { command, args } = sandbox.wrap(node, ['-e', 'process.stdout.write(String(process.getuid()))'], []);
  const run = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000, env: {} });
  if (run.error) return { sandbox: undefined, reason: `bwrap could not run: ${run.error.message}` };
  if (run.status !== 0 || run.stdout !== NOBODY) {
    const said = run.stderr.trim().split('\n').slice(-1)[0] ?? '';
    return { sandbox: undefined, reason: `bwrap cannot make the namespaces here (${said || `exit code ${run.status}`}): run the server as root, or allow unprivileged user namespaces (kernel.unprivileged_userns_clone=1)` };
  }
  return { sandbox };
}
