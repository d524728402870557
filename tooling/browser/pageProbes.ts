import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/**
 * What the release gate and the browser tests read of a page, one copy for both: its main heading
 * and whether React owns it yet, what it logged as an error, and what axe finds on it.
 */

/** Where a page's main heading is: the first h1 of its main region. */
export const MAIN_HEADING = 'main h1';
/** React marks every node it rendered or hydrated with a key that starts so. */
const REACT_FIBER = '__reactFiber';
/** What the site's console and page errors say when the server's HTML and the first render differ. */
const HYDRATION_WORDS = /hydrat/i;
/** The impacts of an axe violation a release may not ship with. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** The page's main heading. */
export const mainHeadingOf = (page: Page): Locator => page.locator(MAIN_HEADING).first();

/** Whether React owns this element yet: the server's HTML shows at once, but its buttons work only once React has hydrated it. */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node, prefix) => Object.keys(node).some((key) => key.startsWith(prefix)), REACT_FIBER);
}

/** Settles once the page has a main heading React owns, polling every 100 ms; rejects after `timeout` ms. */
export async function mainHeadingHydrated(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(
    ({ selector, prefix }) => {
      const heading = document.querySelector(selector);
      return !!heading && Object.keys(heading).some((key) => key.startsWith(prefix));
    },
    { selector: MAIN_HEADING, prefix: REACT_FIBER },
    { timeout, polling: 100 },
  );
}

/** What a page has logged since it was watched: kept up to date as it logs. */
export interface ConsoleProblems {
  /** Every console error and uncaught error: 'console.error: …' or 'uncaught: …'. */
  messages: string[];
  /** Every console message of any level, and every uncaught error, that speaks of hydration. */
  hydrationMessages: string[];
}

/** Records, from now on, the console errors, uncaught errors and messages about hydration of a page. */
export function watchConsole(page: Page): ConsoleProblems {
  const problems: ConsoleProblems = { messages: [], hydrationMessages: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.messages.push(`console.error: ${message.text()}`);
    if (HYDRATION_WORDS.test(message.text()))
      problems.hydrationMessages.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    problems.messages.push(`uncaught: ${error.message}`);
    if (HYDRATION_WORDS.test(`${error.name} ${error.message}`))
      problems.hydrationMessages.push(`uncaught: ${error.message}`);
  });
  return problems;
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The violations of axe's full default rule set, of any impact, on the page as it is now. */
async function axeViolations(page: Page): Promise<Violation[]> {
  return (await new AxeBuilder({ page }).analyze()).violations;
}

/** The elements a violation was found on, as axe names them. */
const targetsOf = (violation: Violation) => violation.nodes.map((node) => node.target.join(' ')).join(', ');

/** Every violation of axe's full default rule set, of any impact, on the page as it is now: the browser tests expect none. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${targetsOf(violation)}`,
  );
}

/** axe's findings as a release gate reads them: the serious or critical ones, named with their elements, and the ids of all. */
export async function seriousViolations(page: Page): Promise<{ blocking: string[]; ids: string[] }> {
  const violations = await axeViolations(page);
  return {
    blocking: violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => `${violation.id} (${violation.impact}): ${targetsOf(violation)}`),
    ids: violations.map((violation) => violation.id),
  };
}
