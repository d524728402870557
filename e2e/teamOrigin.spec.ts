import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from './support/fixtures';
import { ownKitFiles } from './support/groups';
import { E2E_PORT } from './support/ports';
import { startReleaseSite } from './support/releaseSite';
import { publishFromTeamOrigin, startStaticOrigin } from './support/teamOrigin';
import { repoRoot, workDir } from './support/workDirs';

/**
 * The services team publishes its real build from its own origin (a CDN stand-in on another port):
 * browsers load the group there, and hold every file they load to the digest recorded at publish.
 */
const sitePort = E2E_PORT + 120;
const cdnPort = E2E_PORT + 130;
const apiPort = E2E_PORT + 131;
const siteOrigin = `http://localhost:${sitePort}`;
const cdnOrigin = `http://127.0.0.1:${cdnPort}`;
const servicesFolder = `${cdnOrigin}/services/`;
const deployDir = path.join(workDir, 'team-origin-deploy');
const cdnDir = path.join(workDir, 'team-origin-cdn');
const builtServicesDir = path.join(repoRoot, 'services-mfe', 'dist');

/**
 * The services build as it would be had its team built it against a kit other than the shell's: it
 * declares another kit version, so its pages load the group's own copy of the kit, and with it every
 * kind of file (the kit's stylesheet too) comes from the team's origin. Built against the shell's
 * kit, a group loads no stylesheet of its own (redeploy.spec.ts).
 */
function declareAnotherKit(buildDir: string) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; version: string }>;
  };
  const version = manifest.shared.find((shared) => shared.name === 'shared/ui')?.version;
  if (!version) throw new Error('the services build shares no kit');
  for (const file of readdirSync(buildDir).filter((name) =>
    /^(remoteEntry\.\w+\.js|mf-manifest\.json|mf-stats\.json)$/.test(name),
  )) {
    const text = readFileSync(path.join(buildDir, file), 'utf8');
    if (!text.includes(`"${version}"`)) throw new Error(`${file} does not name the kit version ${version}`);
    writeFileSync(path.join(buildDir, file), text.replaceAll(`"${version}"`, `"${version}.other"`));
  }
}

let site: Awaited<ReturnType<typeof startReleaseSite>> | undefined;
let cdn: Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(deployDir, { recursive: true, force: true });
  rmSync(cdnDir, { recursive: true, force: true });
  const env = { ...process.env, DEPLOY_DIR: deployDir };
  for (const app of ['shell', 'industries-mfe', 'company-mfe', 'portals-mfe']) {
    execFileSync('npx', ['tsx', 'scripts/deploy.ts', '--no-build', app], { cwd: repoRoot, env, stdio: 'pipe' });
  }
  cpSync(builtServicesDir, path.join(cdnDir, 'services'), { recursive: true });
  declareAnotherKit(path.join(cdnDir, 'services'));
  cdn = await startStaticOrigin(cdnDir, cdnPort);

  site = await startReleaseSite({ deployDir, port: sitePort, apiPort, name: 'team-origin', releaseOrigins: cdnOrigin });

  await publishFromTeamOrigin({
    cwd: repoRoot,
    deployDir,
    apiPort,
    app: 'services-mfe',
    from: path.join(cdnDir, 'services'),
    origin: servicesFolder,
    skipGate: 'the pinning of the origin is under test, not the gate',
  });
});

test.afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => (cdn ? cdn.close(resolve) : resolve(undefined)));
});

/** The published services build's own copy of the kit's stylesheet. */
function kitStylesheet(): string {
  const [file] = ownKitFiles(path.join(cdnDir, 'services')).css;
  if (!file) throw new Error('the published services build has no kit stylesheet');
  return path.join(cdnDir, 'services', file);
}

/** The file of the published services build whose name starts with `prefix` and ends with `extension`. */
function cdnFile(prefix: string, extension: string): string {
  const name = readdirSync(path.join(cdnDir, 'services')).find(
    (file) => file.startsWith(prefix) && file.endsWith(extension),
  );
  if (!name) throw new Error(`no ${prefix}*${extension} in the published services build`);
  return path.join(cdnDir, 'services', name);
}

/** Changes `file` on the team's origin after publish (as a compromised host would), for the length of `during`. */
async function tampered(file: string, change: (text: string) => string, during: () => Promise<void>) {
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, change(original));
  try {
    await during();
  } finally {
    writeFileSync(file, original);
  }
}

/** Follows an in-page link the way a visitor's click does, without a new document. */
async function navigateInPage(page: Page, pathname: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

/** The main heading in the HTML the server sends for `pathname`: what the page in the browser must show too. */
async function servedHeading(page: Page, pathname: string): Promise<string> {
  const html = await (await page.request.get(`${siteOrigin}${pathname}`)).text();
  const heading = /<main[^]*?<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
  if (!heading) throw new Error(`the server sent no main heading for ${pathname}`);
  return heading.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
}

const ranTamperedCode = (page: Page) =>
  page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered === true);
const integrityRefusals = (messages: string[]) => messages.filter((message) => /integrity/i.test(message));

test('a group published from its team origin is loaded there: the server renders it, the browser hydrates it and moves between its pages', async ({
  page,
  consoleProblems,
}) => {
  const fromCdn: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(cdnOrigin))
      fromCdn.push(`${response.status()} ${response.url().slice(servicesFolder.length)}`);
  });
  const served = await page.request.get(`${siteOrigin}/pcb-assembly`);
  expect(await served.text()).toContain(`"pinned":{"${servicesFolder}":{`);

  await page.goto(`${siteOrigin}/`);
  await mainHeading(page);
  // From the home page, the group's stylesheet is fetched from the origin too, not inlined by the server.
  for (const pathname of ['/pcb-assembly', '/cabling-harness']) {
    await navigateInPage(page, pathname);
    await expect(page.locator('main h1').first()).toHaveText(await servedHeading(page, pathname));
  }
  await page.goto(`${siteOrigin}/box-build`);
  await mainHeading(page);

  expect(fromCdn.filter((line) => !line.startsWith('200 '))).toEqual([]);
  const stylesheet = `200 ${path.basename(kitStylesheet())}`;
  // The group is registered by its entry: its manifest is never asked for.
  expect(fromCdn.filter((line) => line.endsWith('mf-manifest.json'))).toEqual([]);
  for (const kind of [/^200 remoteEntry\.\w+\.js$/, /^200 pcb-assembly\.\w+\.js$/, /^200 cabling-harness\.\w+\.js$/]) {
    expect(
      fromCdn.some((line) => kind.test(line)),
      `${kind} among ${fromCdn.join(', ')}`,
    ).toBe(true);
  }
  expect(fromCdn).toContain(stylesheet);
  expect(consoleProblems.messages).toEqual([]);
});

const tamperCases = [
  {
    what: "a page's chunk",
    file: () => cdnFile('cabling-harness.', '.js'),
    extension: '.js',
    start: '/pcb-assembly',
    then: '/cabling-harness',
  },
  {
    what: "the group's entry",
    file: () => cdnFile('remoteEntry.', '.js'),
    extension: '.js',
    start: '/',
    then: '/pcb-assembly',
  },
  { what: "the group's stylesheet", file: kitStylesheet, extension: '.css', start: '/', then: '/pcb-assembly' },
];

for (const tamperCase of tamperCases) {
  test(`${tamperCase.what} changed on the origin after publish is refused by the browser, never run, and the visitor is told the pages are unavailable`, async ({
    page,
    consoleProblems,
  }) => {
    const file = tamperCase.file();
    const change = (text: string) =>
      tamperCase.extension === '.js' ? `window.tampered = true;\n${text}` : `${text}\nbody { display: none }`;
    await tampered(file, change, async () => {
      await page.goto(`${siteOrigin}${tamperCase.start}`);
      await mainHeading(page);
      await navigateInPage(page, tamperCase.then);
      await expect(page.getByRole('heading', { level: 1, name: /is temporarily unavailable$/ })).toBeVisible({
        timeout: 15_000,
      });
      expect(await ranTamperedCode(page)).toBe(false);
      expect(integrityRefusals(consoleProblems.messages).length, consoleProblems.messages.join('\n')).toBeGreaterThan(
        0,
      );
    });
  });
}
