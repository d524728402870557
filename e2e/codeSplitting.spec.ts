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

test('a route downloads only its own remote, and only that page of it', async ({ page }) => {
  const requested = recordRemoteRequests(page);
  await page.goto('/client-portal');
  await mainHeading(page);
  await page.waitForLoadState('networkidle');
  expect(requested.services).toEqual([]);
  expect(requested.industries).toEqual([]);
  expect(requested.company).toEqual([]);
  expect(requested.portals).toContain('/mf-manifest.json');
  expect(requested.portals.some((file) => file.includes('client-portal'))).toBe(true);
  expect(requested.portals.some((file) => file.includes('investor-portal'))).toBe(false);
});
