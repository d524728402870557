/**
 * The canary section's visitors: Chromium browsing the site through the cache, each visit in a
 * browser of its own (a new visitor, no cookie), a few pages of the services group and the home
 * page, each page left for the next so its field report goes. A visit records its side (from its
 * cookie), the services releases its files came from, and every page that failed: an uncaught
 * error, a console error, an answer of 400 or more, or a page that says it is unavailable.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { messageOf } from 'site-server';
import { SIDE_COOKIE } from 'site-server/releases';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tooling/browser/chromium';
import { mainHeadingHydrated, watchConsole } from '../../tooling/browser/pageProbes';
import type { Fleet } from './fleet';

/**
 * The pages of one visit, in order: two of the canary's group and one of the shell's. Short visits
 * make many visitors, and each draws its side: the sides' shares of the documents stay near the
 * canary's share, as the judgment requires before it promotes.
 */
export const VISIT_ROUTES = ['/pcb-assembly', '/box-build', '/'];
/** How long a page may take to be drawn and hydrated before the visit counts it failed. */
const PAGE_MS = 15_000;
/** What a visitor reads past three times a page's load: room for a paint scheduled at its end to be drawn and seen. */
const READ_MOMENT_MS = 250;
const RELEASE_IN_PATH = /\/(\d{8}-\d{6}-[0-9a-f]{8})\//;
const UNAVAILABLE = /is temporarily unavailable/;

export interface Visit {
  /** The side its cookie named after its first page; 'none' when no canary ran. */
  side: 'canary' | 'live' | 'none';
  startedAt: number;
  endedAt: number;
  /** The services releases any of its files came from. */
  servicesReleases: string[];
  /** Each failed page: 'route: why'. */
  failures: string[];
}

export class CanaryVisitors {
  readonly visits: Visit[] = [];
  readonly problems: string[] = [];
  private stopped = false;
  private readonly running: Promise<void>[] = [];

  private constructor(
    private readonly browser: Browser,
    private readonly fleet: Fleet,
  ) {}

  static async launch(fleet: Fleet): Promise<CanaryVisitors> {
    return new CanaryVisitors(await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }), fleet);
  }

  /** `count` visitors at once, each starting a new visit as the last ends, until stop(). */
  start(count: number): void {
    this.stopped = false;
    for (let visitor = 0; visitor < count; visitor += 1) this.running.push(this.browse());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running.splice(0));
  }

  async close(): Promise<void> {
    await this.stop();
    await this.browser.close();
  }

  private async browse(): Promise<void> {
    while (!this.stopped) {
      try {
        this.visits.push(await this.visit());
      } catch (error) {
        this.problems.push(`a visit stopped: ${messageOf(error)}`);
        return;
      }
    }
  }

  private servicesPorts(): Set<string> {
    return new Set(this.fleet.serverPorts.map((ports) => String(ports.remotes.services)));
  }

  async visit(): Promise<Visit> {
    const context = await this.browser.newContext();
    const startedAt = Date.now();
    const servicesReleases = new Set<string>();
    const failures: string[] = [];
    const servicesPorts = this.servicesPorts();
    try {
      const page = await context.newPage();
      let route = '';
      page.on('request', (request) => {
        const url = new URL(request.url());
        const release = RELEASE_IN_PATH.exec(url.pathname)?.[1];
        if (release && servicesPorts.has(url.port)) servicesReleases.add(release);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${route}: ${response.url()} answered ${response.status()}`);
      });
      const console = watchConsole(page);
      for (route of VISIT_ROUTES) {
        const before = console.messages.length;
        await page.goto(`${this.fleet.cacheUrl}${route}`, { waitUntil: 'load' });
        const why = await settled(page);
        if (why) failures.push(`${route}: ${why}`);
        else await read(page);
        for (const message of console.messages.slice(before)) failures.push(`${route}: ${message}`);
      }
      // Leaving the last page sends its field report.
      await page.goto('about:blank');
      const cookie = (await context.cookies()).find((candidate) => candidate.name === SIDE_COOKIE);
      const side = cookie ? (cookie.value.startsWith('canary.') ? 'canary' : 'live') : 'none';
      return { side, startedAt, endedAt: Date.now(), servicesReleases: [...servicesReleases], failures };
    } finally {
      await context.close();
    }
  }
}

/** Why the page is not a working page once drawn and hydrated, or undefined when it is. */
async function settled(page: Page): Promise<string | undefined> {
  try {
    await mainHeadingHydrated(page, PAGE_MS);
  } catch {
    return `no hydrated main heading within ${PAGE_MS / 1000} s`;
  }
  const heading = await page.locator('main h1').first().innerText();
  return UNAVAILABLE.test(heading) ? `it says "${heading}"` : undefined;
}

/**
 * A visitor reads the page twice as long as it took to load, and a moment more, before leaving it:
 * whatever the page draws by then counts in its largest paint, on both sides alike (leaving at the
 * hydrated heading, a visit left before a page's late paint and its LCP missed it).
 */
async function read(page: Page): Promise<void> {
  await page.waitForFunction(
    (moment) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return !!navigation && navigation.loadEventEnd > 0 && performance.now() >= 3 * navigation.loadEventEnd + moment;
    },
    READ_MOMENT_MS,
    { timeout: PAGE_MS },
  );
}

/** The visits on `side` that began after `from` and ended before `to`. */
export const visitsOn = (visits: readonly Visit[], side: Visit['side'], from = 0, to = Infinity) =>
  visits.filter((visit) => visit.side === side && visit.startedAt >= from && visit.endedAt <= to);
