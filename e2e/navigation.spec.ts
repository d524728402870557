import type { Locator, Page } from '@playwright/test';
import { site } from 'shared/config';
import { findRoute, siteMap } from 'shared/routes';
import { accessibilityViolations, expect, isHydrated, mainHeading, test } from './support/fixtures';

/** The info strip's root element: its class is scoped (`info-strip_<hash>`), its children's are `info-strip__…`. */
function infoStrip(banner: Locator) {
  return banner.locator('[class^="info-strip_"]').first();
}

/** The dropdowns expected today: Capabilities appears once the route table has a page for it. */
const hasCapabilities = siteMap.some((route) => 'nav' in route && String(route.nav.menu) === 'capabilities');
const MENU_LABELS = ['Services', 'Industries', ...(hasCapabilities ? ['Capabilities'] : []), 'Our Company'];

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`focus never reached the element after ${limit} Tab presses`);
}

async function activeElementIsInside(container: Locator) {
  return container.evaluate((element) => element.contains(document.activeElement));
}

async function openMenu(page: Page) {
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return { menuButton, menu };
}

test.describe('desktop header (1440x900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the info strip, the dropdowns and the actions, but not the menu button', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/medical');
    await mainHeading(page);
    const banner = page.getByRole('banner');
    const strip = infoStrip(banner);
    await expect(strip).toBeVisible();
    await expect(strip).toContainText(`DUN ${site.dunNumber}`);
    await expect(strip).toContainText(`CAGE ${site.cageCode}`);
    await expect(strip.getByRole('link', { name: 'Client Portal' })).toBeVisible();
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button')).toHaveText(MENU_LABELS);
    await expect(banner.getByRole('link', { name: 'Talk to a real person' })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    await expect(banner.getByRole('button', { name: 'Contact Us' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
    // The header stays on screen while the page scrolls.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect((await banner.boundingBox())!.y).toBe(0);
    expect(consoleProblems.messages).toEqual([]);
  });

  test('works with the keyboard alone: Tab to Services, Enter and Space, Tab into the links, Escape', async ({
    page,
  }) => {
    await page.goto('/');
    await mainHeading(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const pcbLink = nav.getByRole('link', { name: 'PCB Assembly' });

    await tabTo(page, services);
    await expect(services).toBeFocused();
    // Keyboard focus opens it; Enter keeps it open.
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(pcbLink).toBeVisible();

    // Escape closes it and leaves focus on the button; Enter and Space open and close it again.
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await expect(pcbLink).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'true');

    // Tab goes into the list, in order, ending with the staffing site.
    const serviceLinkNames = [
      'PCB Assembly',
      'Cable & Harness',
      'Box Build',
      'Quality Testing',
      'Test & Aftermarket',
      'Rapid Prototyping',
      'Staffing Services',
      'Professional Staffing (opens in a new tab)',
    ];
    for (const name of serviceLinkNames) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name, exact: true })).toBeFocused();
    }
    const staffing = nav.getByRole('link', { name: 'Professional Staffing (opens in a new tab)' });
    await expect(staffing).toHaveAttribute('target', '_blank');
    await expect(staffing).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(staffing).toHaveAttribute('href', site.staffingSiteUrl);

    // Escape from a link closes the list and gives focus back to its button.
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Staffing Services', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();

    // Moving on closes the one left, opens the next; Enter on a link goes there.
    await page.keyboard.press('Enter');
    for (let step = 0; step <= serviceLinkNames.length; step += 1) await page.keyboard.press('Tab');
    const industries = nav.getByRole('button', { name: 'Industries' });
    await expect(industries).toBeFocused();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Aerospace', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Medical', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/medical$/);
    await expect(await mainHeading(page)).toBeFocused();
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens on hover and closes when the pointer leaves; a click on a link goes there', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const industries = nav.getByRole('button', { name: 'Industries' });
    const medical = nav.getByRole('link', { name: 'Medical' });

    await industries.hover();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(medical).toBeVisible();
    // Down into the list: it stays open.
    await medical.hover();
    await expect(medical).toBeVisible();
    // Away from it: it closes.
    await page.mouse.move(700, 600);
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await expect(medical).toBeHidden();

    await industries.hover();
    await medical.click();
    await expect(page).toHaveURL(/\/medical$/);
    await mainHeading(page);
    await expect(medical).toBeHidden();
  });

  test('has no accessibility violation with a dropdown open', async ({ page }) => {
    await page.goto('/medical');
    await mainHeading(page);
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'PCB Assembly' }).first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('Contact Us opens the contact dialog, which has no accessibility violation', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    const contact = page.getByRole('banner').getByRole('button', { name: 'Contact Us' });
    await contact.click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Fill out the form below and our team will contact you.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
  });
});

test.describe('mobile header (375x812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('hides the info strip, the dropdowns and Contact Us; shows the menu button with 44 px targets', async ({
    page,
  }) => {
    await page.goto('/medical');
    await mainHeading(page);
    const banner = page.getByRole('banner');
    await expect(infoStrip(banner)).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Client Portal' })).toBeHidden();
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Contact Us' })).toBeHidden();
    const menuButton = banner.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    const box = (await menuButton.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the side menu slides in from the right, 300 px wide, with a working accordion', async ({ page }) => {
    await page.goto('/medical');
    await mainHeading(page);
    const { menu } = await openMenu(page);
    // While the modal menu is open the page behind is hidden from assistive technology.
    const menuButton = page.getByRole('button', { name: 'Open menu', includeHidden: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(await menuButton.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
    await expect(async () => {
      const box = (await menu.boundingBox())!;
      expect(Math.round(box.width)).toBe(300);
      expect(Math.round(box.x + box.width)).toBe(375);
      expect(Math.round(box.height)).toBe(812);
    }).toPass();

    const services = menu.getByRole('button', { name: 'Services' });
    const industries = menu.getByRole('button', { name: 'Industries' });
    const medical = menu.getByRole('link', { name: 'Medical' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await expect(medical).toBeHidden();

    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'PCB Assembly' })).toBeVisible();
    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'PCB Assembly' })).toBeHidden();
    await expect(medical).toBeVisible();
    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await expect(medical).toBeHidden();

    await expect(menu.getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    for (const name of ['YouTube', 'LinkedIn', 'Facebook', 'Instagram']) {
      const link = menu.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('choosing Medical goes to /medical and closes the menu', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    const { menuButton, menu } = await openMenu(page);
    await menu.getByRole('button', { name: 'Industries' }).click();
    await menu.getByRole('link', { name: 'Medical' }).click();
    await expect(page).toHaveURL(/\/medical$/);
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const heading = await mainHeading(page);
    await expect(heading).toHaveText('Medical Device Electronics Manufacturing');
    // The page's own focus handling wins: focus lands on the new page's heading.
    await expect(heading).toBeFocused();
  });

  test('traps focus while open; Escape closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto('/medical');
    await mainHeading(page);
    const { menuButton, menu } = await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Well over one round of the menu's controls: focus never leaves it, forwards or backwards.
    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press('Tab');
      expect(await activeElementIsInside(menu)).toBe(true);
    }
    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await activeElementIsInside(menu)).toBe(true);
    }
    // Tab cycles: from the last control back to the first.
    const social = menu.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    await social.focus();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('phone header (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('has no accessibility violation with the side menu open, nor with the contact dialog open', async ({ page }) => {
    await page.goto('/medical');
    await mainHeading(page);
    const { menuButton, menu } = await openMenu(page);
    await menu.getByRole('button', { name: 'Services' }).click();
    await expect(menu.getByRole('link', { name: 'PCB Assembly' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await menu.getByRole('button', { name: 'Contact Us' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(contact).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(contact.getByPlaceholder('First Name*')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(contact).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('side menu from 640 px up (700x900)', () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test('is 400 px wide, and the info strip is still hidden below 768 px', async ({ page }) => {
    await page.goto('/medical');
    await mainHeading(page);
    await expect(infoStrip(page.getByRole('banner'))).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Contact Us' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(async () => {
      const box = (await menu.boundingBox())!;
      expect(Math.round(box.width)).toBe(400);
      expect(Math.round(box.x + box.width)).toBe(700);
    }).toPass();
  });
});

test.describe('footer', () => {
  test('links the menus, the contact details and the social pages, and nothing missing from the route table', async ({
    page,
  }) => {
    await page.goto('/');
    await mainHeading(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer).toContainText(site.officeHours.weekdays);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs.filter((href) => href.startsWith('/'))) expect(findRoute(href), href).toBeDefined();
  });
});

/** How far the page's bottom edge is below the screen's; 0 when the visitor is at the very end. */
const distanceToPageEnd = (page: Page) =>
  page.evaluate(() => Math.round(document.documentElement.scrollHeight - (window.scrollY + window.innerHeight)));

// A jump to the end lands on the footer in one press on the longest pages, and stays there.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the End key at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ['/', '/careers', '/our-story', '/pcb-assembly']) {
      test(`reaches the footer of ${path} in one press, from the top and from partway down`, async ({ page }) => {
        await page.goto(path);
        await mainHeading(page);
        // The whole page hydrated: a band that hydrates late may still change its height.
        await expect.poll(() => isHydrated(page.locator('main h2').last())).toBe(true);
        const lastLine = page.getByRole('contentinfo').getByText('All rights reserved.');
        for (const startAt of [0, 0.4]) {
          await page.keyboard.press('Home');
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
          await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), startAt);
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          await page.keyboard.press('End');
          await expect(lastLine).toBeInViewport();
          await expect.poll(() => distanceToPageEnd(page)).toBeLessThanOrEqual(1);
          // Settled: bands drawn on the way keep their heights, so the footer stays where the visitor landed.
          await page.waitForTimeout(500);
          expect(await distanceToPageEnd(page)).toBeLessThanOrEqual(1);
          await expect(lastLine).toBeInViewport();
        }
      });
    }
  });
}
