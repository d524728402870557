/** The bench's menu table: how long a phone's first tap on the menu takes, the dialog library fetched only then. */
import type { Browser } from '@playwright/test';
import { origin, ROUTES, RUNS, type Build } from './sites';
import { row, withSpread, type Say } from './table';

/** Milliseconds from the first tap on the menu button to the menu in the page, after the page has loaded. */
async function firstMenuOpening(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const timing = { tappedAt: 0, shownAt: 0 };
      (window as unknown as { menuTiming: typeof timing }).menuTiming = timing;
      document.addEventListener('pointerdown', () => (timing.tappedAt = performance.now()), { capture: true });
      new MutationObserver(() => {
        if (!timing.shownAt && document.querySelector('[role="dialog"]')) timing.shownAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    const { tappedAt, shownAt } = await page.evaluate(
      () => (window as unknown as { menuTiming: { tappedAt: number; shownAt: number } }).menuTiming,
    );
    return shownAt - tappedAt;
  } finally {
    await context.close();
  }
}

export async function menuTable(browser: Browser, say: Say) {
  say('');
  say(
    `First tap on the menu button of ${ROUTES[0]} at 375 px until the menu shows (the dialog library is fetched then), median of ${RUNS} (lowest–highest), composed (monolith):`,
  );
  say('');
  say(row(['CPU', 'ms']));
  say(row(['---', '---:']));
  for (const cpuSlowdown of [1, 4]) {
    const times = async (which: Build) => {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await firstMenuOpening(browser, origin(which) + ROUTES[0], cpuSlowdown));
      return runs;
    };
    const composed = await times('composed');
    const monolith = await times('monolith');
    say(row([`${cpuSlowdown}×`, `${withSpread(composed)} (${withSpread(monolith)})`]));
  }
}
