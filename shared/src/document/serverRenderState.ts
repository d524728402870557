/** What the server tells the browser about the HTML it rendered, in a `type="application/json"` script (no inline code, CSP unchanged). */
export interface ServerRenderState {
  /** The path whose page is in #root. */
  path: string;
  /**
   * Where each group's entry script was when this page was rendered: the page's code comes from the same
   * releases as its HTML, whatever is promoted while it loads (a release's files stay served until pruned).
   */
  remotes?: GroupEntries['entries'];
  /** What each of those groups was built with, beside `remotes`: see {@link GroupEntries}. */
  singletons?: GroupEntries['singletons'];
  /** The files of releases loaded from a team's own origin, with their digests: see {@link PinnedFiles}. */
  pinned?: PinnedFiles;
}

/**
 * What the browser needs to load each group without its mf-manifest.json, which the server reads for
 * it: in the document's state and in /remotes.json (whose keys named after groups keep the manifests'
 * addresses, for pages of shells from before).
 */
export interface GroupEntries {
  /** Each group's entry script (its release's content-hashed remoteEntry), by group. */
  entries: Record<string, string>;
  /** The version of each shared module a group was built with ('' when its manifest gives none), by group then module: a singleton of another major, or one the shell provides and the group does not list, refuses the group. */
  singletons: Record<string, Record<string, string>>;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');

/** `entries` and `singletons` as GroupEntries, keeping only well-formed groups; undefined when no group has an entry. */
export function groupEntriesIn(entries: unknown, singletons: unknown): GroupEntries | undefined {
  if (typeof entries !== 'object' || entries === null) return undefined;
  const named = Object.entries(entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (named.length === 0) return undefined;
  const builtWith = typeof singletons === 'object' && singletons !== null ? singletons : {};
  return {
    entries: Object.fromEntries(named),
    singletons: Object.fromEntries(Object.entries(builtWith).filter((entry) => isStringRecord(entry[1]))),
  };
}

/**
 * Per folder address (a release published from a team's own origin, ending in '/'), the SHA-384
 * digest recorded at publish of each file a browser may load from it, by its name in the folder.
 */
export type PinnedFiles = Record<string, Record<string, string>>;

/** `value` as PinnedFiles when it is one, else undefined: what a browser reads from a page or /remotes.json. */
export function pinnedFilesIn(value: unknown): PinnedFiles | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const folders = Object.entries(value).filter(
    (entry): entry is [string, Record<string, string>] =>
      typeof entry[1] === 'object' &&
      entry[1] !== null &&
      Object.values(entry[1]).every((digest) => typeof digest === 'string'),
  );
  return folders.length > 0 ? Object.fromEntries(folders) : undefined;
}

export const SERVER_RENDER_STATE_ID = 'server-render-state';

/** A `<script>` data block: JSON the browser never runs, with '<' escaped so no text can close the element early. */
export function jsonDataBlock(type: 'application/json' | 'application/ld+json', value: unknown, id?: string): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="${type}"${id ? ` id="${id}"` : ''}>${json}</script>`;
}

export function serverRenderStateScript(state: ServerRenderState): string {
  return jsonDataBlock('application/json', state, SERVER_RENDER_STATE_ID);
}

/**
 * The releases a document was made from, by app ('shell', 'services-mfe', …), in every page the
 * server sends, server- or client-rendered: the browser's field reports name them, so a measurement
 * is filed under the release that produced it, not the one live when it arrives.
 */
export const DOCUMENT_RELEASES_ID = 'document-releases';

export function documentReleasesScript(releases: Record<string, string>): string {
  return jsonDataBlock('application/json', releases, DOCUMENT_RELEASES_ID);
}

/**
 * While a canary runs, the page's view token: a random id of this one page, signed for its side, sent
 * in the document's Server-Timing header under this name (the browser shows it to the page's own
 * scripts). In a header, not the body, so every page of a side stays one document, compressed once
 * and revalidated by its ETag. Its field reports hand it back, so each problem counts once a page.
 */
export const VIEW_TIMING_NAME = 'view';
