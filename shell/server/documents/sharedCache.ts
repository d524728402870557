import type { Logger } from 'pino';
import { cacheKey } from '../http/sharedCache';
import type { CachePurger } from '../ops/cachePurger';
import { RELEASE_APPS } from '../releases/buildOutput';
import type { ReleaseRegistry } from '../releases/releaseRegistry';
import type { Serving } from '../releases/previews';
import type { SiteReleases } from '../releases/siteReleases';
import type { CompanyFactsFile } from './companyFactsFile';

/** Every live answer a cache keeps carries this key: purging it empties the site from the cache. */
export const ALL_DOCUMENTS_KEY = 'documents';

export const factsKey = (version: string): string => cacheKey('facts', version);

export const releaseKey = (app: string, release: string): string => cacheKey(app, release);

/** The release of every app `serving` names, as the keys name it: 'build' outside a deploy directory, 'none' before a first promote. */
function releasesServed(releases: SiteReleases, serving: Serving): Map<string, string> {
  return new Map(RELEASE_APPS.map((app) => [app, releases.deploys ? (serving(app) ?? 'none') : 'build']));
}

const liveReleases = (releases: SiteReleases) => releasesServed(releases, releases.live);

/** What a page was made from: the release of every app and the facts' version, read once, before its render. */
export interface MadeFrom {
  releases: Map<string, string>;
  factsVersion: string;
}

export const madeFrom = (releases: SiteReleases, serving: Serving, factsVersion: string): MadeFrom => ({
  releases: releasesServed(releases, serving),
  factsVersion,
});

/**
 * The keys of a page: every app's release and the facts it was made from (not those live when it is
 * sent: a render that spans a switch would be filed where no purge of its own releases reaches it).
 * A page names all the groups' releases, not only its own (the document carries where each group's
 * code is, for the next page a visitor opens), so a group's promote changes every page, and purges every page.
 */
export function documentKeys(made: MadeFrom): string[] {
  return [
    ALL_DOCUMENTS_KEY,
    factsKey(made.factsVersion),
    ...[...made.releases].map(([app, release]) => releaseKey(app, release)),
  ];
}

/**
 * Whether what made a page is still what its visitors are served (the live releases, or a canary's
 * side): a page made from releases or facts replaced since is kept by no cache.
 */
export function stillServed(made: MadeFrom, releases: SiteReleases, serving: Serving, factsVersion: string): boolean {
  const served = releasesServed(releases, serving);
  return (
    made.factsVersion === factsVersion && [...made.releases].every(([app, release]) => served.get(app) === release)
  );
}

/** The keys of an answer made from the releases alone (/remotes.json), as `serving` names them. */
export function servedReleaseKeys(releases: SiteReleases, serving: Serving): string[] {
  return [
    ALL_DOCUMENTS_KEY,
    ...[...releasesServed(releases, serving)].map(([app, release]) => releaseKey(app, release)),
  ];
}

export interface PurgeOnChangeOptions {
  registry: ReleaseRegistry | undefined;
  releases: SiteReleases;
  companyFacts: CompanyFactsFile;
  purger: CachePurger;
  log: Pick<Logger, 'info'>;
  /** How often the facts file is read again with no request to read it (behind a cache, few come). */
  factsPollMs: number;
  /**
   * Each purge is sent again this long after: a page this server was still rendering from the old
   * release when it switched can reach the cache after the first purge.
   */
  repeatAfterMs: number;
}

/**
 * Purges the caches of what a change made old, once this server serves the new: the pages of the
 * release that stopped being live, or of the facts that were replaced. Every server of a fleet does
 * so when it switches, so the last purge comes after the last server switched, and no server is
 * left to fill the cache with the old release again. Returns the stop.
 */
export function purgeOnChange({
  registry,
  releases,
  companyFacts,
  purger,
  log,
  factsPollMs,
  repeatAfterMs,
}: PurgeOnChangeOptions): () => void {
  const repeats = new Set<NodeJS.Timeout>();
  const purgeTwice = (keys: string[], reason: Record<string, string>) => {
    log.info({ ...reason, keys }, 'purging the shared caches');
    purger.purge(keys);
    const repeat = setTimeout(() => {
      repeats.delete(repeat);
      purger.purge(keys);
    }, repeatAfterMs).unref();
    repeats.add(repeat);
  };

  let served = liveReleases(releases);
  let canary = releases.canaryMark();
  const stopFollowingReleases = registry?.onChange(() => {
    const now = liveReleases(releases);
    for (const [app, release] of served) {
      const next = now.get(app);
      if (next !== release) purgeTwice([releaseKey(app, release)], { app, from: release, to: next ?? 'none' });
    }
    served = now;
    // A canary that starts or ends changes what every page is kept by (one copy, or one a side): every page goes.
    const canaryNow = releases.canaryMark();
    if (canaryNow !== canary) purgeTwice([ALL_DOCUMENTS_KEY], { canary: canaryNow ?? 'none', was: canary ?? 'none' });
    canary = canaryNow;
  });
  companyFacts.onChange((previous, next) => purgeTwice([factsKey(previous.version)], { facts: next.version }));
  const stopWatchingFacts = companyFacts.watch(factsPollMs);

  return () => {
    stopFollowingReleases?.();
    stopWatchingFacts();
    for (const repeat of repeats) clearTimeout(repeat);
  };
}
