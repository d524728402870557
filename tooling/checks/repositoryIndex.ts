/**
 * What exists in the repository, read once so that a doc's every path and npm script can be
 * looked up: files and folders, the scripts of the root and of each workspace, the entry points
 * each workspace exports, and the folders .gitignore leaves to builds and runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface WorkspacePackage {
  /** Its folder relative to the root, e.g. 'shell/server'. */
  dir: string;
  /** Its package name, e.g. 'site-server'. */
  name: string;
  scripts: ReadonlySet<string>;
  /** Its `exports` keys without the leading '.', e.g. '/routes'; '' for the package itself. */
  exports: ReadonlySet<string>;
}

export interface RepositoryIndex {
  /** Every file and folder, relative to the root, '/'-separated, with no trailing '/'. */
  paths: ReadonlySet<string>;
  /** Every part of those paths after one of its '/', so `src/exposedPages.ts` is found as a group's. */
  tails: ReadonlySet<string>;
  /** The name of every file and folder. */
  names: ReadonlySet<string>;
  /** The name of every folder, at any depth. */
  folderNames: ReadonlySet<string>;
  /** Folder names .gitignore ignores: what builds and runs write, so no doc's naming of them is checked. */
  ignored: ReadonlySet<string>;
  /** Files .gitignore names one by one (`ops/varnish/routes.vcl`), by path and by name: a build writes them, a fresh clone has none. */
  written: ReadonlySet<string>;
  rootScripts: ReadonlySet<string>;
  workspaces: readonly WorkspacePackage[];
  /** A file's text, read once. */
  text(file: string): string;
}

interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  exports?: string | Record<string, string>;
  workspaces?: string[];
}

function readPackage(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** The last name of each folder pattern in .gitignore (`*\/dist/` is `dist`), which the walk and the checks pass over. */
function ignoredFolders(root: string): Set<string> {
  const lines = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
  const folders = lines.filter((line) => line.trim().endsWith('/') && !line.startsWith('#'));
  return new Set(['.git', ...folders.map((line) => line.trim().replace(/\/$/, '').split('/').pop() ?? '')]);
}

/** The files .gitignore names one by one, without a wildcard, each by its path and its name. */
function writtenFiles(root: string): Set<string> {
  const lines = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
  const files = lines.map((line) => line.trim()).filter((line) => line && !/[#*]|\/$/.test(line));
  return new Set(files.flatMap((file) => [file.replace(/^\//, ''), nameOf(file)]));
}

/** Every file and folder below `folder`, folders ending in '/'. */
function walk(root: string, ignored: ReadonlySet<string>, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (ignored.has(entry.name)) return [];
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [`${relative}/`, ...walk(root, ignored, relative)] : [relative];
  });
}

const nameOf = (each: string): string => each.split('/').pop() ?? each;

function tailsOf(paths: Iterable<string>): Set<string> {
  const tails = new Set<string>();
  for (const each of paths) {
    for (let at = each.indexOf('/'); at >= 0; at = each.indexOf('/', at + 1)) tails.add(each.slice(at + 1));
  }
  return tails;
}

function workspaceOf(root: string, dir: string): WorkspacePackage {
  const manifest = readPackage(path.join(root, dir, 'package.json'));
  const exported = typeof manifest.exports === 'string' ? ['.'] : Object.keys(manifest.exports ?? {});
  return {
    dir,
    name: manifest.name ?? dir,
    scripts: new Set(Object.keys(manifest.scripts ?? {})),
    exports: new Set(exported.map((key) => key.replace(/^\./, ''))),
  };
}

export function readRepositoryIndex(root: string): RepositoryIndex {
  const ignored = ignoredFolders(root);
  const written = writtenFiles(root);
  // What a build wrote is left out, so the index is the same before a build as after one.
  const found = walk(root, ignored).filter((each) => !written.has(each));
  const folders = found.filter((each) => each.endsWith('/')).map((each) => each.slice(0, -1));
  const paths = new Set(found.map((each) => each.replace(/\/$/, '')));
  const manifest = readPackage(path.join(root, 'package.json'));
  const texts = new Map<string, string>();
  return {
    paths,
    tails: tailsOf(paths),
    names: new Set([...paths].map(nameOf)),
    folderNames: new Set(folders.map(nameOf)),
    ignored,
    written,
    rootScripts: new Set(Object.keys(manifest.scripts ?? {})),
    workspaces: (manifest.workspaces ?? []).map((dir) => workspaceOf(root, dir)),
    text(file) {
      if (!texts.has(file)) texts.set(file, readFileSync(path.join(root, file), 'utf8'));
      return texts.get(file) ?? '';
    },
  };
}
