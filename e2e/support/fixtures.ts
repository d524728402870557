import { test as base, expect, type Page } from '@playwright/test';
import {
  accessibilityViolations,
  isHydrated,
  mainHeadingOf,
  watchConsole,
  type ConsoleProblems,
} from '../../tooling/browser/pageProbes';

// The page probes are the release gate's too (tooling/browser/pageProbes.ts): one reading of a page for both.
export { accessibilityViolations, expect, isHydrated, type ConsoleProblems };

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
      await page.route('**/api/contact', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
      );
      await use(address);
    },
    { auto: true },
  ],
  consoleProblems: async ({ page }, use) => {
    await use(watchConsole(page));
  },
});

/**
 * Waits until the page's main heading is on screen and the page is live: the server's HTML shows
 * at once, but its buttons work only once React has hydrated it (a remote page's region hydrates
 * when its group's code has arrived). React marks every node it owns with a `__reactFiber` key.
 */
export async function mainHeading(page: Page) {
  const heading = mainHeadingOf(page);
  await expect(heading).toBeVisible();
  await expect.poll(() => isHydrated(heading)).toBe(true);
  return heading;
}
