import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, mainHeading, test } from './support/fixtures';
import { E2E_PORT } from './support/ports';
import { repoRoot, workDir } from './support/workDirs';

/** The group's own page component, edited as a developer would while the composed dev site runs. */
const pageFile = path.join(repoRoot, 'shared/src/content/pages/portals/client-portal.ts');
const devPort = E2E_PORT + 200;

function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
}

/** Stops the dev site's processes; one that already exited (a port taken, a crash) must not hide the failure that says why. */
function stopDevSite(dev: ChildProcess) {
  try {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

test('a group run from source inside the composed site: server-rendered, and a saved change reloads the open page with new HTML @portals', async ({
  page,
  request,
  consoleProblems,
}) => {
  test.setTimeout(300_000);
  const original = readFileSync(pageFile, 'utf8');
  // As docs/developing.md has it: npm run dev starts the dev server with the flags the server needs.
  const dev = spawn('npm', ['run', 'dev', '--', '--composed', 'portals-mfe'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(devPort),
      HOST: '127.0.0.1',
      LEADS_DATA_DIR: path.join(workDir, 'composed-dev-leads'),
      LEAD_WEBHOOK_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    const siteUrl = (await waitForOutput(dev, /Composed dev site: (http:\/\/\S+)/, 240_000)).split(': ')[1]!;
    const served = await (await request.get(`${siteUrl}/client-portal`)).text();
    expect(served).toContain('>Sign in to your client portal</h1>');

    await page.goto(`${siteUrl}/client-portal`);
    await expect(await mainHeading(page)).toHaveText('Sign in to your client portal');

    const rebuilt = waitForOutput(dev, /built portals-mfe from source/, 120_000);
    const reloaded = page.waitForEvent('load', { timeout: 150_000 });
    writeFileSync(
      pageFile,
      original.replace("title: 'Sign in to your client portal'", "title: 'Edited while the site runs'"),
    );
    await rebuilt;
    await reloaded;
    await expect(await mainHeading(page)).toHaveText('Edited while the site runs');
    expect(await (await request.get(`${siteUrl}/client-portal`)).text()).toContain('>Edited while the site runs</h1>');
    expect(consoleProblems.messages).toEqual([]);
  } finally {
    writeFileSync(pageFile, original);
    stopDevSite(dev);
  }
});
