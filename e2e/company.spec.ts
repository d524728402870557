import { accessibilityViolations, expect, mainHeading, test } from './support/fixtures';

test.describe('the company pages', { tag: '@company' }, () => {
  test("the home page's certifications section leads to the certifications page", async ({ page }) => {
    await page.goto('/#proof');
    const link = page.locator('#proof').getByRole('link', { name: 'What Each Certification Means for You' });
    await link.click();
    await expect(page).toHaveURL(/\/certifications$/);
    await expect(await mainHeading(page)).toHaveText('Certifications and Registrations');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([
      'AS9100D',
      'ISO 13485',
      'IPC-A-610 Class 2/3',
      'IPC J-STD-001',
      'UL',
      'ITAR Registered',
      'WBENC',
      'GMSDC',
    ]);
  });

  test('an enlarged badge links to the certifications page, and the dialog is gone once there', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    await page.getByRole('button', { name: 'Show a larger view of the ITAR badge' }).click();
    const dialog = page.getByRole('dialog', { name: 'ITAR' });
    await dialog.getByRole('link', { name: 'What our certifications mean for you' }).click();
    await expect(page).toHaveURL(/\/certifications$/);
    await expect(dialog).toBeHidden();
    await expect(await mainHeading(page)).toHaveText('Certifications and Registrations');
    // The page scrolls again once the dialog's scroll lock is gone.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test.describe('/case-studies', () => {
    const cardTitles = (page: import('@playwright/test').Page) =>
      page.getByRole('region', { name: 'Results by Industry' }).getByRole('heading', { level: 3 });

    test('filters by keyboard, says what it shows, keeps the filter in the address through reload and Back, clean under axe', async ({
      page,
      consoleProblems,
    }) => {
      await page.goto('/case-studies');
      await mainHeading(page);
      await expect(cardTitles(page)).toHaveCount(4);
      const filters = page.getByRole('group', { name: 'Filter case studies by industry' });
      await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing all 4 case studies');

      const aerospace = filters.getByRole('button', { name: 'Aerospace' });
      await aerospace.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/case-studies\?industry=aerospace$/);
      await expect(aerospace).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
        'Showing 1 case study for Aerospace',
      );
      await expect(cardTitles(page)).toHaveText(['Building 15,000 Avionics Boards at 99.8% First-Pass Yield']);
      await expect(page.getByRole('button', { name: 'View Full Case Study' })).toBeDisabled();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.reload();
      await mainHeading(page);
      await expect(cardTitles(page)).toHaveText(['Building 15,000 Avionics Boards at 99.8% First-Pass Yield']);

      await filters.getByRole('button', { name: 'Energy & Utility' }).click();
      await expect(page).toHaveURL(/\?industry=energy-utility$/);
      await expect(cardTitles(page)).toHaveText(['Keeping Substation Monitoring Units Online at 99.5% Uptime']);
      await page.goBack();
      await expect(page).toHaveURL(/\?industry=aerospace$/);
      await expect(cardTitles(page)).toHaveText(['Building 15,000 Avionics Boards at 99.8% First-Pass Yield']);
      expect(consoleProblems.messages).toEqual([]);
    });

    test('Defense has no published study yet and offers a conversation instead', async ({ page }) => {
      await page.goto('/case-studies?industry=defense');
      await mainHeading(page);
      await expect(cardTitles(page)).toHaveText(['No Published Defense Case Study Yet']);
      await page
        .getByRole('region', { name: 'Results by Industry' })
        .getByRole('button', { name: 'Contact Us' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });

  test('manufacturing capabilities: the video frame loads only when its poster is pressed by keyboard, and our story links here', async ({
    page,
  }) => {
    const frames: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.youtube-nocookie.com')) frames.push(request.url());
    });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<title>player</title>', contentType: 'text/html' }),
    );
    await page.goto('/our-story');
    await mainHeading(page);
    await page.getByRole('link', { name: 'See the equipment on our floor' }).click();
    await expect(await mainHeading(page)).toHaveText('Manufacturing Capabilities');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'SMT Assembly',
      'Printing and Solder Paste Inspection',
      'Reflow Soldering',
      'Selective and Wave Soldering',
      'Inspection and Test',
      'Cleaning and Coating',
      'Rework and Repair',
      'Want to See It in Person?',
    ]);
    expect(frames).toEqual([]);
    await page.getByRole('button', { name: 'Play video: Our equipment at work' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('iframe[title="Our equipment at work"]')).toBeVisible();
    // The frame's request reaches the test a moment after the frame is drawn.
    await expect
      .poll(() => frames)
      .toEqual(['https://www.youtube-nocookie.com/embed/rb-capabilities?autoplay=1&rel=0']);
  });

  test.describe('/our-story dialogs by keyboard', () => {
    test('a timeline entry opens its details on Enter, passes axe while open, and Escape returns focus to it', async ({
      page,
      consoleProblems,
    }) => {
      await page.goto('/our-story');
      await mainHeading(page);
      const entry = page.getByRole('button', { name: '1997 Founded in Norcross, Georgia' });
      await entry.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Founded in Norcross, Georgia' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 3, name: 'Highlights' })).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText([
        'Through-hole assembly and hand soldering for short production runs',
        'Customers work directly with the founder and the technicians building their boards',
        'Local hiring and on-the-job training from the very first day',
      ]);
      // Focus moves into the dialog and stays there while tabbing.
      await expect(dialog.locator(':focus')).toHaveCount(1);
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Tab');
        await expect(dialog.locator(':focus')).toHaveCount(1);
      }
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(entry).toBeFocused();
      expect(consoleProblems.messages).toEqual([]);
    });

    test('a core value opens its longer text on Enter, the footer Close closes it by keyboard, and focus returns', async ({
      page,
    }) => {
      await page.goto('/our-story');
      await mainHeading(page);
      const values = page.getByRole('region', { name: 'Our core values' });
      await expect(values.getByRole('heading', { level: 3 })).toHaveText([
        'Dignity & Respect',
        'Integrity',
        'Innovation',
        'Excellence',
      ]);
      const integrity = values.getByRole('button', { name: 'Integrity' });
      await integrity.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Integrity' });
      await expect(dialog).toContainText(
        'When a part is late or a test turns up a problem, we say so right away and explain what we are doing about it.',
      );
      expect(await accessibilityViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Close', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(integrity).toBeFocused();
    });
  });
});
