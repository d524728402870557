import { cutText } from 'shared/text';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { sendSiteError, SiteErrors, siteErrorOf, type SiteError } from '../http/errors';
import { messageOf } from '../ops/messageOf';
import type { Workspace } from './buildOutput';
import { ReleaseRefused } from './errors';
import { fetchFromOrigin, originProblem } from './originFiles';
import { PREVIEW_OPEN_PATH, previewToken } from './previewTokens';
import {
  GATE_REPORT_SCHEMA,
  PUBLISH_BODY_SCHEMA,
  publishBodyProblem,
  RELEASE_BODY_LIMIT,
  type PublishBody,
} from './releaseApiBodies';
import type { CanaryJudgment } from './canary/judgment';
import { registerCanaryRoutes, shown } from './canaryApi';
import { RELEASE_ID_PATTERN } from './releaseRecord';
import type { AuditAction, GateCheck, ReleaseRegistry } from './releaseRegistry';
import {
  isReleaseApp,
  promoteRelease,
  publishRelease,
  recordGateResult,
  RELEASE_APPS,
  rollbackRelease,
  type SwitchResult,
} from './releaseService';
import { checkReleaseToken } from './releaseTokens';

const bearer = (request: FastifyRequest) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

export interface ReleaseApiOptions {
  /** The team origins a release may be published from (RELEASE_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** What preview links are signed with; without it, no preview link is made. */
  previewSecret?: string;
  /** Where preview links open: the preview host (PREVIEW_URL). */
  previewUrl?: string;
  /** Whether the site's pages split visitors between a canary and the live release; a bare API (a test's) starts no canary. */
  canariesServed?: boolean;
  /** The running canary's judgment as of now, from the fleet's field data, for `npm run release -- status`. */
  canaryJudgment?: () => Promise<CanaryJudgment | undefined>;
}

/** Who a request was let in as, for which app and action: set by the guard before the body is read. */
interface Caller {
  action: AuditAction;
  target: Workspace | undefined;
  actor: string;
}

/**
 * The release API, on a listener of its own that operators keep off the public site: teams publish,
 * promote and roll back their app from CI with a token scoped to it. Every refusal is audited and
 * answered from the site's catalogue of refusals, as `{ error: code, message }`.
 */
export function registerReleaseApi(
  app: FastifyInstance,
  registry: ReleaseRegistry,
  options: ReleaseApiOptions = {},
): void {
  const allowedOrigins = options.allowedOrigins ?? [];
  const callers = new WeakMap<FastifyRequest, Caller>();
  const callerOf = (request: FastifyRequest) => callers.get(request)!;
  const releaseOf = (request: FastifyRequest) => ({
    ...callerOf(request),
    target: callerOf(request).target!,
    id: (request.params as { id: string }).id,
  });

  /**
   * Checks the app, the release id and the token as the request arrives, before a byte of its body is
   * read: a caller without a token never makes the server hold or parse what it sends.
   */
  const guard =
    (action: AuditAction, { forApp = true, forRelease = false } = {}) =>
    async (request: FastifyRequest) => {
      const { app: name, id } = request.params as { app?: string; id?: string };
      if (forApp && !(name && isReleaseApp(name))) throw new SiteErrors.noSuchApp(name, RELEASE_APPS.join(', '));
      const target = forApp ? (name as Workspace) : undefined;
      if (forRelease && !RELEASE_ID_PATTERN.test(id ?? '')) throw new SiteErrors.notAReleaseId(id);
      const check = await checkReleaseToken(registry.tokens, bearer(request), target);
      if (!check.ok) {
        await registry.audit.record({
          action,
          outcome: 'refused',
          actor: check.actor,
          ...(target ? { app: target } : {}),
          reason: check.reason,
        });
        request.log.warn(
          { action, app: target, actor: check.actor, reason: check.reason },
          'release API request refused',
        );
        throw check.status === 401 ? new SiteErrors.tokenRequired() : new SiteErrors.tokenNotForApp(target);
      }
      // Without an app in the address, the token's own app is the one acted on.
      callers.set(request, { action, target: target ?? check.token.app, actor: check.token.name });
    };

  /** A body refused after its caller was let in is audited as that caller's refused action. */
  const refuseBody = async (request: FastifyRequest, refusal: SiteError) => {
    const caller = callers.get(request);
    if (caller?.target)
      await registry.audit.record({
        action: caller.action,
        outcome: 'refused',
        actor: caller.actor,
        app: caller.target,
        reason: refusal.message,
      });
  };

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // A refusal the caller can act on is 409 with its reason; anything else is the server's fault.
    const refusal =
      error instanceof ReleaseRefused
        ? new SiteErrors.releaseRefused(error.message)
        : siteErrorOf(error, request, {
            bodyLimit: `${RELEASE_BODY_LIMIT} bytes`,
            accepts: 'the body as application/json',
            unexpected: 'The release API failed.',
          });
    if (error.validation) await refuseBody(request, refusal);
    if (refusal.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer realm="releases"');
    return sendSiteError(reply.header('Cache-Control', 'no-store'), refusal);
  });

  // What is live and what is published of one app, the token's own: a team learns nothing of another's releases.
  for (const url of ['/releases', '/releases/:app']) {
    app.get(url, { onRequest: guard('authenticate', { forApp: url !== '/releases' }) }, async (request, reply) => {
      const target = callerOf(request).target!;
      const live = (await registry.refresh())[target];
      const releases = (await registry.releases(target)).map(
        ({ id, publishedBy, publishedAt, contractMajor, origin }) => ({
          id,
          publishedBy,
          publishedAt,
          contractMajor,
          ...(origin ? { origin } : {}),
        }),
      );
      return reply
        .header('Cache-Control', 'no-store')
        .send({ live: live ? { [target]: shown(live) } : {}, releases: { [target]: releases } });
    });
  }

  app.post(
    '/releases/:app',
    { bodyLimit: RELEASE_BODY_LIMIT, onRequest: guard('publish'), schema: { body: PUBLISH_BODY_SCHEMA } },
    async (request, reply) => {
      const { target, actor } = releaseOf(request);
      const { files, origin } = request.body as PublishBody;
      const problem =
        publishBodyProblem(files, origin) ??
        (origin === undefined
          ? null
          : target === 'shell'
            ? 'the shell is served by the site itself: send its files'
            : originProblem(origin, allowedOrigins));
      if (problem) {
        const refusal = new SiteErrors.notAsDeclared(problem);
        await refuseBody(request, refusal);
        return sendSiteError(reply, refusal);
      }
      const digests = Object.fromEntries(Object.entries(files).map(([file, { digest }]) => [file, digest]));
      let contents: Map<string, Buffer>;
      try {
        // From an origin, the server fetches the files itself: what it checks and keeps is what browsers will load there.
        contents = origin
          ? await fetchFromOrigin(origin, Object.keys(files))
          : new Map(Object.entries(files).map(([file, { content }]) => [file, Buffer.from(content ?? '', 'base64')]));
      } catch (error) {
        await registry.audit.record({
          action: 'publish',
          outcome: 'refused',
          actor,
          app: target,
          reason: messageOf(error),
        });
        throw error;
      }
      const result = await publishRelease(registry, {
        app: target,
        files: { contents },
        digests,
        actor,
        ...(origin ? { origin } : {}),
      });
      request.log.info({ app: target, release: result.id, actor, existing: result.existing }, 'release published');
      return reply.code(result.existing ? 200 : 201).send(result);
    },
  );

  /** Promote and rollback: a switch of what is live, answered with where it went from and to. */
  const switchRoute = (
    url: string,
    action: 'promote' | 'rollback',
    run: (request: FastifyRequest) => Promise<SwitchResult>,
  ) =>
    app.post(url, { onRequest: guard(action, { forRelease: url.includes(':id') }) }, async (request, reply) => {
      const { target, actor } = callerOf(request);
      const result = await run(request);
      request.log.info(
        { app: target, release: result.to, actor, from: result.from },
        `release ${action === 'promote' ? 'promoted' : 'rolled back'}`,
      );
      return reply.send(result);
    });

  switchRoute('/releases/:app/:id/promote', 'promote', async (request) => {
    const { target, id, actor } = releaseOf(request);
    const { skipGate } = (request.body ?? {}) as { skipGate?: unknown };
    if (
      skipGate !== undefined &&
      (typeof skipGate !== 'string' || skipGate.trim().length === 0 || skipGate.length > 200)
    ) {
      throw new SiteErrors.badRequest('skipGate must say why the gate is skipped, in up to 200 characters');
    }
    return promoteRelease(
      registry,
      target,
      id,
      actor,
      skipGate ? { skipGate: `${skipGate.trim()} (by ${actor})` } : {},
    );
  });
  switchRoute('/releases/:app/rollback', 'rollback', (request) =>
    rollbackRelease(registry, callerOf(request).target!, callerOf(request).actor),
  );

  // A link that opens the release, staged, in one browser on the real site: for the team to look, and for its gate.
  app.post(
    '/releases/:app/:id/preview',
    { onRequest: guard('preview', { forRelease: true }) },
    async (request, reply) => {
      const { target, id, actor } = releaseOf(request);
      if (!options.previewSecret) throw new SiteErrors.noPreviewLinks();
      if (!(await registry.release(target, id))) throw new SiteErrors.noSuchRelease(target, id);
      const { minutes } = (request.body ?? {}) as { minutes?: unknown };
      let link: { token: string; expiresAt: string };
      try {
        link = previewToken(
          options.previewSecret,
          target,
          id,
          actor,
          minutes === undefined ? undefined : Number(minutes),
        );
      } catch (error) {
        throw new SiteErrors.badRequest(messageOf(error));
      }
      await registry.audit.record({
        action: 'preview',
        outcome: 'done',
        actor,
        app: target,
        release: id,
        reason: `link made, valid until ${link.expiresAt}`,
      });
      const path = `${PREVIEW_OPEN_PATH}?token=${encodeURIComponent(link.token)}`;
      return reply.header('Cache-Control', 'no-store').send({
        path,
        ...(options.previewUrl ? { url: new URL(path, options.previewUrl).href } : {}),
        expiresAt: link.expiresAt,
      });
    },
  );

  // What `npm run release -- check` found; promote asks for it.
  app.post(
    '/releases/:app/:id/gate',
    { onRequest: guard('gate', { forRelease: true }), schema: { body: GATE_REPORT_SCHEMA } },
    async (request, reply) => {
      const { target, id, actor } = releaseOf(request);
      const body = request.body as { passed: boolean; checks: GateCheck[] };
      // A gate that says it passed while a check failed is not taken at its word.
      const passed = body.passed && body.checks.every((check) => check.passed);
      const checks = body.checks.map(({ name, passed: ok, detail }) => ({
        name: cutText(name, 300),
        passed: ok,
        ...(detail ? { detail: cutText(detail, 2000) } : {}),
      }));
      const result = await recordGateResult(registry, { app: target, release: id, passed, checks, actor });
      request.log.info({ app: target, release: id, actor, passed }, 'gate result recorded');
      return reply.code(201).send(result);
    },
  );

  registerCanaryRoutes(app, registry, {
    guard,
    callerOf,
    releaseOf,
    canariesServed: options.canariesServed ?? false,
    ...(options.canaryJudgment ? { canaryJudgment: options.canaryJudgment } : {}),
  });
}
