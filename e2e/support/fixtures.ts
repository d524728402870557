import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleProblems {
  messages: string[];
}

/** Every page records console errors and uncaught exceptions; tests of healthy pages assert there are none. */
export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  consoleProblems: async ({ page }, use) => {
    const problems: ConsoleProblems = { messages: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.messages.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.messages.push(`uncaught: ${error.message}`));
    await use(problems);
  },
});

export { expect };

export async function seriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // The dialog's focus trap (react-focus-lock inside @reach/dialog) brackets it with two empty,
    // invisible tabindex=1 sentinels that hand focus back inside; they are not content.
    .exclude('[data-focus-guard]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits until the page's main heading is on screen (remote pages arrive after the shell). */
export async function mainHeading(page: Page) {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  return heading;
}
