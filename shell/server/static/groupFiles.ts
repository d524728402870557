import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../http/app';
import type { ConnectionLimits } from '../http/connectionLimits';
import type { TrustProxy } from '../ops/settings';
import type { RemoteDeployment } from '../ops/config';
import type { SiteMetrics } from '../ops/metrics';
import { observeEachRequest } from '../ops/requestLog';
import { MANIFEST_FILE } from '../releases/buildOutput';
import { VERSION_PATTERN, type DeployDirectory } from '../releases/deployDirectory';
import type { ReleaseIntegrity } from '../releases/releaseIntegrity';
import { assertBuilt } from './assertBuilt';
import { isServerBuildPath, refuseUnverified, setCacheHeaders } from './shellFiles';

export interface GroupFilesOptions {
  remote: RemoteDeployment;
  deploys: DeployDirectory | undefined;
  integrity: ReleaseIntegrity | undefined;
  logger: Logger;
  metrics: SiteMetrics;
  precompressed: boolean;
  /** The proxies the server trusts (not counted against one address's connections) and the limits of a client's connections. */
  trustProxy: TrustProxy;
  connectionLimits: ConnectionLimits;
}

/** Serves one group's build, or in a deploy directory every version of it, each under its own folder. */
export async function createGroupFileServer({
  remote,
  deploys,
  integrity,
  logger,
  metrics,
  precompressed,
  trustProxy,
  connectionLimits,
}: GroupFilesOptions): Promise<FastifyInstance> {
  const app = `${remote.group}-mfe` as const;
  const root = deploys ? deploys.appDir(app) : remote.distDir;
  if (deploys) mkdirSync(root, { recursive: true });
  else assertBuilt(path.join(remote.distDir, MANIFEST_FILE), `The ${remote.group} remote`);
  /** The path inside one build: a deploy directory's paths start with the version. */
  const pathInBuild = (pathName: string): string | undefined => {
    if (!deploys) return pathName;
    const [, version = '', ...rest] = pathName.split('/');
    return VERSION_PATTERN.test(version) ? `/${rest.join('/')}` : undefined;
  };
  const server = createApp(logger.child({ remote: remote.group }), trustProxy, undefined, connectionLimits);
  observeEachRequest(server, app, metrics);
  if (deploys && integrity) {
    server.addHook('onRequest', async (request, reply) => {
      const [, version = ''] = request.url.split('?')[0]!.split('/');
      // A release this server does not hold is left to the file server's 404.
      if (!VERSION_PATTERN.test(version) || !existsSync(deploys.versionDir(app, version))) return;
      // Nor one never live: a preview loads those from the preview host (STAGED_FILES_PATH).
      if (!deploys.wasEverLive(app, version))
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found.\n');
      try {
        integrity.check(app, version);
      } catch (error) {
        await refuseUnverified(request, reply, error);
      }
    });
  }
  await server.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await server.register(helmet, {
    contentSecurityPolicy: false,
    // The shell on another origin must be allowed to load these scripts and styles.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await server.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
  await server.register(fastifyStatic, {
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
  return server;
}
