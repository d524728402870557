import type { Locator, Page } from '@playwright/test';
import { contactTexts } from 'shared/content/contact';
import { fail, step } from './failure';
import { SETTLE_MS, STEP_TIMEOUT_MS } from './timing';

/** The label of the site's contact buttons (the default label of shared/src/ui/ContactButton/ContactButton.tsx). */
const CONTACT_BUTTON = 'Contact Us';

export const bodyContactButtons = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: CONTACT_BUTTON, exact: true });
export const headerContactButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: CONTACT_BUTTON });

/**
 * The button a visitor presses to reach the contact form: the page body's first, or the header's
 * when the body has none. `bodyHasOne` is what the fully loaded page showed, when it is known.
 */
export async function contactButton(
  page: Page,
  bodyHasOne: boolean | undefined,
): Promise<{ button: Locator; where: string }> {
  const inBody = bodyContactButtons(page).first();
  const inHeader = { button: headerContactButton(page), where: "the header's (the page body has none)" };
  if (bodyHasOne === true) return { button: inBody, where: "the page body's first" };
  if (bodyHasOne === false) return inHeader;
  // Unknown: the footer comes after the page body in the served document, so once it is drawn a body without the button has none.
  await step(
    'waiting for the page body or the footer to be drawn',
    inBody.or(page.locator('footer')).first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }),
  );
  return (await inBody.count()) > 0 ? { button: inBody, where: "the page body's first" } : inHeader;
}

/** Waits for the Contact Us dialog, then makes sure no second dialog follows it. */
export async function waitForOneContactDialog(page: Page): Promise<void> {
  await step(
    'waiting for the Contact Us dialog',
    page
      .getByRole('dialog', { name: contactTexts.dialogTitle })
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }),
  );
  // A press applied twice would open a second dialog a moment later.
  await page.waitForTimeout(SETTLE_MS);
  const open = await page.getByRole('dialog').count();
  if (open !== 1) fail(`${open} dialogs are open, not exactly one`);
}
