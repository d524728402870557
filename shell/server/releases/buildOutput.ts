/** The files each app's build writes into its dist/ and the server reads back: the contract between the build tooling and production. */
import { lstatSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { RemoteGroup } from 'shared/routes';

/** An app built and deployed on its own, named by its workspace folder: the shell or a group's remote. */
export type Workspace = 'shell' | `${RemoteGroup}-mfe`;

/** Every app with releases of its own, the shell first. */
export const RELEASE_APPS = [
  'shell',
  'services-mfe',
  'industries-mfe',
  'company-mfe',
  'portals-mfe',
] as const satisfies readonly Workspace[];

export function isReleaseApp(name: unknown): name is Workspace {
  return (RELEASE_APPS as readonly unknown[]).includes(name);
}

/** The page group an app's releases serve, or undefined for the shell. */
export function groupOfApp(app: Workspace): RemoteGroup | undefined {
  return app === 'shell' ? undefined : (app.slice(0, -'-mfe'.length) as RemoteGroup);
}

/** Beside a build's other files: when it was made. It differs on every build, so it is never part of a release. */
export const BUILD_STAMP = '.build-stamp';
/** A remote's federation manifest (written by the Module Federation plugin): its entry, exposes and the shared versions it was built with. */
export const MANIFEST_FILE = 'mf-manifest.json';
/** The file beside a build's other files that names its server build, e.g. `{ "module": "server/exposedPages.3f9a1c2b7d.js" }`. */
export const SERVER_BUILD_FILE = 'server-build.json';
/** Stands for a remote's public address in its server build's asset URLs; the server puts the real one in per request. */
export const PUBLIC_PATH_PLACEHOLDER = '__REMOTE_PUBLIC_PATH__/';
/** A remote's map of page chunk name (its route without the slash) to the stylesheets it needs; see PageAssetsPlugin. */
export const PAGE_ASSETS_FILE = 'page-assets.json';
/** In the shell's dist/: the version of each shared singleton the shell provides, by name; the server compares a group's against it. */
export const SINGLETON_VERSIONS_FILE = 'shared-singletons.json';

/** The shell's start-up chunk group, in its page-assets.json: the scripts every page runs. */
export const SHELL_ENTRY_CHUNK = 'main';
/** The shell's chunk group of the federation runtime (its webpackChunkName in shell/src/remotes/remoteRegistry.ts), loaded on a group's page only. */
export const FEDERATION_CHUNK = 'federation';
/** The shell's chunk group that pins the files of teams' origins (its webpackChunkName in shell/src/remotes/remoteRegistry.ts), loaded after the runtime on a site with such a group. */
export const PINNED_FILES_CHUNK = 'pinned-files';

/** What PAGE_ASSETS_FILE holds: per chunk group, its stylesheets and its scripts. */
export type PageAssets = Record<string, { css: string[]; js: string[] }>;

/**
 * Server builds leave React to the server (one React renders every app): they require it from the
 * server's own node_modules. A folder that keeps server builds (a deploy directory, a registry's
 * cache, a drill's copy) links its `node_modules` there, where Node's lookup from the builds finds it.
 */
export function linkServerModules(directory: string): void {
  mkdirSync(directory, { recursive: true });
  const link = path.join(directory, 'node_modules');
  try {
    lstatSync(link);
    return;
  } catch {
    // Not there yet: made below.
  }
  symlinkSync(path.resolve(path.dirname(require.resolve('react/package.json')), '..'), link, 'dir');
}
