import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, mainHeading, test } from './support/fixtures';
import { builtPortalsDir, deployedPortalsDir, repoRoot, shellDistDir } from './support/workDirs';

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

test('a remote redeployed against another page-group contract is not mounted: the server and the browser say why, and the site stays usable', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = 'Sign in to your client portal';
  execFileSync('npx', ['tsx', 'e2e/redeploy/buildChangedPortals.ts', deployedPortalsDir, title, 'From a future contract', '--contract-major=2'], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  // The server does not render it: the visitor gets the document the browser renders, never an error page.
  const served = await request.get('/client-portal');
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('<div id="root"></div>');
  expect(await served.text()).not.toContain('From a future contract');

  await page.goto('/client-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal is temporarily unavailable' })).toBeVisible();
  await expect(page.getByText('From a future contract')).toHaveCount(0);
  await expect.poll(() => warnings.join('\n')).toContain('the portals pages were built against page-group contract 2, this shell speaks contract 1');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
});
