import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pathOf } from '../ops/logging';
import { isOperationsPath, requestHostname } from './requestHost';

export interface HostGuardOptions {
  /** The host names the site answers for (ALLOWED_HOSTS, SITE_URL's, PREVIEW_URL's). */
  allowedHosts: readonly string[];
  /** True while no release of the shell is live: pages are not served yet, the API and the probes are. */
  starting: () => boolean;
  /** True once the server is stopping. */
  stopping: () => boolean;
}

const plainText = 'text/plain; charset=utf-8';

/**
 * What every request meets first: a Host the server does not answer for is refused (421), because
 * every origin the server writes into a page must come from its configuration; before a shell is
 * live, pages are 503 with Retry-After; while stopping, a connection ends with its answer instead of
 * idling open until its keep-alive timeout.
 */
export function hostGuard(app: FastifyInstance, { allowedHosts, starting, stopping }: HostGuardOptions): void {
  const allowed = new Set(allowedHosts);
  app.addHook('onRequest', async (request, reply) => {
    if (allowed.has(requestHostname(request)) || isOperationsPath(request.url)) return;
    await reply
      .code(421)
      .header('Cache-Control', 'no-store')
      .type(plainText)
      .send('Misdirected request: this server does not answer for the host this request names.\n');
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!starting() || isOperationsPath(request.url) || pathOf(request.url).startsWith('/api/')) return;
    await reply
      .code(503)
      .header('Cache-Control', 'no-store')
      .header('Retry-After', '30')
      .type(plainText)
      .send('The site is starting: no release of its shell is live yet.\n');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping()) reply.header('Connection', 'close');
  });
}

/** The guard as the site registers it: starting while no shell release is live, stopping once the server is. */
export const hostGuardPlugin = fp(
  async (app: FastifyInstance, { allowedHosts }: Pick<HostGuardOptions, 'allowedHosts'>) =>
    hostGuard(app, {
      allowedHosts,
      starting: () => app.releases.noShellLive(),
      stopping: () => app.lifecycle.stopping,
    }),
  { name: 'site-host-guard', dependencies: ['site-releases', 'site-lifecycle'] },
);
