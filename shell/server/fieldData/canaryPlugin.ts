import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findRoute, isRemoteRoute, siteMap } from 'shared/routes';
import { normalizeHostname, type ServerConfig } from '../ops/config';
import { groupOfApp } from '../releases/buildOutput';
import { canaryName, SIDE_HEADER } from '../releases/canarySide';
import { judgeCanaryOnce } from './canaryJudge';
import type { FieldSample } from './fieldDataStore';

declare module 'fastify' {
  interface FastifyRequest {
    /** The page was sent client-rendered because a render that had its builds threw (set by the page routes). */
    serverRenderFailed: boolean;
    /** While a canary runs, the id of the page sent, as its view token names it (set by the page routes). */
    canaryView: string | undefined;
  }
}

/** What a view whose server render threw is filed with: a problem of its release, which no browser reports. */
export const SERVER_RENDER_FAILED = 'the server render failed';

export interface CanaryOptions {
  config: Pick<ServerConfig, 'canary' | 'allowedHosts' | 'previewUrl' | 'siteUrl'>;
}

/** How often the pages sent are written to the field data store: a write per few seconds, not per page. */
const VIEWS_FLUSH_MS = 2000;

/**
 * The server's part in a canary: every page it sends while one runs is filed as a view of its side
 * and route, beside the field reports, so every server's pages count and a release that breaks
 * before its browsers report still shows as pages sent; and the judgment runs on a timer, carrying
 * out its verdict once for the whole fleet.
 */
export const canaryPlugin = fp(
  async (app: FastifyInstance, { config }: CanaryOptions) => {
    const { releases, registry, fieldData: store, metrics } = app;
    let views: FieldSample[] = [];
    const flush = async () => {
      if (views.length === 0) return;
      const batch = views;
      views = [];
      await store.add(batch).catch((error: unknown) => app.log.warn({ err: error }, 'canary views not filed'));
    };

    app.decorateRequest('serverRenderFailed', false);
    app.decorateRequest('canaryView', undefined);
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      // Only a page sent to a visitor has a view (an answer made for a cache to draw a side from reaches none);
      // a 304 is one too: the browser shows the page it kept, with the new view's token.
      if (request.canaryView === undefined || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
      const route = findRoute(request.url.split('?')[0] ?? '/');
      const ofSide = route && releases.sideOf(request);
      if (!route || !ofSide) return;
      const { side } = ofSide;
      const group = isRemoteRoute(route) ? route.group : 'shell';
      const canary = releases.deploys?.canary();
      const ofCanary = side === 'canary' && canary?.app === (group === 'shell' ? 'shell' : `${group}-mfe`);
      const view: FieldSample = {
        receivedAt: new Date().toISOString(),
        kind: 'view',
        name: 'document',
        value: null,
        route: route.path,
        group,
        release: ofCanary ? canary.release : releases.liveReleaseOf(group),
        detail: null,
        side,
        view: request.canaryView,
      };
      views.push(view);
      // A release whose server build throws still sends working client-rendered pages: counted as an error of each, or it would look healthy.
      if (request.serverRenderFailed)
        views.push({ ...view, kind: 'problem', name: 'error', detail: SERVER_RENDER_FAILED });
    });

    const flushing = setInterval(() => void flush(), VIEWS_FLUSH_MS).unref();
    const judging =
      registry &&
      setInterval(() => {
        judgeCanaryOnce({
          registry,
          store,
          settings: config.canary,
          log: app.log,
          onVerdict: (verdict) => metrics.canaryVerdicts.inc({ verdict }),
        }).catch((error: unknown) => app.log.warn({ err: error }, 'the canary could not be judged now'));
      }, config.canary.judgedEveryMs).unref();

    // A canary's renderer starts, and renders each of its routes, before its first visitor rather than on
    // them: its first pages would otherwise be slower than live's warm ones, and its latencies judged by that.
    const previewHost = normalizeHostname(new URL(config.previewUrl).hostname);
    const siteHost = normalizeHostname(new URL(config.siteUrl).hostname);
    // The site's own name first: it is the one visitors use; the others are for the machine itself.
    const hosts = [siteHost, ...config.allowedHosts.filter((host) => host !== previewHost && host !== siteHost)];
    const warmed = new Set<string>();
    let closing = false;
    const runningName = () => {
      const canary = releases.deploys?.canary();
      return canary ? canaryName(canary) : undefined;
    };
    const warmCanary = async () => {
      const canary = releases.deploys?.canary();
      const name = runningName();
      if (!canary || !name || warmed.has(name)) return;
      warmed.add(name);
      const group = canary.app === 'shell' ? undefined : groupOfApp(canary.app);
      const routes = siteMap.filter((route) => group === undefined || (isRemoteRoute(route) && route.group === group));
      for (const host of hosts)
        for (const route of routes) {
          // A canary ended or replaced meanwhile is rendered no further: nobody will be sent its pages.
          if (closing || runningName() !== name) return;
          // A HEAD renders and keeps the page as a visitor's GET would, and is no page sent: it counts no view.
          await app
            .inject({
              method: 'HEAD',
              url: route.path,
              headers: { host, accept: 'text/html', [SIDE_HEADER]: `canary.${name}` },
            })
            .catch(() => undefined);
        }
    };
    const stopWarming = registry?.onChange(() => void warmCanary());
    // A server that starts while a canary runs warms it too.
    app.addHook('onReady', async () => void warmCanary());

    app.addHook('onClose', async () => {
      closing = true;
      stopWarming?.();
      clearInterval(flushing);
      if (judging) clearInterval(judging);
      await flush();
    });
  },
  { name: 'site-canary', dependencies: ['site-metrics', 'site-releases', 'site-field-data'] },
);
