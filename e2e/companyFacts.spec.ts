import { rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from './support/fixtures';
import { companyFactsFile } from './support/workDirs';

/**
 * The owner changes the phone number in the server's facts file: from the next page load every
 * page shows the new one, in the server's HTML and once hydrated, in the shell's chrome and in
 * copy each group's code computed from it, with no build and no restart.
 */

const BUILT = { display: '(770) 555-0142', tel: '+17705550142' };
const CHANGED = { display: '(770) 555-0199', tel: '+17705550199' };

async function phonesOn(page: Page, path: string) {
  await page.goto(path);
  await mainHeading(page);
  return {
    text: await page.locator('body').innerText(),
    dialled: [
      ...new Set(
        await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ),
    ],
  };
}

test.afterAll(() => rmSync(companyFactsFile, { force: true }));

test("a new phone number in the server's facts file is on every page at the next load, built into no app", async ({
  page,
  consoleProblems,
}) => {
  expect((await phonesOn(page, '/careers')).text).toContain(BUILT.display);

  writeFileSync(companyFactsFile, JSON.stringify({ phone: CHANGED }));
  for (const path of ['/', '/certifications', '/careers', '/medical', '/client-portal']) {
    const { text, dialled } = await phonesOn(page, path);
    expect(text, path).toContain(CHANGED.display);
    expect(text, path).not.toContain(BUILT.display);
    expect(dialled, path).toEqual([`tel:${CHANGED.tel}`]);
  }
  // The portals group's answer is copy its code put together from the facts when it first ran.
  await page.getByRole('textbox', { name: /email/i }).fill('buyer@northwind.test');
  await page.getByLabel(/password/i).fill('not-a-real-password');
  await page.getByRole('button', { name: 'Sign In to Portal' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`call us at ${CHANGED.display}`);
  // Served and hydrated alike: React reported no difference between the server's HTML and its own.
  expect(consoleProblems.messages).toEqual([]);

  rmSync(companyFactsFile);
  expect((await phonesOn(page, '/client-portal')).text).toContain(BUILT.display);
});
