import type { CheckTabs } from './checkTabs';
import type { RouteVisit } from './routeVisit';

/** What a check has to work with on one route. */
export interface CheckContext {
  /** What the route's checks share: its address, the document served and the tab that loaded the page. */
  visit: RouteVisit;
  /** Tabs of this check's own: closed when it ends, however it ends. */
  tabs: CheckTabs;
  /** Set by a check that can say what it had done so far, for its detail should its time run out. */
  soFar?: () => string;
}

/**
 * One check of the release gate, run on each route in the order of the gate's list. `run` settles
 * with what the check found (shown beside PASS), or throws a CheckFailed whose message says why
 * it failed; anything else it throws, or its running out of time, fails it too.
 */
export interface Check {
  /** What the report calls it after the route: '/medical: no console error'. */
  name: string;
  /** What its passing proves, in one sentence. */
  proves: string;
  /** Run on the gate's first route only. */
  firstRouteOnly?: boolean;
  /** Reads the tab in which the route's page was loaded, which stays open until no later check needs it. */
  usesLoadedPage?: boolean;
  /** How long it may take on this route; CHECK_TIMEOUT_MS unless it says. */
  timeLimitMs?: (visit: RouteVisit) => Promise<number>;
  run(context: CheckContext): Promise<string | void>;
}
