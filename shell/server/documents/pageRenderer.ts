import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY_FACTS_ELEMENT_ID, site } from 'shared/config';
import { documentTexts } from 'shared/content/chrome';
import { contractMismatch, findRoute, isRemoteRoute, renderedAddress } from 'shared/routes';
import { documentTitleFor, jsonDataBlock, metaDescriptionFor, SERVER_RENDER_STATE_ID, serverRenderStateScript, type PinnedFiles } from 'shared/document';
import { FEDERATION_CHUNK, MANIFEST_FILE, PAGE_ASSETS_FILE, SHELL_ENTRY_CHUNK, PUBLIC_PATH_PLACEHOLDER, SERVER_BUILD_FILE, SINGLETON_VERSIONS_FILE } from '../releases/buildOutput';
import type { RemoteSource } from '../releases/siteReleases';
import type { IsolatedRenderAnswer, IsolatedRenderRequest } from './rendering/framedPipe';
import type { CompanyFactsFile, LiveFacts } from './companyFactsFile';
import { escapeMarkup } from '../http/markup';
import type { SiteMetrics } from '../ops/metrics';
import { singletonProblem } from './singletonVersions';
import { organizationJsonLd } from './structuredData';
import { topLevelRules, withoutRulesIn } from './stylesheetRules';

/** The rules of the stylesheets the shell's document links, each as written. */
function shellStylesheetRules(template: string, shellDistDir: string): Set<string> {
  const files = [...template.matchAll(/<link\b[^>]*\bhref="?\/?([\w.-]+\.css)"?[^>]*>/g)].map((match) => match[1]!);
  return new Set(files.flatMap((file) => topLevelRules(textOrEmpty(path.join(shellDistDir, file)))));
}

/**
 * The stylesheets a remote page needs, inlined in the head: the HTML paints styled at once and
 * never waits on the remote's host (a hung remote cannot hold its pages' first paint). Each
 * <style> carries the file's address as data-href, where the browser's chunk loader looks before
 * fetching a stylesheet, so the same file is not loaded again when the page hydrates.
 * Rules the shell's own stylesheet already holds word for word (the kit's components the shell uses
 * too, built from the same shared package) are left out, so the document fits a slow connection's
 * first round trip (figures in docs/benchmarks.md). A group built from another version of the kit
 * has other rules, and keeps them.
 */
function remoteStylesheets(remote: RemoteSource, routePath: string, shellRules: ReadonlySet<string>): string {
  const assets = JSON.parse(readFileSync(path.join(remote.distDir, PAGE_ASSETS_FILE), 'utf8')) as Record<string, { css?: unknown }>;
  const css = assets[routePath.slice(1)]?.css;
  if (!Array.isArray(css)) throw new Error(`${remote.group}'s ${PAGE_ASSETS_FILE} lists no files for ${routePath}`);
  return css
    .filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.css$/.test(file))
    .map((file) => {
      const text = readFileSync(path.join(remote.distDir, file), 'utf8');
      // Relative url()s would resolve against the shell's address once inlined.
      if (/url\(\s*['"]?(?!data:|https?:)/.test(text) || /<\/style/i.test(text)) throw new Error(`${file} cannot be inlined`);
      return `<style data-href="${escapeMarkup(remote.publicPath + file)}">${withoutRulesIn(text, shellRules)}</style>`;
    })
    .join('');
}

/** The exposed `./pages` module's chunk group, in a remote's page-assets.json. */
const EXPOSED_PAGES_CHUNK = '__federation_expose_pages';

/**
 * The scripts a group's page runs, in the order the browser will ask for them: the group's entry
 * (named in its manifest), its exposed pages module and the page's own chunks (page-assets.json).
 * Hinted with the document, they download while the shell starts instead of after it; without
 * hints each waited for the one before it. Nothing when a file cannot be read: hints are optional.
 */
export function groupScripts(remote: RemoteSource, routePath: string): string[] {
  try {
    const scriptsOf = scriptsOfChunkGroups(remote.distDir);
    let entry: string[] = [];
    if (existsSync(path.join(remote.distDir, MANIFEST_FILE))) {
      const manifest = JSON.parse(readFileSync(path.join(remote.distDir, MANIFEST_FILE), 'utf8')) as { metaData?: { remoteEntry?: { name?: unknown } } };
      const name = manifest.metaData?.remoteEntry?.name;
      entry = typeof name === 'string' && /^[\w.-]+\.js$/.test(name) ? [name] : [];
    }
    const files = [...entry, ...scriptsOf(EXPOSED_PAGES_CHUNK), ...scriptsOf(routePath.slice(1))];
    return [...new Set(files)].map((file) => remote.publicPath + file);
  } catch {
    return [];
  }
}

/** A build's scripts by named chunk group, as its page-assets.json lists them (only plain file names). */
function scriptsOfChunkGroups(distDir: string): (chunkGroup: string) => string[] {
  const assets = JSON.parse(readFileSync(path.join(distDir, PAGE_ASSETS_FILE), 'utf8')) as Record<string, { js?: unknown }>;
  return (chunkGroup) => {
    const js = assets[chunkGroup]?.js;
    return Array.isArray(js) ? js.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)) : [];
  };
}

/**
 * The shell's scripts a group's page needs before the group's own: the federation runtime, which
 * the shell loads only on such a page. Nothing when the file cannot be read: hints are optional.
 */
export function federationScripts(shellDir: string): string[] {
  try {
    const scriptsOf = scriptsOfChunkGroups(shellDir);
    // The libraries it imports are the shell's own start-up scripts, which every page loads already.
    const startup = new Set(scriptsOf(SHELL_ENTRY_CHUNK));
    return scriptsOf(FEDERATION_CHUNK)
      .filter((file) => !startup.has(file))
      .map((file) => `/${file}`);
  } catch {
    return [];
  }
}

export interface DocumentRequest {
  /** Path and query as requested, e.g. '/case-studies?industry=aerospace&gclid=…'. */
  url: string;
  remote?: RemoteSource;
  /** Each group's manifest address as /remotes.json names it now: written into the document, so its code comes from the releases its HTML did. */
  remotes?: Record<string, string>;
  /** The digests browsers check the files of teams' origins against, written into the document beside `remotes`. */
  pinned?: PinnedFiles;
  /** The release of each app the page is rendered from: a previewed page is never the document a visitor is sent. */
  releases?: string;
}

type GroupAddresses = Pick<DocumentRequest, 'remotes' | 'pinned' | 'releases'>;

/** Title, description, canonical address, link-preview tags, the company's structured data and its live facts. */
function headTags(pathname: string, siteUrl: string, facts: LiveFacts): string {
  const route = findRoute(pathname);
  const title = escapeMarkup(documentTitleFor(pathname));
  const description = escapeMarkup(metaDescriptionFor(pathname));
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (route) {
    const canonical = escapeMarkup(new URL(route.path, siteUrl).href);
    tags.push(
      `<link rel="canonical" href="${canonical}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeMarkup(site.name)}" />`,
      `<meta property="og:title" content="${escapeMarkup(route.title)}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${canonical}" />`,
      `<meta name="twitter:card" content="summary" />`,
    );
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  // A data block, not a script: the CSP allows no inline script and needs no change.
  tags.push(jsonDataBlock('application/ld+json', organizationJsonLd(siteUrl)));
  // Every app's code reads the company's facts from here, so all show the same ones, whatever their build.
  tags.push(jsonDataBlock('application/json', facts.facts, COMPANY_FACTS_ELEMENT_ID));
  return tags.join('');
}

/** React puts the image preloads it finds at the start of its output; they belong in the head. */
function splitLeadingLinks(html: string): { links: string; body: string } {
  const match = /^(?:<link [^>]*\/>)+/.exec(html);
  return match ? { links: match[0], body: html.slice(match[0].length) } : { links: '', body: html };
}

function noScriptNotice(): string {
  return `<noscript><p class="no-script-notice">${escapeMarkup(documentTexts.noScript(site.phone.display, site.email))}</p></noscript>`;
}

const EMPTY_ROOT = /<div id="?root"?><\/div>/;

function fillTemplate(template: string, parts: { head: string; root: string; state: string }): string {
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', () => `${parts.head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  if (!EMPTY_ROOT.test(withHead)) throw new Error('the shell document has no empty #root');
  return withHead.replace(EMPTY_ROOT, () => `${noScriptNotice()}<div id="root">${parts.root}</div>${parts.state}`);
}

/** The path the not-found page is rendered for, then replaced by the one asked for: no route has it, and it needs no escaping. */
const NOT_FOUND_STAND_IN = '/not-found-stand-in-0f3c9a';
const STAND_IN_OR_STATE = new RegExp(`<script type="application/json" id="${SERVER_RENDER_STATE_ID}">[^<]*</script>|${NOT_FOUND_STAND_IN}`, 'g');

/** The not-found document naming `pathname`: as JSON in the render state the browser reads, as escaped text everywhere else. */
export function withRequestedPath(html: string, pathname: string): string {
  const asJson = JSON.stringify(pathname).slice(1, -1).replace(/</g, '\\u003c');
  // One pass: a path that itself holds the stand-in is never replaced twice.
  return html.replace(STAND_IN_OR_STATE, (match) => (match === NOT_FOUND_STAND_IN ? escapeMarkup(pathname) : match.split(NOT_FOUND_STAND_IN).join(asJson)));
}

export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** At most this many documents are kept; the oldest-used goes first. */
const RENDERED_DOCUMENTS_KEPT = 200;
/** At most this many filtered views of one page are kept, so no run of filter values can evict the site's other pages. */
const QUERY_VARIANTS_KEPT_PER_PAGE = 16;
/** A kept document is rendered again after this long: the footer's year is read when it renders. */
const RENDERED_DOCUMENT_LIFETIME_MS = 5 * 60_000;

/** The text of a small file, or '' when it is missing (rendering then fails, and says why). */
function textOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Renders a route's whole document on the server: the shell's server build renders the tree, with
 * the page of a remote route loaded from that group's live server build. Any failure is thrown;
 * the caller then sends the client-rendered document instead.
 */
export class PageRenderer {
  private readonly renderedDocuments = new Map<string, { html: string; renderedAt: number; path: string; address: string }>();
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
  ) {}

  /**
   * Everything a document depends on: the address it is rendered for (the route's path and the query
   * parameters the page reads: a tracking parameter makes no new document), and the listing of each
   * build it is rendered from and the shell's document template. A redeployed group or shell names
   * new files there, so its pages are rendered afresh on the next request.
   */
  private documentKey(address: string, remote: RemoteSource | undefined, facts: LiveFacts, addresses: GroupAddresses): string {
    const inputs = [address, facts.version, JSON.stringify(addresses.remotes ?? {}), JSON.stringify(addresses.pinned ?? {}), addresses.releases ?? '', textOrEmpty(path.join(this.shellDistDir, SERVER_BUILD_FILE)), this.template()];
    inputs.push(textOrEmpty(path.join(this.shellDistDir, SINGLETON_VERSIONS_FILE)));
    if (remote) {
      inputs.push(remote.group, remote.distDir, remote.publicPath);
      inputs.push(textOrEmpty(path.join(remote.distDir, SERVER_BUILD_FILE)), textOrEmpty(path.join(remote.distDir, PAGE_ASSETS_FILE)));
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
  async render({ url, remote, remotes, pinned, releases }: DocumentRequest): Promise<string> {
    const addresses: GroupAddresses = { remotes, pinned, releases };
    const requested = new URL(url, this.siteUrl);
    const route = findRoute(requested.pathname);
    const facts = this.companyFacts.current();
    if (!route) return withRequestedPath(await this.kept(NOT_FOUND_STAND_IN, NOT_FOUND_STAND_IN, 'not_found', undefined, facts, addresses), requested.pathname);
    const address = renderedAddress(route, requested.search);
    return this.kept(address, route.path, isRemoteRoute(route) ? route.group : 'shell', remote, facts, addresses);
  }

  /** The document for `address` (a page of `routePath`) from memory, or rendered and kept. */
  private async kept(address: string, routePath: string, group: string, remote: RemoteSource | undefined, facts: LiveFacts, addresses: GroupAddresses): Promise<string> {
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
    const rendering = this.renderAndKeep(key, address, routePath, group, remote, facts, addresses).finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendering);
    return rendering;
  }

  private async renderAndKeep(key: string, address: string, routePath: string, group: string, remote: RemoteSource | undefined, facts: LiveFacts, addresses: GroupAddresses): Promise<string> {
    const html = await this.timedRender(group, address, remote, facts, addresses);
    const variants = [...this.renderedDocuments.values()].filter((document) => document.path === routePath && document.address !== routePath);
    if (address === routePath || variants.length < QUERY_VARIANTS_KEPT_PER_PAGE) {
      this.renderedDocuments.set(key, { html, renderedAt: Date.now(), path: routePath, address });
    }
    if (this.renderedDocuments.size > RENDERED_DOCUMENTS_KEPT) {
      const oldest = this.renderedDocuments.keys().next().value;
      if (oldest !== undefined) this.renderedDocuments.delete(oldest);
    }
    return html;
  }

  private async timedRender(group: string, address: string, remote: RemoteSource | undefined, facts: LiveFacts, addresses: GroupAddresses): Promise<string> {
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
  clientRendered(pathname: string): string {
    return fillTemplate(this.template(), { head: headTags(pathname, this.siteUrl, this.companyFacts.current()), root: '', state: '' });
  }

  /** `address`: path and query; the router is handed it on the site's own origin, never the Host a request named. */
  private async renderAfresh(address: string, remote: RemoteSource | undefined, facts: LiveFacts, { remotes, pinned }: GroupAddresses): Promise<string> {
    const template = this.template();
    const url = new URL(address, this.siteUrl);
    const pathname = url.pathname;
    const route = findRoute(pathname);
    let stylesheets = '';
    let isolatedRemote: IsolatedRenderRequest['remote'];
    if (route && isRemoteRoute(route)) {
      if (!remote || remote.group !== route.group) throw new Error(`no deployment of ${route.group} to render ${pathname}`);
      this.checkFolder(remote.distDir);
      const mismatch = singletonProblem(route.group, remote.distDir, this.shellDistDir);
      if (mismatch) throw new Error(mismatch);
      stylesheets = remoteStylesheets(remote, route.path, shellStylesheetRules(template, this.shellDistDir));
      isolatedRemote = { group: route.group, distDir: remote.distDir };
    }
    this.checkFolder(this.shellDistDir);
    const answer = await this.renderIsolated({ shellDir: this.shellDistDir, remote: isolatedRemote, routePath: route?.path, url: url.href, facts: facts.facts });
    if ('error' in answer) throw new Error(answer.error);
    if (!('html' in answer)) {
      const exposed = { contractMajor: answer.contractMajor, ...(answer.hasPages ? { pages: {} } : {}) };
      throw new Error(contractMismatch(isolatedRemote!.group, exposed) ?? `${isolatedRemote!.group}'s server build could not be used`);
    }
    const rendered = answer;
    const withAssets = remote ? rendered.html.split(PUBLIC_PATH_PLACEHOLDER).join(remote.publicPath) : rendered.html;
    const { links, body } = splitLeadingLinks(withAssets);
    return fillTemplate(template, {
      head: `${headTags(pathname, this.siteUrl, facts)}${stylesheets}${links}`,
      root: body,
      state: serverRenderStateScript({ path: pathname, ...(remotes && Object.keys(remotes).length > 0 ? { remotes } : {}), ...(pinned ? { pinned } : {}) }),
    });
  }
}
