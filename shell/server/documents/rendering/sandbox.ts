import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { folderBinds, systemBinds } from './sandboxBinds';

/**
 * The operating system's boundary around a renderer, the layer that holds when Node's permission
 * model does not (it is documented as no security boundary): bubblewrap (Debian's `bubblewrap`, the
 * sandbox Flatpak runs apps in) starts the renderer in namespaces of its own. In its PID namespace
 * no process outside exists to be signalled; in its network namespace there is no interface but an
 * empty loopback; in its mount namespace only the folders it may read exist, read-only (no
 * deploy directory beyond the releases, no leads, no preview secret, no /proc of the server); it
 * holds no capability, runs as nobody (on the host too, when the server is root), in a session of
 * its own, and dies with the server. Nothing
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
 * of its own to what it executes. Run inside the sandbox, before Node, with --norc: its input is a
 * socket, which bash takes for sshd's and then reads the user's ~/.bashrc.
 */
const CLOSE_INHERITED =
  'for fd in /proc/self/fd/*; do fd=${fd##*/}; if [ "$fd" -gt 3 ]; then eval "exec $fd>&-"; fi; done; exec env -u SHLVL "$@"';
/** Writes its own pid into each cgroup.procs given before `--`, then executes what follows: a child inherits its cgroups at fork. */
const JOIN_CGROUPS =
  'for file do [ "$file" = -- ] && break; echo $$ > "$file" || exit 125; done; while [ "$1" != -- ]; do shift; done; shift; exec "$@"';

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
export function launchChain(
  node: string,
  nodeArgs: readonly string[],
  readable: readonly string[],
  sandbox: Sandbox | undefined,
  cgroupProcs: readonly string[] = [],
): Launch {
  const inner = sandbox
    ? sandbox.wrap(node, nodeArgs, readable)
    : {
        command: program('bash'),
        args: ['--norc', '--noprofile', '-c', CLOSE_INHERITED, 'renderer-fds', node, ...nodeArgs],
      };
  const niced = { command: program('nice'), args: ['-n', String(RENDERER_NICENESS), inner.command, ...inner.args] };
  if (cgroupProcs.length === 0) return niced;
  return {
    command: program('sh'),
    args: ['-c', JOIN_CGROUPS, 'renderer-cgroups', ...cgroupProcs, '--', niced.command, ...niced.args],
  };
}

/** A program the chain needs, from the server's PATH or the system's own folders. */
function program(name: string): string {
  return (
    findProgram(name) ??
    ['/usr/bin', '/bin'].map((folder) => path.join(folder, name)).find((candidate) => existsSync(candidate)) ??
    name
  );
}

export type SandboxProbe = { sandbox: Sandbox } | { sandbox: undefined; reason: string };

/** A program on the server's PATH, as an absolute path. */
function findProgram(name: string): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Who the renderer is on the host. A server running as root makes the namespaces as root with no
 * user namespace (one would map the renderer's nobody to the host's root), and setpriv then drops
 * the renderer to the host's nobody, with no capability left and no way to gain one; the folders
 * it reads are bound before it drops. Another user's server maps nobody inside to itself outside,
 * all an unprivileged user can do.
 */
function identity(
  bwrap: string,
  setpriv: string | undefined,
): { namespaces: string[]; capabilities: string[]; drop: string[] } {
  // No user namespace inside: one a build made would give it every capability there, its own mounts (a writable tmpfs) and the kernel's surface for them.
  const noUserNamespaces = ['--unshare-user', '--disable-userns', '--uid', NOBODY, '--gid', NOBODY];
  if (setpriv === undefined)
    return { namespaces: ['--unshare-all', ...noUserNamespaces], capabilities: ['--cap-drop', 'ALL'], drop: [] };
  return {
    namespaces: ['--unshare-ipc', '--unshare-pid', '--unshare-net', '--unshare-uts', '--unshare-cgroup-try'],
    // The three setpriv needs to change user and empty the bounding set, dropped with the rest as it does.
    capabilities: [
      '--cap-drop',
      'ALL',
      '--cap-add',
      'CAP_SETUID',
      '--cap-add',
      'CAP_SETGID',
      '--cap-add',
      'CAP_SETPCAP',
    ],
    // Then, as nobody, a user namespace of its own that allows none inside it: nobody mapped to nobody, and a user keyring of its own rather than every renderer's.
    drop: [
      setpriv,
      `--reuid=${NOBODY}`,
      `--regid=${NOBODY}`,
      '--clear-groups',
      '--inh-caps=-all',
      '--bounding-set=-all',
      '--no-new-privs',
      '--',
      bwrap,
      ...noUserNamespaces,
      '--ro-bind',
      '/',
      '/',
      '--die-with-parent',
      '--',
    ],
  };
}

const bubblewrapAt = (bwrap: string, prlimit: string, bash: string, setpriv: string | undefined): Sandbox => ({
  wrap(node, nodeArgs, readable) {
    const nodeBinary = realpathSync(node);
    const { namespaces, capabilities, drop } = identity(bwrap, setpriv);
    const args = [
      ...namespaces,
      '--die-with-parent',
      '--new-session',
      ...capabilities,
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
      ...drop,
      bash,
      '--norc',
      '--noprofile',
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
  if (!bwrap)
    return { sandbox: undefined, reason: 'bubblewrap (bwrap) is not installed: apt-get install -y bubblewrap' };
  const prlimit = findProgram('prlimit');
  if (!prlimit) return { sandbox: undefined, reason: "prlimit (util-linux) is not on the server's PATH" };
  const bash = findProgram('bash');
  if (!bash) return { sandbox: undefined, reason: "bash is not on the server's PATH" };
  const asRoot = process.getuid?.() === 0;
  const setpriv = asRoot ? findProgram('setpriv') : undefined;
  if (asRoot && !setpriv)
    return {
      sandbox: undefined,
      reason:
        "setpriv (util-linux) is not on the server's PATH, and a server running as root needs it to run renderers as nobody",
    };
  const sandbox = bubblewrapAt(bwrap, prlimit, bash, setpriv);
  const { command, args } = sandbox.wrap(node, ['-e', 'process.stdout.write(String(process.getuid()))'], []);
  const run = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000, env: {} });
  if (run.error) return { sandbox: undefined, reason: `bwrap could not run: ${run.error.message}` };
  if (run.status !== 0 || run.stdout !== NOBODY) {
    const said = run.stderr.trim().split('\n').slice(-1)[0] ?? '';
    return {
      sandbox: undefined,
      reason: `bwrap cannot make the namespaces here (${said || `exit code ${run.status}`}): run the server as root, or allow unprivileged user namespaces (kernel.unprivileged_userns_clone=1)`,
    };
  }
  return { sandbox };
}
