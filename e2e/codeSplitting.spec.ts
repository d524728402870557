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
  await page.waitForLoadState('networkidle');
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
