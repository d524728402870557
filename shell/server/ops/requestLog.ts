import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findRoute, isRemoteRoute } from 'shared/routes';
import { OPERATIONS_PATHS } from './health';
import { pathOf } from './logging';
import type { SiteMetrics } from './metrics';

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
export function observeEachRequest(
  app: FastifyInstance,
  appName: string,
  metrics: SiteMetrics,
  details: (request: FastifyRequest) => Record<string, string> = () => ({}),
): void {
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

/** The shell's request log: a group page's line names the group and the release that served it ('build' outside a deploy directory). */
export const shellRequestLogPlugin = fp(
  async (app: FastifyInstance) =>
    observeEachRequest(app, 'shell', app.metrics, (request): Record<string, string> => {
      const route = request.routeOptions.url ? findRoute(request.routeOptions.url) : undefined;
      return route && isRemoteRoute(route)
        ? { group: route.group, release: app.releases.releaseLabel(route.group, app.releases.servingOf(request)) }
        : {};
    }),
  { name: 'site-request-log', dependencies: ['site-metrics', 'site-releases'] },
);
