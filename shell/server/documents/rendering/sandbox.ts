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
 * holds no capability, runs as nobody, in a session of its own, and dies with the server. Inside,
 * prlimit caps the memory it may write to and the files it may hold open.
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

export interface Sandbox {
  /** The command and arguments that run `node nodeArgs…` inside the boundary, seeing only `readable`. */
  wrap(node: string, nodeArgs: readonly string[], readable: readonly string[]): { command: string; args: string[] };
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

const bubblewrapAt = (bwrap: string, prlimit: string): Sandbox => ({
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
      '--tmpfs',
      '/tmp',
      ...folderBinds([path.dirname(nodeBinary), ...readable]),
      '--chdir',
      '/',
      '--',
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
  const sandbox = bubblewrapAt(bwrap, prlimit);
  const { command, args } = sandbox.wrap(node, ['-e', 'process.stdout.write(String(process.getuid()))'], []);
  const run = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000, env: {} });
  if (run.error) return { sandbox: undefined, reason: `bwrap could not run: ${run.error.message}` };
  if (run.status !== 0 || run.stdout !== NOBODY) {
    const said = run.stderr.trim().split('\n').slice(-1)[0] ?? '';
    return { sandbox: undefined, reason: `bwrap cannot make the namespaces here (${said || `exit code ${run.status}`}): run the server as root, or allow unprivileged user namespaces (kernel.unprivileged_userns_clone=1)` };
  }
  return { sandbox };
}
