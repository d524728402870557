import type { FastifyRequest } from 'fastify';
import { messageOf } from '../ops/messageOf';
import { routesOfGroup } from 'shared/routes';
import { groupOfApp, type Workspace } from './buildOutput';
import { normalizeHostname, type ServerConfig } from '../ops/config';
import type { DeployDirectory } from './deployDirectory';
import { FIELD_DATA_URL } from 'shared/field-data';
import {
  checkPreview,
  cookieOf,
  PREVIEW_COOKIE,
  PREVIEW_ENDED_COOKIE,
  PREVIEW_OPEN_PATH,
  previewSecret,
  type Preview,
} from './previewTokens';
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

export const isPreviewPath = (url: string) =>
  Object.values(PREVIEW_PATHS).includes(url.split('?')[0] as (typeof PREVIEW_PATHS)[keyof typeof PREVIEW_PATHS]);

/** Which release of each app serves a request: the live one, or the staged one a preview names. */
export type Serving = (app: Workspace) => string | undefined;

export const PREVIEW_PATHS = {
  open: PREVIEW_OPEN_PATH,
  end: '/_preview/end',
  stylesheet: '/_preview/banner.css',
} as const;

/** The first page of what `app` serves: where a preview link lands. */
export function landingOf(app: Workspace): string {
  const group = groupOfApp(app);
  return group ? routesOfGroup(group)[0]!.path : '/';
}

/** Long enough for the beacons a previewed page sends as it unloads to arrive. */
const PREVIEW_ENDED_SECONDS = 60;

/** Strict: no other site's link, form or frame can make a browser send it, so another site can neither open nor ride a preview. */
export function previewCookie(value: string, maxAgeSeconds: number, secure: boolean, name = PREVIEW_COOKIE): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Ends a browser's preview: the preview cookie goes, and a short-lived mark says it was previewing. */
export const endingCookies = (secure: boolean) => [
  previewCookie('', 0, secure),
  previewCookie('1', PREVIEW_ENDED_SECONDS, secure, PREVIEW_ENDED_COOKIE),
];

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
    private readonly log: { warn: (object: object, message: string) => void } = { warn: () => undefined },
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
    return (
      this.of(request) !== undefined ||
      this.onPreviewHost(request) ||
      cookieOf(request.headers.cookie, PREVIEW_ENDED_COOKIE) !== undefined
    );
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

  /**
   * What a request meets on its way in: on a live host nothing of a preview (its pages move to the
   * preview host); on the preview host, the preview its cookie names when that still holds (one that
   * no longer does ends), and a refusal of anything but a preview's own pages to a browser without one.
   */
  async decide(request: FastifyRequest): Promise<PreviewDecision> {
    if (!this.onPreviewHost(request)) {
      // A live host never honours a preview, whatever cookie a request carries; a link made for it before goes to the preview host.
      if (isPreviewPath(request.url) && request.method === 'GET')
        return { moveTo: new URL(request.url, this.hosts.previewUrl).href };
      if (isPreviewPath(request.url))
        return { refuse: 404, reason: 'Previews open on their own address, not on the live site' };
      return {};
    }
    let end = false;
    const presented = cookieOf(request.headers.cookie, PREVIEW_COOKIE);
    if (presented !== undefined && this.secret) {
      const checked = checkPreview(this.secret, presented);
      const problem = checked.ok ? await this.problemWith(checked.preview) : checked.reason;
      if (checked.ok && !problem) {
        this.previewing.set(request, checked.preview);
        return {};
      }
      // A preview that no longer holds (expired, pruned, changed) ends.
      this.log.warn({ reason: problem }, 'a preview cookie was refused');
      end = true;
    }
    // The preview host serves previews and nothing else: without one, only a link's own page (and the beacons of a preview just ended, never counted).
    if (!isPreviewPath(request.url) && request.url.split('?')[0] !== FIELD_DATA_URL)
      return {
        end,
        refuse: 403,
        reason: 'This address shows release previews only, to a browser that opened a preview link',
      };
    return { end };
  }

  /** The preview a link or the open form names, checked whole; or why it cannot be opened, with the status to say it with. */
  async checkLink(token: string | undefined): Promise<{ preview: Preview } | { refuse: number; reason: string }> {
    if (!this.secret) return { refuse: 404, reason: 'This site has no previews: set PREVIEW_SECRET on every server' };
    const checked = checkPreview(this.secret, token);
    if (!checked.ok) return { refuse: 403, reason: checked.reason.replace(/^./, (first) => first.toUpperCase()) };
    const problem = await this.problemWith(checked.preview);
    return problem ? { refuse: 404, reason: problem } : { preview: checked.preview };
  }

  /** A preview opened by a person: audited under the link's maker. */
  async recordOpened(preview: Preview): Promise<void> {
    await this.registry?.audit.record({
      action: 'preview',
      outcome: 'done',
      actor: preview.by,
      app: preview.app,
      release: preview.releases[preview.app],
      reason: 'preview opened',
    });
  }

  /** Where a person on the preview host without a preview is sent. */
  get liveUrl(): string {
    return this.hosts.liveUrl;
  }
}

/** What the preview desk decided of a request: go on, go to the preview host, or be refused; and whether its preview cookie ends. */
export interface PreviewDecision {
  moveTo?: string;
  refuse?: number;
  reason?: string;
  end?: boolean;
}
