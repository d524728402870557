/**
 * What the cache spares the origins: many views reach them at most once per route and release,
 * and with both origins stopped every view is still answered, stale.
 */
import { siteMap } from 'shared/routes';
import { MAX_AGE_SECONDS, type Fleet } from './fleet';
import { ADDRESSES, browse, describeFailures, failedViews, isPortalsPage, view } from './views';

/** The same in the shortened drill: 10,000 views take a few seconds through the cache, and the outage must outlive s-maxage. */
export const VIEWS = 10_000;
export const OUTAGE_MS = 60_000;

export async function manyViews(fleet: Fleet): Promise<string> {
  const before = await fleet.originDocuments();
  const startedAt = Date.now();
  const views = await browse(fleet, { count: VIEWS });
  const seconds = (Date.now() - startedAt) / 1000;
  const origin = (await fleet.originDocuments()) - before;
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const mixed = views.filter(
    (seen) => seen.releases.length > 1 || (isPortalsPage(seen.address) && seen.releases.length !== 1) || !seen.document,
  );
  if (mixed.length > 0)
    throw new Error(
      `${mixed.length} views were not a page naming one portals release (${mixed[0]!.address}: ${mixed[0]!.releases.join(', ') || 'none'})`,
    );
  // One release of every app is live throughout: at most one origin request per route for each
  // s-maxage the views span (a page past it is fetched again, once), so a busy machine's slower views
  // are allowed their later periods and no more.
  const periods = 1 + Math.floor(seconds / MAX_AGE_SECONDS);
  const allowed = siteMap.length * periods;
  if (origin > allowed)
    throw new Error(
      `the origins answered ${origin} page requests for ${views.length} views of ${siteMap.length} routes in ${seconds.toFixed(1)} s (at most ${allowed}: one per route in each of ${periods} s-maxage periods of ${MAX_AGE_SECONDS} s)`,
    );
  return `${views.length} views of ${siteMap.length} routes (half with tracking parameters) in ${seconds.toFixed(1)} s, ${Math.round(views.length / seconds)} views/s: ${origin} requests reached the origins (at most one per route and release in each of ${periods} s-maxage period${periods === 1 ? '' : 's'}: ${allowed})`;
}

export async function originsDown(fleet: Fleet): Promise<string> {
  const outageMs = OUTAGE_MS;
  // Every address is in the cache before the origins go.
  await Promise.all(ADDRESSES.map((address) => view(fleet, address)));
  await Promise.all(fleet.servers.map((server) => server.stop()));
  const stoppedAt = Date.now();
  const views = await browse(fleet, { stop: () => Date.now() - stoppedAt > outageMs });
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const blank = views.filter((seen) => !seen.document || (isPortalsPage(seen.address) && seen.releases.length !== 1));
  if (blank.length > 0) throw new Error(`${blank.length} views were answered without a page (${blank[0]!.address})`);
  const stale = views.filter((seen) => seen.age > MAX_AGE_SECONDS).length;
  if (stale === 0)
    throw new Error(`no view was answered past its s-maxage of ${MAX_AGE_SECONDS} s: the outage proved nothing`);
  return `both origins stopped for ${outageMs / 1000} s: ${views.length} views, 0 failed, ${stale} answered stale (older than their s-maxage of ${MAX_AGE_SECONDS} s)`;
}
