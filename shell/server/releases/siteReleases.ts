import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { RemoteGroup } from 'shared/routes';
import type { GroupEntries, PinnedFiles } from 'shared/document';
import { normalizeHostname, type RemoteDeployment, type ServerConfig } from '../ops/config';
import { RELEASE_APPS, type Workspace } from './buildOutput';
import { groupManifestOf, readerOf } from './buildDeclarations';
import type { CanaryRelease, DeployDirectory } from './deployDirectory';
import type { PreviewDesk, Serving } from './previews';
import type { ReleaseIntegrity } from './releaseIntegrity';
import { canaryName, sideCookie, sideOf, type Side, type SideOfRequest } from './canarySide';
import { newView, viewOf } from './canaryViews';

/** Where the preview host serves a previewed group release that was never live. */
export const STAGED_FILES_PATH = '/_staged';

/** Where a group's server build and files are for one request. */
export interface RemoteSource {
  group: RemoteGroup;
  distDir: string;
  /** Where the browser loads this remote's files from for this request, ending in '/'. */
  publicPath: string;
}

const appOf = (group: RemoteGroup): Workspace => `${group}-mfe`;

/** The manifest's address on the visitor's host; `versionPath` is '' for a plain build, '<version>/' in a deploy directory. */
export function manifestUrl(remote: RemoteDeployment, hostname: string, versionPath = ''): string {
  return remote.publicManifestUrl ?? `http://${hostname}:${remote.port}/${versionPath}mf-manifest.json`;
}

/**
 * Which release of each app serves a request, and where its files are: the one object every route
 * asks. Visitors get the live releases; a preview's browser gets the staged ones it names. Outside a
 * deploy directory there is one build of each app, and it is always the one served.
 */
export class SiteReleases {
  /** The live release of each app: what every visitor gets, unless a preview names another. */
  readonly live: Serving;
  private readonly sides = new WeakMap<FastifyRequest, SideOfRequest>();
  private readonly canaries = new WeakMap<FastifyRequest, ({ app: Workspace } & CanaryRelease) | null>();
  /** The same function for as long as the same canary runs, so what is served can be compared by identity. */
  private canaryServed: { app: Workspace; release: string; serving: Serving } | undefined;

  /** The group folders already logged as naming no entry: each is said once, not at every page. */
  private readonly saidNoEntry = new Set<string>();

  constructor(
    private readonly config: ServerConfig,
    readonly deploys: DeployDirectory | undefined,
    readonly integrity: ReleaseIntegrity | undefined,
    private readonly previews: PreviewDesk,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {
    this.live = (app) => deploys?.live(app);
  }

  /**
   * The origins a page may load group code from, on the host a visitor used: each group's default
   * origin (or its fixed URL's), and the teams' own that a live or canary release is published from.
   * The preview host may show any release, so it allows every origin releases may come from.
   */
  groupOrigins(hostname: string): string[] {
    const defaults = this.config.remotes.map((remote) => new URL(manifestUrl(remote, hostname)).origin);
    if (normalizeHostname(hostname) === new URL(this.config.previewUrl).hostname)
      return [...defaults, ...this.config.releaseOrigins];
    const served = [this.live, this.canaryServing()].flatMap((serving) =>
      serving ? this.config.remotes.map((remote) => this.teamOrigin(remote, serving)) : [],
    );
    return [...defaults, ...served.flatMap((origin) => (origin ? [new URL(origin).origin] : []))];
  }

  /**
   * The releases a request gets: a preview's, when its browser opened one; while a canary runs, the
   * canary's side's (the canary's release for its app, the live ones for the rest); else the live ones.
   */
  servingOf(request: FastifyRequest): Serving {
    const preview = this.previews.servingOf(request);
    if (preview) return preview;
    return this.sideOf(request)?.side === 'canary' ? this.canaryServing()! : this.live;
  }

  /**
   * The canary as this request sees it, read once at its first question: a canary that starts or
   * ends while the answer is made changes neither its side nor how a cache may keep it.
   */
  private canaryFor(request: FastifyRequest) {
    if (!this.canaries.has(request)) this.canaries.set(request, this.deploys?.canary() ?? null);
    return this.canaries.get(request) ?? undefined;
  }

  /** While a canary runs, the side a request is on, drawn at its first request and kept by its cookie, or named by a cache in front; once per request. */
  sideOf(request: FastifyRequest): SideOfRequest | undefined {
    const canary = this.canaryFor(request);
    if (!canary) return undefined;
    if (!this.sides.has(request)) this.sides.set(request, sideOf(request.headers, canaryName(canary), canary.percent));
    return this.sides.get(request);
  }

  /**
   * Whether a shared cache may keep the answer made for this request: not a preview's, and while a
   * canary runs only when the cache named the side (it then keeps one copy a side, by SIDE_HEADER).
   */
  keptByCache(request: FastifyRequest): boolean {
    if (this.previews.servingOf(request)) return false;
    return this.canaryFor(request) === undefined || this.sideOf(request)?.viaCache === true;
  }

  /** While a canary runs (as this request sees it), what CANARY_HEADER tells a cache in front: its name and share. */
  canaryMark(request?: FastifyRequest): string | undefined {
    const canary = request ? this.canaryFor(request) : this.deploys?.canary();
    return canary ? `${canaryName(canary)} ${canary.percent}` : undefined;
  }

  /**
   * While a canary runs, a new view for a page sent to this request's visitor: its id, filed with the
   * page as a view, and the token its document carries for its field reports. None for an answer made
   * for a cache to draw a side from, which reaches no visitor.
   */
  newViewFor(request: FastifyRequest): { id: string; token: string; side: Side } | undefined {
    const canary = this.canaryFor(request);
    const side = this.sideOf(request);
    return canary && side && !side.undrawn ? { ...newView(canary.viewKey, side.side), side: side.side } : undefined;
  }

  /** The Set-Cookie that keeps a side drawn for this request, or undefined when none was drawn. */
  sideCookieFor(request: FastifyRequest): string | undefined {
    const canary = this.canaryFor(request);
    const side = this.sides.get(request);
    return canary && side?.drawn ? sideCookie(side.side, canaryName(canary), request.protocol === 'https') : undefined;
  }

  /**
   * `serving` read once for every app: what one answer is made from, whatever a promote does while it
   * is made, so that its document, its headers and its cache keys name the same releases.
   */
  readOnce(serving: Serving): Serving {
    const read = new Map(RELEASE_APPS.map((app) => [app, serving(app)]));
    return (app) => (read.has(app) ? read.get(app) : serving(app));
  }

  /** What the canary's side gets, while one runs: its release for its app, the live ones for the rest. */
  canaryServing(): Serving | undefined {
    const canary = this.deploys?.canary();
    if (!canary) return undefined;
    if (this.canaryServed?.release !== canary.release || this.canaryServed.app !== canary.app) {
      const { app: canaryApp, release } = canary;
      this.canaryServed = { app: canaryApp, release, serving: (app) => (app === canaryApp ? release : this.live(app)) };
    }
    return this.canaryServed.serving;
  }

  /** A server of a fleet may start before any shell is promoted: it is not ready until one is. */
  noShellLive(): boolean {
    return this.deploys !== undefined && this.deploys.live('shell') === undefined;
  }

  /** The shell build serving: the serving version of the deploy directory, or the one build. */
  shellDir(serving: Serving = this.live): string {
    if (!this.deploys) return this.config.shellDistDir;
    const id = serving('shell');
    if (!id) throw new Error(`No shell is live in ${this.deploys.root}. Run "npm run deploy -- shell".`);
    return this.deploys.versionDir('shell', id);
  }

  /**
   * The shell folders a request's files may come from: the serving one, then those that were live
   * before, newest first (a page rendered before a promote still loads its chunks). A release never
   * promoted is served only to a preview of it, on the preview host.
   */
  shellRoots(serving: Serving = this.live): string[] {
    const current = this.shellDir(serving);
    const deploys = this.deploys;
    if (!deploys) return [current];
    const earlier = deploys
      .versions('shell')
      .reverse()
      .filter((version) => deploys.wasEverLive('shell', version))
      .map((version) => deploys.versionDir('shell', version));
    return [current, ...earlier.filter((directory) => directory !== current)];
  }

  /** '' for a plain build, '<version>/' for the serving version in a deploy directory, null when none is live. */
  versionPath(remote: RemoteDeployment, serving: Serving = this.live): string | null {
    if (!this.deploys) return '';
    const id = serving(appOf(remote.group));
    return id === undefined ? null : `${id}/`;
  }

  /** The release a group's page was served from, as the request log names it. */
  releaseLabel(group: RemoteGroup, serving: Serving): string {
    const remote = this.remote(group);
    const versionPath = remote ? this.versionPath(remote, serving) : null;
    return versionPath ? versionPath.slice(0, -1) : versionPath === '' ? 'build' : 'none';
  }

  /** The team's own origin the serving release of a group was published from, whose browsers load its code there. */
  teamOrigin(remote: RemoteDeployment, serving: Serving = this.live): string | undefined {
    const id = serving(appOf(remote.group));
    return id && this.integrity ? this.integrity.originOf(appOf(remote.group), id) : undefined;
  }

  /** The files browsers load from teams' own origins, each with the digest recorded at publish. */
  pinnedFiles(serving: Serving = this.live): PinnedFiles | undefined {
    const pinned: PinnedFiles = {};
    for (const remote of this.config.remotes) {
      const id = serving(appOf(remote.group));
      const release = id ? this.integrity?.pinnedFilesOf(appOf(remote.group), id) : undefined;
      if (release) pinned[release.origin] = release.files;
    }
    return Object.keys(pinned).length > 0 ? pinned : undefined;
  }

  /** Where a preview loads a never-live group release's files: the preview host itself, after the same checks as every file. */
  private stagedFilesUrl(app: Workspace, id: string): string {
    return `${this.config.previewUrl}${STAGED_FILES_PATH}/${app}/${id}/`;
  }

  /** The serving manifest of a group for a visitor who used `hostname`, or undefined when none is live. */
  manifestUrl(remote: RemoteDeployment, hostname: string, serving: Serving = this.live): string | undefined {
    const versionPath = this.versionPath(remote, serving);
    if (versionPath === null) return undefined;
    const origin = this.teamOrigin(remote, serving);
    if (origin) return `${origin}mf-manifest.json`;
    const id = versionPath.slice(0, -1);
    const app = appOf(remote.group);
    return this.deploys && !this.deploys.wasEverLive(app, id)
      ? `${this.stagedFilesUrl(app, id)}mf-manifest.json`
      : manifestUrl(remote, hostname, versionPath);
  }

  /** Where each group's serving manifest is, for a visitor who used `hostname`. */
  remotesMap(hostname: string, serving: Serving = this.live): Record<string, string> {
    return Object.fromEntries(
      this.config.remotes.flatMap((remote) => {
        const url = this.manifestUrl(remote, hostname, serving);
        return url ? [[remote.group, url]] : [];
      }),
    );
  }

  /**
   * Each serving group's entry script, beside its manifest, and the shared versions it was built with,
   * read from the manifest here so that browsers never fetch it. Read at each call, like the document
   * cache's key: a plain build is replaced in place. The file a browser then loads is held to its
   * digest where it is served (the static server's check, or the pinning of a team's origin).
   */
  groupEntries(hostname: string, serving: Serving = this.live): GroupEntries {
    const groups: GroupEntries = { entries: {}, singletons: {} };
    for (const remote of this.config.remotes) {
      const manifest = this.manifestUrl(remote, hostname, serving);
      const source = manifest && this.remoteSource(remote.group, hostname, serving);
      const read = source ? groupManifestOf(readerOf({ folder: source.distDir })) : undefined;
      if (source && !read?.entry && !this.config.pagesInShellBuild) this.sayNoEntry(remote.group, source.distDir);
      if (!manifest || !read?.entry) continue;
      groups.entries[remote.group] = new URL(read.entry, manifest).href;
      // Only what it shares as singletons; one listed without a version is sent as '', so the browser sees it shared (and does not compare it).
      groups.singletons[remote.group] = Object.fromEntries(
        read.shared.filter(({ singleton }) => singleton).map(({ name, version }) => [name, version ?? '']),
      );
    }
    return groups;
  }

  /** A serving group whose browsers cannot load it is left out of the pages; the log says so once per release. */
  private sayNoEntry(group: RemoteGroup, folder: string): void {
    if (this.saidNoEntry.has(folder)) return;
    this.saidNoEntry.add(folder);
    this.logger?.warn(
      { group, release: this.releaseOfFolder(folder) },
      `the serving ${group} release's mf-manifest.json names no entry script in its own folder: browsers cannot load its pages`,
    );
  }

  /** Where a group's server build and files are for this request: its deployment, or the shell's own build in the monolith. */
  remoteSource(group: RemoteGroup, hostname: string, serving: Serving = this.live): RemoteSource | undefined {
    if (this.config.pagesInShellBuild) return { group, distDir: this.config.shellDistDir, publicPath: '/' };
    const remote = this.remote(group);
    const versionPath = remote && this.versionPath(remote, serving);
    if (!remote || versionPath === null || versionPath === undefined) return undefined;
    const distDir = this.deploys ? path.join(this.deploys.appDir(appOf(group)), versionPath) : remote.distDir;
    return {
      group,
      distDir,
      publicPath: this.teamOrigin(remote, serving) ?? new URL('./', this.manifestUrl(remote, hostname, serving)!).href,
    };
  }

  /** A release folder of the deploy directory is run only as it was published; a plain build is the developer's own. */
  checkFolder(folder: string): void {
    if (!this.deploys || !this.integrity) return;
    const [app, id] = path.relative(this.deploys.root, folder).split(path.sep);
    this.integrity.check(app as Workspace, id ?? '');
  }

  /** A release a preview serves, checked against its digests before any of its files is sent. */
  checkRelease(app: Workspace, id: string): void {
    this.integrity?.check(app, id);
  }

  /** A folder as incidents name it: the app and release of a deploy directory's, the folder itself outside one. */
  releaseOfFolder(folder: string): string {
    return this.deploys ? path.relative(this.deploys.root, folder).split(path.sep).join(' ') : folder;
  }

  /** The set of builds pages are rendered from ('build' outside a deploy directory). */
  liveSet(): unknown {
    return this.deploys ? this.deploys.read() : 'build';
  }

  /**
   * How a field report is filed, from the releases its page named: each group's release, when it is
   * the live one or the canary (undefined for any other: the report is refused), and while a canary
   * runs the side and view of the page, when its view token is one a server of this canary signed for
   * that side. A report that names none (a shell from before) is filed under the live release.
   */
  reportLabels(
    named: Record<string, string> | undefined,
    token?: string,
  ): {
    release: (group: string) => string | undefined;
    side?: Side;
    view?: string;
  } {
    const canary = this.deploys?.canary();
    const served = (app: Workspace, claimed: string) =>
      claimed === this.liveReleaseOf(app === 'shell' ? 'shell' : app.replace(/-mfe$/, '')) ||
      (canary?.app === app && claimed === canary.release);
    // A report that names any release the site does not serve is no page of this site's: none of it is filed.
    if (Object.entries(named ?? {}).some(([app, claimed]) => !served(app as Workspace, claimed)))
      return { release: () => undefined };
    const release = (group: string) => {
      const app = (group === 'shell' ? 'shell' : `${group}-mfe`) as Workspace;
      const live = this.liveReleaseOf(group);
      const claimed = named?.[app];
      if (claimed === undefined || claimed === live) return live;
      return canary?.app === app && claimed === canary.release ? claimed : undefined;
    };
    if (!canary) return { release };
    const side = named?.[canary.app] === canary.release ? 'canary' : 'live';
    // Only a page the servers sent on that side, during this canary, counts for it: any other report is filed without a side.
    const view = viewOf(canary.viewKey, token, side);
    return view ? { release, side, view } : { release };
  }

  /** The live release of a group ('shell' for the shell's own pages) as field data names it. */
  liveReleaseOf(group: string): string {
    const app = (group === 'shell' ? 'shell' : `${group}-mfe`) as Workspace;
    return this.deploys ? (this.deploys.live(app) ?? 'none') : 'build';
  }

  /** The live release of each app, as the metrics name them: 'build' outside a deploy directory, none before a first promote. */
  liveReleases(): Array<{ app: Workspace; release: string }> {
    const apps: Workspace[] = ['shell', ...this.config.remotes.map((remote) => appOf(remote.group))];
    return apps.flatMap((app) => {
      const release = this.deploys ? this.deploys.live(app) : 'build';
      return release === undefined ? [] : [{ app, release }];
    });
  }

  remote(group: RemoteGroup): RemoteDeployment | undefined {
    return this.config.remotes.find((candidate) => candidate.group === group);
  }
}
