import { lstatSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_GROUPS, type RemoteGroup } from '../shared/src/routes/types';

export const repoRoot = path.resolve(__dirname, '..');

export interface RemoteApp {
  group: RemoteGroup;
  /** Workspace folder, e.g. 'services-mfe'. */
  workspace: `${RemoteGroup}-mfe`;
  /** Federation container name; the shell loads `${name}/pages`. */
  federationName: RemoteGroup;
  /** Port of `npm run dev` for this remote. */
  devPort: number;
  /** Offset from the shell's port where the production server serves this remote. */
  portOffset: number;
}

export const remoteApps: readonly RemoteApp[] = REMOTE_GROUPS.map((group, index) => ({
  group,
  workspace: `${group}-mfe` as const,
  federationName: group,
  devPort: 3001 + index,
  portOffset: index + 1,
}));

export const SHELL_DEV_PORT = 3000;
export const DEFAULT_SHELL_PORT = 8080;

export type Workspace = 'shell' | RemoteApp['workspace'];
export const allWorkspaces: readonly Workspace[] = ['shell', ...remoteApps.map((app) => app.workspace)];

export function distDir(workspace: Workspace): string {
  return path.join(repoRoot, workspace, 'dist');
}

/** A remote's federation manifest (written by the Module Federation plugin): its entry, exposes and the shared versions it was built with. */
export const MANIFEST_FILE = 'mf-manifest.json';
/** The file beside a build's other files that names its server build, e.g. `{ "module": "server/pages.3f9a1c2b7d.js" }`. */
export const SERVER_BUILD_FILE = 'server-build.json';
/** Stands for a remote's public address in its server build's asset URLs; the server puts the real one in per request. */
export const PUBLIC_PATH_PLACEHOLDER = '__REMOTE_PUBLIC_PATH__/';
/** A remote's map of page chunk name (its route without the slash) to the stylesheets it needs; see PageAssetsPlugin. */
export const PAGE_ASSETS_FILE = 'page-assets.json';
/** In the shell's dist/: the version of each shared singleton the shell provides, by name; the server compares a group's against it. */
export const SINGLETON_VERSIONS_FILE = 'shared-singletons.json';

/**
 * Lets server builds kept in `directory` (a deploy directory, a drill's copy) require React from
 * the server's own node_modules, wherever the directory is.
 */
export function linkServerModules(directory: string): void {
  const link = path.join(directory, 'node_modules');
  try {
    lstatSync(link);
  } catch {
    symlinkSync(path.join(repoRoot, 'node_modules'), link, 'dir');
  }
}
