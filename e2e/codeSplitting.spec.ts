import type { Page } from '@playwright/test';
import { REMOTE_GROUPS, type RemoteGroup } from 'shared/routes';
import { expect, mainHeading, test } from './support/fixtures';
import { remoteOrigin } from './support/ports';

function recordRemoteRequests(page: Page) {
  const requested: Record<RemoteGroup, string[]> = { services: [], industries: [], company: [], portals: [] };
  page.on('request', (request) => {
    for (const group of REMOTE_GROUPS) {
      if (request.url().startsWith(remoteOrigin(group))) requested[group].push(new URL(request.url()).pathname);
    }
  });
  return requested;
}

test('the home page is the shell own route and loads no remote at all', async ({ page }) => {
  const requested = recordRemoteRequests(page);
  await page.goto('/');
  await mainHeading(page);
  await page.waitForLoadState('load');
  // Every section, lazy ones included, gets its chance to ask for code: scroll to the end, then let the browser go idle.
  // (Not 'networkidle': on a loaded CI machine one slow unrelated request kept it from ever settling.)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
  });
  expect(requested).toEqual({ services: [], industries: [], company: [], portals: [] });
});

const isFederationRuntime = (url: string | URL) => /^\/federation\.[0-9a-f]+\.js$/.test(new URL(url).pathname);

test('the federation runtime is no part of a page that shows no group: the home page neither fetches nor runs it', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (isFederationRuntime(request.url())) fetched.push(request.url());
  });
  await page.goto('/');
  await mainHeading(page);
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(fetched).toEqual([]);
  // The runtime registers itself on the page as it starts.
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
});

test("a group's page hints the federation runtime with its document, before the group's own scripts, and fetches it once", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (isFederationRuntime(request.url())) fetched.push(request.url());
  });
  const response = await page.goto('/pcb-assembly');
  await mainHeading(page);
  await page.waitForLoadState('networkidle');
  const hinted = (response!.headers()['link'] ?? '').split(', ').map((hint) => /^<([^>]+)>/.exec(hint)?.[1] ?? '');
  const runtimeHint = hinted.findIndex((address) => /^\/federation\.[0-9a-f]+\.js$/.test(address));
  const entryHint = hinted.findIndex((address) => /remoteEntry\.[0-9a-f]+\.js$/.test(address));
  expect(runtimeHint).toBeGreaterThanOrEqual(0);
  expect(runtimeHint).toBeLessThan(entryHint);
  expect(fetched).toHaveLength(1);
  expect(new URL(fetched[0]!).pathname).toBe(hinted[runtimeHint]);
});

test('a route downloads only its own remote, and only that page of it', async ({ page }) => {
  const requested = recordRemoteRequests(page);
  await page.goto('/client-portal');
  await mainHeading(page);
  await page.waitForLoadState('networkidle');
  expect(requested.services).toEqual([]);
  expect(requested.industries).toEqual([]);
  expect(requested.company).toEqual([]);
  expect(requested.portals.some((file) => /^\/remoteEntry\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  expect(requested.portals.some((file) => file.includes('client-portal'))).toBe(true);
  expect(requested.portals.some((file) => file.includes('investor-portal'))).toBe(false);
});

test("no group's manifest is fetched before its code: not on a server-rendered group page, nor on one reached from the home page", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/pcb-assembly');
  await mainHeading(page);
  await page.waitForLoadState('networkidle');
  // From the home page the group's address comes from /remotes.json, not the document.
  await page.goto('/');
  await mainHeading(page);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/medical');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: /Medical/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((pathname) => pathname.startsWith('/remoteEntry.')).length).toBeGreaterThanOrEqual(2);
  expect(requested.filter((pathname) => pathname.endsWith('mf-manifest.json'))).toEqual([]);
});

const isDialogCode = (url: string | URL) => /\/dialog-frame\.[0-9a-f]+\.(js|css)$/.test(new URL(url).pathname);

test('the dialog library arrives only when a dialog first opens, and the dialog takes focus', async ({ page }) => {
  const dialogRequests: string[] = [];
  page.on('request', (request) => {
    if (isDialogCode(request.url())) dialogRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await mainHeading(page);
  await page.waitForLoadState('load');
  expect(dialogRequests).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  expect(dialogRequests.some((file) => file.endsWith('.js'))).toBe(true);
});

test('a dialog whose code cannot arrive says so with the phone number, and opens once the connection is back', async ({
  page,
}) => {
  await page.route(isDialogCode, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await mainHeading(page);
  const contactUs = page.getByRole('banner').getByRole('button', { name: 'Contact Us' });

  await contactUs.click();
  const notice = page.getByRole('alert').filter({ hasText: 'This window could not open' });
  await expect(notice).toHaveText(
    /This window could not open: part of the page did not arrive\. Check your connection and try again, or call us at \(770\) 555-0142\./,
  );
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeFocused();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();

  await contactUs.click();
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();

  await contactUs.click();
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.unroute(isDialogCode);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  await expect(notice).toBeHidden();
});

test("the shell's document waits on one stylesheet of its own, and starts its app with three scripts", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const stylesheets = [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*>/g)].map(
    ([tag]) => /href="?([^"\s>]+)/.exec(tag)?.[1],
  );
  expect(stylesheets).toHaveLength(1);
  expect(stylesheets[0]).toMatch(/^\/main\.[0-9a-f]+\.css$/);
  const bootScripts = /data-scripts="?([^">]+)/.exec(html)?.[1]?.split(' ');
  expect(bootScripts?.map((source) => source.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
    '/runtime',
    '/libraries',
    '/main',
  ]);
});
