import type { FastifyInstance } from 'fastify';

/**
 * The one form of a path the site answers: segments of unreserved characters (RFC 3986: letters,
 * digits, `-`, `.`, `_`, `~`), none empty and none `.` or `..`, an ending slash allowed. Every page,
 * file and endpoint of the site has such a path, so a request in any other form (percent-encoded,
 * doubled or dotted slashes, backslashes, `;` parameters, overlong UTF-8) is refused before any check
 * runs: each check then reads the path that is served, and no two decode it differently.
 */
const NORMAL_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)*\/?$/;

/** The path part of a request target when it is in the normal form, else undefined. */
export function normalPathOf(url: string): string | undefined {
  const pathname = url.split('?', 1)[0]!;
  return pathname.startsWith('/') && NORMAL_PATH.test(pathname) ? pathname : undefined;
}

/** The normal form a target decodes to, once, when it has one: what a link mangled by an encoder meant. */
function decodedNormalPath(url: string): string | undefined {
  try {
    return normalPathOf(decodeURIComponent(url.split('?', 1)[0]!));
  } catch {
    return undefined;
  }
}

/**
 * Refuses a request whose path is not in the normal form, first of all hooks: 404, kept by no cache
 * (or a query string would make a new object of each). A page's path mangled by an encoder
 * (`/pcb%2Dassembly`) is redirected to the page when `isPage` says so, its query kept.
 */
export function refuseAbnormalPaths(app: FastifyInstance, isPage: (pathname: string) => boolean = () => false): void {
  app.addHook('onRequest', async (request, reply) => {
    if (normalPathOf(request.url) !== undefined) return;
    const page = decodedNormalPath(request.url);
    reply.header('Cache-Control', 'no-store');
    if (page !== undefined && isPage(page)) {
      const query = request.url.indexOf('?');
      return reply.redirect(query < 0 ? page : `${page}${request.url.slice(query)}`, 301);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
  });
}
