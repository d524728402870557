import { randomUUID } from 'node:crypto';
import type { Request } from '@playwright/test';
import { contactFields, contactTexts } from 'shared/content/contact';
import { mainHeadingHydrated, mainHeadingOf } from '../pageProbes';
import { sampleLead } from '../sampleLead';
import type { Check } from './check';
import { contactButton } from './contactButton';
import { fail, step } from './failure';
import { STEP_TIMEOUT_MS } from './timing';

/** The accepted-lead answer of shell/server/leads/leadIntake.ts, so the form behaves exactly as after a real send. */
function acceptedLeadAnswer() {
  return {
    status: 201,
    contentType: 'application/json',
    body: JSON.stringify({ id: randomUUID(), receivedAt: new Date().toISOString() }),
  };
}

/** The fields of a posted form, whether sent as multipart (the site's form), URL-encoded or JSON. */
async function postedFields(request: Request): Promise<Record<string, string | undefined>> {
  const body = request.postDataBuffer();
  if (!body) return {};
  const contentType = (await request.headerValue('content-type')) ?? '';
  if (contentType.includes('application/json')) return JSON.parse(body.toString('utf8')) as Record<string, string>;
  // Node reads a multipart or URL-encoded body with the same parser the intake uses.
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  return Object.fromEntries(
    [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : undefined]),
  );
}

export const contactFormPosts: Check = {
  name: 'the contact form posts',
  proves:
    'After a normal click on the hydrated page, the contact form sends the six fields as typed and thanks the visitor; the post is answered here as the intake answers an accepted lead, so no lead is ever stored.',
  firstRouteOnly: true,
  async run({ visit, tabs }) {
    const page = await tabs.add();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const posts: Request[] = [];
    // A tab closed while a request waits here makes fulfilling it fail, which matters to no one.
    await page.route(
      (address) => address.pathname.endsWith('/api/contact'),
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback().catch(() => undefined);
        posts.push(route.request());
        return route.fulfill(acceptedLeadAnswer()).catch(() => undefined);
      },
    );
    await step('opening the page', page.goto(visit.url, { timeout: STEP_TIMEOUT_MS }));
    await step(
      'waiting for the main heading',
      mainHeadingOf(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }),
    );
    await step('waiting for the main heading to be hydrated', mainHeadingHydrated(page, STEP_TIMEOUT_MS));
    const { button, where } = await contactButton(page, visit.bodyHasContactButton);
    await step(`pressing ${where} Contact Us`, button.click({ timeout: STEP_TIMEOUT_MS }));
    const dialog = page.getByRole('dialog', { name: contactTexts.dialogTitle });
    await step('waiting for the Contact Us dialog', dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }));

    const lead = sampleLead('release-gate');
    for (const field of contactFields)
      await step(`filling "${field.placeholder}"`, dialog.getByPlaceholder(field.placeholder).fill(lead[field.name]));
    await step('pressing Submit', dialog.getByRole('button', { name: contactTexts.submit }).click());

    // The header's dialog closes itself a moment after the thanks; each text is looked for as soon as it can be.
    const thanked = await Promise.all(
      [contactTexts.thankYouTitle, contactTexts.thankYouText].map((text): Promise<string | undefined> =>
        dialog
          .getByText(text)
          .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
          .then(
            () => undefined,
            () => text,
          ),
      ),
    );
    if (posts.length === 0) fail('the form sent no POST to /api/contact');
    const sent = await postedFields(posts[posts.length - 1]!);
    if (sent.email !== lead.email)
      fail(`the post did not carry the e-mail typed (${lead.email}); it sent ${JSON.stringify(sent.email ?? null)}`);
    const differing = contactFields.filter((field) => sent[field.name] !== lead[field.name]).map((field) => field.name);
    if (differing.length > 0) fail(`the post carried other values than typed for ${differing.join(', ')}`);
    const unseen = thanked.filter((text) => text !== undefined);
    if (unseen.length > 0)
      fail(`after the accepted post the visitor never saw ${unseen.map((text) => `"${text}"`).join(' and ')}`);
    return `pressed ${where} Contact Us; ${posts.length} POST(s) answered 201 here, none stored; the post held the six fields as typed; "${contactTexts.thankYouTitle}" shown`;
  },
};
