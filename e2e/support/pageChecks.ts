import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, mainHeading } from './fixtures';
import type { uniqueLead } from './leads';

/** The contact form's fields, by the placeholder a visitor reads. */
export const contactPlaceholders = {
  firstName: 'First Name*',
  lastName: 'Last Name*',
  companyName: 'Company Name*',
  email: 'Email Address*',
  phoneNumber: 'Phone Number*',
  projectDetails: 'Project Details (quantities, timeline, special requirements)*',
} as const;

/** Opens a route and waits for its page (remote pages arrive after the shell); returns the page's main region. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await mainHeading(page);
  return page.getByRole('main');
}

/** Presses the index-th button of that name in the page body and returns the Contact Us dialog it opened. */
export async function openContactDialog(page: Page, main: Locator, buttonName: string, index = 0) {
  const button = main.getByRole('button', { name: buttonName, exact: true }).nth(index);
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Fill out the form below and our team will contact you.')).toBeVisible();
  return { button, dialog };
}

/**
 * The page body holds exactly these contact buttons (names in page order), each opens the Contact Us dialog with
 * no axe violation, and Escape closes it with focus back on the button.
 */
export async function expectContactButtonsWork(page: Page, main: Locator, buttonNames: readonly string[]) {
  const counts = new Map<string, number>();
  for (const name of buttonNames) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const [name, count] of counts) await expect(main.getByRole('button', { name, exact: true })).toHaveCount(count);

  const seen = new Map<string, number>();
  for (const name of buttonNames) {
    const index = seen.get(name) ?? 0;
    seen.set(name, index + 1);
    const { button, dialog } = await openContactDialog(page, main, name, index);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
}

export async function fillLead(dialog: Locator, lead: ReturnType<typeof uniqueLead>) {
  for (const [name, placeholder] of Object.entries(contactPlaceholders)) {
    await dialog.getByPlaceholder(placeholder).fill(lead[name as keyof typeof contactPlaceholders]);
  }
}

export async function expectLeadKept(dialog: Locator, lead: ReturnType<typeof uniqueLead>) {
  for (const [name, placeholder] of Object.entries(contactPlaceholders)) {
    await expect(dialog.getByPlaceholder(placeholder)).toHaveValue(lead[name as keyof typeof contactPlaceholders]);
  }
}
