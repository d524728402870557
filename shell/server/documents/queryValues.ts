import type { FastifyReply, FastifyRequest } from 'fastify';
import { madeUpQueryParameters, renderedAddress, type SiteRoute } from 'shared/routes';
import { PERSONAL_CACHE_CONTROL } from '../http/sharedCache';
import { pathOf } from '../ops/logging';

/**
 * Sends an address with a filter value its content does not have (`/case-studies?industry=x`) on,
 * 301 and kept by no shared cache, to the page without it (renderedAddress), so made-up values cost
 * neither a render nor a kept copy; undefined when the address is the page's own.
 */
export function sendMadeUpValuesOn(
  route: SiteRoute,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  const search = request.url.slice(pathOf(request.url).length);
  if (madeUpQueryParameters(route, search).length === 0) return undefined;
  return reply.header('Cache-Control', PERSONAL_CACHE_CONTROL).redirect(renderedAddress(route, search), 301);
}
