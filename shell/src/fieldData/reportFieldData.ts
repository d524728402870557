import { DOCUMENT_RELEASES_ID, VIEW_TIMING_NAME } from 'shared/document';
import { FADE_ATTRIBUTE } from 'shared/ui';
import {
  FIELD_DATA_URL,
  MAX_DETAIL_LENGTH,
  MAX_EVENTS_PER_REPORT,
  MAX_PROBLEMS_PER_PAGE_VIEW,
  type FieldEvent,
  type ProblemName,
  type VitalName,
} from 'shared/field-data';

/** How long a press may go without any change on the page before it counts as dead. */
export const DEAD_PRESS_MS = 1000;

/** Controls a visitor presses expecting the page to answer. */
const PRESSABLE =
  'button, a[href], [role="button"], [role="tab"], [role="menuitem"], summary, input[type="submit"], input[type="button"]';

/** The releases the page was made from, as its document names them; undefined on a page no server sent. */
export function documentReleases(root: Document = document): Record<string, string> | undefined {
  try {
    const named: unknown = JSON.parse(root.getElementById(DOCUMENT_RELEASES_ID)?.textContent ?? '');
    if (typeof named !== 'object' || named === null) return undefined;
    return Object.values(named).every((release) => typeof release === 'string')
      ? (named as Record<string, string>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** While a canary runs, the page's view token, from its document's Server-Timing header; undefined otherwise. */
export function documentView(
  // A browser without the navigation timing entries (none this site supports, but jsdom) sends no token.
  navigations: readonly PerformanceEntry[] = typeof performance.getEntriesByType === 'function'
    ? performance.getEntriesByType('navigation')
    : [],
): string | undefined {
  const timings = (navigations[0] as PerformanceNavigationTiming | undefined)?.serverTiming ?? [];
  const token = timings.find((timing) => timing.name === VIEW_TIMING_NAME)?.description;
  return token || undefined;
}

/** The page's path when the event happened: the route a measurement belongs to. */
const currentRoute = () => window.location.pathname;

/**
 * Posts one report to the site's own origin (no preflight) without cookies, so it carries nothing
 * of the visitor, not even a canary's side cookie (sendBeacon always sends them); keepalive lets it
 * outlive the page it leaves. The body is text, not a Blob, so DevTools and the browser tests can
 * read it. A report that fails is lost quietly, never reported as an error itself.
 */
export function sendReport(url: string, body: string): void {
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/**
 * Collects what real page views measure and sends it to the site's own endpoint in batches
 * (sendReport), when the page is hidden (the last moment a browser reliably sends) or the batch is
 * full. No cookie is set or sent, and nothing identifies the visitor or holds what they typed; a
 * report names the releases its page was made from, which every visitor of that page shares.
 */
export class FieldDataReporter {
  private queue: FieldEvent[] = [];
  private problems = 0;

  constructor(
    private readonly send: (url: string, body: string) => void = sendReport,
    /** Named in every report, so its figures are filed under the releases that made the page. */
    private readonly releases: Record<string, string> | undefined = documentReleases(),
    /** Handed back in every report, so the canary's judgment counts this page's figures once. */
    private readonly view: string | undefined = documentView(),
  ) {}

  vital(name: VitalName, value: number, route = currentRoute()): void {
    this.push({ kind: 'vital', name, value: Math.round(value * 1000) / 1000, route });
  }

  problem(name: ProblemName, detail?: string, route = currentRoute()): void {
    if (this.problems >= MAX_PROBLEMS_PER_PAGE_VIEW) return;
    this.problems += 1;
    const spaced = detail
      // eslint-disable-next-line no-control-regex -- a control's name is sent without control characters, which the server refuses
      ?.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
      .trim();
    // Cut as sent; the server makes it whole (a half character becomes U+FFFD), so the page carries no segmenter.
    const cut = spaced?.slice(0, MAX_DETAIL_LENGTH);
    this.push(cut ? { kind: 'problem', name, route, detail: cut } : { kind: 'problem', name, route });
  }

  private push(event: FieldEvent): void {
    this.queue.push(event);
    if (this.queue.length >= MAX_EVENTS_PER_REPORT) this.flush();
  }

  /** Sends what is queued, if anything. */
  flush(): void {
    if (this.queue.length === 0) return;
    const events = this.queue.splice(0, MAX_EVENTS_PER_REPORT);
    const report = {
      events,
      ...(this.releases ? { releases: this.releases } : {}),
      ...(this.view ? { view: this.view } : {}),
    };
    this.send(FIELD_DATA_URL, JSON.stringify(report));
    if (this.queue.length > 0) this.flush();
  }
}

/** A pressed control's name as a visitor would read it: its label, else its text. */
function controlName(control: Element): string {
  return (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A link that leaves the page on purpose (another tab, the phone's dialler, a download) changes nothing here. */
function leavesThePage(control: Element): boolean {
  if (!(control instanceof HTMLAnchorElement)) return false;
  return (
    control.target === '_blank' ||
    control.hasAttribute('download') ||
    !/^https?:$/.test(control.protocol) ||
    control.origin !== window.location.origin
  );
}

/**
 * Reports a press after which nothing on the page changed for DEAD_PRESS_MS: no element, attribute
 * or text, and not the address. Changes the page makes by itself (a marquee, a carousel turning)
 * can hide a dead press, never invent one. The site promises every press works from the first paint; this
 * is how a release that breaks that is heard of from visitors' own phones.
 */
export function watchForDeadPresses(reporter: FieldDataReporter, root: Document = document): void {
  root.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || !(event.target instanceof Element)) return;
      const control = event.target.closest(PRESSABLE);
      if (!control || leavesThePage(control)) return;
      const address = window.location.href;
      let changed = false;
      const observer = new MutationObserver((records) => {
        // The kit's fade-in changes by itself as the visitor scrolls (a press scrolls its control into view): no answer to a press.
        if (records.every((record) => record.type === 'attributes' && record.attributeName === FADE_ATTRIBUTE)) return;
        changed = true;
        observer.disconnect();
      });
      observer.observe(root.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      window.setTimeout(() => {
        observer.disconnect();
        if (!changed && window.location.href === address) reporter.problem('dead-press', controlName(control));
      }, DEAD_PRESS_MS);
    },
    true,
  );
}

/** Uncaught errors and rejections, by kind only: a message can quote what a visitor typed. */
export function watchForUncaughtErrors(reporter: FieldDataReporter, target: Window = window): void {
  target.addEventListener('error', () => reporter.problem('error'));
  target.addEventListener('unhandledrejection', () => reporter.problem('error'));
}

let reporter: FieldDataReporter | undefined;

/** The page view's one reporter, once startFieldData has run. */
export function fieldData(): FieldDataReporter | undefined {
  return reporter;
}

/**
 * Starts measuring this page view. The problems are watched at once; the web-vitals library is
 * fetched once the app has started (its observers read the entries buffered since the page began,
 * so nothing is missed). The batch goes when the page is hidden: this listener is added after the
 * library's, which report CLS and INP on the same event.
 */
export function startFieldData(): FieldDataReporter {
  if (reporter) return reporter;
  const started = new FieldDataReporter();
  reporter = started;
  watchForUncaughtErrors(started);
  watchForDeadPresses(started);
  // The web-vitals library reports CLS and INP on this event in the capture phase; the batch goes after, in the bubble phase.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') started.flush();
  });
  window.addEventListener('pagehide', () => started.flush());
  return started;
}

/**
 * The page view's Core Web Vitals, from the web-vitals library, fetched in a chunk of its own once
 * the app has started. All five belong to the landing page's route: the library measures the
 * document's load, and CLS and INP over the whole visit, whatever the visitor opens next in the app.
 */
export async function measureVitals(reporter: FieldDataReporter, route = currentRoute()): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  const report = (metric: { name: VitalName; value: number }) => reporter.vital(metric.name, metric.value, route);
  onLCP(report);
  onFCP(report);
  onTTFB(report);
  onCLS(report);
  // Every interaction of a frame or more, not only those of 40 ms and more: a fast site's INP is reported too.
  onINP(report, { durationThreshold: 16 });
}
