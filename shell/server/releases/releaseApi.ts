import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Workspace } from '../buildOutput';
import { ReleaseRefused } from './diskReleaseRegistry';
import { fetchFromOrigin, originProblem } from './originFiles';
import { DIGEST_PATTERN, RELEASE_FILE_PATTERN, RELEASE_ID_PATTERN } from './releaseRecord';
import type { AuditAction, ReleaseRegistry } from './releaseRegistry';
import { isReleaseApp, promoteRelease, publishRelease, RELEASE_APPS, rollbackRelease, type SwitchResult } from './releaseService';
import { checkReleaseToken } from './releaseTokens';

/** Far above any real build sent as base64, far below what would hurt the server. */
export const RELEASE_BODY_LIMIT = 64 * 1024 * 1024;

/** What `npm run release -- publish` sends: every file with its digest and, unless the files are at the team's origin, its bytes. */
export interface PublishBody {
  files: Record<string, { digest: string; content?: string }>;
  origin?: string;
}

const bearer = (request: FastifyRequest) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

/**
 * The release API, on a listener of its own that operators keep off the public site: teams publish,
 * promote and roll back their app from CI with a token scoped to it. Every refusal is audited.
 */
export function registerReleaseApi(app: FastifyInstance, registry: ReleaseRegistry, options: { allowedOrigins?: readonly string[] } = {}): void {
  const allowedOrigins = options.allowedOrigins ?? [];
  /** The token's name when it may change `target`, after answering and auditing the refusal otherwise. */
  async function authorized(request: FastifyRequest, reply: FastifyReply, action: AuditAction, target: Workspace | undefined): Promise<string | undefined> {
    const check = await checkReleaseToken(registry, bearer(request), target);
    if (check.ok) return check.token.name;
    await registry.audit({ action, outcome: 'refused', actor: check.actor, ...(target ? { app: target } : {}), reason: check.reason });
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

  /** A refusal the person publishing can act on is 409 with its reason; anything else is the server's fault. */
  const answerRefusal = (reply: FastifyReply, error: unknown) => {
    if (error instanceof ReleaseRefused) return reply.code(409).send({ error: error.message });
    throw error;
  };

  app.get('/releases', async (request, reply) => {
    if (!(await authorized(request, reply, 'authenticate', undefined))) return reply;
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

  app.post('/releases/:app', { bodyLimit: RELEASE_BODY_LIMIT }, async (request, reply) => {
    const target = appOf(request, reply);
    if (!target) return reply;
    const actor = await authorized(request, reply, 'publish', target);
    if (!actor) return reply;
    const body = request.body as Partial<PublishBody> | null;
    const problem = publishBodyProblem(body) ?? (body?.origin === undefined ? null : target === 'shell' ? 'the shell is served by the site itself: send its files' : originProblem(body.origin, allowedOrigins));
    if (problem) {
      await registry.audit({ action: 'publish', outcome: 'refused', actor, app: target, reason: problem });
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
      await registry.audit({ action: 'publish', outcome: 'refused', actor, app: target, reason: error instanceof Error ? error.message : String(error) });
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
    app.post(url, async (request, reply) => {
      const target = appOf(request, reply);
      if (!target) return reply;
      const actor = await authorized(request, reply, action, target);
      if (!actor) return reply;
      try {
        const result = await run(target, actor, request, reply);
        if (!result) return reply;
        request.log.info({ app: target, release: result.to, actor, from: result.from }, `release ${action === 'promote' ? 'promoted' : 'rolled back'}`);
        return reply.send(result);
      } catch (error) {
        return answerRefusal(reply, error);
      }
    });

  switchRoute('/releases/:app/:id/promote', 'promote', async (target, actor, request, reply) => {
    const { id } = request.params as { id: string };
    if (RELEASE_ID_PATTERN.test(id)) return promoteRelease(registry, target, id, actor);
    await reply.code(404).send({ error: `"${id}" is not a release id.` });
    return undefined;
  });
  switchRoute('/releases/:app/rollback', 'rollback', (target, actor) => rollbackRelease(registry, target, actor));
}

/** Why a publish body cannot be taken, or null: files with their digests, and their bytes unless they are at an origin. */
function publishBodyProblem(body: Partial<PublishBody> | null): string | null {
  if (typeof body !== 'object' || body === null || typeof body.files !== 'object' || body.files === null) return 'the body must be JSON with "files"';
  const entries = Object.entries(body.files);
  if (entries.length === 0) return 'a release needs at least one file';
  for (const [file, entry] of entries) {
    if (!RELEASE_FILE_PATTERN.test(file)) return `"${file}" is not a file name a release may hold`;
    if (typeof entry !== 'object' || entry === null || typeof entry.digest !== 'string' || !DIGEST_PATTERN.test(entry.digest)) return `${file} has no sha384 digest`;
    if (body.origin === undefined && typeof entry.content !== 'string') return `${file} has no content`;
  }
  return null;
}
