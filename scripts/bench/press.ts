/** The bench's press table: how long after the first paint a press made at that paint takes effect, on a phone. */
import type { Browser, Page } from '@playwright/test';
import { phonePage } from './phone';
import { origin, ROUTES, RUNS, type Build } from './sites';
import { row, withSpread, type Say } from './table';

/** The press a visitor makes on each route: the header's menu on the home page, the page's own call to action elsewhere. */
const PRESSED_CONTROL: Record<string, string> = {
  '/': 'header button[aria-controls]',
  '/client-portal': 'main form button[type="submit"]',
};
export const DEFAULT_PRESSED_CONTROL = 'main button[aria-haspopup="dialog"]';
const PRESS_RUNS = Math.max(RUNS, 5);

/** Runs in the page before its own scripts: presses the control at the first contentful paint and notes when it took effect. */
const PRESS_AT_FIRST_PAINT = `function (controlSelector) {
  var timing = { pressedAt: 0, effectAt: 0, missing: false };
  window.pressTiming = timing;
  new PerformanceObserver(function (list, observer) {
    var paint = list.getEntries().filter(function (entry) { return entry.name === 'first-contentful-paint'; })[0];
    if (!paint) return;
    observer.disconnect();
    var control = document.querySelector(controlSelector);
    if (!control) { timing.missing = true; return; }
    function state() { return control.getAttribute('aria-expanded') + '|' + control.getAttribute('aria-pressed'); }
    var before = state();
    function tookEffect() {
      var status = document.querySelector('main [role="status"]');
      return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null || state() !== before || (status && status.textContent.trim() !== '');
    }
    new MutationObserver(function (records, mutations) {
      if (timing.effectAt || !tookEffect()) return;
      timing.effectAt = performance.now();
      mutations.disconnect();
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    timing.pressedAt = paint.startTime;
    control.click();
  }).observe({ type: 'paint', buffered: true });
}`;

/**
 * Milliseconds from the first contentful paint until a press made at that paint has taken effect
 * (a dialog in the page, the control's expanded or pressed state changed, or a status message), on
 * a phone: 375 px, 4× CPU, 150 ms round trips at 1.6 Mbit/s. The press is a click dispatched on the
 * control from the paint's own observer, before the app's code has run.
 */
async function pressAtFirstPaint(browser: Browser, url: string, selector: string): Promise<number> {
  const { context, page } = await phonePage(browser);
  try {
    const timing = await pressedAtFirstPaint(page, url, selector);
    return timing.effectAt - timing.pressedAt;
  } finally {
    await context.close();
  }
}

/** Opens `url` in `page` with `selector` pressed at its first paint; when the press was made and took effect, in ms from the navigation's start. */
export async function pressedAtFirstPaint(
  page: Page,
  url: string,
  selector: string,
): Promise<{ pressedAt: number; effectAt: number }> {
  // A string, not a function: tsx would wrap the inner functions in a helper the page does not have.
  await page.addInitScript(`(${PRESS_AT_FIRST_PAINT})(${JSON.stringify(selector)})`);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const timing = (window as unknown as { pressTiming?: { effectAt: number; missing: boolean } }).pressTiming;
      return timing !== undefined && (timing.effectAt > 0 || timing.missing);
    },
    undefined,
    { timeout: 30_000 },
  );
  const timing = await page.evaluate(
    () => (window as unknown as { pressTiming: { pressedAt: number; effectAt: number; missing: boolean } }).pressTiming,
  );
  if (timing.missing) throw new Error(`${url} has no ${selector} at its first paint`);
  return timing;
}

export async function pressTable(browser: Browser, say: Say) {
  say(
    `A press made at the first paint, on a phone (375 px, 4× CPU, 150 ms RTT at 1.6 Mbit/s): ms from that paint until it has taken effect, median of ${PRESS_RUNS} (lowest–highest):`,
  );
  say('');
  say(row(['route', 'pressed', 'composed', 'monolith']));
  say(row(['---', '---', '---:', '---:']));
  for (const route of ROUTES) {
    const selector = PRESSED_CONTROL[route] ?? DEFAULT_PRESSED_CONTROL;
    const figures = async (which: Build) => {
      const runs: number[] = [];
      for (let run = 0; run < PRESS_RUNS; run++)
        runs.push(await pressAtFirstPaint(browser, origin(which) + route, selector));
      return withSpread(runs);
    };
    say(row([route, `\`${selector}\``, await figures('composed'), await figures('monolith')]));
  }
}
