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
