import { execFile } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { previewToken } from '../shell/server/releases/previewTokens';
import { expect, mainHeading, test } from './support/fixtures';
import { E2E_PORT } from './support/ports';
import { deployEveryApp, releaseCli, startReleaseSite } from './support/releaseSite';
import { repoRoot, workDir } from './support/workDirs';

/**
 * A team looks at its staged release on the real site before anyone else, and its gate keeps a
 * release that breaks in the browser from being promoted. Real builds of every app in a deploy
 * directory; the portals team publishes, previews, checks and promotes through the release API.
 */
const sitePort = E2E_PORT + 140;
const apiPort = E2E_PORT + 151;
const siteOrigin = `http://localhost:${sitePort}`;
/** The preview host (PREVIEW_URL's default on one machine): Chromium finds preview.localhost on this machine. */
const previewOrigin = `http://preview.localhost:${sitePort}`;
const deployDir = path.join(workDir, 'preview-deploy');
const stagedDir = path.join(workDir, 'preview-portals');
const brokenDir = path.join(workDir, 'preview-portals-broken');
const LIVE_TITLE = 'Sign in to your client portal';
const STAGED_TITLE = 'Client portal, staged for preview';

const run = promisify(execFile);
let site: Awaited<ReturnType<typeof startReleaseSite>> | undefined;
let portalsToken = '';
const release = releaseCli({ deployDir, apiPort, token: () => portalsToken });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await deployEveryApp(deployDir);
  await run('npx', ['tsx', 'e2e/redeploy/buildChangedPortals.ts', stagedDir, LIVE_TITLE, STAGED_TITLE], {
    cwd: repoRoot,
  });
  // The same build with a page that throws in the browser (its server build renders as before): a
  // release that would pass every check the server can make on its own.
  rmSync(brokenDir, { recursive: true, force: true });
  cpSync(stagedDir, brokenDir, { recursive: true });
  const chunk = readdirSync(brokenDir).find((file) => /^client-portal\.\w+\.js$/.test(file));
  if (!chunk) throw new Error(`no client-portal chunk in ${brokenDir}`);
  writeFileSync(
    path.join(brokenDir, chunk),
    `throw new Error('The client portal page broke in the browser');\n${readFileSync(path.join(brokenDir, chunk), 'utf8')}`,
  );
  for (const compressed of [`${chunk}.br`, `${chunk}.gz`]) rmSync(path.join(brokenDir, compressed), { force: true });

  site = await startReleaseSite({ deployDir, port: sitePort, apiPort, name: 'preview' });
  portalsToken = (await release('token', 'create', 'portals-mfe', '--name=portals-ci')).stdout.trim();
});

test.afterAll(async () => {
  await site?.close();
});

test('a preview shows the staged release to the one browser that opened it, HTML and code alike, with a banner that ends it; another browser keeps the live site', async ({
  browser,
  page,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  const published = await release('publish', 'portals-mfe', `--from=${stagedDir}`);
  const id = published.stdout.trim();
  expect(id, published.stderr).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
  const link = await release('preview', 'portals-mfe', id, '--minutes=20');
  expect(link.code, link.stderr).toBe(0);
  const linkUrl = link.stdout.trim();
  expect(linkUrl).toMatch(new RegExp(`^${previewOrigin}/_preview\\?token=`));
  const linkPath = linkUrl.replace(/^https?:\/\/[^/]+/, '');

  const portalsLoads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(sitePort + 4) || url.pathname.startsWith('/_staged/')) portalsLoads.push(request.url());
  });
  // The link shows what it would open; nothing changes until the button is pressed. Opened on the live host, it goes to the preview host.
  await page.goto(`${siteOrigin}${linkPath}`);
  await expect(page).toHaveURL(linkUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open a release preview?');
  await expect(page.getByText(`portals-mfe ${id}`)).toBeVisible();
  expect((await page.context().cookies()).filter((cookie) => cookie.name === 'site_preview')).toEqual([]);
  await page.getByRole('button', { name: 'Open the preview' }).click();
  await expect(page).toHaveURL(`${previewOrigin}/client-portal`);
  await expect(await mainHeading(page)).toHaveText(STAGED_TITLE);
  const banner = page.getByRole('complementary', { name: 'Release preview' });
  await expect(banner).toContainText(`You are previewing portals-mfe ${id}, which is not live.`);
  // Moving to another page of the group keeps the preview: its code comes from the staged release.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/investor-portal');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Investor dashboard' })).toBeVisible();
  await expect(banner).toBeVisible();
  expect(portalsLoads.length).toBeGreaterThan(0);
  // All of them from the preview host: the group's own origin serves no release that was never live.
  expect(portalsLoads.filter((url) => !url.startsWith(`${previewOrigin}/_staged/portals-mfe/${id}/`))).toEqual([]);
  // Asked from the page itself: only the browser knows where preview.localhost is.
  expect(await page.evaluate(async () => (await fetch('/client-portal')).headers.get('cache-control'))).toBe(
    'private, no-store',
  );

  // Another browser at the same moment: the live release, no banner.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(`${siteOrigin}/client-portal`);
  await expect(await mainHeading(visitor)).toHaveText(LIVE_TITLE);
  await expect(visitor.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
  await other.close();

  // The same browser on the live site meanwhile: the live release (the live host never honours a preview).
  const liveTab = await page.context().newPage();
  await liveTab.goto(`${siteOrigin}/client-portal`);
  await expect(await mainHeading(liveTab)).toHaveText(LIVE_TITLE);
  await liveTab.close();

  // The banner's link ends the preview, says so, and leads back to the live site.
  await banner.getByRole('link', { name: 'End the preview' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The preview has ended');
  await page.getByRole('link', { name: 'Go to the live site' }).click();
  await expect(page).toHaveURL(`${siteOrigin}/`);
  await page.goto(`${siteOrigin}/client-portal`);
  await expect(await mainHeading(page)).toHaveText(LIVE_TITLE);
  await expect(page.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
  expect(consoleProblems.messages).toEqual([]);
});

test('a forged, expired or foreign preview link is refused and shows nothing staged', async ({ page }) => {
  const id = (await release('publish', 'portals-mfe', `--from=${stagedDir}`)).stdout.trim();
  const link = (await release('preview', 'portals-mfe', id)).stdout.trim().replace(/^https?:\/\/[^/]+/, '');
  const token = decodeURIComponent(link.split('token=')[1]!);
  const secret = readFileSync(path.join(deployDir, 'registry', 'preview-secret'), 'utf8').trim();
  const [version, body, signature] = token.split('.');
  const cases = {
    forged: `${version}.${body}.${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`,
    expired: previewToken(secret, 'portals-mfe', id, 'portals-ci', 5, new Date(Date.now() - 3_600_000)).token,
    foreign: previewToken('the secret of some other site, long enough', 'portals-mfe', id, 'portals-ci').token,
  };
  for (const [what, presented] of Object.entries(cases)) {
    const response = await page.goto(`${previewOrigin}/_preview?token=${encodeURIComponent(presented)}`);
    expect(response?.status(), what).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link cannot be used');
    await page.goto(`${siteOrigin}/client-portal`);
    await expect(await mainHeading(page), what).toHaveText(LIVE_TITLE);
    await expect(page.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
  }
  expect((await page.context().cookies()).filter((cookie) => cookie.name === 'site_preview')).toEqual([]);
});

test('the gate: a release whose page throws in the browser fails its checks and cannot be promoted; the working one passes and is promoted', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const broken = (await release('publish', 'portals-mfe', `--from=${brokenDir}`)).stdout.trim();
  const failedGate = await release('check', 'portals-mfe', broken, `--site=${previewOrigin}`);
  expect(failedGate.code, failedGate.stdout + failedGate.stderr).toBe(1);
  expect(failedGate.stdout).toMatch(/^FAIL {2}\/client-portal: no console error/m);
  expect(failedGate.stdout).toMatch(/^\d+ passed, [1-9]\d* failed$/m);
  const refused = await release('promote', 'portals-mfe', broken);
  expect([refused.code, refused.stderr.trim()]).toEqual([
    2,
    expect.stringMatching(
      new RegExp(
        `^refused \\(409\\): Not promoting: portals-mfe ${broken} failed its gate \\(\\d+ of \\d+ checks failed: .*/client-portal: no console error`,
      ),
    ),
  ]);
  await page.goto(`${siteOrigin}/client-portal`);
  await expect(await mainHeading(page)).toHaveText(LIVE_TITLE);

  const working = (await release('publish', 'portals-mfe', `--from=${stagedDir}`)).stdout.trim();
  const passedGate = await release('check', 'portals-mfe', working, `--site=${previewOrigin}`);
  expect(passedGate.code, passedGate.stdout + passedGate.stderr).toBe(0);
  for (const what of [
    'served HTML holds the page',
    'hydration reports no difference',
    'no console error',
    'axe finds nothing serious',
    'a press at first paint takes effect',
  ]) {
    expect(passedGate.stdout).toContain(`PASS  /client-portal: ${what}`);
    expect(passedGate.stdout).toContain(`PASS  /investor-portal: ${what}`);
  }
  expect(passedGate.stdout).toContain('PASS  /client-portal: the contact form posts');
  expect(passedGate.stdout).toMatch(/^\d+ passed, 0 failed$/m);
  const promoted = await release('promote', 'portals-mfe', working);
  expect(promoted.stdout.trim()).toMatch(
    new RegExp(`^portals-mfe: ${working} is live \\(was \\d{8}-\\d{6}-[0-9a-f]{8}; `),
  );
  await page.goto(`${siteOrigin}/client-portal`);
  await expect(await mainHeading(page)).toHaveText(STAGED_TITLE);
  const audit = (await release('audit', '--last=20')).stdout;
  expect(audit).toMatch(
    new RegExp(`gate {2}done {2}portals-mfe {2}${broken} {2}by portals-ci {2}failed \\d+ of \\d+ checks`),
  );
  expect(audit).toMatch(new RegExp(`promote {2}done {2}portals-mfe {2}${working} {2}by portals-ci {2}gate passed at `));
});
