import type { Workspace } from './buildOutput';
import { newViewKey } from './canaryViews';
import { isCanaryShare, type CanaryRelease } from './deployDirectory';
import { ReleaseRefused } from './errors';
import { gateProblem, type PromoteOptions } from './gatePolicy';
import type { AppReleases, AuditEntry, LiveReleases, ReleaseRegistry } from './releaseRegistry';
import { audited, checkedForLive } from './releaseSwitch';

/**
 * A canary's life: started for a share of visitors, then promoted to everyone, rolled back (its
 * visitors return to the live release), or held for a person. Each step is one registry switch, made
 * from what the registry holds at that moment, so two servers deciding at once decide once: the
 * second finds the canary gone, or another one, and is refused.
 */
export interface CanaryOfSite {
  app: Workspace;
  live: string;
  canary: CanaryRelease;
}

/** The site's one canary, if one runs. */
export function canaryOf(live: LiveReleases): CanaryOfSite | undefined {
  for (const [app, releases] of Object.entries(live) as Array<[Workspace, AppReleases | undefined]>) {
    if (releases?.canary) return { app, live: releases.live, canary: releases.canary };
  }
  return undefined;
}

const describe = ({ release, percent }: CanaryRelease) => `${release} for ${percent} % of visitors`;

/** Why no other switch of `app` may be made now, or undefined: a canary's app changes only through the canary. */
export function canaryInTheWay(current: LiveReleases, app: Workspace): string | undefined {
  const canary = current[app]?.canary;
  return canary
    ? `${app} runs a canary (${describe(canary)}): promote or abort it first (npm run release -- status ${app} --promote | --abort)`
    : undefined;
}

/** Shows a published release, once its gate passed, to `percent` of visitors while the rest keep the live one. */
export function startCanary(
  registry: ReleaseRegistry,
  request: { app: Workspace; id: string; percent: number; actor: string; now?: Date } & PromoteOptions,
): Promise<CanaryOfSite> {
  const { app, id, percent, actor } = request;
  let said = '';
  return audited(
    registry.audit,
    { action: 'canary', app, release: id, actor },
    async () => {
      if (!isCanaryShare(percent))
        throw new ReleaseRefused(`A canary's share is a whole percent from 1 to 99, not ${String(percent)}.`);
      const gate = await gateProblem(registry, app, id, request);
      said = gate.said;
      if (gate.problem) throw new ReleaseRefused(`Not starting a canary: ${gate.problem}.`);
      await checkedForLive(registry, app, id, 'starting a canary of');
      const canary: CanaryRelease = {
        release: id,
        percent,
        startedAt: (request.now ?? new Date()).toISOString(),
        startedBy: actor,
        viewKey: newViewKey(),
      };
      let live = '';
      await registry.switchLive(app, (current) => {
        const running = canaryOf(current);
        if (running)
          throw new ReleaseRefused(
            `A canary runs already: ${running.app} ${describe(running.canary)}. One at a time, so its figures are its own.`,
          );
        const mine = current[app];
        if (!mine) throw new ReleaseRefused(`${app} has nothing live: its first release is promoted, not a canary.`);
        if (mine.live === id) throw new ReleaseRefused(`${id} is live already.`);
        live = mine.live;
        return { ...mine, canary };
      });
      return { app, live, canary };
    },
    () => ({ reason: `started for ${percent} % of visitors${said ? `; ${said}` : ''}` }),
  );
}

/** Who the audit log says decided a canary, when no person did. */
export const JUDGMENT_ACTOR = 'canary judgment';

export type CanaryVerdict = 'promote' | 'rollback' | 'hold';

/**
 * Ends or holds `app`'s canary, which must still be `release` (a verdict reached on old figures, or
 * by a second server, is refused): promote makes it live for everyone, rollback sends its visitors
 * back to the live release, hold leaves the verdict to a person.
 */
export function decideCanary(
  registry: ReleaseRegistry,
  request: {
    app: Workspace;
    release?: string;
    verdict: CanaryVerdict;
    actor: string;
    reason: string;
    now?: Date;
    /** The judgment's verdicts: a canary held since the judgment read it is left to the person it waits for. */
    unlessHeld?: boolean;
  },
): Promise<{ app: Workspace; live: string; canary?: CanaryRelease }> {
  const { app, verdict, actor, reason } = request;
  const entry: Omit<AuditEntry, 'at' | 'outcome'> = { action: 'canary', app, actor };
  return audited(
    registry.audit,
    { ...entry, ...(request.release ? { release: request.release } : {}) },
    async () => {
      let result: { app: Workspace; live: string; canary?: CanaryRelease } = { app, live: '' };
      await registry.switchLive(app, (current) => {
        const mine = current[app];
        const canary = mine?.canary;
        if (!mine || !canary) throw new ReleaseRefused(`${app} runs no canary.`);
        if (request.release && canary.release !== request.release)
          throw new ReleaseRefused(`${app}'s canary is ${canary.release}, not ${request.release}: decided already.`);
        // A second hold would only audit the first again; two servers judging at once hold once.
        if (canary.held && (verdict === 'hold' || request.unlessHeld))
          throw new ReleaseRefused(`${app}'s canary ${canary.release} is held already, by ${canary.held.by}.`);
        const { canary: _ended, ...rest } = mine;
        const next: AppReleases =
          verdict === 'promote'
            ? { live: canary.release, history: [...mine.history, mine.live] }
            : verdict === 'rollback'
              ? rest
              : {
                  ...mine,
                  canary: { ...canary, held: { at: (request.now ?? new Date()).toISOString(), by: actor, reason } },
                };
        result = { app, live: next.live, ...(next.canary ? { canary: next.canary } : {}) };
        return next;
      });
      return result;
    },
    () => ({ reason: `${verdict}: ${reason}` }),
  );
}
