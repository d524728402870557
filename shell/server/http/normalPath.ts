import type { FastifyInstance } from 'fastify';
import type { Duplex } from 'node:stream';

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

const PARSER_REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * What Node's HTTP parser refuses before any hook can (a raw byte outside ASCII or a control
 * character in the target, a target not starting with `/`, a head over its size limit): refused as
 * plainly as a path outside the normal form, and kept by no cache, where Fastify's own answer said
 * nothing of caching.
 */
export function refuseUnparsable(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] = PARSER_REFUSALS[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = `${text}.\n`;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nCache-Control: no-store\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
