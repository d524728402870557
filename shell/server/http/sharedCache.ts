import type { FastifyInstance, FastifyReply } from 'fastify';

/** An answer made for one browser (a preview, a lead's receipt, an operator's reading): no cache on the way keeps it. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** What the server says of a live answer when no shared cache can be purged: browsers and caches ask again each time. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** A shared cache may serve a kept answer this long after its origins stopped answering. */
const STALE_IF_ERROR_SECONDS = 86_400;
/** A shared cache may serve a kept answer this long past its s-maxage while it fetches the next one. */
const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * How a live answer may be kept: browsers revalidate every time (max-age=0, so a promote reaches
 * them at once), while a shared cache keeps it `sharedMaxAge` seconds, serves it a little longer
 * while fetching the next, and a day longer when the origins are down. Only a server that purges
 * its caches on every change says this (CACHE_PURGE_URLS); without one, `no-cache` as before.
 */
export function sharedCacheControl(sharedMaxAge: number | undefined): string {
  if (sharedMaxAge === undefined) return REVALIDATE_CACHE_CONTROL;
  return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

/** What a purge key may hold: every cache's key syntax (Varnish xkey, Fastly, Cloudflare) takes these characters. */
const KEY_CHARACTERS = /[^A-Za-z0-9@._-]/g;

export const cacheKey = (...parts: string[]): string =>
  parts.map((part) => part.replace(KEY_CHARACTERS, '_')).join('@');

/**
 * The keys a shared cache files a live answer under, so a purge can name what changed: Varnish's
 * xkey module reads `xkey`, Fastly `Surrogate-Key` (both space-separated), Cloudflare `Cache-Tag`
 * (comma-separated). Each cache takes its own header away before a browser sees it.
 */
export function setCacheKeys(reply: FastifyReply, keys: readonly string[]): FastifyReply {
  return reply
    .header('xkey', keys.join(' '))
    .header('Surrogate-Key', keys.join(' '))
    .header('Cache-Tag', keys.join(','));
}

/**
 * An answer that says nothing of caching is kept by no cache: a route added later (an endpoint
 * that answers one visitor) is safe before anyone thinks of its headers. Files sent as streams set
 * their policy on the raw response, which counts too.
 */
export function storeNothingUnlessTold(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control'))
      reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
    return payload;
  });
}
