import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messageOf } from '../ops/messageOf';
import { documentReleasesScript, VIEW_TIMING_NAME } from 'shared/document';
import { findRoute, isRemoteRoute, siteMap, type SiteRoute } from 'shared/routes';
import { requestHostname } from '../http/requestHost';
import type { ServerConfig } from '../ops/config';
import {
  PERSONAL_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  setCacheKeys,
  sharedCacheControl,
} from '../http/sharedCache';
import type { PreviewDesk, Serving } from '../releases/previews';
import { withPreviewBanner } from './previewPages';
import { RELEASE_APPS } from '../releases/buildOutput';
import { CANARY_HEADER, SIDE_HEADER } from '../releases/canarySide';
import type { SiteReleases } from '../releases/siteReleases';
import type { CompanyFactsFile } from './companyFactsFile';
import { documentEncoding } from './encodedDocuments';
import { etagOf } from './pageRenderer';
import { federationScripts, groupScripts } from './preloadScripts';
import { sendMadeUpValuesOn } from './queryValues';
import { Renderers } from './renderers';
import { robotsTxt, sitemapXml } from './searchFiles';
import {
  ALL_DOCUMENTS_KEY,
  documentKeys,
  factsKey,
  madeFrom,
  servedReleaseKeys,
  stillServed,
  type MadeFrom,
} from './sharedCache';

/** The settings the pages read. */
export type PageSettings = Pick<
  ServerConfig,
  'sharedCache' | 'serverRendering' | 'pagesInShellBuild' | 'precompressed' | 'siteUrl'
>;

export interface PageRoutesOptions {
  config: PageSettings;
  releases: SiteReleases;
  previews: PreviewDesk;
  renderers: Renderers;
  companyFacts: CompanyFactsFile;
}

/**
 * Every page of the route table, the not-found page, and the small documents made from the same
 * facts: the groups' addresses (/remotes.json), the company's facts, robots.txt and the sitemap.
 */
export function registerPageRoutes(
  app: FastifyInstance,
  { config, releases, previews, renderers, companyFacts }: PageRoutesOptions,
): void {
  const sharedMaxAge = config.sharedCache?.maxAge;
  /** Whether a shared cache may keep the answer: what every visitor (of its side, while a canary runs) gets. */
  const isLive = (request: FastifyRequest) => releases.keptByCache(request) && !previews.onPreviewHost(request);
  /**
   * What an answer depends on besides its address: `headers`; the side a cache names while a canary
   * runs; and, for an answer kept by no cache, the cookies (a preview's, a canary's side).
   */
  const varyOf = (request: FastifyRequest, ...headers: string[]) =>
    [
      ...headers,
      ...(!isLive(request) ? ['Cookie'] : releases.canaryMark(request) === undefined ? [] : [SIDE_HEADER]),
    ].join(', ');

  app.addHook('onSend', async (request, reply) => {
    // A side drawn for a visitor at this request is kept by its cookie, so the rest of the visit agrees.
    const cookie = releases.sideCookieFor(request);
    if (cookie) reply.header('Set-Cookie', cookie);
    // While a canary runs, a cache in front is told its release and share on what differs by side, to draw each visitor's side itself.
    const mark = releases.canaryMark(request);
    const bySide =
      String(reply.getHeader('content-type') ?? '').startsWith('text/html') || request.url.startsWith('/remotes.json');
    if (mark && bySide) reply.header(CANARY_HEADER, mark);
  });

  /**
   * A live answer, said cacheable by shared caches (with the keys a purge names) when the server
   * purges them; any other answer is its browser's alone.
   */
  const cachePolicy = (request: FastifyRequest, reply: FastifyReply, keys: () => string[]) => {
    if (!isLive(request)) return reply.header('Cache-Control', PERSONAL_CACHE_CONTROL).header('Vary', varyOf(request));
    // While a canary runs every page goes back to the origin, which counts each page sent for the judgment
    // (a cache's hits would go uncounted); the side it names still keys any copy a cache keeps.
    if (releases.canaryMark(request) !== undefined)
      return reply.header('Cache-Control', REVALIDATE_CACHE_CONTROL).header('Vary', varyOf(request));
    reply.header('Cache-Control', sharedCacheControl(sharedMaxAge));
    return sharedMaxAge === undefined ? reply : setCacheKeys(reply, keys());
  };

  /**
   * The route's server-rendered document; when it cannot be had (a group's server build missing,
   * broken or throwing), the client-rendered document, never an error page.
   * `rendered`: the server rendered it, so a group page's build passed the contract and singleton checks.
   * `failed`: a render that had its builds threw, so this answer is not what the next visitor would get.
   */
  const documentFor = async (
    request: FastifyRequest,
  ): Promise<{ html: string; rendered: boolean; failed?: true; made: MadeFrom; serving: Serving }> => {
    const pathname = request.url.split('?')[0] ?? '/';
    const serving = releases.readOnce(releases.servingOf(request));
    // Read once, before the render: the page is made from these and filed under them, whatever is live when it is sent.
    const facts = companyFacts.current();
    const made = madeFrom(releases, serving, facts.version);
    if (!config.serverRendering)
      return { html: renderers.for(serving).clientRendered(pathname, facts), rendered: false, made, serving };
    const route = findRoute(pathname);
    const hostname = requestHostname(request);
    const remote = route && isRemoteRoute(route) ? releases.remoteSource(route.group, hostname, serving) : undefined;
    try {
      const html = await renderers.for(serving).render({
        url: request.url,
        remote,
        groups: config.pagesInShellBuild ? undefined : releases.groupEntries(hostname, serving),
        pinned: config.pagesInShellBuild ? undefined : releases.pinnedFiles(serving),
        releases: JSON.stringify(RELEASE_APPS.map((releaseApp) => serving(releaseApp) ?? null)),
        facts,
      });
      return { html, rendered: true, made, serving };
    } catch (error) {
      request.log.warn(
        { path: pathname, reason: messageOf(error) },
        'server rendering failed; sent the client-rendered page',
      );
      // A group with no release live is a state like any other (its keys name 'none'); a render that threw is not.
      const noRelease = route !== undefined && isRemoteRoute(route) && remote === undefined;
      if (!noRelease) request.serverRenderFailed = true;
      return {
        html: renderers.for(serving).clientRendered(pathname, facts),
        rendered: false,
        made,
        serving,
        ...(noRelease ? {} : { failed: true as const }),
      };
    }
  };

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    preloadFor: (rendered: boolean, serving: Serving) => string[] = () => [],
  ) => {
    const answer = await documentFor(request);
    const preview = previews.of(request);
    const route = status === 200 && !preview ? findRoute(request.url.split('?')[0] ?? '/') : undefined;
    // While a canary runs, each page sent to a visitor of the live host is a view of its own, whose
    // reports hand its token back; a HEAD sends no page, so no browser could ever report for it.
    const view =
      route && request.method === 'GET' && !previews.onPreviewHost(request) ? releases.newViewFor(request) : undefined;
    if (view) request.canaryView = view.id;
    // A preview's answer is its browser's alone: never kept by a cache, and it says what it shows.
    // Every page names the releases it was made from, so the field reports of its visitors are filed under them.
    const named = documentReleasesScript(Object.fromEntries(answer.made.releases));
    if (view) reply.header('Server-Timing', `${VIEW_TIMING_NAME};desc="${view.token}"`);
    const made = answer.html.replace('</head>', `${named}</head>`);
    const html = preview ? withPreviewBanner(made, preview) : made;
    // From the releases the page was made from: hints read after a switch would preload code the page never runs.
    const preload = preloadFor(answer.rendered, answer.serving);
    const etag = etagOf(html);
    if (preload.length > 0) reply.header('Link', preload.join(', '));
    // A not-found page names the path asked for: kept by no shared cache, or anyone could fill one with them.
    if (status !== 200) reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
    // A page sent client-rendered because its render failed is for this visitor only: the next one is rendered again.
    else if (answer.failed && !preview) reply.header('Cache-Control', REVALIDATE_CACHE_CONTROL);
    // Made from a release or facts replaced while it rendered (a render slower than the purge's repeat): for this visitor only.
    else if (
      isLive(request) &&
      !stillServed(answer.made, releases, releases.servingOf(request), companyFacts.current().version)
    )
      reply.header('Cache-Control', REVALIDATE_CACHE_CONTROL);
    else cachePolicy(request, reply, () => documentKeys(answer.made));
    reply.header('ETag', etag).header('Vary', varyOf(request, 'Accept-Encoding'));
    // An answer made for the cache to draw a side from reaches no visitor: not a page sent, and no view.
    if (route && view) app.metrics.canaryDocuments.inc({ side: view.side, group: route.group, route: route.path });
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.code(status).type('text/html; charset=utf-8');
    // A page of the route table is one of a few hundred documents: each is compressed once. A not-found
    // page names the path asked for, so it is left to the compression of every other answer.
    const encoding =
      status === 200 && config.precompressed && !preview
        ? documentEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(await renderers.encoded.get(html, etag, encoding));
  };

  /**
   * A group's page waits on a chain: remotes.json, then the group's entry, its pages module and the
   * page's chunks. Hinting all of them while the shell's scripts download (low priority, behind the
   * shell's stylesheet) saves those round trips: a click made at first paint waits for the page's
   * code, and so does the page's first hydration. The group's scripts only when the server rendered
   * the page: a build it refused (another contract or React) is refused in the browser too, whose
   * code must then never be fetched.
   */
  const remotePreloads = (route: SiteRoute, request: FastifyRequest, rendered: boolean, serving: Serving): string[] => {
    if (!isRemoteRoute(route)) return [];
    const hostname = requestHostname(request);
    const remote = releases.remote(route.group);
    // A page of a group on its team's origin preloads all its scripts from its head (pinnedPagePreloads):
    // hinted here, the shell's chunks were asked for before its render-blocking stylesheet and slowed it.
    const pinned = remote !== undefined && releases.teamOrigin(remote, serving) !== undefined;
    const source = rendered && !pinned ? releases.remoteSource(route.group, hostname, serving) : undefined;
    const scripts = source
      ? [...federationScripts(releases.shellDir(serving)), ...groupScripts(source, route.path)].map(
          (url) => `<${url}>; rel=preload; as=script; fetchpriority=low`,
        )
      : [];
    const manifest = remote && releases.manifestUrl(remote, hostname, serving);
    if (!manifest) return scripts;
    return [
      // A rendered document names the groups' addresses itself; only the browser-rendered one asks for them.
      ...(rendered ? [] : ['</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous']),
      `<${new URL(manifest).origin}>; rel=preconnect; crossorigin=anonymous`,
      ...scripts,
    ];
  };

  /** A page of the table, once made-up filter values are sent on (a path in another form never gets here: http/normalPath.ts). */
  const sendRoute = (route: SiteRoute, request: FastifyRequest, reply: FastifyReply) =>
    sendMadeUpValuesOn(route, request, reply) ??
    sendPage(request, reply, 200, (rendered, serving) => remotePreloads(route, request, rendered, serving));

  for (const route of siteMap) app.get(route.path, (request, reply) => sendRoute(route, request, reply));
  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    const route = findRoute(pathname);
    // One address per page ('/medical/' → '/medical'), so each page has one document and one canonical URL.
    if (wantsPage && route && pathname !== route.path)
      return reply.redirect(query === undefined ? route.path : `${route.path}?${query}`, 301);
    if (wantsPage && route) return sendRoute(route, request, reply);
    if (wantsPage && (request.headers.accept ?? '').includes('text/html')) return sendPage(request, reply, 404);
    return reply.code(404).send({ error: 'Not Found', path: request.url });
  });

  /**
   * The small documents read no query: an address with one is sent on to the bare path, 301 and kept
   * by no shared cache, as a made-up filter value is, so a flood of query strings fills no cache.
   */
  const sendQueryOn = (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    const query = request.url.indexOf('?');
    return query < 0
      ? undefined
      : reply.header('Cache-Control', PERSONAL_CACHE_CONTROL).redirect(request.url.slice(0, query), 301);
  };

  app.get('/remotes.json', async (request, reply) => {
    if (sendQueryOn(request, reply)) return reply;
    const serving = releases.readOnce(releases.servingOf(request));
    cachePolicy(request, reply, () => servedReleaseKeys(releases, serving));
    const hostname = requestHostname(request);
    const pinned = releases.pinnedFiles(serving);
    const groups = releases.groupEntries(hostname, serving);
    // The keys named after groups keep their manifests' addresses: open pages of an older shell read those.
    return {
      ...releases.remotesMap(hostname, serving),
      ...(Object.keys(groups.entries).length > 0 ? groups : {}),
      ...(pinned ? { pinned } : {}),
    };
  });
  app.get('/company-facts.json', async (request, reply) => {
    if (sendQueryOn(request, reply)) return reply;
    const { facts, version } = companyFacts.current();
    cachePolicy(request, reply, () => [ALL_DOCUMENTS_KEY, factsKey(version)]);
    return facts;
  });
  for (const [file, type, text] of [
    ['/robots.txt', 'text/plain; charset=utf-8', robotsTxt],
    ['/sitemap.xml', 'application/xml; charset=utf-8', sitemapXml],
  ] as const) {
    app.get(
      file,
      (request, reply) =>
        sendQueryOn(request, reply) ??
        cachePolicy(request, reply, () => [ALL_DOCUMENTS_KEY])
          .type(type)
          .send(text(config.siteUrl)),
    );
  }
}

/** The pages as the site registers them, rendered by the renderer pool from the releases and facts in force. */
export const pageRoutesPlugin = fp(
  async (app: FastifyInstance, { config }: { config: PageSettings }) => {
    const { releases, previews, companyFacts, metrics } = app;
    registerPageRoutes(app, {
      config,
      releases,
      previews,
      companyFacts,
      renderers: new Renderers(config, releases, app.rendererPool, companyFacts, metrics),
    });
  },
  { name: 'site-page-routes', dependencies: ['site-releases', 'site-company-facts', 'site-renderer', 'site-metrics'] },
);
