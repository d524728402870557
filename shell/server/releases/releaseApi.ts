import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Workspace } from './buildOutput';
import { ReleaseRefused } from './errors';
import { fetchFromOrigin, originProblem } from './originFiles';
import { DIGEST_PATTERN, fileNameProblem, RELEASE_ID_PATTERN, RELEASE_MOST_BYTES } from './releaseRecord';
import type { AuditAction, GateCheck, ReleaseRegistry } from './releaseRegistry';
import { isReleaseApp, promoteRelease, publishRelease, recordGateResult, RELEASE_APPS, rollbackRelease, type SwitchResult } from './releaseService';
import { PREVIEW_OPEN_PATH, previewToken } from './previewTokens';
import { checkReleaseToken } from './releaseTokens';
import { messageOf } from '../ops/messageOf';

/** The most files a release may hold: far above any build, far below what would burden a check. */
const RELEASE_MOST_FILES = 2000;
/** A publish body: the files as base64 (4 bytes for 3), with room for the names and digests. */
export const RELEASE_BODY_LIMIT = Math.ceil((RELEASE_MOST_BYTES * 4) / 3) + RELEASE_MOST_FILES * 200;

/** What `npm run release -- publish` sends: every file with its digest and, unless the files are at the team's origin, its bytes. */
export interface PublishBody {
  files: Record<string, { digest: string; content?: string }>;
  origin?: string;
}

const bearer = (request: FastifyRequest) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

export interface ReleaseApiOptions {
  /** The team origins a release may be published from (RELEASE_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** What preview links are signed with; without it, no preview link is made. */
  previewSecret?: string;
  /** Where preview links open: the preview host (PREVIEW_URL). */
  previewUrl?: string;
}

/**
 * The release API, on a listener of its own that operators keep off the public site: teams publish,
 * promote and roll back their app from CI with a token scoped to it. Every refusal is audited.
 */
export function registerReleaseApi(app: FastifyInstance, registry: ReleaseRegistry, options: ReleaseApiOptions = {}): void {
  const allowedOrigins = options.allowedOrigins ?? [];
  /** The token's name when it may change `target`, after answering and auditing the refusal otherwise. */
  async function authorized(request: FastifyRequest, reply: FastifyReply, action: AuditAction, target: Workspace | undefined): Promise<string | undefined> {
    const check = await checkReleaseToken(registry.tokens, bearer(request), target);
    if (check.ok) return check.token.name;
    await registry.audit.record({ action, outcome: 'refused', actor: check.actor, ...(target ? { app: target } : {}), reason: check.reason });
    request.log.warn({ action, app: target, actor: check.actor, reason: check.reason }, 'release API request refused');
    reply.code(check.status).header('Cache-Control', 'no-store');
    if (check.status === 401) reply.header('WWW-Authenticate', 'Bearer realm="releases"');
    await reply.send({ error: check.status === 401 ? 'A valid release token is required.' : `This token may not change ${target}.` });
    return undefined;
  }

  const appOf = (request: FastifyRequest, reply: FastifyReply): Workspace | undefined => {
    const { app: name } = request.params as { app?: string };
    if (name && isReleaseApp(name)) return name;
    void reply.code(404).send({ error: `No app "${name}". Apps: ${RELEASE_APPS.join(', ')}.` });
    return undefined;
  };

  /** Who a request was let in as, and for which app: set by `guard` before the body is read. */
  const callers = new WeakMap<FastifyRequest, { target: Workspace | undefined; actor: string }>();
  const callerOf = (request: FastifyRequest) => callers.get(request)!;

  /**
   * Checks the app, the release id and the token as the request arrives, before a byte of its body is
   * read: a caller without a token never makes the server hold or parse what it sends.
   */
  const guard =
    (action: AuditAction, { forApp = true, forRelease = false } = {}) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const target = forApp ? appOf(request, reply) : undefined;
      if (forApp && !target) return reply;
      if (forRelease && !RELEASE_ID_PATTERN.test((request.params as { id: string }).id)) {
        await reply.code(404).send({ error: `"${(request.params as { id: string }).id}" is not a release id.` });
        return reply;
      }
      const actor = await authorized(request, reply, action, target);
      if (!actor) return reply;
      callers.set(request, { target, actor });
      return undefined;
    };

  /** A refusal the person publishing can act on is 409 with its reason; anything else is the server's fault. */
  const answerRefusal = (reply: FastifyReply, error: unknown) => {
    if (error instanceof ReleaseRefused) return reply.code(409).send({ error: error.message });
    throw error;
  };

  app.get('/releases', { onRequest: guard('authenticate', { forApp: false }) }, async (_request, reply) => {
    const live = await registry.refresh();
    const releases = Object.fromEntries(
      await Promise.all(
        RELEASE_APPS.map(async (name) => [
          name,
          (await registry.releases(name)).map(({ id, publishedBy, publishedAt, contractMajor, origin }) => ({ id, publishedBy, publishedAt, contractMajor, ...(origin ? { origin } : {}) })),
        ]),
      ),
    );
    return reply.header('Cache-Control', 'no-store').send({ live, releases });
  });

  app.post('/releases/:app', { bodyLimit: RELEASE_BODY_LIMIT, onRequest: guard('publish') }, async (request, reply) => {
    const { target: app, actor } = callerOf(request);
    const target = app!;
    const body = request.body as Partial<PublishBody> | null;
    const problem = publishBodyProblem(body) ?? (body?.origin === undefined ? null : target === 'shell' ? 'the shell is served by the site itself: send its files' : originProblem(body.origin, allowedOrigins));
    if (problem) {
      await registry.audit.record({ action: 'publish', outcome: 'refused', actor, app: target, reason: problem });
      return reply.code(400).send({ error: problem });
    }
    const files = body!.files!;
    const origin = body!.origin;
    const digests = Object.fromEntries(Object.entries(files).map(([file, { digest }]) => [file, digest]));
    let contents: Map<string, Buffer>;
    try {
      // From an origin, the server fetches the files itself: what it checks and keeps is what browsers will load there.
      contents = origin
        ? await fetchFromOrigin(origin, Object.keys(files))
        : new Map(Object.entries(files).map(([file, { content }]) => [file, Buffer.from(content ?? '', 'base64')]));
    } catch (error) {
      await registry.audit.record({ action: 'publish', outcome: 'refused', actor, app: target, reason: messageOf(error) });
      return answerRefusal(reply, error);
    }
    try {
      const result = await publishRelease(registry, { app: target, files: { contents }, digests, actor, ...(origin ? { origin } : {}) });
      request.log.info({ app: target, release: result.id, actor, existing: result.existing }, 'release published');
      return reply.code(result.existing ? 200 : 201).send(result);
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  /** Promote and rollback: a switch of what is live, answered with where it went from and to. */
  const switchRoute = (url: string, action: 'promote' | 'rollback', run: (target: Workspace, actor: string, request: FastifyRequest, reply: FastifyReply) => Promise<SwitchResult | undefined>) =>
    app.post(url, { onRequest: guard(action, { forRelease: url.includes(':id') }) }, async (request, reply) => {
      const { target, actor } = callerOf(request);
      try {
        const result = await run(target!, actor, request, reply);
        if (!result) return reply;
        request.log.info({ app: target, release: result.to, actor, from: result.from }, `release ${action === 'promote' ? 'promoted' : 'rolled back'}`);
        return reply.send(result);
      } catch (error) {
        return answerRefusal(reply, error);
      }
    });

  switchRoute('/releases/:app/:id/promote', 'promote', async (target, actor, request, reply) => {
    const { id } = request.params as { id: string };
    const { skipGate } = (request.body ?? {}) as { skipGate?: unknown };
    if (skipGate !== undefined && (typeof skipGate !== 'string' || skipGate.trim().length === 0 || skipGate.length > 200)) {
      await reply.code(400).send({ error: 'skipGate must say why the gate is skipped, in up to 200 characters' });
      return undefined;
    }
    return promoteRelease(registry, target, id, actor, skipGate ? { skipGate: `${skipGate.trim()} (by ${actor})` } : {});
  });

  /** The app, release and token name of a request about one release, let in by its guard. */
  const releaseRequest = (request: FastifyRequest): { target: Workspace; id: string; actor: string } => {
    const { target, actor } = callerOf(request);
    return { target: target!, id: (request.params as { id: string }).id, actor };
  };

  // A link that opens the release, staged, in one browser on the real site: for the team to look, and for its gate.
  app.post('/releases/:app/:id/preview', { onRequest: guard('preview', { forRelease: true }) }, async (request, reply) => {
    const { target, id, actor } = releaseRequest(request);
    if (!options.previewSecret) return reply.code(503).send({ error: 'This site makes no preview links: set PREVIEW_SECRET on every server.' });
    if (!(await registry.release(target, id))) return reply.code(404).send({ error: `${target} has no release ${id}.` });
    const { minutes } = (request.body ?? {}) as { minutes?: unknown };
    let link: { token: string; expiresAt: string };
    try {
      link = previewToken(options.previewSecret, target, id, actor, minutes === undefined ? undefined : Number(minutes));
    } catch (error) {
      return reply.code(400).send({ error: messageOf(error) });
    }
    await registry.audit.record({ action: 'preview', outcome: 'done', actor, app: target, release: id, reason: `link made, valid until ${link.expiresAt}` });
    const path = `${PREVIEW_OPEN_PATH}?token=${encodeURIComponent(link.token)}`;
    return reply.header('Cache-Control', 'no-store').send({ path, ...(options.previewUrl ? { url: new URL(path, options.previewUrl).href } : {}), expiresAt: link.expiresAt });
  });

  // What `npm run release -- check` found; promote asks for it.
  app.post('/releases/:app/:id/gate', { onRequest: guard('gate', { forRelease: true }) }, async (request, reply) => {
    const { target, id, actor } = releaseRequest(request);
    const body = (request.body ?? {}) as { passed?: unknown; checks?: unknown };
    const checks = Array.isArray(body.checks) ? body.checks : undefined;
    const wellFormed =
      typeof body.passed === 'boolean' &&
      checks !== undefined &&
      checks.length > 0 &&
      checks.length <= 1000 &&
      checks.every(
        (check: unknown) =>
          typeof check === 'object' &&
          check !== null &&
          typeof (check as GateCheck).name === 'string' &&
          typeof (check as GateCheck).passed === 'boolean' &&
          ((check as GateCheck).detail === undefined || typeof (check as GateCheck).detail === 'string'),
      );
    if (!wellFormed) return reply.code(400).send({ error: 'the body must be JSON with "passed" (true or false) and "checks", each {name, passed, detail?}' });
    // A gate that says it passed while a check failed is not taken at its word.
    const passed = body.passed === true && (checks as GateCheck[]).every((check) => check.passed);
    const cleaned = (checks as GateCheck[]).map(({ name, passed: ok, detail }) => ({ name: name.slice(0, 300), passed: ok, ...(detail ? { detail: detail.slice(0, 2000) } : {}) }));
    try {
      const result = await recordGateResult(registry, { app: target, release: id, passed, checks: cleaned, actor });
      request.log.info({ app: target, release: id, actor, passed }, 'gate result recorded');
      return reply.code(201).send(result);
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });
  switchRoute('/releases/:app/rollback', 'rollback', (target, actor) => rollbackRelease(registry, target, actor));
}

/** Why a publish body cannot be taken, or null: files with their digests, and their bytes unless they are at an origin. */
function publishBodyProblem(body: Partial<PublishBody> | null): string | null {
  if (typeof body !== 'object' || body === null || typeof body.files !== 'object' || body.files === null) return 'the body must be JSON with "files"';
  const entries = Object.entries(body.files);
  if (entries.length === 0) return 'a release needs at least one file';
  if (entries.length > RELEASE_MOST_FILES) return `a release holds at most ${RELEASE_MOST_FILES} files, not ${entries.length}`;
  const bytes = entries.reduce((total, [, entry]) => total + (typeof entry?.content === 'string' ? Math.floor((entry.content.length * 3) / 4) : 0), 0);
  if (bytes > RELEASE_MOST_BYTES) return `a release holds at most ${RELEASE_MOST_BYTES / 1024 / 1024} MiB of files`;
  for (const [file, entry] of entries) {
    const badName = fileNameProblem(file);
    if (badName) return badName;
    if (typeof entry !== 'object' || entry === null || typeof entry.digest !== 'string' || !DIGEST_PATTERN.test(entry.digest)) return `${file} has no sha384 digest`;
    if (body.origin === undefined && typeof entry.content !== 'string') return `${file} has no content`;
  }
  return null;
}
