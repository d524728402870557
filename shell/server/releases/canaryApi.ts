import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Workspace } from './buildOutput';
import type { CanaryJudgment } from './canary/judgment';
import type { CanaryRelease } from './deployDirectory';
import { ReleaseRefused } from './errors';
import type { AuditAction, ReleaseRegistry } from './releaseRegistry';
import { canaryOf, decideCanary, startCanary, type CanaryVerdict } from './releaseService';

/** What the release API's own routes use to let a caller in and know who and what it is. */
export interface ReleaseApiAccess {
  guard: (
    action: AuditAction,
    options?: { forApp?: boolean; forRelease?: boolean },
  ) => (request: FastifyRequest) => Promise<void>;
  callerOf: (request: FastifyRequest) => { target: Workspace | undefined; actor: string };
  releaseOf: (request: FastifyRequest) => { target: Workspace; actor: string; id: string };
  /** Whether this site's servers split visitors between a canary and the live release; until they do, none is started. */
  canariesServed: boolean;
  /** The running canary's judgment as of now, shown with it. */
  canaryJudgment?: () => Promise<CanaryJudgment | undefined>;
}

/** What a person reads of a judgment: the verdict so far, its reasons, the views, and each figure beside the live release's. */
const shownJudgment = ({ verdict, reasons, views, metrics }: CanaryJudgment) => ({
  verdict,
  reasons,
  views,
  figures: metrics.map((metric) => metric.summary),
});

/** What the API shows of a canary, wherever it shows one: all but the key its pages' view tokens are signed with. */
export function shown<T extends { canary?: CanaryRelease }>(
  answer: T,
): Omit<T, 'canary'> & { canary?: Omit<CanaryRelease, 'viewKey'> } {
  if (!answer.canary) return answer;
  const { viewKey: _secret, ...canary } = answer.canary;
  return { ...answer, canary };
}

/** Why no canary starts on a site whose pages do not yet split visitors: it would reach nobody while the team thinks it runs. */
export const CANARIES_NOT_SERVED =
  'This site does not split its visitors between a canary and the live release yet, so a canary would reach nobody: promote the release instead (docs/deploying.md, "Canaries").';

const START_BODY_SCHEMA = {
  type: 'object',
  required: ['percent'],
  additionalProperties: false,
  properties: {
    percent: { type: 'integer', minimum: 1, maximum: 99 },
    skipGate: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  },
} as const;

const DECIDE_BODY_SCHEMA = {
  type: 'object',
  required: ['verdict'],
  additionalProperties: false,
  properties: {
    verdict: { enum: ['promote', 'rollback', 'hold'] },
    // The canary the person looked at: a verdict on another (one started since) is refused.
    release: { type: 'string', pattern: '^[0-9]{8}-[0-9]{6}-[0-9a-f]{8}$' },
    reason: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/**
 * The canary's routes of the release API, each with the team's token for its app: start a canary of
 * a published release for a share of visitors, read it, and promote, roll back or hold it by hand.
 */
export function registerCanaryRoutes(app: FastifyInstance, registry: ReleaseRegistry, access: ReleaseApiAccess): void {
  const { guard, callerOf, releaseOf } = access;

  app.post(
    '/releases/:app/:id/canary',
    { onRequest: guard('canary', { forRelease: true }), schema: { body: START_BODY_SCHEMA } },
    async (request, reply) => {
      const { target, id, actor } = releaseOf(request);
      if (!access.canariesServed) {
        await registry.audit.record({
          action: 'canary',
          outcome: 'refused',
          actor,
          app: target,
          release: id,
          reason: CANARIES_NOT_SERVED,
        });
        throw new ReleaseRefused(CANARIES_NOT_SERVED);
      }
      const { percent, skipGate } = request.body as { percent: number; skipGate?: string };
      const started = await startCanary(registry, {
        app: target,
        id,
        percent,
        actor,
        ...(skipGate ? { skipGate: `${skipGate.trim()} (by ${actor})` } : {}),
      });
      request.log.info({ app: target, release: id, actor, percent }, 'canary started');
      return reply.code(201).send(shown(started));
    },
  );

  // The token's own app only: a team learns nothing of another's canary but that one runs.
  app.get('/releases/:app/canary', { onRequest: guard('authenticate') }, async (request, reply) => {
    const target = callerOf(request).target!;
    const running = canaryOf(await registry.refresh());
    if (running?.app !== target)
      return reply
        .header('Cache-Control', 'no-store')
        .send({ app: target, canary: null, ...(running ? { elsewhere: true } : {}) });
    const judgment = await access.canaryJudgment?.();
    return reply
      .header('Cache-Control', 'no-store')
      .send({ ...shown(running), ...(judgment ? { judgment: shownJudgment(judgment) } : {}) });
  });

  app.post(
    '/releases/:app/canary',
    { onRequest: guard('canary'), schema: { body: DECIDE_BODY_SCHEMA } },
    async (request, reply) => {
      const { target, actor } = callerOf(request);
      const { verdict, release, reason } = request.body as {
        verdict: CanaryVerdict;
        release?: string;
        reason?: string;
      };
      const decided = await decideCanary(registry, {
        app: target!,
        ...(release ? { release } : {}),
        verdict,
        actor,
        reason: reason ?? `by hand (${actor})`,
      });
      request.log.info({ app: target, actor, verdict }, 'canary decided by hand');
      return reply.send(shown(decided));
    },
  );
}
