import { expect, mainHeading, test } from './support/fixtures';

test.describe('the careers page', { tag: '@company' }, () => {
  test('View Open Positions scrolls the careers page down to the openings and focuses them', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/careers');
    await mainHeading(page);
    const openings = page.getByRole('region', { name: 'Open Positions' });
    await expect(openings).not.toBeInViewport();

    await page.getByRole('link', { name: 'View Open Positions' }).click();
    await expect(page).toHaveURL(/\/careers#openings$/);
    await expect(openings).toBeFocused();
    await expect(openings).toBeInViewport();
    await expect(openings.getByRole('heading', { level: 3 })).toHaveText([
      'SMT Assembly Technician',
      'Quality Assurance Engineer',
      'Manufacturing Engineer',
      'Customer Service Representative',
    ]);
    expect(consoleProblems.messages).toEqual([]);
  });

  test('the apply links sit side by side on a wide screen and one under the other on a 375 px phone', async ({
    page,
  }) => {
    await page.goto('/careers');
    await mainHeading(page);
    const openPositions = page.getByRole('region', { name: 'Open Positions' });
    const applyLinks = openPositions.getByRole('link', { name: /^Apply Now: / });
    await expect(applyLinks).toHaveCount(4);
    // Measured where a visitor sees them (a band below the screen is laid out only when it comes near),
    // and polled, since the cards may still be fading in from a little lower down.
    const linkTops = async () => {
      await openPositions.scrollIntoViewIfNeeded();
      return applyLinks.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    };
    // Two rows of two: cards of one row end their buttons on the same line.
    await expect
      .poll(async () => {
        const tops = await linkTops();
        return {
          rows: new Set(tops).size,
          firstRowAligned: tops[0] === tops[1],
          secondRowAligned: tops[2] === tops[3],
        };
      })
      .toEqual({ rows: 2, firstRowAligned: true, secondRowAligned: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(async () => {
        const tops = await linkTops();
        return { rows: new Set(tops).size, topDown: tops.every((top, index) => index === 0 || top > tops[index - 1]!) };
      })
      .toEqual({ rows: 4, topDown: true });
  });

  test('every apply and HR link opens an e-mail to HR with the position in the subject; Call Us dials and Get Directions opens a new tab', async ({
    page,
  }) => {
    await page.goto('/careers');
    await mainHeading(page);
    const main = page.getByRole('main');
    const mailLinks: [name: string, href: string][] = [
      ['Submit Resume', 'mailto:careers@redbud-electronics.example?subject=Resume%20Submission'],
      [
        'Apply Now: SMT Assembly Technician',
        'mailto:careers@redbud-electronics.example?subject=Application%3A%20SMT%20Assembly%20Technician',
      ],
      [
        'Apply Now: Quality Assurance Engineer',
        'mailto:careers@redbud-electronics.example?subject=Application%3A%20Quality%20Assurance%20Engineer',
      ],
      [
        'Apply Now: Manufacturing Engineer',
        'mailto:careers@redbud-electronics.example?subject=Application%3A%20Manufacturing%20Engineer',
      ],
      [
        'Apply Now: Customer Service Representative',
        'mailto:careers@redbud-electronics.example?subject=Application%3A%20Customer%20Service%20Representative',
      ],
      ['careers@redbud-electronics.example', 'mailto:careers@redbud-electronics.example'],
      ['Apply Today', 'mailto:careers@redbud-electronics.example?subject=General%20Application'],
      ['Contact HR', 'mailto:careers@redbud-electronics.example?subject=Question%20for%20HR'],
    ];
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(mailLinks.length);
    for (const [name, href] of mailLinks) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', 'tel:+17705550142');
    const directions = page.getByRole('link', { name: /^Get Directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('href', /^https:\/\//);
  });

  test('the four application steps sit four across on a wide screen and two by two on a tablet, never three and one', async ({
    page,
  }) => {
    await page.goto('/careers');
    await mainHeading(page);
    const howToApply = page.getByRole('region', { name: 'How to Apply' });
    const steps = howToApply.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    // Measured in view: a band below the screen is laid out only when it comes near.
    const rowsOf = async () => {
      await howToApply.scrollIntoViewIfNeeded();
      return steps.evaluateAll(
        (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
      );
    };
    // Polled: scrolled into view, the steps may still be fading in from a little lower down.
    await expect.poll(rowsOf).toBe(1);
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect.poll(rowsOf).toBe(2);
  });
});
