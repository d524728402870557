/**
 * Releases switched under traffic through the cache: a promote and a rollback, then quick
 * promotes one after the other; every view must show the new release within the allowed time.
 */
import { PORTALS, sleep, type Fleet } from './fleet';
import {
  browse,
  describeFailures,
  failedViews,
  isPortalsPage,
  namesRelease,
  PORTALS_PAGE,
  QUICK_MS,
  SETTLED_MS,
  WATCHED_MS,
  untilOriginsServe,
  WITHIN_MS,
  type View,
} from './views';

/** When both origins serve the portals release `id`, asked directly. */
const originsServe = (fleet: Fleet, id: string) =>
  untilOriginsServe(fleet, PORTALS_PAGE, (text) => namesRelease(text, id));

/**
 * When each view after a switch showed the new release: the latest one still showing another,
 * counted from when both origins served the switch; none may come WITHIN_MS after that.
 */
function switchProblems(
  views: readonly View[],
  step: string,
  { switchedAt, servedAt, until }: { switchedAt: number; servedAt: number; until: number },
  expected: string,
): { problems: string[]; lastOldMs: number } {
  const problems: string[] = [];
  let lastOldMs = 0;
  for (const seen of views.filter((one) => one.sentAt >= switchedAt && one.sentAt < until)) {
    if (seen.releases.length > 1)
      problems.push(`${step}: ${seen.address} mixed releases ${seen.releases.join(' and ')}`);
    if (seen.releases[0] === expected || (seen.releases.length === 0 && !isPortalsPage(seen.address))) continue;
    lastOldMs = Math.max(lastOldMs, seen.sentAt - servedAt);
    if (seen.sentAt - servedAt > WITHIN_MS)
      problems.push(
        `${step}: ${seen.address} still showed ${seen.releases.join(', ') || 'no release'} ${seen.sentAt - servedAt} ms after both origins served the switch`,
      );
  }
  return { problems, lastOldMs };
}

export async function promoteAndRollBack(fleet: Fleet): Promise<string> {
  const p1 = [...fleet.ids].find(([, label]) => label === 'p1')![0];
  const p2 = await fleet.publish(PORTALS, 'p2');
  let stopped = false;
  const traffic = browse(fleet, { stop: () => stopped });
  await sleep(1000);
  const promotedAt = await fleet.promote(PORTALS, p2);
  const promoteServedAt = await originsServe(fleet, p2);
  await sleep(WITHIN_MS + 1500);
  // A view sent while the rollback is under way may already show it: the promote's window ends when the rollback is asked for.
  const rollbackAskedAt = Date.now();
  const rollback = await fleet.api(`/releases/${PORTALS}/rollback`, fleet.tokens.portals);
  if (rollback.status !== 200) throw new Error(`the rollback was answered ${rollback.status}: ${rollback.text}`);
  const rolledBackAt = Date.now();
  const rollbackServedAt = await originsServe(fleet, p1);
  await sleep(WITHIN_MS + 1500);
  stopped = true;
  const views = await traffic;
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const promoted = switchProblems(
    views,
    'promote',
    { switchedAt: promotedAt, servedAt: promoteServedAt, until: rollbackAskedAt },
    p2,
  );
  const rolledBack = switchProblems(
    views,
    'rollback',
    { switchedAt: rolledBackAt, servedAt: rollbackServedAt, until: Infinity },
    p1,
  );
  const headings = views.filter(
    (seen) =>
      seen.heading.startsWith('Portals ') && seen.heading !== `Portals ${fleet.ids.get(seen.releases[0] ?? '')}`,
  );
  const problems = [
    ...promoted.problems,
    ...rolledBack.problems,
    ...headings
      .slice(0, 3)
      .map((seen) => `${seen.address} showed "${seen.heading}" with the files of ${seen.releases.join(', ')}`),
  ];
  if (problems.length > 0)
    throw new Error(
      `${problems.length} problems: ${problems.slice(0, 4).join('; ')}; the servers said: ${fleet.servers.map((server) => server.outputTail(3)).join(' | ')}`,
    );
  const lag = (ms: number) =>
    ms <= 0 ? 'none after both origins served it' : `the last ${ms} ms after both origins served`;
  // A portals page naming no release was sent client-rendered (its render failed): never kept, so never repeated.
  const clientRendered = views.filter((seen) => isPortalsPage(seen.address) && seen.releases.length === 0).length;
  return `${views.length} views through the cache during the switches, none mixing releases; views showing the old release: ${lag(promoted.lastOldMs)} the promote, ${lag(rolledBack.lastOldMs)} the rollback (allowed: ${WITHIN_MS} ms); both origins served the promote ${promoteServedAt - promotedAt} ms and the rollback ${rollbackServedAt - rolledBackAt} ms after it was answered; ${clientRendered} portals views client-rendered`;
}

/** X to Y, then Y to Z 300 ms later, twice over, under traffic: SETTLED_MS after both origins serve each last switch, no page names a release that went before it. */
export async function quickSwitches(fleet: Fleet): Promise<string> {
  const problems: string[] = [];
  const summary: string[] = [];
  for (const round of [1, 2]) {
    const [y, z] = [await fleet.publish(PORTALS, `q${round}y`), await fleet.publish(PORTALS, `q${round}z`)];
    let stopped = false;
    const traffic = browse(fleet, { stop: () => stopped });
    await sleep(1000);
    await fleet.promote(PORTALS, y);
    await sleep(QUICK_MS);
    const switchedAt = await fleet.promote(PORTALS, z);
    const lastAt = await originsServe(fleet, z);
    await sleep(WATCHED_MS);
    stopped = true;
    const views = await traffic;
    if (failedViews(views).length > 0) throw new Error(describeFailures(views));
    const settled = views.filter((seen) => seen.sentAt - lastAt > SETTLED_MS);
    const past = settled.filter(
      (seen) =>
        seen.releases.some((release) => release !== z) ||
        (isPortalsPage(seen.address) && seen.heading !== `Portals q${round}z`),
    );
    for (const seen of past.slice(0, 3))
      problems.push(
        `round ${round}: ${seen.address} showed "${seen.heading}" (${seen.releases.join(', ') || 'no release'}, Age ${seen.age}) ${seen.sentAt - lastAt} ms after both origins served the last switch`,
      );
    const lastPast = Math.max(
      0,
      ...views.filter((seen) => seen.releases.some((release) => release !== z)).map((seen) => seen.sentAt - lastAt),
    );
    summary.push(
      `round ${round}: ${views.length} views, ${settled.length} of them from ${SETTLED_MS / 1000} s after both origins served the last switch (${lastAt - switchedAt} ms after it was answered), ${past.length} naming a past release; ${lastPast > 0 ? `the last page naming one was sent ${lastPast} ms after both served it` : 'none sent after both served it named one'}`,
    );
  }
  if (problems.length > 0)
    throw new Error(
      `${problems.join('; ')}; the servers said: ${fleet.servers.map((server) => server.outputTail(3)).join(' | ')}`,
    );
  return summary.join('; ');
}
