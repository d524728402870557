/**
 * The cache section: Debian's Varnish with the VCL the project ships (ops/varnish/) in front of two
 * real servers on one PostgreSQL database, purged by them (CACHE_PURGE_URLS). Visitors load every
 * route through the cache while a team promotes and rolls back, the facts file changes, previews
 * and leads go through it, and both origins stop. The builds are the release tests' stand-ins.
 */
import type { DrillCase, DrillContext } from './drillCase';
import { factsChange, quickFactsEdits } from './cache/facts';
import { fleetFixture, type Fleet } from './cache/fleet';
import { manyViews, originsDown, OUTAGE_MS, VIEWS } from './cache/origins';
import { previewAndLead } from './cache/privateAnswers';
import { promoteAndRollBack, quickSwitches } from './cache/switches';
import { QUICK_MS, SETTLED_MS, WITHIN_MS } from './cache/views';

const SECTION = 'cache';

export function cacheCases(context: DrillContext): DrillCase[] {
  const fleet = fleetFixture(context);
  const cases: Array<[string, (current: Fleet) => Promise<string>, number]> = [
    [
      `${VIEWS} page views spread over every route through Varnish reach the origins at most once per route and release in each s-maxage`,
      manyViews,
      180_000,
    ],
    [
      `a promote and a rollback under traffic reach every view through the cache within ${WITHIN_MS / 1000} s, and no page mixes releases`,
      promoteAndRollBack,
      120_000,
    ],
    [
      `a new phone number in the facts file reaches every cached page within ${WITHIN_MS / 1000} s, with no request to notice it`,
      factsChange,
      60_000,
    ],
    [
      `two promotes ${QUICK_MS} ms apart (X to Y to Z), twice, under traffic: ${SETTLED_MS / 1000} s after the last, no page through the cache names a release before it`,
      quickSwitches,
      120_000,
    ],
    [
      `two edits of the facts ${QUICK_MS} ms apart under traffic: no page shows two numbers, and ${SETTLED_MS / 1000} s after the second none shows an earlier one`,
      quickFactsEdits,
      60_000,
    ],
    [
      'a preview and a lead post go through the cache: none stored, none served to another client',
      previewAndLead,
      60_000,
    ],
    [
      `both origins stopped for ${OUTAGE_MS / 1000} s: every page view is still answered from the cache (stale), 0 failed`,
      originsDown,
      180_000,
    ],
  ];
  return cases.map(([name, run, timeoutMs]) => ({
    section: SECTION,
    name,
    timeoutMs,
    run: async () => run(await fleet()),
  }));
}
