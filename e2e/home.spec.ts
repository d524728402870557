import type { Page } from '@playwright/test';
import { contactFields, contactTexts } from 'shared/content/contact';
import { accessibilityViolations, expect, mainHeading, test } from './support/fixtures';

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

const SECTION_ORDER = ['Trusted by Industry Leaders', 'Ready to Start Your Project'];

/** Scrolls to the bottom as a visitor does, so what appears on the way (fades, pictures) has appeared. */
async function scrollThrough(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
}

async function openFaqNda(page: Page) {
  const faq = page.getByRole('region', { name: /questions/i }).first();
  const ndaQuestion = page.getByRole('button', { name: /NDA|non-disclosure/i }).first();
  await ndaQuestion.scrollIntoViewIfNeeded();
  if ((await ndaQuestion.getAttribute('aria-expanded')) !== 'true') await ndaQuestion.click();
  await page.getByRole('button', { name: 'Read our Non-Disclosure Agreement' }).click();
  return faq;
}

for (const { name, viewport } of widths) {
  test.describe(`home page on a ${name}`, () => {
    test.use({ viewport });

    test('shows every section in order, loads no remote, and does not shift as images arrive', async ({
      page,
      consoleProblems,
    }) => {
      await page.addInitScript(() => {
        (window as unknown as { __layoutShift: number }).__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) (window as unknown as { __layoutShift: number }).__layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await mainHeading(page);
      const headings = await page.locator('main h2').allTextContents();
      const positions = SECTION_ORDER.map((title) => headings.indexOf(title));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      await expect(page.locator('#proof h3')).toHaveCount(5);
      await expect(
        page.getByRole('group', { name: 'Trusted by Industry Leaders' }).locator('ul:not([aria-hidden]) > li'),
      ).toHaveCount(10);

      await scrollThrough(page);
      await expect(page.locator('#proof img').first()).toBeVisible();
      const layoutShift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      expect(layoutShift).toBeLessThan(0.05);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleProblems.messages).toEqual([]);
    });

    test('badge, NDA and contact dialogs open, pass axe, and close', async ({ page }) => {
      // Three dialogs and four axe runs: a busy machine takes them past the default 45 s.
      test.setTimeout(120_000);
      await page.goto('/');
      await mainHeading(page);

      await page
        .getByRole('button', { name: /AS9100D/ })
        .first()
        .click();
      const badgeDialog = page.getByRole('dialog', { name: /AS9100D/ });
      await expect(badgeDialog.getByRole('img')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.mouse.click(5, viewport.height - 5);
      await expect(badgeDialog).toBeHidden();

      await openFaqNda(page);
      const nda = page.getByRole('dialog', { name: /Non-Disclosure/i });
      await expect(nda).toContainText('Georgia');
      expect(await accessibilityViolations(page)).toEqual([]);
      await nda.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(nda).toBeHidden();

      const steps = page.getByRole('region', { name: /three steps/i });
      await steps.getByRole('button', { name: 'Contact Us' }).click();
      const contact = page.getByRole('dialog', { name: contactTexts.dialogTitle });
      await expect(contact.getByPlaceholder('First Name*')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(contact).toBeHidden();
    });
  });
}

test.describe("a page's text is its text from the first load, on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/', '/careers', '/prototyping', '/our-story']) {
    test(`${path}: every heading on the page is in its text before any scrolling`, async ({
      page,
      consoleProblems,
    }) => {
      await page.goto(path);
      await mainHeading(page);
      // What a visitor's find-in-page, a screen reader's reading of the text and a copy of the page all use.
      const text = await page.locator('main').innerText();
      // Each heading as the browser renders it, beside its words in the document (empty when not rendered).
      const headings = await page
        .locator('main')
        .getByRole('heading')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => node.checkVisibility())
            .map((node) => ({ words: node.textContent ?? '', rendered: (node as HTMLElement).innerText.trim() })),
        );
      expect(headings.length).toBeGreaterThan(3);
      for (const { words, rendered } of headings) {
        expect(rendered, words).not.toBe('');
        expect(text, words).toContain(rendered);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(consoleProblems.messages).toEqual([]);
    });
  }

  test('a band scrolled to shows its cards, their fade-in and their lazily loaded pictures', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    const services = page.getByRole('region', { name: 'Services That Cover the Whole Build' });
    const firstCard = services
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'PCB Assembly' }) });
    await firstCard.scrollIntoViewIfNeeded();
    await expect(firstCard.getByRole('heading', { name: 'PCB Assembly' })).toBeVisible();
    await expect(firstCard.getByRole('img').first()).toBeVisible();
    await expect.poll(() => firstCard.evaluate((card) => Number(getComputedStyle(card).opacity))).toBe(1);
  });
});

test.describe('the closing quote form', () => {
  async function fillClosingForm(page: Page, tag: string) {
    await page.goto('/');
    const closing = page.getByRole('region', { name: 'Ready to Start Your Project' });
    await closing.scrollIntoViewIfNeeded();
    const values: Record<string, string> = {
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: 'Ostrelle Instruments',
      email: `${tag}-${Date.now()}@ostrelle.test`,
      phoneNumber: '770-555-0100',
      projectDetails: 'Box build, 40 units, Q1',
    };
    for (const field of contactFields) await closing.getByPlaceholder(field.placeholder).fill(values[field.name]!);
    await closing.getByRole('button', { name: 'Submit' }).click();
    return closing;
  }

  test('confirms a stored request with the success toast and the thank-you panel', async ({ page }) => {
    const closing = await fillClosingForm(page, 'quote');
    await expect(page.locator('.Toastify__toast--success')).toContainText(contactTexts.successToastTitle);
    await expect(page.locator('.Toastify__toast--success')).toContainText(contactTexts.successToastText);
    await expect(closing.getByText(contactTexts.thankYouTitle)).toBeVisible();
  });

  test('a non-OK answer shows Submission Failed and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '' }));
    const closing = await fillClosingForm(page, 'quote-fail');
    await expect(page.locator('.Toastify__toast--error')).toContainText(contactTexts.failureToastTitle);
    await expect(closing.getByPlaceholder('First Name*')).toHaveValue('Grace');
    await expect(closing.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
