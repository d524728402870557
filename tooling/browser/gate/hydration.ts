import { MAIN_HEADING, mainHeadingHydrated, mainHeadingOf } from '../pageProbes';
import type { Check } from './check';
import { bodyContactButtons } from './contactButton';
import { fail, listed, messageOf, step } from './failure';
import type { LoadedPage, RouteVisit } from './routeVisit';
import { STEP_TIMEOUT_MS } from './timing';

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Opens the page in the visit's tab and waits until it is hydrated and the network idle, marking the load done or saying why not. */
async function loadPage(visit: RouteVisit, load: LoadedPage): Promise<void> {
  const { page } = load;
  try {
    await step('opening the page', page.goto(visit.url, { timeout: STEP_TIMEOUT_MS }));
    await step(
      'waiting for the main heading',
      mainHeadingOf(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }),
    );
    await step('waiting for the main heading to be hydrated', mainHeadingHydrated(page, STEP_TIMEOUT_MS));
    await step(
      'waiting for the network to be idle',
      page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }),
    );
    load.loaded = true;
    visit.bodyHasContactButton = (await bodyContactButtons(page).count()) > 0;
  } catch (error) {
    load.failure = messageOf(error);
    throw error;
  }
}

export const hydration: Check = {
  name: 'hydration reports no difference',
  proves:
    'Loaded in a browser, the page hydrates without a word about hydration in its console and with the main heading the server sent.',
  usesLoadedPage: true,
  async run({ visit }) {
    const load = await visit.loadedPage();
    await loadPage(visit, load);
    if (load.console.hydrationMessages.length > 0) fail(listed(load.console.hydrationMessages));
    const servedHtml = (visit.servedHtml ??= await (await visit.fetchDocument()).text());
    // The browser's own parser reads the served heading, entities and comments as the page itself did.
    const servedHeading = await load.page.evaluate(
      ({ html, selector }) =>
        new DOMParser().parseFromString(html, 'text/html').querySelector(selector)?.textContent ?? null,
      { html: servedHtml, selector: MAIN_HEADING },
    );
    const liveHeading = normalise(await mainHeadingOf(load.page).textContent());
    if (servedHeading === null) fail(`the served HTML has no main heading; after hydration it reads "${liveHeading}"`);
    if (normalise(servedHeading) !== liveHeading)
      fail(
        `the main heading was "${normalise(servedHeading)}" in the served HTML and is "${liveHeading}" after hydration`,
      );
  },
};
