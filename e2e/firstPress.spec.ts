import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { CONTACT_IDEMPOTENCY_HEADER } from 'shared/content/contact';
import { expect, test } from './support/fixtures';
import { groupTag } from './support/groups';
import { storedLeads, uniqueLead } from './support/leads';
import { contactPlaceholders } from './support/pageChecks';
import { remotePorts } from './support/ports';

/**
 * A visitor on a slow phone presses a control the moment it is drawn, while the page's code is
 * still on its way: the CPU slowed 4x and every group's code held back 4 s. The press must take
 * effect exactly once, as soon as the control's part of the page is live; meanwhile the control
 * says it is busy.
 */

const GROUP_CODE_DELAY_MS = 4000;

/**
 * A 4x slower CPU, and every script of the groups' origins held GROUP_CODE_DELAY_MS. Resolves to a
 * wait for the moment no held script is left: what a press waited for has arrived by then.
 */
async function slowPhoneWithHeldBackCode(
  page: Page,
  context: BrowserContext,
): Promise<{ released: () => Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const remoteOrigins = Object.values(remotePorts).map((port) => `http://localhost:${port}/`);
  let held = 0;
  await page.route(
    (url) => remoteOrigins.some((origin) => url.href.startsWith(origin)) && url.pathname.endsWith('.js'),
    async (route) => {
      held += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, GROUP_CODE_DELAY_MS));
        await route.continue().catch(() => undefined);
      } finally {
        held -= 1;
      }
    },
  );
  return { released: () => expect.poll(() => held, { timeout: 60_000 }).toBe(0) };
}

interface PressCase {
  title: string;
  path: string;
  control: (page: Page) => Locator;
  /** What the visitor sees once the press has taken effect, exactly once. */
  tookEffect: (page: Page, control: Locator) => Promise<void>;
  /** The control is in a group's page, whose code is held back: it shows it is busy meanwhile. */
  waitsForGroupCode: boolean;
}

const opensDialog = (name?: string) => async (page: Page) => {
  await expect(page.getByRole('dialog', name === undefined ? {} : { name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
};
const expands = async (_page: Page, control: Locator) => {
  await expect(control).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
};

const cases: PressCase[] = [
  {
    title: "the header's Services menu on the home page",
    path: '/',
    control: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }),
    tookEffect: expands,
    waitsForGroupCode: false,
  },
  {
    title: 'a question of the FAQ on the home page',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Will you sign an NDA before I share my design?' }),
    tookEffect: expands,
    waitsForGroupCode: false,
  },
  {
    title: "a services page's own Contact Us",
    path: '/cabling-harness',
    control: (page) => page.getByRole('main').getByRole('button', { name: 'Contact Us' }).first(),
    tookEffect: opensDialog('Contact Us'),
    waitsForGroupCode: true,
  },
  {
    title: "an industry page's Read Full Case Study",
    path: '/medical',
    control: (page) => page.getByRole('main').getByRole('button', { name: 'Read Full Case Study' }),
    tookEffect: opensDialog(),
    waitsForGroupCode: true,
  },
  {
    title: 'a case-study filter',
    path: '/case-studies',
    control: (page) =>
      page.getByRole('group', { name: 'Filter case studies by industry' }).getByRole('button', { name: 'Aerospace' }),
    tookEffect: async (page, control) => {
      await expect(control).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
      await expect(page).toHaveURL(/\?industry=aerospace$/);
    },
    waitsForGroupCode: true,
  },
  {
    title: 'a timeline entry of Our Story',
    path: '/our-story',
    control: (page) => page.getByRole('button', { name: '1997 Founded in Norcross, Georgia' }),
    tookEffect: opensDialog(),
    waitsForGroupCode: true,
  },
  {
    title: 'a core value of Our Story',
    path: '/our-story',
    control: (page) => page.getByRole('button', { name: /^Dignity & Respect/ }),
    tookEffect: opensDialog('Dignity & Respect'),
    waitsForGroupCode: true,
  },
  {
    title: "the client portal's sign-in form, sent at once",
    path: '/client-portal',
    control: (page) => page.getByRole('button', { name: 'Sign In to Portal' }),
    tookEffect: async (page) => {
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        'Portal accounts are set up by your project manager',
        {
          timeout: 30_000,
        },
      );
      // Sent by the page's code, never by the browser as a query string holding the password.
      expect(new URL(page.url()).search).toBe('');
    },
    waitsForGroupCode: true,
  },
];

for (const pressCase of cases) {
  test(
    `a press the moment it is drawn takes effect once, on a slow phone: ${pressCase.title}`,
    { tag: groupTag(pressCase.path) },
    async ({ page, context, consoleProblems }) => {
      await slowPhoneWithHeldBackCode(page, context);
      await page.goto(pressCase.path, { waitUntil: 'commit' });
      const control = pressCase.control(page);
      await control.click();
      if (pressCase.waitsForGroupCode) {
        // The code is held back for 4 s: the control says it is working, and screen readers hear why.
        await expect(control).toHaveAttribute('aria-busy', 'true');
        await expect(page.getByRole('status').filter({ hasText: 'Loading, one moment…' })).toHaveCount(1);
      }
      await pressCase.tookEffect(page, control);
      // Once is once: nothing applies the press again later.
      await page.waitForTimeout(500);
      await pressCase.tookEffect(page, control);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText('Loading, one moment…')).toHaveCount(0);
      expect(consoleProblems.messages).toEqual([]);
    },
  );
}

test('a quote typed into the home page the moment its form is drawn, and sent at once, is stored as typed', async ({
  page,
  context,
  consoleProblems,
}) => {
  await slowPhoneWithHeldBackCode(page, context);
  // Every script but the boot script (which holds presses from the first paint) waits for the visitor's press, so every keystroke lands in the server's markup however slow the machine.
  let releaseAppCode = () => {};
  const appCodeReleased = new Promise<void>((resolve) => (releaseAppCode = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !/^\/boot\.[0-9a-f]+\.js$/.test(url.pathname),
    async (route) => {
      await appCodeReleased;
      await route.fallback();
    },
  );
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request);
  });
  await page.goto('/', { waitUntil: 'commit' });
  const closing = page.getByRole('region', { name: 'Ready to Start Your Project' });
  const lead = uniqueLead('first-press-home');
  for (const [name, placeholder] of Object.entries(contactPlaceholders)) {
    await closing.getByPlaceholder(placeholder).fill(lead[name as keyof typeof contactPlaceholders]);
  }
  const submit = closing.getByRole('button', { name: 'Submit' });
  await submit.click();
  // Held while the code is away: the button says it is busy, and the browser has not sent the form itself.
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading, one moment…' })).toHaveCount(1);
  expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, 'app-start')).toBe(0);
  expect(new URL(page.url()).search).toBe('');
  expect(posts).toEqual([]);

  // From here each step waits for the one before it, at whatever pace the machine has, within the test's own timeout.
  const accepted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/contact') && response.status() === 201,
    { timeout: 0 },
  );
  releaseAppCode();
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, 'app-start', { timeout: 0 });
  await accepted;
  await expect(closing.getByText('Thank you!')).toBeVisible();
  // The thank-you took the form's place, so nothing can send it again; every post it made is answered and was the one form.
  await expect(submit).toHaveCount(0);
  const keys = await Promise.all(
    posts.map(async (post) => {
      await post.response();
      return post.headerValue(CONTACT_IDEMPOTENCY_HEADER);
    }),
  );
  expect(keys[0]).toBeTruthy();
  expect(new Set(keys).size).toBe(1);
  expect(
    storedLeads()
      .filter((stored) => stored.fields.email === lead.email)
      .map((stored) => stored.fields),
  ).toEqual([lead]);
  expect(consoleProblems.messages).toEqual([]);
});

test(
  'a press with the keyboard the moment the control is drawn takes effect once',
  { tag: '@services' },
  async ({ page, context }) => {
    await slowPhoneWithHeldBackCode(page, context);
    await page.goto('/cabling-harness', { waitUntil: 'commit' });
    const control = page.getByRole('main').getByRole('button', { name: 'Contact Us' }).first();
    await control.focus();
    await page.keyboard.press('Enter');
    await opensDialog('Contact Us')(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await control.focus();
    await page.keyboard.press('Space');
    await opensDialog('Contact Us')(page);
  },
);

test(
  'a press held while the code arrives is dropped when the visitor leaves the page meanwhile',
  { tag: '@services' },
  async ({ page, context }) => {
    const code = await slowPhoneWithHeldBackCode(page, context);
    await page.goto('/cabling-harness', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).first().click();
    // The chrome is live long before the group's code: its link leaves the page in the browser.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/our-story$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // Every held script has arrived and run: a press still held would have opened the dialog by now.
    await code.released();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  },
);

test(
  'a press at any moment of start-up takes effect once, load after load, on a slow phone',
  { tag: '@services' },
  async ({ page, context, consoleProblems }) => {
    // Ten loads on a 4x slower CPU: a busy machine takes them past the default 45 s.
    test.setTimeout(180_000);
    // The code is not held back: from one load to the next the press lands before the app runs, while
    // the chrome hydrates, while the group's code arrives and after, where one load alone could pass by luck.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const pressDelaysMs = [0, 0, 0, 25, 50, 100, 150, 200, 300, 500];
    const missed: number[] = [];
    for (const delay of pressDelaysMs) {
      await page.goto('/cabling-harness', { waitUntil: 'commit' });
      const control = page.getByRole('main').getByRole('button', { name: 'Contact Us' }).first();
      await control.waitFor();
      if (delay) await page.waitForTimeout(delay);
      await control.click();
      const dialog = page.getByRole('dialog', { name: 'Contact Us' });
      const opened = await dialog.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (!opened) missed.push(delay);
      else {
        await page.waitForTimeout(300);
        await expect(page.getByRole('dialog')).toHaveCount(1);
      }
    }
    expect(missed, 'presses (by their delay after the control was drawn, ms) that opened nothing within 10 s').toEqual(
      [],
    );
    expect(consoleProblems.messages).toEqual([]);
  },
);
