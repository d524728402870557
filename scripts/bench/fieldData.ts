/** The bench's field-data table: what `npm run vitals` reports after scripted phone visits of every route in each build. */
import type { Browser } from '@playwright/test';
import { percentile75, type Site } from 'site-server';
import { phonePage } from './phone';
import { ALL_ROUTES, origin, RUNS, type Build } from './sites';
import { ms, ratio, row, type Say } from './table';

/** One visitor's page view on a phone (375 px, 4× CPU, the same network as the press): a tap on the page, then away, so its beacons go. */
async function fieldVisit(browser: Browser, site: Site, url: string): Promise<boolean> {
  const startedAt = new Date();
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // A tap on the page's heading: an interaction for INP that changes nothing.
    await page
      .locator('main h1')
      .first()
      .tap()
      .catch(() => undefined);
    await page.waitForTimeout(500);
    await page.goto('about:blank');
    // The beacons go as the page is left: the next visit waits until this one's are stored, so each is counted once.
    const route = new URL(url).pathname;
    for (
      const deadline = Date.now() + 5000;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 100))
    ) {
      if (
        (await site.fieldDataStore.since(startedAt)).some((sample) => sample.route === route && sample.name === 'TTFB')
      )
        return true;
    }
    return false;
  } finally {
    await context.close();
  }
}

/**
 * What `npm run vitals` would print after real visits: every route visited RUNS times in each
 * build, the shell's own beacons kept by each server, and the 75th percentile of each vital per route.
 */
export async function fieldDataTable(browser: Browser, sites: Record<Build, Site>, say: Say) {
  const since = new Date();
  // One build's visits, then the other's: the two servers share this process, and interleaving them slows the
  // composed home page's answer in a way no visitor meets (docs/benchmarks.md).
  const unreported: string[] = [];
  for (const which of ['composed', 'monolith'] as const) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of ALL_ROUTES)
        if (!(await fieldVisit(browser, sites[which], origin(which) + route))) unreported.push(`${which} ${route}`);
    }
  }
  const p75 = async (which: Build) => {
    const samples = (await sites[which].fieldDataStore.since(since)).filter(
      (sample) => sample.kind === 'vital' && sample.value !== null,
    );
    return (route: string, name: string) =>
      percentile75(
        samples.filter((sample) => sample.route === route && sample.name === name).map((sample) => sample.value!),
      );
  };
  const [composed, monolith] = [await p75('composed'), await p75('monolith')];
  const names = ['LCP', 'FCP', 'TTFB', 'INP', 'CLS'];
  say(
    `Field data as \`npm run vitals\` reports it: the 75th percentile of ${RUNS} scripted visits of every route in each build, on a phone (375 px, 4× CPU, 150 ms RTT at 1.6 Mbit/s), composed (monolith) and the ratio:`,
  );
  say('');
  say(row(['route', ...names]));
  say(row(['---', ...names.map(() => '---:')]));
  const shown = (name: string, value: number | undefined) =>
    value === undefined ? '–' : name === 'CLS' ? value.toFixed(2) : ms(value);
  if (unreported.length > 0) say(`Visits whose beacons never arrived (not counted): ${unreported.join(', ')}.`);
  for (const route of ALL_ROUTES) {
    say(
      row([
        route,
        ...names.map((name) => {
          const [c, m] = [composed(route, name), monolith(route, name)];
          return `${shown(name, c)} (${shown(name, m)}) ${c === undefined || m === undefined ? '' : ratio(c, m)}`.trim();
        }),
      ]),
    );
  }
}
