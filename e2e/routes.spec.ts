import { site } from 'shared/config';
import { siteMap } from 'shared/routes';
import { expect, mainHeading, accessibilityViolations, test } from './support/fixtures';
import { groupTag } from './support/groups';

for (const route of siteMap) {
  test.describe(`${route.path}`, { tag: groupTag(route.path) }, () => {
    test('renders its own page with title and description, without console errors', async ({
      page,
      consoleProblems,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const heading = await mainHeading(page);
      await expect(heading).not.toHaveText('Oops! Page not found');
      await expect(heading).not.toHaveText(/temporarily unavailable/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(`${route.title} | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      expect(consoleProblems.messages).toEqual([]);
    });

    test('fits a 375 px phone: no sideways scrolling and no heading running out of its box', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(route.path);
      await mainHeading(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const overflowing = await page
        .getByRole('main')
        .locator('h1, h2, h3')
        .evaluateAll((headings) =>
          headings
            .filter((heading) => heading.scrollWidth > heading.clientWidth + 1)
            .map((heading) => heading.textContent),
        );
      expect(overflowing).toEqual([]);
    });

    test('passes the full default rule set of axe', async ({ page }) => {
      await page.goto(route.path);
      await mainHeading(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}

test('navigating scrolls to the top and moves focus to the new page heading', async ({ page }) => {
  await page.goto('/');
  await mainHeading(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Medical' }).scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Medical' }).click();
  await expect(page).toHaveURL(/\/medical$/);
  const heading = await mainHeading(page);
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link to an anchor on a remote page lands on that section once the page has arrived, and focuses it', async ({
  page,
}) => {
  await page.goto('/energy-utility#case-study');
  const caseStudy = page.getByRole('region', { name: 'Results for a Utility Equipment Maker' });
  await expect(caseStudy).toBeFocused();
  await expect(caseStudy).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('an unknown path gets the not-found page with status 404', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  // Said by the app once it has taken over the page, which may be a moment after the heading shows.
  await expect.poll(() => warnings.some((text) => text.includes('/no-such-page'))).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(`${siteMap[0].title} | ${site.name}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found');
});
