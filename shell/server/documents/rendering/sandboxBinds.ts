import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/* What a renderer's sandbox sees of the host: the system's libraries and the release folders, read-only (sandbox.ts). */

/** The host's own folders a dynamically linked Node needs: its libraries, as they are laid out here. */
const SYSTEM_FOLDERS = ['/usr', '/lib', '/lib64', '/lib32', '/bin'];

export function systemBinds(): string[] {
  const binds = ['--ro-bind', '/usr', '/usr'];
  for (const folder of SYSTEM_FOLDERS.slice(1)) {
    if (!existsSync(folder)) continue;
    // Debian keeps these as links into /usr: the same link inside, so paths resolve as outside.
    binds.push(
      ...(lstatSync(folder).isSymbolicLink()
        ? ['--symlink', readlinkSync(folder), folder]
        : ['--ro-bind', folder, folder]),
    );
  }
  return binds;
}

/**
 * Each folder as it is given and as it resolves, so that every path Node opens exists inside; one
 * inside another is seen through its parent's bind. A link stays a link (to a folder bound itself):
 * bound as a folder, Node would not resolve it, and a build's `node_modules` link would load a second
 * React beside the shell's, whose hooks then fail.
 */
export function folderBinds(folders: readonly string[]): string[] {
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
  const outermost = [...all]
    .sort((a, b) => a.length - b.length)
    .filter(
      (folder, index, sorted) => !sorted.slice(0, index).some((parent) => folder.startsWith(`${parent}${path.sep}`)),
    );
  const seenThroughABind = (folder: string) =>
    outermost.some((parent) => folder === parent || folder.startsWith(`${parent}${path.sep}`));
  const placed = [...outermost, ...[...links.keys()].filter((link) => !seenThroughABind(link))];
  return [
    // The folders above each, made traversable by anyone: bubblewrap would copy the host's modes (a test's 0700 temporary folder), which the renderer's own uid may not pass.
    ...[...new Set(placed.flatMap(ancestorsOf))]
      .filter((folder) => !placed.includes(folder))
      .flatMap((folder) => ['--perms', '0755', '--dir', folder]),
    ...outermost.flatMap((folder) => ['--ro-bind-try', folder, folder]),
    ...[...links].filter(([link]) => !seenThroughABind(link)).flatMap(([link, target]) => ['--symlink', target, link]),
  ];
}

/** The folders above `folder`, outermost first, but the root and the system's own, which are bound whole. */
function ancestorsOf(folder: string): string[] {
  const above: string[] = [];
  for (let current = path.dirname(folder); current !== path.dirname(current); current = path.dirname(current))
    above.unshift(current);
  return above.filter((one) => !SYSTEM_FOLDERS.some((system) => one === system || one.startsWith(`${system}/`)));
}
