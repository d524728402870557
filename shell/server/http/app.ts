import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { requestIdFor } from '../ops/logging';
import { fastifyTrustProxy, trustsPeer, type TrustProxy } from '../ops/settings';
import { storeNothingUnlessTold } from './sharedCache';

/**
 * A Fastify app of the site: it logs through the site's logger, one line a request (see
 * observeEachRequest) instead of Fastify's own two, under the request's id. A caller's X-Request-Id
 * is kept only from a proxy the server trusts. An answer that says nothing of caching is kept by no cache.
 */
export function createApp(logger: Logger, trustProxy: TrustProxy = false): FastifyInstance {
  const peerTrusted = trustsPeer(trustProxy);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdFor(request, peerTrusted),
    trustProxy: fastifyTrustProxy(trustProxy),
    // A body is taken as the route's schema declares it or refused: never a field dropped or a type coerced to fit.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, discriminator: true } },
  });
  storeNothingUnlessTold(app);
  return app;
}
