import { expect, mainHeading, test } from './support/fixtures';

test("the home page's certifications section leads to the certifications page", async ({ page }) => {
  await page.goto('/#proof');
  const link = page.locator('#proof').getByRole('link', { name: 'What Each Certification Means for You' });
  await link.click();
  await expect(page).toHaveURL(/\/certifications$/);
  await expect(await mainHeading(page)).toHaveText('Certifications and Registrations');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([
    'AS9100D',
    'ISO 13485',
    'IPC-A-610 Class 2/3',
    'IPC J-STD-001',
    'UL',
    'ITAR Registered',
    'WBENC',
    'GMSDC',
  ]);
});

test("an enlarged badge links to the certifications page, and the dialog is gone once there", async ({ page }) => {
  await page.goto('/');
  await mainHeading(page);
  await page.getByRole('button', { name: 'Show a larger view of the ITAR badge' }).click();
  const dialog = page.getByRole('dialog', { name: 'ITAR' });
  await dialog.getByRole('link', { name: 'What our certifications mean for you' }).click();
  await expect(page).toHaveURL(/\/certifications$/);
  await expect(dialog).toBeHidden();
  await expect(await mainHeading(page)).toHaveText('Certifications and Registrations');
  // The page scrolls again once the dialog's scroll lock is gone.
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
