/**
 * One canary from start to verdict under the drill's visitors: the services build changed as the
 * case says, started through the release API at a share, visitors browsing through the cache until
 * the fleet's judgment ends or holds it; then what the visitors met and what the fleet decided.
 */
import type { AuditEntry } from 'site-server/releases';
import { JUDGMENT_ACTOR } from 'site-server/releases';
import { writeCanaryBuild, type CanaryBuild } from './builds';
import { CANARY_SETTINGS, sleep, type Fleet } from './fleet';
import { visitsOn, type CanaryVisitors, type Visit } from './visitors';

/** Visitors at once: enough to keep both servers busy, few enough for two cores. */
export const VISITORS_AT_ONCE = 3;
/**
 * The longest a canary may run in the drill before its case fails: past the judgment's own longest
 * (CANARY_MAX_DAYS, when a canary still short of pages is held for a person), so only a judgment that
 * never decides runs into it: on a busy machine a broken canary at 25 % may take that long to be sent
 * its minimum of pages.
 */
export const RUN_LIMIT_MS = CANARY_SETTINGS.MAX_MS + 60_000;

export interface CanaryRun {
  id: string;
  startedAt: number;
  /** When both servers, asked directly, named the canary on their pages. */
  startServedAt: number;
  /** When the drill last asked the registry and found the canary undecided: the verdict came after. */
  undecidedAt: number;
  /** When the registry first showed the canary decided (ended or held). */
  decidedAt: number;
  /** When both servers, asked directly, served the verdict (the decision, for a hold). */
  switchedAt: number;
  verdict: 'promote' | 'rollback' | 'hold';
  /** The judgment's own entries in the audit log for this canary: one carried out, any others refused. */
  judgments: AuditEntry[];
  /** The last judgment the release API showed while it ran: its views and figures. */
  lastShown?: { verdict: string; reasons: string[]; views: { live: number; canary: number }; figures: string[] };
  /** The visits made while it ran, the first begun before its start; each says its side and what it met. */
  visits: Visit[];
}

/** How long the visitors may take to make the visits asked for after a verdict, on a machine as busy as it gets. */
const AFTER_VISITS_WITHIN_MS = 180_000;

/**
 * Runs the `kind` canary at `percent` until its verdict; the visitors then keep browsing until
 * `afterVisits` visits that began after the switch (and its margin) have ended. Counted in visits,
 * not seconds: on a busy machine a visit takes many times as long.
 */
export async function runCanary(
  fleet: Fleet,
  visitors: CanaryVisitors,
  kind: CanaryBuild,
  percent: number,
  afterVisits = 0,
): Promise<CanaryRun> {
  // Each case starts from the section's first live release, whatever the case before left.
  await fleet.endCanary();
  await fleet.restoreLive();
  const id = await fleet.publishServices(writeCanaryBuild(fleet.root, kind));
  const since = new Date();
  const firstVisit = visitors.visits.length;
  visitors.start(VISITORS_AT_ONCE);
  let lastShown: CanaryRun['lastShown'];
  try {
    const startedAt = await fleet.startCanary(id, percent);
    const startServedAt = await fleet.untilServed({ canary: id });
    let decidedAt = 0;
    let undecidedAt = startedAt;
    while (!decidedAt) {
      if (Date.now() - startedAt > RUN_LIMIT_MS)
        throw new Error(
          `the ${kind} canary was not decided within ${RUN_LIMIT_MS / 1000} s; last judgment: ${JSON.stringify(lastShown)}`,
        );
      await sleep(500);
      const shown = await fleet.api('/releases/services-mfe/canary');
      const body = JSON.parse(shown.text) as { canary: unknown; judgment?: CanaryRun['lastShown'] };
      if (body.judgment) lastShown = body.judgment;
      const lookedAt = Date.now();
      const releases = (await fleet.registry.refresh())['services-mfe'];
      if (releases?.canary?.release !== id || releases.canary.held) decidedAt = Date.now();
      else undecidedAt = lookedAt;
    }
    const now = await fleet.servicesNow();
    const switchedAt = now.canary === id ? decidedAt : await fleet.untilServed({ canary: undefined, live: now.live });
    const giveUpAt = Date.now() + AFTER_VISITS_WITHIN_MS;
    const visitsAfter = () =>
      visitors.visits.slice(firstVisit).filter((visit) => visit.startedAt > switchedAt + SWITCH_MARGIN_MS).length;
    while (visitsAfter() < afterVisits && Date.now() < giveUpAt) await sleep(500);
    // Every visit under way ends and is counted before the figures are read.
    await visitors.stop();
    const judgments = (await fleet.auditSince(since)).filter(
      (entry) => entry.actor === JUDGMENT_ACTOR && entry.release === id,
    );
    const carriedOut = judgments.filter((entry) => entry.outcome === 'done');
    const verdict = /^(promote|rollback|hold):/.exec(carriedOut[0]?.reason ?? '')?.[1] as CanaryRun['verdict'];
    if (carriedOut.length !== 1 || !verdict)
      throw new Error(
        `the ${kind} canary was decided ${carriedOut.length} times by its judgment (one expected): ${JSON.stringify(judgments)}`,
      );
    return {
      id,
      startedAt,
      startServedAt,
      undecidedAt,
      decidedAt,
      switchedAt,
      verdict,
      judgments,
      lastShown,
      visits: visitors.visits.slice(firstVisit),
    };
  } finally {
    await visitors.stop();
    // And leaves it: a canary promoted by mistake stays live for no later case.
    await fleet.endCanary();
    await fleet.restoreLive();
  }
}

/**
 * How long after both servers serve a change a visit may still meet the old release: the cache's purge
 * is sent again a second after a server's switch, for a page it rendered from the old release meanwhile.
 */
export const SWITCH_MARGIN_MS = 3000;

/** Visits that saw two services releases though they crossed neither the canary's start nor its verdict, each from the registry's change to both servers serving it. */
export function mixedVisits(run: CanaryRun): Visit[] {
  const crosses = (visit: Visit, from: number, to: number) =>
    visit.startedAt <= to + SWITCH_MARGIN_MS && visit.endedAt >= from;
  return run.visits.filter(
    (visit) =>
      visit.servicesReleases.length > 1 &&
      !crosses(visit, run.startedAt, run.startServedAt) &&
      !crosses(visit, run.undecidedAt, run.switchedAt),
  );
}

/** The failed pages of the visits on `side` before the verdict. */
export const failedPagesOn = (run: CanaryRun, side: Visit['side']) =>
  visitsOn(run.visits, side, run.startedAt, run.decidedAt).flatMap((visit) => visit.failures);

/** One line of figures for the case's outcome. */
export function runFigures(run: CanaryRun): string {
  const before = run.visits.filter((visit) => visit.endedAt <= run.decidedAt);
  const onCanary = before.filter((visit) => visit.side === 'canary').length;
  const views = run.lastShown?.views;
  return (
    `${run.verdict} after ${((run.decidedAt - run.startedAt) / 1000).toFixed(1)} s; ` +
    `${onCanary} of ${before.length} visits before it met the canary` +
    (views ? `; last judgment shown: ${views.canary} canary and ${views.live} live pages` : '') +
    `; decided once (${run.judgments.length - 1} other server's verdicts refused)` +
    `; ${run.lastShown?.figures.find((figure) => figure.startsWith('LCP')) ?? 'no LCP figure shown'}`
  );
}
