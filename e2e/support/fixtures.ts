import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface ConsoleProblems {
  messages: string[];
}

let addressesGiven = 0;

/**
 * Every test's page sends its leads from a documentation address of its own (RFC 3849), so the
 * intake's per-address limit counts each test apart, however many ran before it on this machine's one
 * address; past the limit a lead would be held back rather than forwarded or confirmed.
 */
function addressOfItsOwn(): string {
  addressesGiven += 1;
  return `2001:db8:${(process.pid >>> 16).toString(16)}:${(process.pid & 0xffff).toString(16)}::${addressesGiven.toString(16)}`;
}

/** Every page records console errors and uncaught exceptions; tests of healthy pages assert there are none. */
export const test = base.extend<{ consoleProblems: ConsoleProblems; ownAddress: string }>({
  ownAddress: [
    async ({ page }, use) => {
      const address = addressOfItsOwn();
      // A test's own handler for the intake runs first; one that lets the post through calls route.fallback() to come here.
      await page.route('**/api/contact', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
      await use(address);
    },
    { auto: true },
  ],
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
