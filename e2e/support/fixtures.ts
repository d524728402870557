import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

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

/** Every violation of axe's full default rule set, of any impact, on the page as it is now. */
export async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Waits until the page's main heading is on screen and the page is live: the server's HTML shows
 * at once, but its buttons work only once React has hydrated it (a remote page's region hydrates
 * when its group's code has arrived). React marks every node it owns with a `__reactFiber` key.
 */
export async function mainHeading(page: Page) {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  await expect.poll(() => isHydrated(heading)).toBe(true);
  return heading;
}

/** Whether React owns this element yet (it marks every node it rendered or hydrated). */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
}
