import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findRoute } from 'shared/routes';
import { endingCookies, landingOf, PREVIEW_PATHS, previewCookie } from '../releases/previews';
import { endedPage, openPage, PREVIEW_CSS, refusalPage } from './previewPages';

/** The largest form the open page posts: a token and a path. */
const OPEN_FORM_BYTES = 4096;

/**
 * Whether a POST comes from a page of this very origin: browsers say so in Sec-Fetch-Site and
 * Origin, which no page of another site can set. A request that says neither is refused too.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  // A browser from before Sec-Fetch-Site: the Origin it sends must be this one.
  return request.headers.origin === `${request.protocol}://${request.headers.host ?? ''}`;
}

function refusal(reply: FastifyReply, status: number, reason: string, liveUrl: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(refusalPage(reason, liveUrl));
}

/**
 * The preview host's pages and what every request meets first: the preview desk (releases/previews.ts)
 * decides whether a request previews, moves or is refused; these routes say it to the person.
 */
export const previewRoutesPlugin = fp(
  async (app: FastifyInstance) => {
    const desk = app.previews;
    app.addHook('onRequest', async (request, reply) => {
      const decision = await desk.decide(request);
      if (decision.moveTo) return reply.header('Cache-Control', 'no-store').redirect(decision.moveTo, 308);
      if (decision.end) reply.header('Set-Cookie', endingCookies(request.protocol === 'https'));
      if (decision.refuse) return refusal(reply, decision.refuse, decision.reason!, desk.liveUrl);
      return undefined;
    });

    app.get(PREVIEW_PATHS.open, async (request, reply) => {
      const { token, to } = request.query as { token?: string; to?: string };
      const checked = await desk.checkLink(token);
      if ('refuse' in checked) return refusal(reply, checked.refuse, checked.reason, desk.liveUrl);
      return (
        reply
          .header('Cache-Control', 'no-store')
          // The link's token never leaves in a Referer for another site; the page's own form still says where it comes from.
          .header('Referrer-Policy', 'same-origin')
          .type('text/html; charset=utf-8')
          .send(openPage(checked.preview, token!, typeof to === 'string' ? to : undefined, desk.liveUrl))
      );
    });

    // The open page's form, and nothing else: a form posted from another site, or with no word of where it came from, opens nothing.
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: OPEN_FORM_BYTES },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.post(PREVIEW_PATHS.open, async (request, reply) => {
        if (!fromOwnPage(request))
          return refusal(
            reply,
            403,
            'A preview opens only from its own page on this site: open the link, then press the button',
            desk.liveUrl,
          );
        const { token, to } = (request.body ?? {}) as { token?: string; to?: string };
        const checked = await desk.checkLink(token);
        if ('refuse' in checked) return refusal(reply, checked.refuse, checked.reason, desk.liveUrl);
        const { preview } = checked;
        await desk.recordOpened(preview);
        const remaining = Math.max(1, preview.expires - Math.floor(Date.now() / 1000));
        const landing = typeof to === 'string' && findRoute(to)?.path === to ? to : landingOf(preview.app);
        return reply
          .header('Set-Cookie', previewCookie(token!, remaining, request.protocol === 'https'))
          .header('Cache-Control', 'no-store')
          .header('Referrer-Policy', 'no-referrer')
          .redirect(landing, 303);
      });
    });

    app.get(PREVIEW_PATHS.end, async (request, reply) =>
      reply
        .header('Set-Cookie', endingCookies(request.protocol === 'https'))
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(endedPage(desk.liveUrl)),
    );

    app.get(PREVIEW_PATHS.stylesheet, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=3600').type('text/css; charset=utf-8').send(PREVIEW_CSS),
    );
  },
  { name: 'site-preview-routes', dependencies: ['site-releases'] },
);
