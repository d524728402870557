import { fieldData } from '../fieldData';
import {
  contractMismatch,
  singletonMismatch,
  type PageModule,
  type PagesModule,
  type RemoteGroup,
  type RemoteRoute,
} from 'shared/routes';
import { groupEntriesIn, pinnedFilesIn, type GroupEntries, type PinnedFiles } from 'shared/document';
import { readServerRenderState } from '../render/serverRenderState';
import { withTimeout } from './withTimeout';

/** A remote that has not delivered a page by then is treated as down. */
export const REMOTE_TIMEOUT_MS = 8000;
/**
 * What a visitor's Try again gives the remote: the requests the timed-out attempt left under way
 * cannot be called back, and the browser makes the retry wait for them (a file is fetched once), so
 * after a slow spell the retry must outlast the slowest of those, not just the first attempt's 8 s.
 */
export const REMOTE_RETRY_TIMEOUT_MS = 20_000;
export const REMOTES_FILE_URL = '/remotes.json';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly group: RemoteGroup,
    cause: unknown,
  ) {
    super(`The ${group} pages could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteUnavailableError';
  }
}

let remotesFile: Promise<GroupEntries> | null = null;
/**
 * Groups whose code ran on this page and was refused (another contract). A later build of the same
 * remote cannot start beside it: its chunks would be matched against the refused build's, already
 * registered under the same names. Only a fresh document can try such a group again.
 */
const refusedGroups = new Set<RemoteGroup>();
const registered = new Set<RemoteGroup>();
const failedBefore = new Set<RemoteGroup>();
let pinningRegistered = false;
const loadedPages = new Map<RemoteGroup, Promise<PagesModule<RemoteGroup>>>();

const documentState = typeof document === 'undefined' ? null : readServerRenderState(document);
/** The groups' entries the server rendered this document with, used until one of them fails to load. */
let documentGroups: GroupEntries | undefined = groupEntriesIn(documentState?.remotes, documentState?.singletons);
/** The digests of the files browsers load from teams' own origins, as the groups' addresses were last read. */
let pinnedFiles: PinnedFiles = documentState?.pinned ?? {};

async function fetchRemotesFile(): Promise<GroupEntries> {
  if (documentGroups) return documentGroups;
  // The server answers no-cache, so this revalidates; a default-mode fetch can reuse the HTML's preload.
  const response = await fetch(REMOTES_FILE_URL, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${REMOTES_FILE_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${REMOTES_FILE_URL} is not an object`);
  const { entries, singletons, pinned } = body as Record<string, unknown>;
  pinnedFiles = pinnedFilesIn(pinned) ?? {};
  return groupEntriesIn(entries, singletons) ?? { entries: {}, singletons: {} };
}

/** After a failure the next try asks the server where the groups are now: the document's release may have been pruned. */
function forgetDocumentRemotes(): void {
  if (documentGroups === undefined) return;
  documentGroups = undefined;
  remotesFile = null;
}

function getRemotesFile(): Promise<GroupEntries> {
  remotesFile ??= fetchRemotesFile().catch((error: unknown) => {
    remotesFile = null;
    throw error;
  });
  return remotesFile;
}

async function fetchGroupPages(group: RemoteGroup): Promise<PagesModule<RemoteGroup>> {
  // Only a group's page loads the runtime: the shell's own pages, and the server render, never do.
  const [groups, { loadRemote, registerPlugins, registerRemotes }] = await Promise.all([
    getRemotesFile(),
    import(/* webpackChunkName: "federation" */ './federation'),
  ]);
  const entry = groups.entries[group];
  if (!entry) throw new Error(`${REMOTES_FILE_URL} names no entry for "${group}"`);
  // Before any of the group's code is fetched: the page runs on the shell's one copy of each singleton.
  // A group the server names no singletons for shares none, and is refused like one that leaves out React.
  // The server sends only what the group shares as singletons.
  const builtWith = Object.entries(groups.singletons[group] ?? {}).map(([name, version]) => ({
    name,
    version,
    singleton: true,
  }));
  const otherMajor = singletonMismatch(group, builtWith, SHARED_SINGLETON_VERSIONS);
  if (otherMajor) throw new Error(otherMajor);
  // Only a site with a group on its team's own origin needs the pinning code, so only such a site loads it.
  if (!pinningRegistered && Object.keys(pinnedFiles).length > 0) {
    const { pinFilesOfTeamOrigins } = await import(/* webpackChunkName: "pinned-files" */ './pinnedFiles');
    if (!pinningRegistered) registerPlugins([pinFilesOfTeamOrigins(() => pinnedFiles)]);
    pinningRegistered = true;
  }
  if (!registered.has(group) || failedBefore.has(group)) {
    // By its entry, a global named after the group as its build names it, so no manifest is fetched first;
    // force: a retry must forget the failed entry, not replay the cached failure.
    registerRemotes([{ name: group, entry, entryGlobalName: group, type: 'global' }], {
      force: registered.has(group),
    });
    registered.add(group);
  }
  const exposed = await loadRemote<{ pages: PagesModule<RemoteGroup> }>(`${group}/pages`);
  // Checked before any of its pages renders: a remote of another contract major is never mounted.
  const mismatch = contractMismatch(group, exposed);
  if (mismatch || !exposed) {
    refusedGroups.add(group);
    throw new Error(mismatch ?? `${group}/pages exported nothing`);
  }
  return exposed.pages;
}

function loadGroupPages(group: RemoteGroup): Promise<PagesModule<RemoteGroup>> {
  let pages = loadedPages.get(group);
  if (!pages) {
    pages = fetchGroupPages(group).then(
      (result) => {
        failedBefore.delete(group);
        return result;
      },
      (error: unknown) => {
        loadedPages.delete(group);
        failedBefore.add(group);
        forgetDocumentRemotes();
        throw error;
      },
    );
    loadedPages.set(group, pages);
  }
  return pages;
}

/**
 * Loads one page of a remote: its group's small pages module, then only that page's chunk. The
 * first try is given REMOTE_TIMEOUT_MS; a visitor's retry (`attempt` above 0) REMOTE_RETRY_TIMEOUT_MS.
 */
export async function loadRemotePage(route: RemoteRoute, attempt = 0): Promise<PageModule> {
  try {
    return await withTimeout(
      loadGroupPages(route.group).then((pages) => {
        const load = (pages as Record<string, () => Promise<PageModule>>)[route.path];
        if (!load) throw new Error(`${route.group} has no page for ${route.path}`);
        return load();
      }),
      attempt > 0 ? REMOTE_RETRY_TIMEOUT_MS : REMOTE_TIMEOUT_MS,
      `The ${route.group} remote`,
    );
  } catch (error) {
    // A hung attempt must not be reused by the next try.
    loadedPages.delete(route.group);
    failedBefore.add(route.group);
    forgetDocumentRemotes();
    const unavailable = new RemoteUnavailableError(route.group, error);
    fieldData()?.problem('group-load-failed', unavailable.message);
    throw unavailable;
  }
}

/** Whether trying this group again needs a fresh document (its refused code is still on the page). */
export function retryNeedsFreshDocument(group: RemoteGroup): boolean {
  return refusedGroups.has(group);
}
