import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './support/fixtures';
import { uniqueLead } from './support/leads';
import { expectContactButtonsWork, expectLeadKept, fillLead, openContactDialog, openPage } from './support/pageChecks';

/** What a buyer must find on each industry page, written as they read it. */
interface IndustryPage {
  path: string;
  heading: string;
  /** Figures and names a buyer looks for, exactly as printed. */
  figures: string[];
  /** The case study's dialog title and a figure from inside it. */
  caseStudy: { title: string; figure: string };
  /** Every button in the page body that opens the contact dialog, in page order. */
  contactButtons: string[];
}

const industryPages: IndustryPage[] = [
  {
    path: '/aerospace-defense',
    heading: 'Aerospace and Defense Electronics Manufacturing',
    figures: [
      'Avionics',
      'Flight Control',
      'Communications and Radar',
      'Ground Support Equipment',
      'AS9100D',
      'ITAR',
      'Registered',
      'X-ray and BGA Inspection',
    ],
    caseStudy: { title: 'Building 15,000 Avionics Boards at 99.8% First-Pass Yield', figure: '15,000' },
    contactButtons: [],
  },
  {
    path: '/medical',
    heading: 'Medical Device Electronics Manufacturing',
    figures: [
      'Diagnostic Devices',
      'Therapeutic Devices',
      'Monitoring Devices',
      'ISO 13485',
      'Certified',
      'Trained',
      'Registered',
    ],
    caseStudy: { title: 'Taking a Patient Monitor from Prototype to Steady Production', figure: '99.8%' },
    contactButtons: ['Contact Us', 'Start Your Medical Project'],
  },
  {
    path: '/energy-utility',
    heading: 'Energy and Utility Electronics Manufacturing',
    figures: [
      'Grid Protection and Control',
      'Metering and Monitoring',
      'Power Conversion',
      'Renewable and Storage Controls',
      'Standards We Build To',
      '99.5%',
      '98%',
    ],
    caseStudy: { title: 'Keeping Substation Monitoring Units Online at 99.5% Uptime', figure: '99.5%' },
    contactButtons: ['Contact Us', 'Contact Us'],
  },
  {
    path: '/industrial-electronics',
    heading: 'Industrial and Telecommunications Electronics Manufacturing',
    figures: [
      '-40 to +85 °C',
      '-55 to +100 °C',
      '5 to 95% RH',
      '5G to 50G',
      'Up to 100G',
      'Up to 5000 m',
      'IPC-A-610 Class 2/3',
    ],
    caseStudy: { title: 'Scaling a Rugged PLC I/O Module to 50,000+ Units', figure: '99.7%' },
    contactButtons: ['Contact Us', 'Contact Us'],
  },
];

async function openCaseStudy(page: Page, main: Locator, title: string) {
  const opener = main.getByRole('button', { name: 'Read Full Case Study' });
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test.describe('the industry pages', { tag: '@industries' }, () => {
  for (const industry of industryPages) {
    test.describe(industry.path, () => {
      test('shows its heading and key figures', async ({ page, consoleProblems }) => {
        const main = await openPage(page, industry.path);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(industry.heading);
        for (const figure of industry.figures)
          await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
        expect(consoleProblems.messages).toEqual([]);
      });

      test('the case study opens in a dialog that scrolls on a phone and closes by Escape, Close and the backdrop, focus back each time', async ({
        page,
      }) => {
        await page.setViewportSize({ width: 375, height: 700 });
        const main = await openPage(page, industry.path);

        const { opener, dialog } = await openCaseStudy(page, main, industry.caseStudy.title);
        expect(await accessibilityViolations(page)).toEqual([]);
        // The whole case is reachable inside the dialog: its body scrolls by keyboard to the last words.
        const body = dialog.locator('[tabindex="0"]').first();
        const overflow = await body.evaluate((element) => element.scrollHeight - element.clientHeight);
        expect(overflow).toBeGreaterThan(0);
        await body.focus();
        await page.keyboard.press('End');
        await expect
          .poll(() =>
            body.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight - 1),
          )
          .toBe(true);
        await expect(dialog.getByText(industry.caseStudy.figure, { exact: true }).first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();

        await openCaseStudy(page, main, industry.caseStudy.title);
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();

        await openCaseStudy(page, main, industry.caseStudy.title);
        await page.mouse.click(4, 4);
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      });

      if (industry.contactButtons.length > 0) {
        test('every contact button opens the Contact Us dialog, clean under axe, and Escape hands focus back', async ({
          page,
        }) => {
          const main = await openPage(page, industry.path);
          await expectContactButtonsWork(page, main, industry.contactButtons);
        });

        test('a failed submission says so at the form and in a toast, and keeps what was typed', async ({ page }) => {
          await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
          const main = await openPage(page, industry.path);
          const { dialog } = await openContactDialog(page, main, industry.contactButtons[0]!);
          const lead = uniqueLead(`${industry.path.slice(1)}-failed`);
          await fillLead(dialog, lead);
          await dialog.getByRole('button', { name: 'Submit' }).click();
          await expect(dialog.getByRole('alert')).toContainText(
            'There was an error submitting your request. Please try again or contact us directly.',
          );
          await expect(page.locator('.Toastify__toast').filter({ hasText: 'Submission Failed' })).toBeVisible();
          await expectLeadKept(dialog, lead);
        });
      } else {
        test('has no Contact Us button of its own (the header keeps one)', async ({ page }) => {
          const main = await openPage(page, industry.path);
          await expect(main.getByRole('button', { name: 'Contact Us' })).toHaveCount(0);
          await expect(page.getByRole('banner').getByRole('button', { name: 'Contact Us' })).toBeVisible();
        });
      }
    });
  }

  test('the Industries menu leads to every industry page, in order', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const industries = nav.getByRole('button', { name: 'Industries' });
    await industries.click();
    const menu = page.locator(`#${await industries.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link')).toHaveText(['Aerospace', 'Medical', 'Energy', 'Telecommunication']);
    await menu.getByRole('link', { name: 'Telecommunication' }).click();
    await expect(page).toHaveURL(/\/industrial-electronics$/);
  });
});
