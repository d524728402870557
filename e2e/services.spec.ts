import { expect, mainHeading, test } from './support/fixtures';
import { storedLeads, uniqueLead } from './support/leads';
import { expectContactButtonsWork, expectLeadKept, fillLead, openContactDialog, openPage } from './support/pageChecks';

/** What a buyer must find on each page of the services group, written as they read it. */
interface ServicePage {
  path: string;
  heading: string;
  /** Key figures and names a buyer looks for, exactly as printed. */
  figures: string[];
  /** Every button in the page body that opens the contact dialog, in page order. */
  contactButtons: string[];
  /** The click-to-play video, if the page has one: the poster button's name and the frame's title. */
  video?: { play: string; frameTitle: string };
  /** Links to other sites, opened in a new tab. */
  externalLinks?: { name: string; href: string }[];
}

const servicePages: ServicePage[] = [
  {
    path: '/pcb-assembly',
    heading: 'PCB Assembly Services',
    figures: ['75,000+', 'placements per hour', 'Excellent Quality', 'On-Time Delivery', 'Exceptional Service'],
    contactButtons: ['Contact Us', 'Contact Us'],
    video: { play: 'Play video: A walk along our SMT assembly line', frameTitle: 'A walk along our SMT assembly line' },
    externalLinks: [
      {
        name: 'Capabilities (PDF) (opens in a new tab)',
        href: 'https://www.redbud-electronics.example/files/redbud-capabilities.pdf',
      },
      {
        name: 'Download the capabilities sheet (PDF) (opens in a new tab)',
        href: 'https://www.redbud-electronics.example/files/redbud-capabilities.pdf',
      },
    ],
  },
  {
    path: '/cabling-harness',
    heading: 'Custom Cable and Wire Harness Assembly',
    figures: ['Custom Cable Assemblies', 'Wire Harnesses', 'Cut, Strip and Terminate', 'Defect rate under .001%'],
    contactButtons: ['Contact Us', 'Contact Us', 'Contact Us'],
    video: { play: 'Play video: Inside the cable and harness cell', frameTitle: 'Inside the cable and harness cell' },
  },
  {
    path: '/box-build',
    heading: 'Box Build and System Integration',
    figures: ['Enclosure and Chassis Integration', 'System Test and Packaging', 'Tested as a Finished Unit'],
    contactButtons: ['Contact Us', 'Contact Us'],
  },
  {
    path: '/quality-testing',
    heading: 'Quality Testing and Validation',
    figures: [
      '< .001%',
      'Automated Optical Inspection (AOI)',
      'Solder Paste Inspection (SPI)',
      'Flying-Probe In-Circuit Test',
      'Functional Testing',
      'What X-ray Reveals',
    ],
    contactButtons: ['Contact Us', 'Contact Us'],
  },
  {
    path: '/test-aftermarket',
    heading: 'Aftermarket Repair and Testing',
    figures: ['Repair', 'Rework', 'Retest', 'Refurbishment', 'The 5S System', 'Repair and Test Capabilities'],
    contactButtons: ['Contact Us', 'Contact Us'],
  },
  {
    path: '/prototyping',
    heading: 'Rapid PCB Prototyping',
    figures: [
      '500+',
      'prototypes per year',
      '5-7 days',
      '95%',
      'first-pass success',
      '3-day',
      '10-500',
      '2-4',
      'Up to 20+',
      '45,000 sq ft',
    ],
    contactButtons: ['Contact Us', 'Contact Us'],
  },
  {
    path: '/staffing',
    heading: 'Electronics Manufacturing Staffing',
    figures: [
      'SMT Operators',
      'Quality Inspectors',
      'Assembly Technicians',
      'Test Technicians',
      '90-Day Evaluation',
      'Payroll Services',
    ],
    contactButtons: ['Request Staffing Quote', 'Contact Us'],
    externalLinks: [
      { name: 'Visit our staffing site (opens in a new tab)', href: 'https://staffing.redbud-electronics.example' },
    ],
  },
];

test.describe('the services pages', { tag: '@services' }, () => {
  for (const service of servicePages) {
    test.describe(service.path, () => {
      test('shows its heading and key figures', async ({ page, consoleProblems }) => {
        const main = await openPage(page, service.path);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(service.heading);
        for (const figure of service.figures)
          await expect(main.getByText(figure, { exact: true }).first()).toBeVisible();
        expect(consoleProblems.messages).toEqual([]);
      });

      test('every contact button opens the Contact Us dialog, clean under axe, and Escape hands focus back', async ({
        page,
      }) => {
        const main = await openPage(page, service.path);
        await expectContactButtonsWork(page, main, service.contactButtons);
      });

      test('the contact form thanks the visitor and the lead is stored', async ({ page, consoleProblems }) => {
        const main = await openPage(page, service.path);
        const { dialog } = await openContactDialog(page, main, service.contactButtons.at(-1)!);
        const lead = uniqueLead(service.path.slice(1));
        await fillLead(dialog, lead);
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await expect(dialog.getByText('Thank you!')).toBeVisible();
        await expect(dialog.getByText('One of our representatives will contact you shortly.')).toBeVisible();
        expect(storedLeads().find((stored) => stored.fields.email === lead.email)?.fields).toEqual(lead);
        expect(consoleProblems.messages).toEqual([]);
      });

      test('a failed submission says so at the form and in a toast, and keeps what was typed', async ({ page }) => {
        await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '' }));
        const main = await openPage(page, service.path);
        const { dialog } = await openContactDialog(page, main, service.contactButtons[0]!);
        const lead = uniqueLead(`${service.path.slice(1)}-failed`);
        await fillLead(dialog, lead);
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await expect(dialog.getByRole('alert')).toContainText(
          'There was an error submitting your request. Please try again or contact us directly.',
        );
        await expect(page.locator('.Toastify__toast').filter({ hasText: 'Submission Failed' })).toBeVisible();
        await expectLeadKept(dialog, lead);
        await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
      });

      if (service.video) {
        const video = service.video;
        test('loads no video frame until the visitor presses play', async ({ page }) => {
          const frameRequests: string[] = [];
          await page.route('https://www.youtube-nocookie.com/**', (route) => {
            frameRequests.push(route.request().url());
            return route.fulfill({
              status: 200,
              contentType: 'text/html',
              body: '<!doctype html><title>player</title>',
            });
          });
          const main = await openPage(page, service.path);
          await expect(main.locator('iframe')).toHaveCount(0);
          const play = main.getByRole('button', { name: video.play });
          await play.scrollIntoViewIfNeeded();
          expect(frameRequests).toEqual([]);
          await play.click();
          const frame = main.locator(`iframe[title="${video.frameTitle}"]`);
          await expect(frame).toBeVisible();
          await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
          await expect.poll(() => frameRequests.length).toBeGreaterThan(0);
        });
      }

      for (const link of service.externalLinks ?? []) {
        test(`"${link.name}" opens ${link.href} in a new tab`, async ({ page }) => {
          const main = await openPage(page, service.path);
          const anchors = await main.getByRole('link', { name: link.name }).all();
          expect(anchors.length).toBeGreaterThan(0);
          for (const anchor of anchors) {
            await expect(anchor).toHaveAttribute('href', link.href);
            await expect(anchor).toHaveAttribute('target', '_blank');
            await expect(anchor).toHaveAttribute('rel', /noopener/);
          }
        });
      }
    });
  }

  test('the Services menu leads to every service page, in order', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await mainHeading(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    const menu = page.locator(`#${await nav.getByRole('button', { name: 'Services' }).getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link')).toHaveText([
      'PCB Assembly',
      'Cable & Harness',
      'Box Build',
      'Quality Testing',
      'Test & Aftermarket',
      'Rapid Prototyping',
      'Staffing Services',
      /Professional Staffing/,
    ]);
    await menu.getByRole('link', { name: 'Box Build' }).click();
    await expect(page).toHaveURL(/\/box-build$/);
    await expect(await mainHeading(page)).toHaveText(
      servicePages.find((service) => service.path === '/box-build')!.heading,
    );
  });
});
