import type { Page } from '@playwright/test';
import { contactFields, contactTexts, type ContactRequest } from 'shared/content/contact';
import { expect, accessibilityViolations, test } from './support/fixtures';
import { webhookControl } from './support/ports';
import type { Delivery } from './support/webhookReceiver';
import { storedLeads, uniqueLead } from './support/leads';

async function openHeaderContactDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: contactTexts.dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: ReturnType<Page['getByRole']>, lead: ContactRequest) {
  for (const field of contactFields) await dialog.getByPlaceholder(field.placeholder).fill(lead[field.name]);
}

async function deliveries(page: Page): Promise<Delivery[]> {
  return (await page.request.get(`${webhookControl}/received`)).json() as Promise<Delivery[]>;
}

test.describe.configure({ mode: 'serial' });

test('the header form posts the six fields as multipart, the lead is on disk and reaches the webhook once', async ({
  page,
  consoleProblems,
}) => {
  const lead = uniqueLead('header');
  const dialog = await openHeaderContactDialog(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await fill(dialog, lead);

  const posted = page.waitForRequest(
    (request) => request.url().endsWith('/api/contact') && request.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const request = await posted;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const body = request.postData() ?? '';
  const names = [...body.matchAll(/name="([^"]+)"/g)].map((match) => match[1]);
  // The six fields, then the honeypot (empty), where the form was sent from, and the form token fetched when it was first used.
  expect(names).toEqual([
    ...contactFields.map((field) => field.name),
    'website',
    'source_page',
    'source_form',
    'form_token',
  ]);

  await expect(dialog.getByText(contactTexts.thankYouTitle)).toBeVisible();
  await expect(dialog.getByText(contactTexts.thankYouText)).toBeVisible();
  const stored = storedLeads().find((candidate) => candidate.fields.email === lead.email);
  expect(stored?.fields).toEqual(lead);

  // The header dialog closes itself 3 seconds after success.
  await expect(dialog).toBeHidden({ timeout: 6000 });

  await expect
    .poll(async () => (await deliveries(page)).filter((delivery) => delivery.fields.email === lead.email))
    .toHaveLength(1);
  const [delivery] = (await deliveries(page)).filter((candidate) => candidate.fields.email === lead.email);
  expect(delivery?.fields).toEqual({ ...lead, source_page: '/', source_form: 'header-dialog' });
  expect(delivery?.headers['idempotency-key']).toBe(stored?.id);
  expect(consoleProblems.messages).toEqual([]);
});

test("a lead records the page and form it was sent from, the referring site and the landing page's campaign", async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/medical?utm_source=newsletter&utm_medium=email&utm_campaign=fall-2026', {
    referer: 'https://www.bing.com/search?q=harness',
  });
  // On to another page in the app: the visit's landing is what counts.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cable & Harness' }).first().click();
  await expect(page).toHaveURL(/\/cabling-harness$/);
  const lead = uniqueLead('source');
  await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).first().click();
  const dialog = page.getByRole('dialog', { name: contactTexts.dialogTitle });
  await fill(dialog, lead);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(contactTexts.thankYouTitle)).toBeVisible({ timeout: 15_000 });
  const stored = storedLeads().find((candidate) => candidate.fields.email === lead.email);
  expect(stored?.source).toEqual({
    page: '/cabling-harness',
    form: 'page-dialog',
    referrerHost: 'www.bing.com',
    utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'fall-2026' },
  });
  await expect
    .poll(async () => (await deliveries(page)).filter((delivery) => delivery.fields.email === lead.email))
    .toHaveLength(1);
  expect(consoleProblems.messages).toEqual([]);
});

test('a form filled and sent faster than a person types is confirmed by the browser, told to the visitor, and reaches the workflow', async ({
  page,
  consoleProblems,
}) => {
  const lead = uniqueLead('autofill');
  const dialog = await openHeaderContactDialog(page);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/contact') && response.request().method() === 'POST')
      answers.push(response.status());
  });
  // All six at once, as autofill does, and sent at once.
  await fill(dialog, lead);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(contactTexts.thankYouTitle)).toBeVisible({ timeout: 15_000 });
  expect(answers).toEqual([202, 201]);
  const stored = storedLeads().find((candidate) => candidate.fields.email === lead.email);
  expect(stored?.hold?.releasedBy).toBe('challenge');
  await expect
    .poll(async () => (await deliveries(page)).filter((delivery) => delivery.fields.email === lead.email))
    .toHaveLength(1);
  expect(consoleProblems.messages).toEqual([]);
});

test('with the keyboard alone, a form with three links is confirmed while a status tells a screen reader what is happening', async ({
  page,
  consoleProblems,
}) => {
  // Three links ask for the challenge however long the typing takes (speed alone would depend on the machine).
  const lead = {
    ...uniqueLead('keyboard-challenge'),
    projectDetails: 'BOM: https://a.example/1 https://a.example/2 https://a.example/3',
  };
  // The answer to the challenge is held a moment on its way, long enough to hear the status.
  await page.route('**/api/contact', async (route) => {
    if ((route.request().postData() ?? '').includes('name="altcha"'))
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: contactTexts.dialogTitle });
  await expect(dialog).toBeVisible();
  // Tab from where the dialog put the focus to the first field; then each value typed, Tab to the next, the honeypot never reached.
  const firstField = dialog.getByPlaceholder(contactFields[0].placeholder);
  for (
    let presses = 0;
    presses < 5 && !(await firstField.evaluate((field) => field === document.activeElement));
    presses += 1
  )
    await page.keyboard.press('Tab');
  for (const field of contactFields) {
    await expect(dialog.getByPlaceholder(field.placeholder)).toBeFocused();
    await page.keyboard.insertText(lead[field.name]);
    await page.keyboard.press('Tab');
  }
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(contactTexts.checking);
  await expect(dialog.getByText(contactTexts.thankYouTitle)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(contactTexts.checking)).toHaveCount(0);
  const stored = storedLeads().find((candidate) => candidate.fields.email === lead.email);
  expect(stored?.fields).toEqual(lead);
  expect(stored?.hold?.releasedBy).toBe('challenge');
  expect(consoleProblems.messages).toEqual([]);
});

test('during a webhook outage the visitor is still thanked, and the lead is forwarded once the receiver is back', async ({
  page,
}) => {
  await page.request.post(`${webhookControl}/outage`, { data: 'on' });
  try {
    const lead = uniqueLead('outage');
    const dialog = await openHeaderContactDialog(page);
    await fill(dialog, lead);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(contactTexts.thankYouTitle)).toBeVisible();
    expect(storedLeads().some((candidate) => candidate.fields.email === lead.email)).toBe(true);
    await page.waitForTimeout(1500);
    expect((await deliveries(page)).some((delivery) => delivery.fields.email === lead.email)).toBe(false);

    await page.request.post(`${webhookControl}/outage`, { data: 'off' });
    await expect
      .poll(async () => (await deliveries(page)).filter((delivery) => delivery.fields.email === lead.email), {
        timeout: 10_000,
      })
      .toHaveLength(1);
    await page.waitForTimeout(1500);
    expect((await deliveries(page)).filter((delivery) => delivery.fields.email === lead.email)).toHaveLength(1);
  } finally {
    await page.request.post(`${webhookControl}/outage`, { data: 'off' });
  }
});

test('when the intake fails, the typed values stay, the button comes back and a toast says so', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  const lead = uniqueLead('failure');
  const dialog = await openHeaderContactDialog(page);
  await fill(dialog, lead);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  // Screen readers hear the failure inside the dialog (everything outside a modal is aria-hidden)…
  await expect(dialog.getByRole('alert')).toContainText(contactTexts.failureToastText);
  // …and everyone sees the destructive toast.
  const toast = page.locator('.Toastify__toast--error').filter({ hasText: contactTexts.failureToastTitle });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(contactTexts.failureToastText);
  const box = await toast.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(356);
  for (const field of contactFields)
    await expect(dialog.getByPlaceholder(field.placeholder)).toHaveValue(lead[field.name]);
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(storedLeads().some((candidate) => candidate.fields.email === lead.email)).toBe(false);
});

test('a phone number with an extension and an intranet e-mail address, both valid to the browser, are thanked and stored', async ({
  page,
  consoleProblems,
}) => {
  const lead = { ...uniqueLead('intranet'), phoneNumber: '404-555-0100 ext. 12', email: 'buyer@intranet' };
  const dialog = await openHeaderContactDialog(page);
  await fill(dialog, { ...lead, phoneNumber: '', email: '' });
  await dialog.getByPlaceholder('Phone Number*').pressSequentially(lead.phoneNumber);
  await dialog.getByPlaceholder('Email Address*').pressSequentially(lead.email);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(dialog.getByText(contactTexts.thankYouTitle)).toBeVisible();
  const stored = storedLeads().find((candidate) => candidate.fields.projectDetails === lead.projectDetails);
  expect(stored?.fields).toEqual(lead);
  expect(consoleProblems.messages).toEqual([]);
});

test('a field the intake refuses says why at the field, keeps what was typed and takes the focus', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'invalid_field', field: 'phoneNumber', reason: 'too_long', message: 'refused' }),
    }),
  );
  const lead = uniqueLead('refused');
  const dialog = await openHeaderContactDialog(page);
  await fill(dialog, lead);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  const phone = dialog.getByPlaceholder('Phone Number*');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Phone number: please shorten this to 50 characters or fewer.');
  await expect(dialog.getByText('Phone number: please shorten this to 50 characters or fewer.')).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(dialog.getByRole('alert')).toContainText(contactTexts.failureToastText);
  for (const field of contactFields)
    await expect(dialog.getByPlaceholder(field.placeholder)).toHaveValue(lead[field.name]);
  // Contrast is judged on the settled page: a toast still fading in is measured part-transparent.
  await page
    .locator('.Toastify__toast')
    .first()
    .evaluate((toast) => Promise.all(toast.getAnimations().map((animation) => animation.finished)));
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe('the intake answers bad requests with their status codes', () => {
  const form = (fields: Record<string, string>) => ({ multipart: fields });

  test('400 names the missing field', async ({ request }) => {
    const incomplete: Partial<ContactRequest> = uniqueLead('bad');
    delete incomplete.projectDetails;
    const response = await request.post('/api/contact', form(incomplete as Record<string, string>));
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_field', field: 'projectDetails' });
  });

  test('413 for a body over 32 KB', async ({ request }) => {
    const response = await request.post(
      '/api/contact',
      form({ ...uniqueLead('big'), projectDetails: 'x'.repeat(33 * 1024) }),
    );
    expect(response.status()).toBe(413);
  });

  test('415 for a body that is not multipart', async ({ request }) => {
    const response = await request.post('/api/contact', { data: uniqueLead('json') });
    expect(response.status()).toBe(415);
  });

  test('past the limit one address is held back, not refused; far past it, 429', async ({ request }) => {
    const headers = { 'X-Forwarded-For': '203.0.113.7' };
    const statuses: number[] = [];
    const emails: string[] = [];
    // The site's limit here is 20 posts in 15 minutes; ten times that is a flood.
    for (let attempt = 0; attempt < 201; attempt += 1) {
      const lead = uniqueLead('flood');
      emails.push(lead.email);
      statuses.push((await request.post('/api/contact', { ...form(lead), headers })).status());
    }
    expect(statuses.slice(0, 200).every((status) => status === 201)).toBe(true);
    expect(statuses[200]).toBe(429);
    const reasons = (email: string) => storedLeads().find((stored) => stored.fields.email === email)?.hold?.reasons;
    // Sent by a script (no form token): held back for that from the first, and for the rate past the 20th.
    expect(reasons(emails[0]!)).toEqual(['no_token']);
    expect(reasons(emails[20]!)).toEqual(['no_token', 'over_rate_limit']);
    expect(reasons(emails[200]!)).toBeUndefined();
  });
});
