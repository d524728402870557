import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { requestIdFor } from '../ops/logging';
import { fastifyTrustProxy, trustsPeer, type TrustProxy } from '../ops/settings';
import {
  capConnectionsPerAddress,
  DEFAULT_CONNECTION_LIMITS,
  fastifyConnectionOptions,
  type ConnectionLimits,
} from './connectionLimits';
import { refuseAbnormalPaths, refuseUnparsable } from './normalPath';
import { storeNothingUnlessTold } from './sharedCache';

/**
 * A Fastify app of the site: it logs through the site's logger, one line a request (see
 * observeEachRequest) instead of Fastify's own two, under the request's id. A caller's X-Request-Id
 * is kept only from a proxy the server trusts. An answer that says nothing of caching is kept by no cache.
 * A path in any form but the normal one is refused before anything else reads it (normalPath.ts);
 * `isPage` names the paths worth a redirect when a link reaches them encoded. A client that sends
 * slowly, or opens connection after connection, is cut off by `limits` (connectionLimits.ts).
 */
export function createApp(
  logger: Logger,
  trustProxy: TrustProxy = false,
  isPage?: (pathname: string) => boolean,
  limits: ConnectionLimits = DEFAULT_CONNECTION_LIMITS,
): FastifyInstance {
  const peerTrusted = trustsPeer(trustProxy);
  const app = Fastify({
    ...fastifyConnectionOptions(limits),
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdFor(request, peerTrusted),
    trustProxy: fastifyTrustProxy(trustProxy),
    // A target that does not even decode (`%c0%af`, overlong UTF-8) is refused as any other path outside the normal form.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void reply
        .code(badUrl ? 404 : 400)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(badUrl ? 'Not found.\n' : 'Bad request.\n');
    },
    // What Node's parser refuses before any hook (a raw byte outside ASCII in the target, a head too large) is refused as plainly.
    clientErrorHandler: refuseUnparsable,
    // A body is taken as the route's schema declares it or refused: never a field dropped or a type coerced to fit.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, discriminator: true } },
  });
  capConnectionsPerAddress(app.server, limits.perAddress, peerTrusted);
  refuseAbnormalPaths(app, isPage);
  storeNothingUnlessTold(app);
  return app;
}
