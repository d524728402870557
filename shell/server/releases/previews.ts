import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageOf } from '../ops/messageOf';
import { findRoute, routesOfGroup } from 'shared/routes';
import { groupOfApp, type Workspace } from './buildOutput';
import { normalizeHostname, type ServerConfig } from '../ops/config';
import type { DeployDirectory } from './deployDirectory';
import { FIELD_DATA_URL } from 'shared/field-data';
import { escapeMarkup } from '../http/markup';
import { checkPreview, cookieOf, PREVIEW_COOKIE, PREVIEW_ENDED_COOKIE, PREVIEW_OPEN_PATH, previewSecret, type Preview } from './previewTokens';
import type { ReleaseIntegrity } from './releaseIntegrity';
import type { ReleaseRegistry } from './releaseRegistry';

/** The secret preview links are signed with: a deploy directory keeps one of its own; a fleet's servers must be given the one they share. */
export function previewSecretOf(config: ServerConfig, registry: ReleaseRegistry | undefined): string | undefined {
  if (!registry) return undefined;
  return previewSecret(config.previewSecret, registry.deployRoot);
}

/** Where previews are served, and where the live site is. */
export interface PreviewHosts {
  /** PREVIEW_URL: a host name of its own, which alone honours a preview. */
  previewUrl: string;
  /** Where a person on the preview host without a preview is sent. */
  liveUrl: string;
  /** The host name a request names, as the host guard reads it. */
  hostnameOf: (request: FastifyRequest) => string;
}

const isPreviewPath = (url: string) => Object.values(PREVIEW_PATHS).includes(url.split('?')[0] as (typeof PREVIEW_PATHS)[keyof typeof PREVIEW_PATHS]);

/** Which release of each app serves a request: the live one, or the staged one a preview names. */
export type Serving = (app: Workspace) => string | undefined;

export const PREVIEW_PATHS = { open: PREVIEW_OPEN_PATH, end: '/_preview/end', stylesheet: '/_preview/banner.css' } as const;

const BANNER_CSS = `.release-preview{margin:0;padding:.5rem 1rem;background:#fff3bf;color:#1b1b1b;border-bottom:2px solid #8a6d00;font:600 .95rem/1.4 system-ui,sans-serif;text-align:center}
.release-preview p{margin:0}
.release-preview a{color:#0b2545;text-decoration:underline;margin-left:.5rem}
.release-preview a:focus-visible{outline:3px solid #0b2545;outline-offset:2px}
@media (max-width:40em){.release-preview{font-size:.85rem}}
.preview-open{max-width:36rem;margin:3rem auto;padding:0 1rem;font:1rem/1.5 system-ui,sans-serif;color:#1b1b1b}
.preview-open dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
.preview-open dt{font-weight:600}
.preview-open dd{margin:0;overflow-wrap:anywhere}
.preview-open button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:2px solid #0b2545;border-radius:4px;background:#0b2545;color:#fff;cursor:pointer}
.preview-open button:focus-visible,.preview-open a:focus-visible{outline:3px solid #8a6d00;outline-offset:2px}
.preview-open a{color:#0b2545}
`;

/** The first page of what `app` serves: where a preview link lands. */
function landingOf(app: Workspace): string {
  const group = groupOfApp(app);
  return group ? routesOfGroup(group)[0]!.path : '/';
}

/**
 * The banner on every previewed page, outside the page React renders (so hydration never sees it),
 * with its own stylesheet: visitors who are not previewing load nothing for it.
 */
export function withPreviewBanner(html: string, preview: Preview): string {
  const names = Object.entries(preview.releases)
    .map(([app, id]) => `${app} ${id}`)
    .join(', ');
  const expires = shownTime(preview.expires);
  const banner =
    `<aside class="release-preview" aria-label="Release preview"><p>You are previewing ${escapeMarkup(names)}, which is not live. ` +
    `Everyone else sees the live site. This preview ends ${escapeMarkup(expires)}. <a href="${PREVIEW_PATHS.end}">End the preview</a></p></aside>`;
  return html
    .replace('</head>', `<link rel="stylesheet" href="${PREVIEW_PATHS.stylesheet}"></head>`)
    .replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
}

/** Long enough for the beacons a previewed page sends as it unloads to arrive. */
const PREVIEW_ENDED_SECONDS = 60;

/** Strict: no other site's link, form or frame can make a browser send it, so another site can neither open nor ride a preview. */
function cookie(value: string, maxAgeSeconds: number, secure: boolean, name = PREVIEW_COOKIE): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** A time as a person reads it on the open page and the banner. */
const shownTime = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d+Z$/, ' UTC').replace('T', ' ');

/** The largest form the open page posts: a token and a path. */
const OPEN_FORM_BYTES = 4096;

/**
 * What a preview link shows: what would open, for whom and until when, and one button. Nothing is
 * set until the button is pressed, so a link followed from an e-mail or another site switches
 * nobody to staged code.
 */
function openPage(preview: Preview, token: string, to: string | undefined, liveUrl: string): string {
  const rows = [
    ...Object.entries(preview.releases).map(([app, id]) => [app === preview.app ? 'Release' : `Release of ${app}`, `${app} ${id}`]),
    ['Link made by', preview.by],
    ['Open until', shownTime(preview.expires)],
  ];
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>Open a release preview</title><link rel="stylesheet" href="${PREVIEW_PATHS.stylesheet}"></head><body><main class="preview-open">` +
    `<h1>Open a release preview?</h1><p>This link shows a release that is not live, in this browser only. Everyone else keeps seeing the live site.</p>` +
    `<dl>${rows.map(([term, value]) => `<dt>${escapeMarkup(term!)}</dt><dd>${escapeMarkup(value!)}</dd>`).join('')}</dl>` +
    `<form method="post" action="${PREVIEW_PATHS.open}"><input type="hidden" name="token" value="${escapeMarkup(token)}">` +
    `${to ? `<input type="hidden" name="to" value="${escapeMarkup(to)}">` : ''}<p><button type="submit">Open the preview</button></p></form>` +
    `<p>Not what you expected? <a href="${escapeMarkup(liveUrl)}">Go to the live site</a> instead.</p></main></body></html>`
  );
}

/** What ending a preview shows: it is over, and where the live site is. */
function endedPage(liveUrl: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>Preview ended</title><link rel="stylesheet" href="${PREVIEW_PATHS.stylesheet}"></head><body><main class="preview-open">` +
    `<h1>The preview has ended</h1><p>This browser no longer sees the staged release.</p><p><a href="${escapeMarkup(liveUrl)}">Go to the live site</a></p></main></body></html>`
  );
}

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

/** Ends a browser's preview: the preview cookie goes, and a short-lived mark says it was previewing. */
const endingCookies = (secure: boolean) => [cookie('', 0, secure), cookie('1', PREVIEW_ENDED_SECONDS, secure, PREVIEW_ENDED_COOKIE)];

function refusal(reply: FastifyReply, status: number, reason: string, liveUrl = '/') {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview not available</title></head><body><main>` +
        `<h1>This preview link cannot be used</h1><p>${escapeMarkup(reason)}.</p><p>Ask for a new link with <code>npm run release -- preview</code>, or <a href="${escapeMarkup(liveUrl)}">go to the live site</a>.</p></main></body></html>`,
    );
}

/**
 * Previews: a signed link opens staged releases in one browser (a cookie holding the same signed
 * token), whose pages, server HTML and code alike, then come from those releases. Only releases of
 * the registry can be named, and only by a token this site signed: nothing a browser sends is ever
 * loaded as code.
 */
export class PreviewDesk {
  private readonly previewing = new WeakMap<FastifyRequest, Preview>();

  private readonly previewHostname: string;

  /** `secret`: what preview links are signed with (see `previewSecretOf`); none, and there are no previews. */
  constructor(
    private readonly secret: string | undefined,
    private readonly registry: ReleaseRegistry | undefined,
    private readonly integrity: ReleaseIntegrity | undefined,
    private readonly deploys: DeployDirectory | undefined,
    private readonly hosts: PreviewHosts,
  ) {
    this.previewHostname = normalizeHostname(new URL(hosts.previewUrl).hostname);
  }

  /** Whether a request names the preview host: the only one that honours a preview, and serves nothing else. */
  onPreviewHost(request: FastifyRequest): boolean {
    return this.hosts.hostnameOf(request) === this.previewHostname;
  }

  /** The preview a request's cookie names, once checked: undefined for every other visitor. */
  of(request: FastifyRequest): Preview | undefined {
    return this.previewing.get(request);
  }

  /** Whether a request comes from a browser previewing now or a moment ago: its field data is not a visitor's. */
  wasPreviewing(request: FastifyRequest): boolean {
    return this.of(request) !== undefined || this.onPreviewHost(request) || cookieOf(request.headers.cookie, PREVIEW_ENDED_COOKIE) !== undefined;
  }

  servingOf(request: FastifyRequest): Serving | undefined {
    const preview = this.of(request);
    if (!preview || !this.deploys) return undefined;
    const deploys = this.deploys;
    return (app) => preview.releases[app] ?? deploys.live(app);
  }

  /** Whether every release `preview` names is held here and matches its digests; why not, otherwise. */
  private async problemWith(preview: Preview): Promise<string | undefined> {
    for (const [app, id] of Object.entries(preview.releases) as Array<[Workspace, string]>) {
      const record = this.registry?.heldRelease(app, id) ?? (await this.registry?.holdRelease(app, id));
      if (!record) return `${app} ${id} is not a release in the registry`;
      try {
        this.integrity?.check(app, id);
      } catch (error) {
        return messageOf(error);
      }
    }
    return undefined;
  }

  register(app: FastifyInstance, log: { warn: (object: object, message: string) => void }): void {
    app.addHook('onRequest', async (request, reply) => {
      if (!this.onPreviewHost(request)) {
        // A live host never honours a preview, whatever cookie a request carries; a link made for it before goes to the preview host.
        if (isPreviewPath(request.url) && request.method === 'GET') return reply.header('Cache-Control', 'no-store').redirect(new URL(request.url, this.hosts.previewUrl).href, 308);
        if (isPreviewPath(request.url)) return refusal(reply, 404, 'Previews open on their own address, not on the live site', this.hosts.liveUrl);
        return;
      }
      const presented = cookieOf(request.headers.cookie, PREVIEW_COOKIE);
      if (presented !== undefined && this.secret) {
        const checked = checkPreview(this.secret, presented);
        const problem = checked.ok ? await this.problemWith(checked.preview) : checked.reason;
        if (checked.ok && !problem) {
          this.previewing.set(request, checked.preview);
          return;
        }
        // A preview that no longer holds (expired, pruned, changed) ends.
        log.warn({ reason: problem }, 'a preview cookie was refused');
        reply.header('Set-Cookie', endingCookies(request.protocol === 'https'));
      }
      // The preview host serves previews and nothing else: without one, only a link's own page (and the beacons of a preview just ended, never counted).
      if (!isPreviewPath(request.url) && request.url.split('?')[0] !== FIELD_DATA_URL) return refusal(reply, 403, 'This address shows release previews only, to a browser that opened a preview link', this.hosts.liveUrl);
    });

    /** The preview a link or the open form names, checked whole; or the refusal sent. */
    const checkedLink = async (reply: FastifyReply, token: string | undefined): Promise<Preview | undefined> => {
      if (!this.secret) {
        void refusal(reply, 404, 'This site has no previews: set PREVIEW_SECRET on every server', this.hosts.liveUrl);
        return undefined;
      }
      const checked = checkPreview(this.secret, token);
      if (!checked.ok) {
        void refusal(reply, 403, checked.reason.replace(/^./, (first) => first.toUpperCase()), this.hosts.liveUrl);
        return undefined;
      }
      const problem = await this.problemWith(checked.preview);
      if (problem) {
        void refusal(reply, 404, problem, this.hosts.liveUrl);
        return undefined;
      }
      return checked.preview;
    };

    app.get(PREVIEW_PATHS.open, async (request, reply) => {
      const { token, to } = request.query as { token?: string; to?: string };
      const preview = await checkedLink(reply, token);
      if (!preview) return reply;
      return reply
        .header('Cache-Control', 'no-store')
        // The link's token never leaves in a Referer for another site; the page's own form still says where it comes from.
        .header('Referrer-Policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(openPage(preview, token!, typeof to === 'string' ? to : undefined, this.hosts.liveUrl));
    });

    // The open page's form, and nothing else: a form posted from another site, or with no word of where it came from, opens nothing.
    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: OPEN_FORM_BYTES }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.post(PREVIEW_PATHS.open, async (request, reply) => {
        if (!fromOwnPage(request)) return refusal(reply, 403, 'A preview opens only from its own page on this site: open the link, then press the button', this.hosts.liveUrl);
        const { token, to } = (request.body ?? {}) as { token?: string; to?: string };
        const preview = await checkedLink(reply, token);
        if (!preview) return reply;
        await this.registry?.audit.record({ action: 'preview', outcome: 'done', actor: preview.by, app: preview.app, release: preview.releases[preview.app], reason: 'preview opened' });
        const remaining = Math.max(1, preview.expires - Math.floor(Date.now() / 1000));
        const landing = typeof to === 'string' && findRoute(to)?.path === to ? to : landingOf(preview.app);
        return reply
          .header('Set-Cookie', cookie(token!, remaining, request.protocol === 'https'))
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
        .send(endedPage(this.hosts.liveUrl)),
    );

    app.get(PREVIEW_PATHS.stylesheet, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=3600').type('text/css; charset=utf-8').send(BANNER_CSS));
  }
}
