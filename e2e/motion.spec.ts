import type { Locator, Page } from '@playwright/test';
import { contactFields } from 'shared/content/contact';
import { expect, mainHeading, test } from './support/fixtures';

/*
 * Runs in both projects of playwright.config.ts: 'site' (no motion preference) and
 * 'reduced-motion' (prefers-reduced-motion: reduce). Each test checks what its setting promises:
 * things move without a preference and stand still under reduce, and nothing a visitor must read
 * goes away sooner because of it.
 */

/** Asks the browser (not the config) which setting this run has, and checks it is the project's. */
async function prefersReducedMotion(page: Page) {
  const reduce = await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  expect(reduce ? 'reduce' : 'no-preference').toBe(test.info().project.use.reducedMotion ?? 'no-preference');
  return reduce;
}

interface ToastLife {
  text: string;
  /** performance.now() of the frame the toast was first seen in the DOM, first and last seen visible, and removed. */
  added: number;
  firstVisible: number | null;
  lastVisible: number | null;
  removed: number | null;
  /** In every frame of its first second: its left edge, and its sideways CSS transform (which a composited animation moves without touching the edge). */
  lefts: number[];
  shifts: number[];
}

/** Most of a test's time, for a toast to go of itself. */
const TOAST_GOES_WAIT_MS = 30_000;

/** Records every toast's life: a MutationObserver for mounting and removal, a frame loop for what is on screen. */
function recordToastLives() {
  const lives: ToastLife[] = [];
  const tracked = new Map<HTMLElement, ToastLife>();
  (window as unknown as { toastLives: ToastLife[] }).toastLives = lives;
  const onMutation = () => {
    const now = performance.now();
    document.querySelectorAll<HTMLElement>('.Toastify__toast').forEach((element) => {
      if (tracked.has(element)) return;
      const life: ToastLife = {
        text: element.textContent ?? '',
        added: now,
        firstVisible: null,
        lastVisible: null,
        removed: null,
        lefts: [],
        shifts: [],
      };
      tracked.set(element, life);
      lives.push(life);
    });
    tracked.forEach((life, element) => {
      if (life.removed === null && !element.isConnected) life.removed = now;
    });
  };
  new MutationObserver(onMutation).observe(document, { childList: true, subtree: true });
  const look = (now: number) => {
    tracked.forEach((life, element) => {
      if (life.removed !== null || !element.isConnected) return;
      const box = element.getBoundingClientRect();
      const onScreen =
        box.width > 0 &&
        box.height > 0 &&
        box.left < window.innerWidth &&
        box.right > 0 &&
        box.top < window.innerHeight;
      if (onScreen && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        life.firstVisible ??= now;
        life.lastVisible = now;
      }
      if (now - life.added < 1000) {
        life.lefts.push(Math.round(box.left));
        life.shifts.push(Math.round(new DOMMatrixReadOnly(getComputedStyle(element).transform).m41));
      }
    });
  };
  const everyFrame = (now: number) => {
    look(now);
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  // Frames can stall on a loaded machine while the toast's own timer runs on, so a timer looks too.
  setInterval(() => look(performance.now()), 50);
}

async function toastLife(page: Page, text: string) {
  return page.evaluate(
    (wanted) =>
      (window as unknown as { toastLives: ToastLife[] }).toastLives.find((life) => life.text.includes(wanted)) ?? null,
    text,
  );
}

/** Fills the home page's closing quote form and sends it from the keyboard: no pointer rests on the toast. */
async function sendClosingForm(page: Page) {
  await page.goto('/');
  await mainHeading(page);
  const closing = page.getByRole('region', { name: 'Ready to Start Your Project' });
  const values: Record<string, string> = {
    firstName: 'Grace',
    lastName: 'Hopper',
    companyName: 'Ostrelle Instruments',
    email: `motion-${Date.now()}@ostrelle.test`,
    phoneNumber: '770-555-0100',
    projectDetails: 'Box build, 40 units, Q1',
  };
  for (const field of contactFields) await closing.getByPlaceholder(field.placeholder).fill(values[field.name]!);
  await closing.getByRole('button', { name: 'Submit' }).press('Enter');
}

/** The toast stays on screen for its 4 s (not cut short), then goes; it bounces in only when motion is welcome. */
async function expectToastStaysItsTime(page: Page, title: string, reduce: boolean) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: title });
  await expect(toast).toBeVisible();
  const viewport = page.viewportSize()!;
  // Where it comes to rest: while it bounces in, it passes through other places.
  await expect
    .poll(async () => {
      const box = (await toast.boundingBox())!;
      return box.x + box.width > viewport.width - 40 && box.y + box.height > viewport.height - 40;
    })
    .toBe(true);

  // What sets when it goes is its timer, the hidden progress bar's animation, here with the page's real styles and motion setting.
  expect(
    await toast.locator('[role="progressbar"]').evaluate((timer) => {
      const { animationName, animationDuration } = getComputedStyle(timer);
      return { animates: animationName !== 'none', animationDuration };
    }),
  ).toEqual({ animates: true, animationDuration: '4s' });
  // It goes of itself, however late a loaded machine lets its timer end.
  await expect
    .poll(async () => (await toastLife(page, title))?.removed ?? null, { timeout: TOAST_GOES_WAIT_MS })
    .not.toBeNull();
  const life = (await toastLife(page, title))!;
  expect(life.firstVisible).not.toBeNull();
  expect(
    life.lastVisible! - life.firstVisible!,
    await page.evaluate(() =>
      JSON.stringify(
        (window as unknown as { toastLives: ToastLife[] }).toastLives.map(
          ({ lefts: _l, shifts: _s, ...times }) => times,
        ),
      ),
    ),
  ).toBeGreaterThanOrEqual(3_500);

  const range = (values: number[]) => Math.max(...values) - Math.min(...values);
  const travel = Math.max(range(life.lefts), range(life.shifts));
  if (reduce) expect(travel).toBe(0);
  else expect(travel).toBeGreaterThan(50);
}

test.describe('toasts of the closing quote form', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordToastLives);
  });

  test('Submission Failed stays readable for its 4 seconds, then goes', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await sendClosingForm(page);
    const reduce = await prefersReducedMotion(page);
    await expect(page.locator('.Toastify__toast--error')).toContainText('There was an error submitting your request.');
    await expectToastStaysItsTime(page, 'Submission Failed', reduce);
  });

  test('Success! stays readable for its 4 seconds, then goes', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"motion"}' }),
    );
    await sendClosingForm(page);
    const reduce = await prefersReducedMotion(page);
    await expect(page.locator('.Toastify__toast--success')).toContainText(
      'Your quote request has been submitted successfully.',
    );
    await expectToastStaysItsTime(page, 'Success!', reduce);
  });
});

/** The strip's moving part: the element holding both copies of the list. */
function trackOf(strip: Locator) {
  return strip.locator('ul').first().locator('xpath=..');
}

async function transformsOver(track: Locator, milliseconds: number) {
  const before = await track.evaluate((element) => getComputedStyle(element).transform);
  await track.page().waitForTimeout(milliseconds);
  const after = await track.evaluate((element) => getComputedStyle(element).transform);
  return [before, after];
}

test('the logo and testimonial strips scroll and pause with their button; under reduced motion they stand still', async ({
  page,
}) => {
  await page.goto('/');
  await mainHeading(page);
  const reduce = await prefersReducedMotion(page);
  for (const name of ['Trusted by Industry Leaders', 'What Our Customers Tell Us']) {
    const strip = page.getByRole('group', { name });
    await strip.scrollIntoViewIfNeeded();
    const track = trackOf(strip);
    const pause = strip.getByRole('button', { name: 'Pause scrolling' });
    if (reduce) {
      expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
      const [before, after] = await transformsOver(track, 400);
      expect(after).toBe(before);
      // Nothing moves, so there is nothing to pause, and each item is shown once.
      await expect(pause).toBeHidden();
      await expect(strip.locator('ul[aria-hidden="true"]')).toBeHidden();
    } else {
      const [before, after] = await transformsOver(track, 400);
      expect(after, name).not.toBe(before);
      await pause.click();
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      // Away from the strip: hover and focus pause it too, only the button should hold it now.
      await page.mouse.move(0, 0);
      await pause.blur();
      const [paused, stillPaused] = await transformsOver(track, 400);
      expect(stillPaused, name).toBe(paused);
    }
  }
});

test('service cards fade in as they scroll into view; under reduced motion they and their images are there at once', async ({
  page,
}) => {
  await page.goto('/');
  await mainHeading(page);
  const reduce = await prefersReducedMotion(page);
  const lastCard = page
    .locator('main li')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Professional Staffing' }) });
  await expect(lastCard).toHaveCount(1);
  if (reduce) {
    await expect(lastCard).toHaveCSS('opacity', '1');
    await expect(lastCard.locator('img')).toHaveAttribute('src', /.+/);
    await expect(page.locator('#proof img').last()).toHaveAttribute('src', /.+/);
  } else {
    await expect(lastCard).toHaveCSS('opacity', '0');
    await expect(lastCard.locator('img')).toHaveCount(0);
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).toHaveCSS('opacity', '1');
    await expect(lastCard.locator('img')).toHaveAttribute('src', /.+/);
  }
});

test.describe('the side menu on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('slides in from the right; under reduced motion it is simply there', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    // Sampled frame by frame: let the page finish loading first, so its frames are not starved.
    await page.waitForLoadState('networkidle');
    const reduce = await prefersReducedMotion(page);
    // The menu's sideways CSS transform in every frame of its first half second. (Its box is not
    // sampled: Chromium runs the slide on the compositor and getBoundingClientRect never sees it.)
    await page.evaluate(() => {
      const record = { shifts: [] as number[], done: false };
      (window as unknown as { menuShifts: typeof record }).menuShifts = record;
      let shownAt: number | null = null;
      const sample = (now: number) => {
        const menu = document.querySelector('[role="dialog"]');
        if (menu) {
          shownAt ??= now;
          record.shifts.push(Math.round(new DOMMatrixReadOnly(getComputedStyle(menu).transform).m41));
        }
        // Half a second of frames, and on a starved machine on until the menu is in place (3 s at most).
        const inPlace = record.shifts.at(-1) === 0;
        if (shownAt === null || now - shownAt < 500 || (!inPlace && now - shownAt < 3000))
          requestAnimationFrame(sample);
        else record.done = true;
      };
      requestAnimationFrame(sample);
    });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { menuShifts: { done: boolean } }).menuShifts.done))
      .toBe(true);
    const { shifts } = await page.evaluate(
      () => (window as unknown as { menuShifts: { shifts: number[] } }).menuShifts,
    );
    expect(shifts.at(-1)).toBe(0);
    const box = (await menu.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(390);
    // Part of the way in: a visible slide (a loaded 2-core machine may draw only a frame or two of it).
    // Under reduced motion the menu has no animation: it is in place in every frame it is drawn.
    const partWayIn = shifts.filter((shift) => shift > 0 && shift < 300);
    if (reduce) expect(shifts.filter((shift) => shift !== 0)).toEqual([]);
    else expect(partWayIn.length).toBeGreaterThanOrEqual(1);
  });
});
