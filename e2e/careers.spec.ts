import { expect, mainHeading, test } from './support/fixtures';

test('View Open Positions scrolls the careers page down to the openings and focuses them', async ({ page, consoleProblems }) => {
  await page.goto('/careers');
  await mainHeading(page);
  const openings = page.getByRole('region', { name: 'Open Positions' });
  await expect(openings).not.toBeInViewport();

  await page.getByRole('link', { name: 'View Open Positions' }).click();
  await expect(page).toHaveURL(/\/careers#openings$/);
  await expect(openings).toBeFocused();
  await expect(openings).toBeInViewport();
  await expect(openings.getByRole('heading', { level: 3 })).toHaveText([
    'SMT Assembly Technician',
    'Quality Assurance Engineer',
    'Manufacturing Engineer',
    'Customer Service Representative',
  ]);
  expect(consoleProblems.messages).toEqual([]);
});

test('the apply links sit side by side on a wide screen and one under the other on a 375 px phone', async ({ page }) => {
  await page.goto('/careers');
  await mainHeading(page);
  const applyLinks = page.getByRole('region', { name: 'Open Positions' }).getByRole('link', { name: /^Apply Now: / });
  await expect(applyLinks).toHaveCount(4);
  const wide = await applyLinks.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  // Cards of one row end their buttons on the same line.
  expect(wide[0]).toBe(wide[1]);
  expect(wide[2]).toBe(wide[3]);

  await page.setViewportSize({ width: 375, height: 812 });
  const narrow = await applyLinks.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  expect(narrow[1]!).toBeGreaterThan(narrow[0]!);
});
