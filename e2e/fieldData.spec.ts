import { execFileSync } from 'node:child_process';
import { FileFieldDataStore, type FieldSample } from '../shell/server/fieldData/fieldDataStore';
import { expect, mainHeading, test } from './support/fixtures';
import { leadsDataDir, repoRoot } from './support/workDirs';

/**
 * A real page view in Chromium measures itself with the web-vitals library and reports to the
 * site's own endpoint when the page is left; the server keeps it and `npm run vitals` shows it.
 * The beacons go as the page unloads, where neither Playwright's request events nor the DevTools
 * protocol's follow them, so the test reads what the server stored.
 */
test('a page view reports its own LCP, CLS and INP and a dead press when it is left, and npm run vitals shows them', async ({
  page,
  context,
}) => {
  const since = new Date(Date.now() - 1000);
  const inertName = `Inert test button ${Date.now()}`;
  await page.goto('/box-build');
  await mainHeading(page);

  // A press that does something: the contact dialog opens (an interaction for INP).
  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A press that does nothing: a button this test adds with no action.
  await page.evaluate((name) => {
    const inert = document.createElement('button');
    inert.textContent = name;
    document.querySelector('main')?.append(inert);
  }, inertName);
  await page.getByRole('button', { name: inertName }).click();
  await page.waitForTimeout(1500);

  // Leaving the page hides it: the batch goes with the vitals the library reports then.
  await page.goto('about:blank');
  const store = new FileFieldDataStore(leadsDataDir, 30);
  const fromThisView = async (): Promise<FieldSample[]> => {
    const samples = (await store.since(since)).filter((sample) => sample.route === '/box-build');
    const deadPress = samples.find((sample) => sample.detail === inertName);
    if (!deadPress) return [];
    // The page's beacons arrive together: pagehide's batch with the dead press, visibilitychange's moments later.
    const sent = Date.parse(deadPress.receivedAt);
    return samples.filter((sample) => Math.abs(Date.parse(sample.receivedAt) - sent) < 3000);
  };
  await expect
    .poll(async () => (await fromThisView()).filter((sample) => sample.kind === 'vital').map((sample) => sample.name))
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']));
  const samples = await fromThisView();
  for (const sample of samples) expect(sample).toMatchObject({ group: 'services', release: 'build' });
  const lcp = samples.find((sample) => sample.name === 'LCP')!;
  expect(lcp.value).toBeGreaterThan(0);
  expect(samples.find((sample) => sample.name === 'CLS')!.value).toBeGreaterThanOrEqual(0);
  // The dialog's button changed the page: only the inert one was dead.
  expect(samples.filter((sample) => sample.kind === 'problem').map((sample) => [sample.name, sample.detail])).toEqual([
    ['dead-press', inertName],
  ]);
  // Nothing that names the visitor: no cookie was set.
  expect(await context.cookies()).toEqual([]);

  const vitals = execFileSync('npx', ['tsx', 'shell/server/fieldData/cli.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LEADS_DATA_DIR: leadsDataDir, LEADS_DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const row = vitals.split('\n').find((line) => line.startsWith('/box-build '));
  expect(row?.split(/\s{2,}/).slice(0, 3)).toEqual(['/box-build', 'services', 'build']);
  expect(vitals).toContain(`dead-press  /box-build  services  build  ("${inertName}" 1)`);
});
