import { expect, mainHeading, test } from './support/fixtures';

test.describe('the legal documents', { tag: '@company' }, () => {
  test('the contents of the terms lead to each section: the address carries its anchor and the section is in view and focused', async ({
    page,
  }) => {
    await page.goto('/terms');
    await mainHeading(page);
    await expect(page.getByRole('main').getByText('Last updated: November 23, 2026')).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Contents' });

    await contents.getByRole('link', { name: '8. Payment' }).click();
    await expect(page).toHaveURL(/\/terms#payment$/);
    const payment = page.getByRole('region', { name: '8. Payment' });
    await expect(payment).toBeFocused();
    await expect(payment).toBeInViewport();
    await expect(payment).toContainText('1.5% per month (18% a year)');

    await page.evaluate(() => window.scrollTo(0, 0));
    await contents.getByRole('link', { name: '12. Governing Law and Disputes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/terms#governing-law-and-disputes$/);
    const law = page.getByRole('region', { name: '12. Governing Law and Disputes' });
    await expect(law).toBeFocused();
    await expect(law).toBeInViewport();
  });

  test('the footer leads to the three legal documents, each opening with its title', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    const footer = page.getByRole('contentinfo');
    for (const [label, path, title] of [
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms and Conditions', '/terms', 'Terms and Conditions'],
      ['Supplier Terms', '/supplier-terms', 'Supplier Terms and Conditions'],
    ] as const) {
      await footer.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(await mainHeading(page)).toHaveText(title);
    }
  });

  test('a link to a section of the supplier terms from elsewhere lands on it once the page has arrived', async ({
    page,
  }) => {
    await page.goto('/supplier-terms#shelf-life');
    const shelfLife = page.getByRole('region', { name: '6. Shelf Life' });
    await expect(shelfLife).toBeFocused();
    await expect(shelfLife).toBeInViewport();
    await expect(shelfLife).toContainText('at least 80% of their shelf life remaining');
  });
});
