import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { site } from 'shared/config';
import { requestHostname } from './requestHost';

/** The only hosts the site frames: the video player and the map. */
export const FRAME_SOURCES = [site.videoEmbedOrigin, site.mapEmbedOrigin];

/**
 * Content Security Policy of the shell's HTML. Every group's browser code runs in this page, so the
 * policy is what keeps it from reaching anything but the site's own origins: scripts, requests and
 * images only from the shell's origin and the remotes' origins, no inline script, no eval, no worker.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): Record<string, string[]> {
  const remotes = [...new Set(remoteOrigins)];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    // The dialogs' scroll lock (react-remove-scroll inside @reach/dialog) injects a <style> element.
    // Inline styles cannot run code; inline scripts stay forbidden.
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', ...remotes],
    fontSrc: ["'self'", ...remotes],
    // Requests (fetch, beacons, EventSource, WebSockets) go only to the site's own origins, so group code cannot send data elsewhere.
    connectSrc: ["'self'", ...remotes],
    // The site runs no worker, and a service worker would outlive the page and sit in front of every later visit.
    workerSrc: ["'none'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'"],
    frameSrc: FRAME_SOURCES,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/**
 * The shell's security headers, its CSP computed per request: the remotes' default origins are on the
 * host the visitor used, and teams' own origins are added to them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  originsFor: (request: { headers: { host?: string | undefined } }) => string[],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.keys(contentSecurityPolicy([])).map((directive) => [
          directive,
          [
            (request: { headers: { host?: string | undefined } }) =>
              (contentSecurityPolicy(originsFor(request))[directive] ?? []).join(' '),
          ],
        ]),
      ),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/** The headers as the site registers them, the groups' origins from the releases (SiteReleases.groupOrigins). */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) =>
    registerSecurityHeaders(app, (request) => app.releases.groupOrigins(requestHostname(request))),
  { name: 'site-security-headers', dependencies: ['site-releases'] },
);
