import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRoute, isRemoteRoute, siteMap, type RemoteGroup, type SiteRoute } from 'shared/routes';
import { SERVER_BUILD_FILE } from '../../scripts/deployment';
import { cacheControlFor } from './cachePolicy';
import type { RemoteDeployment, ServerConfig } from './config';
import { LeadForwarder } from './leads/leadForwarder';
import { registerLeadIntake } from './leads/leadIntake';
import { LeadStore } from './leads/leadStore';
import { etagOf, PageRenderer, type RemoteSource } from './pageRenderer';
import { robotsTxt, sitemapXml } from './searchFiles';
import { contentSecurityPolicy } from './securityHeaders';

export interface Site {
  shell: FastifyInstance;
  leadStore: LeadStore;
  leadForwarder?: LeadForwarder;
  remotes: Map<RemoteGroup, FastifyInstance>;
  listen(): Promise<void>;
  close(): Promise<void>;
}

function setCacheHeaders(response: { setHeader(name: string, value: string): unknown }, filePath: string) {
  response.setHeader('Cache-Control', cacheControlFor(path.basename(filePath)));
}

/** The visitor's host name, so the remotes are addressed on the same host the shell was reached on. */
function requestHostname(request: { headers: { host?: string | undefined } }): string {
  const host = request.headers.host ?? 'localhost';
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? 'localhost');
}

function manifestUrl(remote: RemoteDeployment, hostname: string): string {
  return remote.publicManifestUrl ?? `http://${hostname}:${remote.port}/mf-manifest.json`;
}

function remoteOrigins(config: ServerConfig, hostname: string): string[] {
  return config.remotes.map((remote) => new URL(manifestUrl(remote, hostname)).origin);
}

/** The server build and its listing are read from disk by the server, never sent to browsers. */
function isServerBuildPath(pathName: string): boolean {
  return pathName.startsWith('/server/') || pathName === `/${SERVER_BUILD_FILE}`;
}

function assertBuilt(distDir: string, name: string) {
  if (!existsSync(distDir)) {
    throw new Error(`${name} has no build at ${distDir}. Run "npm run build" (or "npm start", which builds when needed).`);
  }
}

async function createShellServer(config: ServerConfig, leadStore: LeadStore, leadForwarder?: LeadForwarder): Promise<FastifyInstance> {
  assertBuilt(path.join(config.shellDistDir, 'index.html'), 'The shell');
  const app = Fastify({ logger: false, trustProxy: config.trustProxy });
  const renderer = new PageRenderer(config.shellDistDir, config.siteUrl);

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.keys(contentSecurityPolicy([])).map((directive) => [
          directive,
          // Computed per request: the remotes live on the host the visitor used.
          [(request: { headers: { host?: string | undefined } }) =>
            (contentSecurityPolicy(remoteOrigins(config, requestHostname(request)))[directive] ?? []).join(' ')],
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
  });

  app.get('/remotes.json', async (request, reply) => {
    const hostname = requestHostname(request);
    reply.header('Cache-Control', 'no-cache');
    return Object.fromEntries(config.remotes.map((remote) => [remote.group, manifestUrl(remote, hostname)]));
  });

  await app.register(fastifyStatic, {
    root: config.shellDistDir,
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // The document is rendered per request; the server build is the server's code, not a download.
    allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.includes('.build-stamp') && !isServerBuildPath(pathName),
  });

  app.get('/robots.txt', (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(robotsTxt(config.siteUrl)));
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(sitemapXml(config.siteUrl)),
  );

  /** Where a group's server build and files are for this request: its deployment, or the shell's own build in the monolith. */
  const remoteSource = (group: RemoteGroup, hostname: string): RemoteSource | undefined => {
    if (config.pagesInShellBuild) return { group, distDir: config.shellDistDir, publicPath: '/' };
    const remote = config.remotes.find((candidate) => candidate.group === group);
    return remote && { group, distDir: remote.distDir, publicPath: new URL('./', manifestUrl(remote, hostname)).href };
  };

  /**
   * The route's server-rendered document; when it cannot be had (a group's server build missing,
   * broken or throwing), the client-rendered document, never an error page. Either carries an ETag.
   */
  const documentFor = async (request: FastifyRequest): Promise<string> => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!config.serverRendering) return renderer.clientRendered(pathname);
    const route = findRoute(pathname);
    const hostname = requestHostname(request);
    try {
      return await renderer.render({
        url: request.url,
        origin: `${request.protocol}://${request.headers.host ?? 'localhost'}`,
        remote: route && isRemoteRoute(route) ? remoteSource(route.group, hostname) : undefined,
      });
    } catch (error) {
      request.log.warn(error);
      console.warn(`[server] ${pathname}: sending the client-rendered page, server rendering failed:`, error instanceof Error ? error.message : error);
      return renderer.clientRendered(pathname);
    }
  };

  const sendPage = async (request: FastifyRequest, reply: import('fastify').FastifyReply, status: number, preload: string[] = []) => {
    const html = await documentFor(request);
    const etag = etagOf(html);
    if (preload.length > 0) reply.header('Link', preload.join(', '));
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  };

  /**
   * A remote page waits on a chain: remotes.json, then the group's manifest, then its entry.
   * Hinting the first two while the shell's scripts download saves two round trips on slow links.
   */
  const remotePreloads = (route: SiteRoute, hostname: string): string[] => {
    if (!isRemoteRoute(route)) return [];
    const remote = config.remotes.find((candidate) => candidate.group === route.group);
    if (!remote) return [];
    const manifest = manifestUrl(remote, hostname);
    return [
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      `<${new URL(manifest).origin}>; rel=preconnect; crossorigin=anonymous`,
      `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ];
  };

  for (const route of siteMap) {
    app.get(route.path, (request, reply) => sendPage(request, reply, 200, remotePreloads(route, requestHostname(request))));
  }
  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const route = findRoute(request.url.split('?')[0] ?? '/');
    if (wantsPage && route) return sendPage(request, reply, 200, remotePreloads(route, requestHostname(request)));
    if (wantsPage && (request.headers.accept ?? '').includes('text/html')) return sendPage(request, reply, 404);
    return reply.code(404).send({ error: 'Not Found', path: request.url });
  });
  return app;
}

async function createRemoteServer(remote: RemoteDeployment): Promise<FastifyInstance> {
  assertBuilt(path.join(remote.distDir, 'mf-manifest.json'), `The ${remote.group} remote`);
  const app = Fastify({ logger: false });
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
    root: remote.distDir,
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    allowedPath: (pathName) => !pathName.includes('.build-stamp') && !isServerBuildPath(pathName),
  });
  return app;
}

export async function createSite(config: ServerConfig): Promise<Site> {
  const leadStore = new LeadStore(config.leads.dataDir);
  const leadForwarder = config.leads.webhookUrl
    ? new LeadForwarder({
        webhookUrl: config.leads.webhookUrl,
        store: leadStore,
        baseDelayMs: config.leads.retryBaseMs,
        maxDelayMs: config.leads.retryMaxMs,
        log: (message) => console.warn(`[leads] ${message}`),
      })
    : undefined;
  const shell = await createShellServer(config, leadStore, leadForwarder);
  const remotes = new Map<RemoteGroup, FastifyInstance>();
  for (const remote of config.remotes) remotes.set(remote.group, await createRemoteServer(remote));
  return {
    shell,
    leadStore,
    leadForwarder,
    remotes,
    async listen() {
      await leadForwarder?.start();
      await shell.listen({ port: config.shellPort, host: config.host });
      for (const remote of config.remotes) {
        await remotes.get(remote.group)?.listen({ port: remote.port, host: config.host });
      }
    },
    async close() {
      await leadForwarder?.stop();
      await Promise.all([shell.close(), ...[...remotes.values()].map((app) => app.close())]);
    },
  };
}
