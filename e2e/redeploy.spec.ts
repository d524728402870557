import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { site } from 'shared/config';
import { readServerConfig } from '../shell/server/ops/config';
import { createSite } from '../shell/server/createSite';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, mainHeading, test } from './support/fixtures';
import { ownKitFiles } from './support/groups';
import { E2E_PORT, remotePorts } from './support/ports';
import { builtPortalsDir, deployedPortalsDir, repoRoot, shellDistDir, workDir } from './support/workDirs';

function fingerprint(directory: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(directory, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

// Both tests replace the one deployed portals folder.
test.describe.configure({ mode: 'serial' });

test.afterAll(() => {
  rmSync(deployedPortalsDir, { recursive: true, force: true });
  cpSync(builtPortalsDir, deployedPortalsDir, { recursive: true });
});

test('redeploying one remote shows on the next page load, in the served HTML and after hydration, while the shell stays byte-identical', async ({
  page,
  request,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  const shellBefore = fingerprint(shellDistDir);
  const manifestBefore = readFileSync(path.join(deployedPortalsDir, 'mf-manifest.json'), 'utf8');

  await page.goto('/client-portal');
  const originalTitle = (await (await mainHeading(page)).textContent()) ?? '';
  expect(originalTitle).toBe('Sign in to your client portal');
  expect(await (await request.get('/client-portal')).text()).toContain(`>${originalTitle}</h1>`);

  const newTitle = 'Client portal, freshly redeployed';
  execFileSync('npx', ['tsx', 'e2e/redeploy/buildChangedPortals.ts', deployedPortalsDir, originalTitle, newTitle], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
  expect(readFileSync(path.join(deployedPortalsDir, 'mf-manifest.json'), 'utf8')).not.toEqual(manifestBefore);

  // The group's HTML comes from its own new server build: the server renders the new text itself.
  const servedHtml = await (await request.get('/client-portal')).text();
  expect(servedHtml).toContain(`>${newTitle}</h1>`);
  expect(servedHtml).not.toContain(`>${originalTitle}</h1>`);

  await page.reload();
  await expect(await mainHeading(page)).toHaveText(newTitle);
  // Hydrating the new HTML with the new code reports no difference.
  await page.waitForLoadState('networkidle');
  expect(consoleProblems.messages).toEqual([]);
  expect(fingerprint(shellDistDir)).toEqual(shellBefore);
});

/** Every file of a group build's own copy of the kit. */
const ownKit = (groupDir: string) => Object.values(ownKitFiles(groupDir)).flat();

/** The file names a page asks the portals origin for from now on. */
function portalsFilesRequested(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.port === String(remotePorts.portals)) requested.push(path.basename(url.pathname));
  });
  return requested;
}

/** Moves to `path` inside the running app, as its router does on a link: the same document, the same code. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test("a group built against the shell's kit draws its pages with the shell's copy: its own copy is never fetched", async ({
  page,
  consoleProblems,
}) => {
  rmSync(deployedPortalsDir, { recursive: true, force: true });
  cpSync(builtPortalsDir, deployedPortalsDir, { recursive: true });
  const kitFiles = ownKit(deployedPortalsDir);
  expect(kitFiles.length).toBeGreaterThan(0);
  const requested = portalsFilesRequested(page);
  await page.goto('/client-portal');
  await expect(await mainHeading(page)).toHaveText('Sign in to your client portal');
  await page.waitForLoadState('networkidle');
  await navigateInApp(page, '/investor-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Investor dashboard' })).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((file) => kitFiles.includes(file))).toEqual([]);
  expect(consoleProblems.messages).toEqual([]);
});

test("a group redeployed against a changed kit draws its pages with its own copy, in the server's HTML and after hydration, while the shell and the other groups keep the shell's", async ({
  page,
  request,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  const mark = "Drawn with the portals team's own kit";
  const title = 'Client portal, on a kit of its own';
  execFileSync(
    'npx',
    [
      'tsx',
      'e2e/redeploy/buildChangedPortals.ts',
      deployedPortalsDir,
      'Sign in to your client portal',
      title,
      `--changed-kit=${mark}`,
    ],
    {
      cwd: repoRoot,
      stdio: 'pipe',
    },
  );
  const kitFiles = ownKit(deployedPortalsDir);
  expect(await (await request.get('/client-portal')).text()).toContain(`<p>${mark.replace("'", '&#x27;')}</p>`);

  const requested = portalsFilesRequested(page);
  await page.goto('/client-portal');
  await expect(await mainHeading(page)).toHaveText(title);
  await expect(page.getByText(mark)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Its own kit's code came, and hydrating the server's HTML with it found no difference.
  expect(requested.filter((file) => kitFiles.includes(file)).length).toBeGreaterThan(0);
  expect(consoleProblems.messages).toEqual([]);

  // Another page of the same group: its kit again. A page of another group and the shell's own: the shell's.
  await navigateInApp(page, '/investor-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Investor dashboard' })).toBeVisible();
  await expect(page.getByText(mark)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
  await expect(page.getByText(mark)).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: site.name }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(mark)).toHaveCount(0);
  expect(consoleProblems.messages).toEqual([]);
});

/**
 * The deployed portals build is refused: the server sends the document the browser renders (never an
 * error page) without `absentText`, the browser shows the group's unavailable page and logs `reason`.
 */
async function expectPortalsRefused(
  page: Page,
  request: APIRequestContext,
  absentText: string,
  reason: string | RegExp,
) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const served = await request.get('/client-portal');
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('<div id="root"></div>');
  expect(await served.text()).not.toContain(absentText);

  await page.goto('/client-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal is temporarily unavailable' })).toBeVisible();
  await expect(page.getByText(absentText)).toHaveCount(0);
  await expect.poll(() => warnings.join('\n')).toMatch(reason);
}

/** The rest of the site still works after a refused group. */
async function expectOurStoryReachable(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
}

test('a remote redeployed against another page-group contract is not mounted: the server and the browser say why, and the site stays usable', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = 'Sign in to your client portal';
  execFileSync(
    'npx',
    [
      'tsx',
      'e2e/redeploy/buildChangedPortals.ts',
      deployedPortalsDir,
      title,
      'From a future contract',
      '--contract-major=2',
    ],
    {
      cwd: repoRoot,
      stdio: 'pipe',
    },
  );
  await expectPortalsRefused(
    page,
    request,
    'From a future contract',
    'the portals pages were built against page-group contract 2, this shell speaks contract 1',
  );
  await expectOurStoryReachable(page);
});

test('a remote built for another React major is not mounted: its code is never fetched, the server and the browser say why, and the site stays usable', async ({
  page,
  request,
}) => {
  rmSync(deployedPortalsDir, { recursive: true, force: true });
  cpSync(builtPortalsDir, deployedPortalsDir, { recursive: true });
  // The portals build as its manifest would describe it, had the portals team built it with React 20.
  const manifestFile = path.join(deployedPortalsDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    shared: Array<{ name: string; version: string }>;
  };
  for (const shared of manifest.shared) if (shared.name === 'react') shared.version = '20.0.0';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // With the compressed copies the build writes beside it, which the server sends to browsers.
  writeFileSync(`${manifestFile}.br`, brotliCompressSync(JSON.stringify(manifest)));
  writeFileSync(`${manifestFile}.gz`, gzipSync(JSON.stringify(manifest)));
  const portalsScripts: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).port === String(remotePorts.portals) && sent.resourceType() === 'script')
      portalsScripts.push(sent.url());
  });
  await expectPortalsRefused(
    page,
    request,
    'Sign in to your client portal',
    /the portals pages were built with react 20\.0\.0, this shell provides react 19\.\d+\.\d+/,
  );
  await expect(page.getByRole('link', { name: '(770) 555-0142' }).first()).toBeVisible();
  expect(portalsScripts).toEqual([]);
  await expectOurStoryReachable(page);
});

/** The release id `npm run deploy` said it made live. */
const madeLive = (said: string) => /^portals-mfe: (\d{8}-\d{6}-[0-9a-f]{8}) is live/m.exec(said)?.[1];

test('npm run deploy and npm run rollback on the real builds: the site serves what is live, a visitor mid-session keeps the version they started with, a rollback returns', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const deployDir = path.join(workDir, 'deploy');
  const nextPortalsDir = path.join(workDir, 'portals-next');
  rmSync(deployDir, { recursive: true, force: true });
  const deployCli = (...args: string[]) =>
    execFileSync('npx', ['tsx', 'scripts/deploy.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_DIR: deployDir },
      encoding: 'utf8',
    });

  const firstVersions = new Map<string, string>();
  for (const app of ['shell', 'services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe']) {
    const said = deployCli('--no-build', app);
    const version = new RegExp(`^${app}: (\\d{8}-\\d{6}-[0-9a-f]{8}) is live\\.$`, 'm').exec(said)?.[1];
    expect(version, said).toBeDefined();
    firstVersions.set(app, version!);
  }

  const port = E2E_PORT + 100;
  const site = await createSite(
    readServerConfig({
      ...process.env,
      DEPLOY_DIR: deployDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LEADS_DATA_DIR: path.join(workDir, 'deploy-leads'),
      LEAD_WEBHOOK_URL: '',
      LOG_LEVEL: 'warn',
    }),
  );
  await site.listen();
  try {
    const origin = `http://localhost:${port}`;
    const failedRequests: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => failedRequests.push(`failed ${request.url()}`));

    await page.goto(`${origin}/client-portal`);
    await expect(await mainHeading(page)).toHaveText('Sign in to your client portal');

    // While the visitor is on the site, the portals team deploys a changed build.
    const newTitle = 'Client portal, deployed with npm run deploy';
    execFileSync(
      'npx',
      ['tsx', 'e2e/redeploy/buildChangedPortals.ts', nextPortalsDir, 'Sign in to your client portal', newTitle],
      { cwd: repoRoot, stdio: 'pipe' },
    );
    const deployed = deployCli(`--from=${nextPortalsDir}`, 'portals-mfe');
    expect(deployed).toContain(
      `(was ${firstVersions.get('portals-mfe')}; npm run rollback -- portals-mfe returns to it).`,
    );
    expect(deployCli(`--from=${nextPortalsDir}`, 'portals-mfe')).toContain(
      'portals-mfe: this build is already live as',
    );

    // Mid-session, the page goes on with the version it started with: the next page's chunk comes
    // from that version's folder, which the deploy left in place.
    const portalsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${port + 4}/`)) portalsRequests.push(request.url());
    });
    await page.evaluate(() => {
      window.history.pushState(null, '', '/investor-portal');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Investor dashboard' })).toBeVisible();
    expect(portalsRequests.length).toBeGreaterThan(0);
    expect(portalsRequests.filter((url) => !url.includes(`/${firstVersions.get('portals-mfe')}/`))).toEqual([]);

    // The next page load gets the new version, in the server's HTML and after hydration.
    expect(await (await page.request.get(`${origin}/client-portal`)).text()).toContain(`>${newTitle}</h1>`);
    await page.goto(`${origin}/client-portal`);
    await expect(await mainHeading(page)).toHaveText(newTitle);

    expect(deployCli('--rollback', 'portals-mfe')).toMatch(
      /^portals-mfe: rolled back from \d{8}-\d{6}-[0-9a-f]{8} to \d{8}-\d{6}-[0-9a-f]{8}; live now\.$/m,
    );
    await page.reload();
    await expect(await mainHeading(page)).toHaveText('Sign in to your client portal');
    const listing = deployCli('--list');
    expect(listing).toContain(
      `live ${firstVersions.get('portals-mfe')} (page-group contract 1, published by operator)`,
    );

    // A deploy lands between a page's HTML and its group's code: the page still loads every file of the
    // group from the release its HTML was rendered from (the HTML names it), never half of each.
    const portalsOrigin = `http://localhost:${port + 4}`;
    const held: Route[] = [];
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${portalsOrigin}/`)) loads.push(request.url());
    });
    await page.addInitScript(() =>
      window.addEventListener('page-ready', () => ((window as unknown as { pageReady: boolean }).pageReady = true)),
    );
    await page.route(`${portalsOrigin}/**`, (route) => {
      held.push(route);
    });
    await page.goto(`${origin}/client-portal`, { waitUntil: 'commit' });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(deployCli(`--from=${nextPortalsDir}`, 'portals-mfe')).toContain(
      `portals-mfe: ${madeLive(deployed)} is live`,
    );
    await page.unroute(`${portalsOrigin}/**`);
    for (const route of held.splice(0)) await route.continue();
    await page.waitForFunction(() => (window as unknown as { pageReady?: boolean }).pageReady === true);
    await expect(await mainHeading(page)).toHaveText('Sign in to your client portal');
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.filter((url) => !url.includes(`/${firstVersions.get('portals-mfe')}/`))).toEqual([]);
    deployCli('--rollback', 'portals-mfe');

    // The rolled-back build is no rollback target any more: pruning removes it, the live one stays served.
    const rolledBack = madeLive(deployed);
    expect(deployCli('--prune', '--keep=1', 'portals-mfe')).toContain(
      `portals-mfe: removed ${rolledBack}; kept ${firstVersions.get('portals-mfe')}.`,
    );
    await page.reload();
    await expect(await mainHeading(page)).toHaveText('Sign in to your client portal');
    expect(failedRequests).toEqual([]);
  } finally {
    await site.close();
    rmSync(nextPortalsDir, { recursive: true, force: true });
  }
});
