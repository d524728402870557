/** The scripts a group's page will ask for, named with its document so that the browser fetches them early. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PinnedFiles } from 'shared/document';
import { escapeMarkup } from '../http/markup';
import { groupManifestOf, readerOf } from '../releases/buildDeclarations';
import { FEDERATION_CHUNK, PAGE_ASSETS_FILE, PINNED_FILES_CHUNK, SHELL_ENTRY_CHUNK } from '../releases/buildOutput';
import type { RemoteSource } from '../releases/siteReleases';

/** The exposed `./pages` module's chunk group, in a remote's page-assets.json. */
const EXPOSED_PAGES_CHUNK = '__federation_expose_pages';

/**
 * The scripts a group's page runs, in the order the browser will ask for them: the group's entry
 * (named in its manifest), its exposed pages module and the page's own chunks (page-assets.json).
 * Hinted with the document, they download while the shell starts instead of after it; without
 * hints each waited for the one before it. Nothing when a file cannot be read: hints are optional.
 */
export function groupScripts(remote: RemoteSource, routePath: string): string[] {
  return groupFiles(remote, routePath).map((file) => remote.publicPath + file);
}

/** The file names of {@link groupScripts}, relative to the group's public path. */
function groupFiles(remote: RemoteSource, routePath: string): string[] {
  try {
    const scriptsOf = scriptsOfChunkGroups(remote.distDir);
    const entry = groupManifestOf(readerOf({ folder: remote.distDir }))?.entry;
    const files = [...(entry ? [entry] : []), ...scriptsOf(EXPOSED_PAGES_CHUNK), ...scriptsOf(routePath.slice(1))];
    return [...new Set(files)];
  } catch {
    return [];
  }
}

/**
 * The head's preloads for a rendered page of a group on its team's origin ('' otherwise), placed after the
 * stylesheets so they never compete with them: the shell's federation and pinning chunks without CORS, as
 * its webpack loads them, then the group's scripts with the digest and CORS mode of its pinned loads
 * (shell/src/remotes/pinnedFiles.ts), which only an element can carry for Chromium to reuse the preload.
 */
export function pinnedPagePreloads(
  shellDir: string,
  remote: RemoteSource,
  routePath: string,
  pinned: PinnedFiles | undefined,
): string {
  const digests = pinned && Object.hasOwn(pinned, remote.publicPath) ? pinned[remote.publicPath]! : undefined;
  if (!digests) return '';
  const shell = federationScripts(shellDir, true).map(
    (url) => `<link rel="preload" as="script" href="${escapeMarkup(url)}" fetchpriority="low">`,
  );
  const group = groupFiles(remote, routePath)
    .filter((file) => Object.hasOwn(digests, file))
    .map(
      (file) =>
        `<link rel="preload" as="script" href="${escapeMarkup(remote.publicPath + file)}" integrity="${escapeMarkup(digests[file]!)}" crossorigin="anonymous" fetchpriority="low">`,
    );
  return [...shell, ...group].join('');
}

/** A build's scripts by named chunk group, as its page-assets.json lists them (only plain file names). */
function scriptsOfChunkGroups(distDir: string): (chunkGroup: string) => string[] {
  const assets = JSON.parse(readFileSync(path.join(distDir, PAGE_ASSETS_FILE), 'utf8')) as Record<
    string,
    { js?: unknown }
  >;
  return (chunkGroup) => {
    const js = assets[chunkGroup]?.js;
    return Array.isArray(js)
      ? js.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file))
      : [];
  };
}

/**
 * The shell's scripts a group's page needs before the group's own: the federation runtime, which
 * the shell loads only on such a page, and for a group loaded from its team's origin (`pinned`) the
 * code that pins its files, loaded after the runtime. Nothing when the file cannot be read: hints are optional.
 */
export function federationScripts(shellDir: string, pinned = false): string[] {
  try {
    const scriptsOf = scriptsOfChunkGroups(shellDir);
    // The libraries it imports are the shell's own start-up scripts, which every page loads already.
    const startup = new Set(scriptsOf(SHELL_ENTRY_CHUNK));
    const files = [...scriptsOf(FEDERATION_CHUNK), ...(pinned ? scriptsOf(PINNED_FILES_CHUNK) : [])];
    return [...new Set(files)].filter((file) => !startup.has(file)).map((file) => `/${file}`);
  } catch {
    return [];
  }
}
