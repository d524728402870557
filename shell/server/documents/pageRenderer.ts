/** The documents of a shell release: rendered in the renderer process, kept in memory, and rendered again when what they depend on changes. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractMismatch, findRoute, isRemoteRoute, renderedAddress } from 'shared/routes';
import { serverRenderStateScript, type GroupEntries, type PinnedFiles } from 'shared/document';
import {
  MANIFEST_FILE,
  PAGE_ASSETS_FILE,
  PUBLIC_PATH_PLACEHOLDER,
  SERVER_BUILD_FILE,
  SINGLETON_VERSIONS_FILE,
} from '../releases/buildOutput';
import type { RemoteSource } from '../releases/siteReleases';
import type { IsolatedRenderAnswer, IsolatedRenderRequest } from './rendering/framedPipe';
import type { CompanyFactsFile, LiveFacts } from './companyFactsFile';
import type { SiteMetrics } from '../ops/metrics';
import {
  fillTemplate,
  guardRender,
  headTags,
  NOT_FOUND_STAND_IN,
  remoteStylesheets,
  shellStylesheetRules,
  textOrEmpty,
  withRequestedPath,
} from './documentTemplate';
import { pinnedPagePreloads } from './preloadScripts';
import { singletonProblem } from './singletonVersions';

export interface DocumentRequest {
  /** Path and query as requested, e.g. '/case-studies?industry=aerospace&gclid=…'. */
  url: string;
  remote?: RemoteSource;
  /** Each group's entry address and singleton versions as /remotes.json names them now: written into the document, so its code comes from the releases its HTML did. */
  groups?: GroupEntries;
  /** The digests browsers check the files of teams' origins against, written into the document beside `groups`. */
  pinned?: PinnedFiles;
  /** The release of each app the page is rendered from: a previewed page is never the document a visitor is sent. */
  releases?: string;
  /** The facts the whole page is rendered with, header and structured data alike: read once by the caller, which files the page under their version. */
  facts: LiveFacts;
}

type GroupAddresses = Pick<DocumentRequest, 'groups' | 'pinned' | 'releases'>;

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** At most this many documents are kept; the oldest-used goes first. */
const RENDERED_DOCUMENTS_KEPT = 200;
/** At most this many filtered views of one page are kept, so no run of filter values can evict the site's other pages. */
const QUERY_VARIANTS_KEPT_PER_PAGE = 16;
/** A kept document is rendered again after this long: the footer's year is read when it renders. */
const RENDERED_DOCUMENT_LIFETIME_MS = 5 * 60_000;

/**
 * Renders a route's whole document on the server: the shell's server build renders the tree, with
 * the page of a remote route loaded from that group's live server build. Any failure is thrown;
 * the caller then sends the client-rendered document instead.
 */
export class PageRenderer {
  private readonly renderedDocuments = new Map<
    string,
    { html: string; renderedAt: number; path: string; address: string }
  >();
  private readonly rendering = new Map<string, Promise<string>>();

  constructor(
    private readonly shellDistDir: string,
    private readonly siteUrl: string,
    private readonly companyFacts: CompanyFactsFile,
    /** Renders in the renderer process, which alone runs the builds' code. */
    private readonly renderIsolated: (request: IsolatedRenderRequest) => Promise<IsolatedRenderAnswer>,
    private readonly metrics?: SiteMetrics,
    /** Throws unless a build folder holds exactly what was published; called before any of it is read or run. */
    private readonly checkFolder: (folder: string) => void = () => undefined,
    /** Told of the tags a render wrote that the server escaped (see guardRender), by the request that rendered them. */
    private readonly onEscapedTags?: (request: IsolatedRenderRequest, tags: string[]) => void,
    /** Told of a render whose markup was refused whole (see guardRender): its page is sent client-rendered. */
    private readonly onRefusedMarkup?: (request: IsolatedRenderRequest) => void,
  ) {}

  /**
   * Everything a document depends on: the address it is rendered for (the route's path and the query
   * parameters the page reads: a tracking parameter makes no new document), and the listing of each
   * build it is rendered from and the shell's document template. A redeployed group or shell names
   * new files there, so its pages are rendered afresh on the next request.
   */
  private documentKey(
    address: string,
    remote: RemoteSource | undefined,
    facts: LiveFacts,
    addresses: GroupAddresses,
  ): string {
    const inputs = [
      address,
      facts.version,
      JSON.stringify(addresses.groups ?? {}),
      JSON.stringify(addresses.pinned ?? {}),
      addresses.releases ?? '',
      textOrEmpty(path.join(this.shellDistDir, SERVER_BUILD_FILE)),
      this.template(),
    ];
    inputs.push(textOrEmpty(path.join(this.shellDistDir, SINGLETON_VERSIONS_FILE)));
    if (remote) {
      inputs.push(remote.group, remote.distDir, remote.publicPath);
      inputs.push(
        textOrEmpty(path.join(remote.distDir, SERVER_BUILD_FILE)),
        textOrEmpty(path.join(remote.distDir, PAGE_ASSETS_FILE)),
      );
      inputs.push(textOrEmpty(path.join(remote.distDir, MANIFEST_FILE)));
    }
    return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
  }

  /**
   * The route's document, rendered once per set of builds and then served from memory, so no visitor
   * waits for a render before the first byte.
   * An address outside the route table gets the not-found page, rendered once per set of builds for a
   * stand-in path and then given the path asked for: a flood of made-up paths costs no render, and
   * cannot evict the site's pages.
   */
  async render({ url, remote, groups, pinned, releases, facts }: DocumentRequest): Promise<string> {
    const addresses: GroupAddresses = { groups, pinned, releases };
    const requested = new URL(url, this.siteUrl);
    const route = findRoute(requested.pathname);
    if (!route)
      return withRequestedPath(
        await this.kept(NOT_FOUND_STAND_IN, NOT_FOUND_STAND_IN, 'not_found', undefined, facts, addresses),
        requested.pathname,
      );
    const address = renderedAddress(route, requested.search);
    return this.kept(address, route.path, isRemoteRoute(route) ? route.group : 'shell', remote, facts, addresses);
  }

  /** The document for `address` (a page of `routePath`) from memory, or rendered and kept. */
  private async kept(
    address: string,
    routePath: string,
    group: string,
    remote: RemoteSource | undefined,
    facts: LiveFacts,
    addresses: GroupAddresses,
  ): Promise<string> {
    const key = this.documentKey(address, remote, facts, addresses);
    const kept = this.renderedDocuments.get(key);
    this.renderedDocuments.delete(key);
    const fresh = kept && Date.now() - kept.renderedAt < RENDERED_DOCUMENT_LIFETIME_MS;
    // Requests that come while a document renders wait for that render: a burst (a release, a flood) costs one.
    const pending = this.rendering.get(key);
    this.metrics?.documentCache.inc({ result: fresh || pending ? 'hit' : 'miss' });
    if (kept && fresh) {
      this.renderedDocuments.set(key, kept);
      return kept.html;
    }
    if (pending) return pending;
    const rendering = this.renderAndKeep(key, address, routePath, group, remote, facts, addresses).finally(() =>
      this.rendering.delete(key),
    );
    this.rendering.set(key, rendering);
    return rendering;
  }

  private async renderAndKeep(
    key: string,
    address: string,
    routePath: string,
    group: string,
    remote: RemoteSource | undefined,
    facts: LiveFacts,
    addresses: GroupAddresses,
  ): Promise<string> {
    const html = await this.timedRender(group, address, remote, facts, addresses);
    const variants = [...this.renderedDocuments.values()].filter(
      (document) => document.path === routePath && document.address !== routePath,
    );
    if (address === routePath || variants.length < QUERY_VARIANTS_KEPT_PER_PAGE) {
      this.renderedDocuments.set(key, { html, renderedAt: Date.now(), path: routePath, address });
    }
    if (this.renderedDocuments.size > RENDERED_DOCUMENTS_KEPT) {
      const oldest = this.renderedDocuments.keys().next().value;
      if (oldest !== undefined) this.renderedDocuments.delete(oldest);
    }
    return html;
  }

  private async timedRender(
    group: string,
    address: string,
    remote: RemoteSource | undefined,
    facts: LiveFacts,
    addresses: GroupAddresses,
  ): Promise<string> {
    const done = this.metrics?.renderDuration.startTimer({ group });
    try {
      const html = await this.renderAfresh(address, remote, facts, addresses);
      done?.({ outcome: 'rendered' });
      return html;
    } catch (error) {
      done?.({ outcome: 'failed' });
      throw error;
    }
  }

  private template(): string {
    return readFileSync(path.join(this.shellDistDir, 'index.html'), 'utf8');
  }

  /** Lets go of every kept document: after a switch they name releases no visitor is sent any more. */
  forgetDocuments(): void {
    this.renderedDocuments.clear();
  }

  /** The shell's document with the route's head tags and the notice for visitors without JavaScript, #root empty. */
  clientRendered(pathname: string, facts: LiveFacts = this.companyFacts.current()): string {
    return fillTemplate(this.template(), { head: headTags(pathname, this.siteUrl, facts), root: '' });
  }

  /** `address`: path and query; the router is handed it on the site's own origin, never the Host a request named. */
  private async renderAfresh(
    address: string,
    remote: RemoteSource | undefined,
    facts: LiveFacts,
    { groups, pinned }: GroupAddresses,
  ): Promise<string> {
    const template = this.template();
    const url = new URL(address, this.siteUrl);
    const pathname = url.pathname;
    const route = findRoute(pathname);
    let stylesheets = '';
    let scriptPreloads = '';
    let isolatedRemote: IsolatedRenderRequest['remote'];
    if (route && isRemoteRoute(route)) {
      if (!remote || remote.group !== route.group)
        throw new Error(`no deployment of ${route.group} to render ${pathname}`);
      this.checkFolder(remote.distDir);
      const mismatch = singletonProblem(route.group, remote.distDir, this.shellDistDir);
      if (mismatch) throw new Error(mismatch);
      stylesheets = remoteStylesheets(remote, route.path, shellStylesheetRules(template, this.shellDistDir));
      scriptPreloads = pinnedPagePreloads(this.shellDistDir, remote, route.path, pinned);
      isolatedRemote = { group: route.group, distDir: remote.distDir };
    }
    this.checkFolder(this.shellDistDir);
    const request: IsolatedRenderRequest = {
      shellDir: this.shellDistDir,
      remote: isolatedRemote,
      routePath: route?.path,
      url: url.href,
      facts: facts.facts,
    };
    const answer = await this.renderIsolated(request);
    if ('error' in answer) throw new Error(answer.error);
    if (!('html' in answer)) {
      const exposed = { contractMajor: answer.contractMajor, ...(answer.hasPages ? { pages: {} } : {}) };
      throw new Error(
        contractMismatch(isolatedRemote!.group, exposed) ?? `${isolatedRemote!.group}'s server build could not be used`,
      );
    }
    const rendered = answer;
    const withAssets = remote ? rendered.html.split(PUBLIC_PATH_PLACEHOLDER).join(remote.publicPath) : rendered.html;
    const { preloads, body, escaped, refused } = guardRender(withAssets);
    if (escaped.length > 0) this.onEscapedTags?.(request, escaped);
    if (refused) {
      this.onRefusedMarkup?.(request);
      throw new Error(`the page's markup was refused: ${refused}`);
    }
    const state = serverRenderStateScript({
      path: pathname,
      ...(groups && Object.keys(groups.entries).length > 0
        ? { remotes: groups.entries, singletons: groups.singletons }
        : {}),
      ...(pinned ? { pinned } : {}),
    });
    return fillTemplate(template, {
      head: `${headTags(pathname, this.siteUrl, facts)}${state}${stylesheets}${preloads}${scriptPreloads}`,
      root: body,
    });
  }
}
