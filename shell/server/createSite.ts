import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultCompanyFacts } from 'shared/config';
import { findRoute, isRemoteRoute, siteMap, type RemoteGroup, type SiteRoute } from 'shared/routes';
import { MANIFEST_FILE, SERVER_BUILD_FILE, type Workspace } from './releases/buildOutput';
import { CompanyFactsFile } from './documents/companyFactsFile';
import { cacheControlFor } from './static/cachePolicy';
import { normalizeHostname, type RemoteDeployment, type ServerConfig } from './ops/config';
import { DeployDirectory, VERSION_PATTERN } from './releases/deployDirectory';
import { DiskReleaseRegistry } from './releases/diskReleaseRegistry';
import { openReleaseRegistry } from './releases/openReleaseRegistry';
import { RELEASE_APPS, recordVersionsPublishedBefore } from './releases/releaseService';
import type { ReleaseRegistry } from './releases/releaseRegistry';
import { registerReleaseApi } from './releases/releaseApi';
import { RendererPool, type IsolatedRenderRequest, type RenderLane } from './documents/rendering/rendererPool';
import { probeSandbox } from './documents/rendering/sandbox';
import { PREVIEW_CACHE_CONTROL, PreviewDesk, previewSecretOf, withPreviewBanner, type Serving } from './releases/previews';
import type { PinnedFiles } from '../src/render/serverRenderState';
import { ReleaseIntegrity } from './releases/releaseIntegrity';
import { documentEncoding, EncodedDocuments } from './documents/encodedDocuments';
import { registerFieldDataIntake } from './fieldData/fieldDataIntake';
import { openFieldDataStore, type FieldDataStore } from './fieldData/fieldDataStore';
import { LeadForwarder } from './leads/leadForwarder';
import { LeadRetention } from './leads/leadRetention';
import { registerLeadIntake } from './leads/leadIntake';
import type { LeadStore } from './leads/leadStore';
import { openLeadStore } from './leads/openLeadStore';
import { createLogger, pathOf, requestIdFor } from './ops/logging';
import { fastifyTrustProxy, trustsPeer } from './ops/settings';
import { registerMetricsEndpoint, SiteMetrics } from './ops/metrics';
import { etagOf, federationScripts, groupScripts, PageRenderer, type RemoteSource } from './documents/pageRenderer';
import { robotsTxt, sitemapXml } from './documents/searchFiles';
import { contentSecurityPolicy } from './http/securityHeaders';

export interface Site {
  shell: FastifyInstance;
  leadStore: LeadStore;
  fieldDataStore: FieldDataStore;
  leadForwarder?: LeadForwarder;
  remotes: Map<RemoteGroup, FastifyInstance>;
  /** Every line the site logs goes through this logger (pino, as Fastify's). */
  log: Logger;
  metrics: SiteMetrics;
  /** The metrics' own listener, when METRICS_PORT is set. */
  metricsServer?: FastifyInstance;
  /** The release API's own listener, when RELEASE_API_PORT is set. */
  releaseApi?: FastifyInstance;
  /** Where releases are recorded: PostgreSQL, the deploy directory, or none for plain builds. */
  releaseRegistry?: ReleaseRegistry;
  /** The renderer processes running now, the current one first. */
  rendererPids(): number[];
  listen(): Promise<void>;
  /** From now on /readyz answers 503 (shutting down); everything else is still served until close(). */
  stopBeingReady(): void;
  close(): Promise<void>;
}

/** Why the site cannot take traffic now, or undefined when it can. */
type ReadinessCheck = () => Promise<string | undefined>;

/** The paths operators' tools call: they answer whatever Host they name (an instance's own address), reveal nothing and write no origin. */
const OPERATIONS_PATHS = new Set(['/livez', '/readyz', '/metrics']);

/** What a request was for, in few enough values to label a metric with: a page's group, the lead intake, files, the probes. */
function routeGroupOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'not_found';
  const route = findRoute(pattern);
  if (route) return isRemoteRoute(route) ? route.group : 'shell';
  if (pattern === '/api/contact') return 'leads';
  if (OPERATIONS_PATHS.has(pattern)) return 'operations';
  return 'files';
}

/**
 * One line for each request, when its answer has gone: method, route, path (never the query
 * string), status and duration, under the request's id; `details` adds what the request served.
 * Its duration is counted in the metrics under `appName` and its route group.
 */
function observeEachRequest(
  app: FastifyInstance,
  appName: string,
  metrics: SiteMetrics,
  details: (request: FastifyRequest) => Record<string, string> = () => ({}),
) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      { app: appName, route_group: routeGroupOf(request), method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: pathOf(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...details(request),
      },
      'request',
    );
  });
}

/** Fastify's own two lines a request are replaced by logEachRequest's one. */
const ownRequestLines = () => new LogController({ disableRequestLogging: true });

/** The answers a load balancer or Kubernetes probe expects: alive while the process answers, ready while every check passes. */
function registerHealth(app: FastifyInstance, readiness: ReadinessCheck) {
  app.get('/livez', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'alive' }));
  // The reason goes to the log, once a change: it may name internal addresses, and anyone can ask the probe.
  let lastProblem: string | undefined;
  app.get('/readyz', async (_request, reply) => {
    const problem = await readiness();
    if (problem !== lastProblem) {
      if (problem) app.log.warn({ reason: problem }, `not ready: ${problem}`);
      else if (lastProblem) app.log.info('ready again');
      lastProblem = problem;
    }
    reply.header('Cache-Control', 'no-store');
    return problem ? reply.code(503).send({ status: 'not ready' }) : reply.send({ status: 'ready' });
  });
}

function setCacheHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string) {
  response.setHeader('Cache-Control', cacheControlFor(path.basename(filePath)));
}

/**
 * The host name a request names in its Host header ('' when none). The remotes' default origins are
 * written on it, so the shell's server answers only requests naming one of its configured hosts.
 */
function requestHostname(request: { headers: { host?: string | undefined } }): string {
  const host = request.headers.host ?? '';
  return normalizeHostname(host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? ''));
}

/** `versionPath` is where the live version sits under the remote's origin: '' for a plain build, '<version>/' in a deploy directory. */
/** Where the preview host serves a previewed group release that was never live. */
const STAGED_FILES_PATH = '/_staged';

function manifestUrl(remote: RemoteDeployment, hostname: string, versionPath = ''): string {
  return remote.publicManifestUrl ?? `http://${hostname}:${remote.port}/${versionPath}mf-manifest.json`;
}

function remoteOrigins(config: ServerConfig, hostname: string): string[] {
  return config.remotes.map((remote) => new URL(manifestUrl(remote, hostname)).origin);
}

/** The server build and its listing are read from disk by the server, never sent to browsers. */
function isServerBuildPath(pathName: string): boolean {
  return pathName.startsWith('/server/') || pathName === `/${SERVER_BUILD_FILE}`;
}

/**
 * The file a request for a shell asset names, looked up in each root in turn, or undefined.
 * Never a dotfile, a document template, the server build, or anything outside the roots.
 */
function shellFileFor(roots: string[], url: string): { root: string; relative: string } | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  if (!relative || relative.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return undefined;
  if (relative.endsWith('.html') || isServerBuildPath(`/${relative}`)) return undefined;
  for (const root of roots) {
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) continue;
    try {
      if (statSync(file).isFile()) return { root, relative };
    } catch {
      // Not in this root; the next may have it.
    }
  }
  return undefined;
}

/**
 * A browser is sent a release's files only while they are the ones published: a file changed on a
 * server's disk after publish is refused, loudly, rather than run in a visitor's browser.
 */
/** Where a person on the preview host finds the live site: this machine's own address beside the default preview host, else the site's. */
function liveAddressBesides(config: ServerConfig): string {
  return new URL(config.previewUrl).hostname === 'preview.localhost' ? `http://localhost:${config.shellPort}` : config.siteUrl;
}

function refuseUnverified(request: FastifyRequest, reply: import('fastify').FastifyReply, error: unknown) {
  request.log.error({ reason: error instanceof Error ? error.message : String(error) }, "refused to send a file of a release that does not match its digests");
  return reply.code(503).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('This file is not available.\n');
}

function assertBuilt(distDir: string, name: string) {
  if (!existsSync(distDir)) {
    throw new Error(`${name} has no build at ${distDir}. Run "npm run build" (or "npm start", which builds when needed).`);
  }
}

async function createShellServer(
  config: ServerConfig,
  deploys: DeployDirectory | undefined,
  integrity: ReleaseIntegrity | undefined,
  pool: RendererPool,
  leadStore: LeadStore,
  fieldDataStore: FieldDataStore,
  logger: Logger,
  metrics: SiteMetrics,
  isStopping: () => boolean,
  leadForwarder: LeadForwarder | undefined,
  registry: ReleaseRegistry | undefined,
): Promise<FastifyInstance> {
  /** The live release of each app: what every visitor gets, unless a preview names another. */
  const live: Serving = (app) => deploys?.live(app);
  const previews = new PreviewDesk(previewSecretOf(config, registry), registry, integrity, deploys, { previewUrl: config.previewUrl, liveUrl: liveAddressBesides(config), hostnameOf: requestHostname });
  const servingOf = (request: FastifyRequest): Serving => previews.servingOf(request) ?? live;
  /** The shell build serving right now: the live version of the deploy directory, or the one build. */
  const liveShellDir = (serving: Serving = live): string => {
    if (!deploys) return config.shellDistDir;
    const id = serving('shell');
    if (!id) throw new Error(`No shell is live in ${deploys.root}. Run "npm run deploy -- shell".`);
    return deploys.versionDir('shell', id);
  };
  /** Where a shell file is looked for: the live version, then earlier ones, newest first, so a page loaded before a deploy still finds its chunks. */

  /**
   * The shell folders a request's files may come from: the serving one, then those that were live
   * before (a page rendered before a promote still loads its files). A release never promoted is
   * served only to a preview of it, on the preview host.
   */
  const shellRoots = (serving: Serving = live): string[] => {
    const current = liveShellDir(serving);
    if (!deploys) return [current];
    const earlier = deploys.versions('shell').reverse().filter((version) => deploys.wasEverLive('shell', version)).map((version) => deploys.versionDir('shell', version));
    return [current, ...earlier.filter((directory) => directory !== current)];
  };

  /** Where a preview loads a never-live group release's files: the preview host itself, after the same checks as every file. */
  const stagedFilesPath = (app: Workspace, id: string) => `${config.previewUrl}${STAGED_FILES_PATH}/${app}/${id}/`;
  /** '' for a plain build, '<version>/' for the serving version in a deploy directory, null when none is live. */
  const remoteVersionPath = (remote: RemoteDeployment, serving: Serving = live): string | null => {
    if (!deploys) return '';
    const id = serving(`${remote.group}-mfe`);
    return id === undefined ? null : `${id}/`;
  };
  /** The team's own origin the serving release of a group was published from, whose browsers load its code there. */
  const liveOrigin = (remote: RemoteDeployment, serving: Serving = live): string | undefined => {
    const id = serving(`${remote.group}-mfe`);
    return id && integrity ? integrity.originOf(`${remote.group}-mfe`, id) : undefined;
  };
  /** The files browsers load from teams' own origins, each with the digest recorded at publish. */
  const pinnedFiles = (serving: Serving = live): PinnedFiles | undefined => {
    const pinned: PinnedFiles = {};
    for (const remote of config.remotes) {
      const id = serving(`${remote.group}-mfe`);
      const release = id ? integrity?.pinnedFilesOf(`${remote.group}-mfe`, id) : undefined;
      if (release) pinned[release.origin] = release.files;
    }
    return Object.keys(pinned).length > 0 ? pinned : undefined;
  };
  const liveManifestUrl = (remote: RemoteDeployment, hostname: string, serving: Serving = live): string | undefined => {
    const versionPath = remoteVersionPath(remote, serving);
    if (versionPath === null) return undefined;
    const origin = liveOrigin(remote, serving);
    if (origin) return `${origin}mf-manifest.json`;
    const id = versionPath.slice(0, -1);
    return deploys && !deploys.wasEverLive(`${remote.group}-mfe`, id) ? `${stagedFilesPath(`${remote.group}-mfe`, id)}mf-manifest.json` : manifestUrl(remote, hostname, versionPath);
  };

  // A server of a fleet may start before any shell is promoted: it is not ready, and says why, until one is.
  const noShellLive = () => deploys !== undefined && deploys.live('shell') === undefined;
  if (!noShellLive()) assertBuilt(path.join(liveShellDir(), 'index.html'), 'The shell');
  const peerTrusted = trustsPeer(config.trustProxy);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: ownRequestLines(),
    genReqId: (request) => requestIdFor(request, peerTrusted),
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  // Before anything else answers: every origin the server writes must come from its configuration.
  const allowedHosts = new Set(config.allowedHosts);
  app.addHook('onRequest', async (request, reply) => {
    if (allowedHosts.has(requestHostname(request)) || OPERATIONS_PATHS.has(pathOf(request.url))) return;
    await reply
      .code(421)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Misdirected request: this server does not answer for the host this request names.\n');
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!noShellLive() || OPERATIONS_PATHS.has(pathOf(request.url)) || pathOf(request.url).startsWith('/api/')) return;
    await reply
      .code(503)
      .header('Cache-Control', 'no-store')
      .header('Retry-After', '30')
      .type('text/plain; charset=utf-8')
      .send('The site is starting: no release of its shell is live yet.\n');
  });
  previews.register(app, logger);
  const companyFacts = new CompanyFactsFile(config.companyFactsFile, logger, {
    ...defaultCompanyFacts,
    retention: { ...config.leads.retention, fieldDataDays: config.fieldData.retentionDays },
  });
  // Every answer, a lead's included, shows the facts in force when it is made.
  app.addHook('onRequest', async () => {
    companyFacts.current();
  });
  /** A release folder of the deploy directory is run only as it was published; a plain build is the developer's own. */
  const checkFolder = (folder: string) => {
    if (!deploys || !integrity) return;
    const [app, id] = path.relative(deploys.root, folder).split(path.sep);
    integrity.check(app as Workspace, id ?? '');
  };
  /** A folder as incidents name it: the app and release of a deploy directory's, the folder itself outside one. */
  const releaseOfFolder = (folder: string): string => (deploys ? path.relative(deploys.root, folder).split(path.sep).join(' ') : folder);
  /**
   * The renderer a page goes to: live pages to their group's (the shell's own pages to the shell's),
   * so that one group's build can hold or patch no other group's pages; any folder that is not live
   * right now makes it a staged set's, in a process of its own, so that a previewed build never runs
   * where live pages are rendered. Each reads only the folders it renders from.
   */
  const laneOf = (request: IsolatedRenderRequest): RenderLane => {
    const liveRemote = request.remote && remoteSource(request.remote.group, 'localhost')?.distDir;
    const live = request.shellDir === liveShellDir() && (!request.remote || request.remote.distDir === liveRemote);
    const folders = [request.shellDir, ...(request.remote ? [request.remote.distDir] : [])];
    return {
      lane: live ? `live ${request.remote?.group ?? 'shell'}` : `staged ${JSON.stringify(folders)}`,
      live,
      generation: JSON.stringify([companyFacts.current().version, ...folders]),
      folders,
      releases: folders.map(releaseOfFolder).join(', '),
    };
  };
  /** The set of builds pages are rendered from: when it changes, what was kept for the old set is let go. */
  const renderGeneration = (): string => JSON.stringify([companyFacts.current().version, deploys ? deploys.read() : 'build']);
  const encodedDocuments = new EncodedDocuments();
  const renderers = new Map<string, PageRenderer>();
  let generationServed = '';
  const renderer = (serving: Serving = live): PageRenderer => {
    // After a switch, what was kept for the releases replaced is let go, so many releases cost no more memory than one.
    const generation = renderGeneration();
    if (generation !== generationServed) {
      generationServed = generation;
      renderers.forEach((kept) => kept.forgetDocuments());
      encodedDocuments.clear();
    }
    const directory = liveShellDir(serving);
    const liveDirectory = serving === live ? directory : liveShellDir();
    // The live shell's and, while one is previewed, that shell's: a preview never evicts what visitors get.
    for (const known of renderers.keys()) if (known !== directory && known !== liveDirectory) renderers.delete(known);
    let forDirectory = renderers.get(directory);
    if (!forDirectory) {
      forDirectory = new PageRenderer(directory, config.siteUrl, companyFacts, (request) => pool.render(laneOf(request), request), metrics, checkFolder);
      renderers.set(directory, forDirectory);
    }
    return forDirectory;
  };

  /** A group page's line names the group and the release that served it ('build' outside a deploy directory). */
  observeEachRequest(app, 'shell', metrics, (request): Record<string, string> => {
    const route = request.routeOptions.url ? findRoute(request.routeOptions.url) : undefined;
    if (!route || !isRemoteRoute(route)) return {};
    const remote = config.remotes.find((candidate) => candidate.group === route.group);
    const versionPath = remote ? remoteVersionPath(remote, servingOf(request)) : null;
    return { group: route.group, release: versionPath ? versionPath.slice(0, -1) : versionPath === '' ? 'build' : 'none' };
  });
  // While stopping, a connection ends with its answer instead of idling open until its keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (isStopping()) reply.header('Connection', 'close');
  });
  registerHealth(app, async () => {
    if (isStopping()) return 'shutting down';
    if (noShellLive()) return 'no shell release is live yet';
    if (config.serverRendering) {
      const listing = path.join(liveShellDir(), SERVER_BUILD_FILE);
      try {
        const { module } = JSON.parse(readFileSync(listing, 'utf8')) as { module?: unknown };
        if (typeof module !== 'string' || !existsSync(path.join(liveShellDir(), module))) return `the shell's server build named in ${SERVER_BUILD_FILE} is missing`;
      } catch {
        return `the shell's ${SERVER_BUILD_FILE} cannot be read`;
      }
    }
    try {
      await leadStore.ping();
    } catch (error) {
      return `the lead store does not answer (${error instanceof Error ? error.message : String(error)})`;
    }
    return undefined;
  });
  if (config.metrics.token !== undefined && config.metrics.port === undefined) registerMetricsEndpoint(app, metrics, config.metrics.token);

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.keys(contentSecurityPolicy([])).map((directive) => [
          directive,
          // Computed per request: the remotes live on the host the visitor used.
          [(request: { headers: { host?: string | undefined } }) =>
            (contentSecurityPolicy([...remoteOrigins(config, requestHostname(request)), ...config.releaseOrigins])[directive] ?? []).join(' ')],
        ]),
      ),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  await registerLeadIntake(app, {
    store: leadStore,
    forwarder: leadForwarder,
    rateLimitMax: config.leads.rateLimitMax,
    rateLimitWindowMs: config.leads.rateLimitWindowMs,
    onLeadStored: () => metrics.leadsStored.inc(),
    onLeadHeld: (reasons) => reasons.forEach((reason) => metrics.leadsHeld.inc({ reason })),
  });
  await registerFieldDataIntake(app, {
    store: fieldDataStore,
    metrics,
    isPreview: (request) => previews.wasPreviewing(request),
    releaseOf: (group) => {
      if (!deploys) return 'build';
      return deploys.live(group === 'shell' ? 'shell' : (`${group}-mfe` as Workspace)) ?? 'none';
    },
    rateLimitMax: config.fieldData.rateLimitMax,
    rateLimitWindowMs: config.fieldData.rateLimitWindowMs,
  });

  app.get('/company-facts.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return companyFacts.current().facts;
  });

  /** Where each group's serving manifest is, for a visitor who used `hostname`. */
  const remotesMap = (hostname: string, serving: Serving = live): Record<string, string> =>
    Object.fromEntries(
      config.remotes.flatMap((remote) => {
        const url = liveManifestUrl(remote, hostname, serving);
        return url ? [[remote.group, url]] : [];
      }),
    );
  app.get('/remotes.json', async (request, reply) => {
    const serving = servingOf(request);
    reply.header('Cache-Control', serving === live ? 'no-cache' : PREVIEW_CACHE_CONTROL);
    const pinned = pinnedFiles(serving);
    return { ...remotesMap(requestHostname(request), serving), ...(pinned ? { pinned } : {}) };
  });

  await app.register(fastifyStatic, {
    root: deploys?.root ?? config.shellDistDir,
    serve: false,
    index: false,
    // The .br and .gz files the build wrote beside each (tooling/webpack/base.ts).
    preCompressed: config.precompressed,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  // A previewed group release that was never live: its files, to the one browser previewing it, on the preview host only.
  app.get(`${STAGED_FILES_PATH}/:app/:id/*`, (request, reply) => {
    const { app: appName, id, '*': file } = request.params as { app: string; id: string; '*': string };
    const preview = previews.of(request);
    if (!deploys || !preview || preview.releases[appName as Workspace] !== id || !RELEASE_APPS.includes(appName as Workspace)) return reply.callNotFound();
    const relative = path.posix.normalize(`/${file}`);
    if (relative.split('/').some((segment) => segment.startsWith('.')) || isServerBuildPath(relative)) return reply.callNotFound();
    try {
      integrity!.check(appName as Workspace, id);
    } catch (error) {
      return refuseUnverified(request, reply, error);
    }
    return reply.header('Cache-Control', PREVIEW_CACHE_CONTROL).sendFile(relative.slice(1), deploys.versionDir(appName as Workspace, id));
  });
  // The document is rendered per request; the server build is the server's code, not a download.
  app.get('/*', (request, reply) => {
    const file = shellFileFor(shellRoots(servingOf(request)), request.url);
    if (!file) return reply.callNotFound();
    try {
      checkFolder(file.root);
    } catch (error) {
      return refuseUnverified(request, reply, error);
    }
    return reply.sendFile(file.relative, file.root);
  });

  app.get('/robots.txt', (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(robotsTxt(config.siteUrl)));
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(sitemapXml(config.siteUrl)),
  );

  /** Where a group's server build and files are for this request: its deployment, or the shell's own build in the monolith. */
  const remoteSource = (group: RemoteGroup, hostname: string, serving: Serving = live): RemoteSource | undefined => {
    if (config.pagesInShellBuild) return { group, distDir: config.shellDistDir, publicPath: '/' };
    const remote = config.remotes.find((candidate) => candidate.group === group);
    const versionPath = remote && remoteVersionPath(remote, serving);
    if (!remote || versionPath === null || versionPath === undefined) return undefined;
    const distDir = deploys ? path.join(deploys.appDir(`${group}-mfe`), versionPath) : remote.distDir;
    return { group, distDir, publicPath: liveOrigin(remote, serving) ?? new URL('./', liveManifestUrl(remote, hostname, serving)!).href };
  };

  /**
   * The route's server-rendered document; when it cannot be had (a group's server build missing,
   * broken or throwing), the client-rendered document, never an error page. Either carries an ETag.
   * `rendered`: the server rendered it, so a group page's build passed the contract and singleton checks.
   */
  const documentFor = async (request: FastifyRequest): Promise<{ html: string; rendered: boolean }> => {
    const pathname = request.url.split('?')[0] ?? '/';
    const serving = servingOf(request);
    if (!config.serverRendering) return { html: renderer(serving).clientRendered(pathname), rendered: false };
    const route = findRoute(pathname);
    const hostname = requestHostname(request);
    try {
      const html = await renderer(serving).render({
        url: request.url,
        remote: route && isRemoteRoute(route) ? remoteSource(route.group, hostname, serving) : undefined,
        remotes: config.pagesInShellBuild ? undefined : remotesMap(hostname, serving),
        pinned: config.pagesInShellBuild ? undefined : pinnedFiles(serving),
        releases: JSON.stringify(RELEASE_APPS.map((app) => serving(app) ?? null)),
      });
      return { html, rendered: true };
    } catch (error) {
      request.log.warn({ path: pathname, reason: error instanceof Error ? error.message : String(error) }, 'server rendering failed; sent the client-rendered page');
      return { html: renderer(serving).clientRendered(pathname), rendered: false };
    }
  };

  const sendPage = async (
    request: FastifyRequest,
    reply: import('fastify').FastifyReply,
    status: number,
    preloadFor: (rendered: boolean) => string[] = () => [],
  ) => {
    const answer = await documentFor(request);
    const preview = previews.of(request);
    // A preview's answer is its browser's alone: never kept by a cache, and it says what it shows.
    const html = preview ? withPreviewBanner(answer.html, preview) : answer.html;
    const preload = preloadFor(answer.rendered);
    const etag = etagOf(html);
    if (preload.length > 0) reply.header('Link', preload.join(', '));
    reply.header('Cache-Control', preview ? PREVIEW_CACHE_CONTROL : 'no-cache').header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.code(status).type('text/html; charset=utf-8');
    // A page of the route table is one of a few hundred documents: each is compressed once. A not-found
    // page names the path asked for, so it is left to the compression of every other answer.
    const encoding = status === 200 && config.precompressed && !preview ? documentEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(await encodedDocuments.get(html, etag, encoding));
  };

  /**
   * A remote page waits on a chain: remotes.json, then the group's manifest, then its entry, its
   * pages module and the page's chunks. Hinting all of them while the shell's scripts download
   * (low priority, behind the shell's stylesheet) saves those round trips: a press made at first
   * paint waits for the page's code, and so does the page's first hydration. The group's scripts
   * only when the server rendered the page: a build it refused (another contract or React) is
   * refused in the browser too, whose code must then never be fetched.
   */
  const remotePreloads = (route: SiteRoute, request: FastifyRequest, rendered: boolean): string[] => {
    if (!isRemoteRoute(route)) return [];
    const hostname = requestHostname(request);
    const serving = servingOf(request);
    const remote = config.remotes.find((candidate) => candidate.group === route.group);
    // A group loaded from its team's origin is fetched with subresource integrity, which a plain
    // preload does not match (Chromium would fetch each file twice): only the connection is hinted.
    const pinned = remote !== undefined && liveOrigin(remote, serving) !== undefined;
    const source = rendered && !pinned ? remoteSource(route.group, hostname, serving) : undefined;
    const scripts = source
      ? [...federationScripts(liveShellDir(serving)), ...groupScripts(source, route.path)].map((url) => `<${url}>; rel=preload; as=script; fetchpriority=low`)
      : [];
    const manifest = remote && liveManifestUrl(remote, hostname, serving);
    if (!manifest) return scripts;
    return [
      // A rendered document names the groups' addresses itself; only the browser-rendered one asks for them.
      ...(rendered ? [] : ['</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous']),
      `<${new URL(manifest).origin}>; rel=preconnect; crossorigin=anonymous`,
      ...(pinned ? [] : [`<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`]),
      ...scripts,
    ];
  };

  for (const route of siteMap) {
    app.get(route.path, (request, reply) => sendPage(request, reply, 200, (rendered) => remotePreloads(route, request, rendered)));
  }
  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    const route = findRoute(pathname);
    // One address per page ('/medical/' → '/medical'), so each page has one document and one canonical URL.
    if (wantsPage && route && pathname !== route.path) return reply.redirect(query === undefined ? route.path : `${route.path}?${query}`, 301);
    if (wantsPage && route) return sendPage(request, reply, 200, (rendered) => remotePreloads(route, request, rendered));
    if (wantsPage && (request.headers.accept ?? '').includes('text/html')) return sendPage(request, reply, 404);
    return reply.code(404).send({ error: 'Not Found', path: request.url });
  });
  return app;
}

/** Serves one remote's build, or in a deploy directory every version of it, each under its own folder. */
async function createRemoteServer(
  remote: RemoteDeployment,
  deploys: DeployDirectory | undefined,
  integrity: ReleaseIntegrity | undefined,
  logger: Logger,
  metrics: SiteMetrics,
  precompressed: boolean,
): Promise<FastifyInstance> {
  const root = deploys ? deploys.appDir(`${remote.group}-mfe`) : remote.distDir;
  if (deploys) mkdirSync(root, { recursive: true });
  else assertBuilt(path.join(remote.distDir, MANIFEST_FILE), `The ${remote.group} remote`);
  /** The path inside one build: a deploy directory's paths start with the version. */
  const pathInBuild = (pathName: string): string | undefined => {
    if (!deploys) return pathName;
    const [, version = '', ...rest] = pathName.split('/');
    return VERSION_PATTERN.test(version) ? `/${rest.join('/')}` : undefined;
  };
  const app = Fastify({ loggerInstance: logger.child({ remote: remote.group }) as FastifyBaseLogger, logController: ownRequestLines(), genReqId: (request) => requestIdFor(request, () => false) });
  observeEachRequest(app, `${remote.group}-mfe`, metrics);
  if (deploys && integrity) {
    app.addHook('onRequest', async (request, reply) => {
      const [, version = ''] = request.url.split('?')[0]!.split('/');
      // A release this server does not hold is left to the file server's 404.
      if (!VERSION_PATTERN.test(version) || !existsSync(deploys.versionDir(`${remote.group}-mfe`, version))) return;
      // Nor one never live: a preview loads those from the preview host (STAGED_FILES_PATH).
      if (!deploys.wasEverLive(`${remote.group}-mfe`, version)) {
        await reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found.\n');
      }
      try {
        integrity.check(`${remote.group}-mfe`, version);
      } catch (error) {
        await refuseUnverified(request, reply, error);
      }
    });
  }
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The shell on another origin must be allowed to load these scripts and styles.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: precompressed,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // A build's dotfiles (.build-stamp, .env, .git) are never for browsers; @fastify/static serves them by default.
    dotfiles: 'ignore',
    allowedPath: (pathName) => {
      // Judge the file that will be sent: '//server/x' and '/./server/x' open server/x too.
      const inBuild = pathInBuild(path.posix.normalize(pathName));
      return inBuild !== undefined && !inBuild.includes('.build-stamp') && !isServerBuildPath(inBuild);
    },
  });
  return app;
}

export async function createSite(config: ServerConfig, logger: Logger = createLogger(config.log)): Promise<Site> {
  const leadStore = await openLeadStore(config.leads);
  let fieldDataStore: FieldDataStore;
  try {
    fieldDataStore = await openFieldDataStore(config.leads, config.fieldData.retentionDays);
  } catch (error) {
    await leadStore.close();
    throw error;
  }
  const leadForwarder = config.leads.webhookUrl
    ? new LeadForwarder({
        webhookUrl: config.leads.webhookUrl,
        store: leadStore,
        baseDelayMs: config.leads.retryBaseMs,
        maxDelayMs: config.leads.retryMaxMs,
        claimLeaseMs: config.leads.claimLeaseMs,
        log: logger.child({ component: 'lead forwarder' }),
        onOutcome: (outcome) => (outcome === 'forwarded' ? metrics.leadsForwarded : metrics.leadForwardFailures).inc(),
        waitingWarnAfterMs: config.leads.waitingWarnAfterMs,
        waitingCheckIntervalMs: Math.min(60_000, config.leads.waitingWarnAfterMs / 4),
      })
    : undefined;
  const leadRetention = new LeadRetention({ store: leadStore, days: config.leads.retention, log: logger.child({ component: 'lead retention' }) });
  let registry: ReleaseRegistry | undefined;
  try {
    registry = await openReleaseRegistry(config);
    if (registry instanceof DiskReleaseRegistry) {
      const recorded = await recordVersionsPublishedBefore(registry);
      if (recorded.length > 0) logger.info({ releases: recorded }, `recorded ${recorded.length} versions published before releases were recorded, as found on disk`);
    }
  } catch (error) {
    await Promise.all([leadStore.close(), fieldDataStore.close()]);
    throw error;
  }
  const deploys = registry?.folders;
  const integrity = registry && new ReleaseIntegrity(registry);
  const metrics = new SiteMetrics({
    // The store is asked as /readyz asks it; without a webhook nothing is meant to go out, so nothing is said to wait.
    waitingLeads: async () => {
      await leadStore.ping();
      return leadForwarder ? leadStore.waiting() : undefined;
    },
    liveReleases: () =>
      (['shell', ...config.remotes.map((remote) => `${remote.group}-mfe` as const)] as const).flatMap((app) => {
        if (!deploys) return [{ app, release: 'build' }];
        const live = deploys.live(app);
        return live === undefined ? [] : [{ app, release: live }];
      }),
  });
  // The boundary around team code, where the host allows it; where it does not, the server says so at every start.
  const sandboxProbe = probeSandbox();
  metrics.rendererSandboxed.set(sandboxProbe.sandbox ? 1 : 0);
  if (!sandboxProbe.sandbox) {
    if (config.rendererSandbox === 'required') throw new Error(`RENDERER_SANDBOX=required, and the renderer cannot be sandboxed here: ${sandboxProbe.reason}`);
    logger.error(
      { reason: sandboxProbe.reason },
      `PAGES ARE RENDERED WITHOUT THE SANDBOX: a team's server code is held by Node's permission model alone, which is no security boundary (${sandboxProbe.reason}). Set RENDERER_SANDBOX=required to refuse to start instead.`,
    );
  }
  // Each renderer reads only the folders of the releases it renders (see laneOf): the leads' folder, the registry and its preview secret least of all.
  const pool = new RendererPool({
    sandbox: sandboxProbe.sandbox,
    log: logger.child({ component: 'renderer' }),
    onIncident: ({ kind, releases }) => metrics.rendererIncidents.inc({ kind, releases }),
  });
  const remotes = new Map<RemoteGroup, FastifyInstance>();
  let shell: FastifyInstance;
  let metricsServer: FastifyInstance | undefined;
  let releaseApi: FastifyInstance | undefined;
  let stopping = false;
  try {
    shell = await createShellServer(config, deploys, integrity, pool, leadStore, fieldDataStore, logger, metrics, () => stopping, leadForwarder, registry);
    for (const remote of config.remotes) remotes.set(remote.group, await createRemoteServer(remote, deploys, integrity, logger, metrics, config.precompressed));
    if (config.metrics.port !== undefined) {
      metricsServer = Fastify({ loggerInstance: logger.child({ component: 'metrics' }) as FastifyBaseLogger, logController: ownRequestLines() });
      registerMetricsEndpoint(metricsServer, metrics, config.metrics.token);
    }
    if (config.releaseApi && registry) {
      releaseApi = Fastify({ loggerInstance: logger.child({ component: 'release api' }) as FastifyBaseLogger, logController: ownRequestLines() });
      registerReleaseApi(releaseApi, registry, { allowedOrigins: config.releaseOrigins, previewSecret: previewSecretOf(config, registry), previewUrl: config.previewUrl });
    }
  } catch (error) {
    // The database pool would otherwise keep the process alive after the failure is reported.
    pool.close();
    await Promise.all([leadStore.close(), fieldDataStore.close(), registry?.close()]);
    throw error;
  }
  return {
    shell,
    leadStore,
    fieldDataStore,
    leadForwarder,
    remotes,
    log: logger,
    metrics,
    metricsServer,
    releaseApi,
    releaseRegistry: registry,
    rendererPids: () => pool.pids(),
    stopBeingReady() {
      stopping = true;
    },
    async listen() {
      leadRetention.start();
      await leadForwarder?.start();
      await shell.listen({ port: config.shellPort, host: config.host });
      for (const remote of config.remotes) {
        await remotes.get(remote.group)?.listen({ port: remote.port, host: config.host });
      }
      if (config.metrics.port !== undefined) await metricsServer?.listen({ port: config.metrics.port, host: config.metrics.host ?? config.host });
      if (config.releaseApi) await releaseApi?.listen({ port: config.releaseApi.port, host: config.releaseApi.host });
    },
    async close() {
      stopping = true;
      await Promise.all([leadForwarder?.stop(), leadRetention.stop()]);
      await Promise.all([shell.close(), ...[...remotes.values()].map((app) => app.close()), metricsServer?.close(), releaseApi?.close()]);
      // Last: the intake's requests in flight finished with the shell's close.
      pool.close();
      await Promise.all([leadStore.close(), fieldDataStore.close(), registry?.close()]);
    },
  };
}
