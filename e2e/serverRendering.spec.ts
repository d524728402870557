import type { Page } from '@playwright/test';
import { siteMap } from 'shared/routes';
import { expect, isHydrated, mainHeading, test } from './support/fixtures';
import { groupTag } from './support/groups';
import { remoteOrigin } from './support/ports';

/** Holds the shell's script until released, so a test can look at the server's HTML before the browser renders anything. */
async function holdShellScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('every route is served as HTML that already holds its page', () => {
  for (const route of siteMap) {
    test(
      `${route.path}: the served HTML has the chrome and the page, and hydrating it keeps every node and reports no difference`,
      { tag: groupTag(route.path) },
      async ({ page, consoleProblems }) => {
        const release = await holdShellScript(page);
        await page.goto(route.path, { waitUntil: 'commit' });
        const serverHeading = page.locator('main h1');
        await expect(serverHeading).toHaveCount(1);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await page.evaluate(() => {
          (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
        });

        release();
        // Hydrated, and the heading is still the very element the server sent.
        await expect.poll(() => isHydrated(serverHeading)).toBe(true);
        expect(
          await page.evaluate(
            () => document.querySelector('main h1') === (window as { serverHeading?: Element | null }).serverHeading,
          ),
        ).toBe(true);
        await page.waitForLoadState('networkidle');
        expect(consoleProblems.messages).toEqual([]);
      },
    );
  }
});

test('the served HTML of a remote page names itself for search results and link previews', async ({ request }) => {
  const response = await request.get('/medical');
  expect(response.status()).toBe(200);
  expect(response.headers()['etag']).toMatch(/^"[\w-]{27}"$/);
  const html = await response.text();
  expect(html).toContain('<title>Medical Device Electronics Manufacturing | Redbud Electronics</title>');
  expect(html).toContain('<link rel="canonical" href="https://www.redbud-electronics.example/medical" />');
  expect(html).toContain('<meta property="og:title" content="Medical Device Electronics Manufacturing" />');
  expect(html).toMatch(/<h1[^>]*>Medical Device Electronics Manufacturing<\/h1>/);
  expect(html).toContain('99.8%');
  expect(html).toContain('"@type":"LocalBusiness"');
});

test("a remote page is styled from its first paint, without waiting on the remote's host, and its stylesheet is not loaded twice", async ({
  page,
}) => {
  const release = await holdShellScript(page);
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigin('services')) && request.resourceType() === 'stylesheet')
      stylesheetRequests.push(request.url());
  });
  await page.goto('/pcb-assembly', { waitUntil: 'commit' });
  // Styled before any script ran: the hero's heading is white on the dark hero.
  await expect(page.locator('main h1')).toHaveCSS('color', 'rgb(255, 255, 255)');
  // What the group adds to the shell's stylesheet comes inlined with the document (nothing, when the group
  // is built against the shell's kit), and no more of it once the group's code has run.
  const remoteStyles = page.locator(`style[data-href^="${remoteOrigin('services')}/"]`);
  const inlined = await remoteStyles.count();
  release();
  await mainHeading(page);
  await page.waitForLoadState('networkidle');
  await expect(remoteStyles).toHaveCount(inlined);
  await expect(page.locator(`link[rel="stylesheet"][href^="${remoteOrigin('services')}/"]`)).toHaveCount(0);
  expect(stylesheetRequests).toEqual([]);
});

test("a remote page's hero art comes with its HTML: drawn even while the remote's host does not answer", async ({
  page,
}) => {
  // Never answered: only what the shell's HTML carries can be drawn.
  await page.route(`${remoteOrigin('services')}/**`, () => undefined);
  await page.goto('/pcb-assembly', { waitUntil: 'domcontentloaded' });
  const heroArt = page.locator('main img').first();
  await expect(heroArt).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect
    .poll(() => heroArt.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(360);
});

test('nothing moves while a remote page loads and hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    (window as { layoutShift?: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as { layoutShift?: number }).layoutShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/pcb-assembly');
  await mainHeading(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { layoutShift?: number }).layoutShift)).toBeLessThan(0.02);
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('pages read and link to each other, and the visitor is told how to reach the company', async ({
    page,
    request,
  }) => {
    // The notice is a <noscript>: a browser without JavaScript shows it (the test browser only pretends, so read the HTML).
    expect(await (await request.get('/')).text()).toContain(
      '<noscript><p class="no-script-notice">Our contact forms need JavaScript to send. Call us at (770) 555-0142 or e-mail info@redbud-electronics.example, and a person will answer.</p></noscript>',
    );
    await page.goto('/');
    await expect(page.locator('main h1')).toHaveText(
      'Circuit boards, harnesses and complete builds, made right in Georgia',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Medical' }).click();
    await expect(page).toHaveURL(/\/medical$/);
    await expect(page.locator('main h1')).toHaveText('Medical Device Electronics Manufacturing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).click();
    await expect(page.locator('main h1')).toHaveText('Case Studies');
    await expect(
      page.getByRole('region', { name: 'Results by Industry' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
  });

  test('a shared filtered address shows the filtered list without any script', async ({ page }) => {
    await page.goto('/case-studies?industry=aerospace');
    await expect(
      page.getByRole('region', { name: 'Results by Industry' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Building 15,000 Avionics Boards at 99.8% First-Pass Yield']);
  });
});

for (const path of ['/', '/medical']) {
  test(`${path}: the browser paints the server's page before the app's code starts, then the page comes alive`, async ({
    page,
  }) => {
    await page.goto(path);
    await mainHeading(page);
    const timing = await page.evaluate(() => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0] as
        (PerformanceEntry & { paintTime?: number }) | undefined;
      return {
        // When the browser's rendering step painted the page. The entry's startTime is when that frame
        // reached the screen, which a busy machine can put after the app's start, though the page was
        // painted first (seen once in CI: 360 ms against the app's 345 ms).
        firstPaint: firstPaint?.paintTime ?? firstPaint?.startTime,
        appStart: performance.getEntriesByName('app-start')[0]?.startTime,
      };
    });
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.appStart).toBeGreaterThan(timing.firstPaint!);
  });
}

test('a button pressed while the app is still arriving is not lost: it acts once the app is live', async ({ page }) => {
  const release = await holdShellScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const contactUs = page.getByRole('banner').getByRole('button', { name: 'Contact Us' });
  await contactUs.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
});
