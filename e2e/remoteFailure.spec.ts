import type { Page, Route } from '@playwright/test';
import { findRoute } from 'shared/routes';
import { expect, mainHeading, test } from './support/fixtures';
import { remoteOrigin } from './support/ports';

const failingRoute = findRoute('/pcb-assembly')!;

/** How long a test waits for the shell to give up on the remote: several times its own timeout, which a loaded machine cannot use up. */
const GIVE_UP_WAIT_MS = 40_000;

/** Requests the hanging remote never answered; they time out when it comes back, as a dead connection would. */
const heldRequests: Route[] = [];

const failureModes: Record<string, (route: Route) => Promise<void> | void> = {
  'is down': (route) => route.abort('connectionrefused'),
  'answers 404': (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  // Never answered: the shell must give up on its own.
  hangs: (route) => {
    heldRequests.push(route);
  },
};

async function expectRestOfSiteWorks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder('First Name*')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Medical' }).click();
  await expect(await mainHeading(page)).toHaveText(/Medical/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(await mainHeading(page)).not.toHaveText(/unavailable/);
}

for (const [mode, failRequest] of Object.entries(failureModes)) {
  test(`when the services remote ${mode}, its routes say so, offer a real retry, and the rest of the site works`, async ({
    page,
  }) => {
    test.setTimeout(3 * GIVE_UP_WAIT_MS);
    let servicesRequests = 0;
    // What the shell said about each try, so a failure names its cause.
    const shellSaid: string[] = [];
    page.on('console', (message) => shellSaid.push(`${message.type()}: ${message.text()}`));
    const servicesOrigin = `${remoteOrigin('services')}/**`;
    await page.route(servicesOrigin, (route) => {
      servicesRequests += 1;
      return failRequest(route);
    });

    // Not 'load': the server's HTML shows the remote's images, which a hung remote never delivers.
    await page.goto(failingRoute.path, { waitUntil: 'domcontentloaded' });
    const unavailable = page.getByRole('heading', {
      level: 1,
      name: `${failingRoute.navLabel} is temporarily unavailable`,
    });
    await expect(unavailable).toBeVisible({ timeout: GIVE_UP_WAIT_MS });
    // A hung remote's request is still held here, unanswered: the shell gave up on its own, as nothing else could end it.
    expect(heldRequests.length > 0).toBe(mode === 'hangs');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    await expectRestOfSiteWorks(page);

    // Back on the failed route, the remote is healthy again: "Try again" must really fetch it anew.
    await page.goBack({ waitUntil: 'commit' });
    await page.goBack({ waitUntil: 'commit' });
    await expect(unavailable).toBeVisible({ timeout: GIVE_UP_WAIT_MS });
    // Released, a held request would finish now and feed the retry from the cache instead of the network.
    await Promise.all(heldRequests.splice(0).map((route) => route.abort('timedout').catch(() => undefined)));
    await page.unroute(servicesOrigin);
    const requestsBeforeRetry = servicesRequests;
    const fetchedAgain: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(remoteOrigin('services'))) fetchedAgain.push(request.url());
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(await mainHeading(page))
      .toHaveText(/PCB Assembly/, { timeout: GIVE_UP_WAIT_MS })
      .catch((error: unknown) => {
        throw new Error(`The retry did not bring the page back; the page's console said:\n${shellSaid.join('\n')}`, {
          cause: error,
        });
      });
    expect(fetchedAgain.length, 'the retry fetched the group anew').toBeGreaterThan(0);
    expect(servicesRequests).toBe(requestsBeforeRetry);
  });
}

test('when the remotes file cannot be read, remote routes fail clearly and the home page still works', async ({
  page,
}) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: 'boom' }));
  // A document the server could not render names no groups' addresses: the browser must ask /remotes.json.
  await page.route('**/medical', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/,"remotes":\{[^}]*\}/, '');
    await route.fulfill({ response, body });
  });
  await page.goto('/medical');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical is temporarily unavailable' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(await mainHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
});
