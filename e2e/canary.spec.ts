import { execFile } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page, Request, Response } from '@playwright/test';
import { DOCUMENT_RELEASES_ID } from 'shared/document';
import { watchConsole } from '../tooling/browser/pageProbes';
import { expect, mainHeading, test, type ConsoleProblems } from './support/fixtures';
import { E2E_PORT } from './support/ports';
import { deployEveryApp, releaseCli, startReleaseSite } from './support/releaseSite';
import { repoRoot, workDir } from './support/workDirs';

/**
 * A visitor's side of a canary, in Chromium: the portals team starts a canary of a changed release
 * for half the visitors through its pipeline, and each visitor sees one release of the group, the one
 * of the side its cookie keeps, on every page, reload and file, until the canary is rolled back or
 * promoted. Real builds of every app in a deploy directory, on a site of its own.
 */
const sitePort = E2E_PORT + 160;
const apiPort = E2E_PORT + 171;
const siteOrigin = `http://localhost:${sitePort}`;
/** The portals group's own origin (the shell's port + 4): every file of the group comes from it. */
const portalsOrigin = `http://localhost:${sitePort + 4}`;
const deployDir = path.join(workDir, 'canary-deploy');
const canaryDir = path.join(workDir, 'canary-portals');
const LIVE_TITLE = 'Sign in to your client portal';
const CANARY_TITLE = 'Client portal, tried on a canary';
/** The cookie the privacy page names, and the side names the docs give it. */
const SIDE_COOKIE = 'site_side';
const SKIP_GATE = '--skip-gate=the gate has a spec of its own (previewGate.spec.ts)';

let site: Awaited<ReturnType<typeof startReleaseSite>> | undefined;
let portalsToken = '';
const release = releaseCli({ deployDir, apiPort, token: () => portalsToken });
/** The portals releases: the one live before the canary, and the changed one the canary shows. */
const ids = { live: '', canary: '' };
type Side = 'canary' | 'live';
const releaseOf = (side: Side) => ids[side];
/** A visitor drawn onto each side by the canary, kept for the tests after the draw. */
const drawn: Partial<Record<Side, Visitor>> = {};

/** One browser of its own, and everything its pages asked for and said. */
interface Visitor {
  context: BrowserContext;
  page: Page;
  requested: string[];
  /** The documents its pages loaded: a move within the app loads none. */
  documents: string[];
  console: ConsoleProblems;
}

async function newVisitor(browser: Browser, cookie?: string): Promise<Visitor> {
  const context = await browser.newContext();
  if (cookie !== undefined) await context.addCookies([{ name: SIDE_COOKIE, value: cookie, url: siteOrigin }]);
  const page = await context.newPage();
  const requested: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    requested.push(request.url());
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return { context, page, requested, documents, console: watchConsole(page) };
}

/** The site_side cookie the visitor's browser keeps, as the browser holds it, or undefined. */
async function sideCookieOf(visitor: Visitor) {
  return (await visitor.context.cookies(siteOrigin)).find((cookie) => cookie.name === SIDE_COOKIE);
}

/** The side the visitor's cookie names, checked to hold that side and the canary's release and nothing else. */
async function sideOf(visitor: Visitor): Promise<Side> {
  const cookie = await sideCookieOf(visitor);
  expect(cookie?.value).toMatch(new RegExp(`^(canary|live)\\.${ids.canary}-[0-9a-f]{8}$`));
  expect([cookie?.httpOnly, cookie?.sameSite]).toEqual([true, 'Lax']);
  // Kept for 14 days (a minute either way for the clock between the server and here).
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(14 * 86_400_000 - 60_000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(14 * 86_400_000 + 60_000);
  return cookie!.value.split('.')[0] as Side;
}

/** The client portal's title the visitor sees, once its page is live. */
async function titleSeen(page: Page): Promise<string | null> {
  return (await mainHeading(page)).textContent();
}

/** The releases the page says it was made from (what its field reports will name). */
async function releasesNamed(page: Page): Promise<Record<string, string>> {
  return JSON.parse((await page.locator(`#${DOCUMENT_RELEASES_ID}`).textContent()) ?? 'null') as Record<string, string>;
}

/** The releases of the portals group the visitor's browser fetched files of: the folder each file is in on the group's origin. */
function portalsReleasesFetched(visitor: Visitor): string[] {
  return [
    ...new Set(
      visitor.requested
        .filter((url) => url.startsWith(`${portalsOrigin}/`))
        .map((url) => new URL(url).pathname.split('/')[1] ?? ''),
    ),
  ];
}

/** Where /remotes.json sends the visitor's browser for the portals group, asked from the page with its cookie. */
async function portalsManifestOf(page: Page): Promise<string> {
  return page.evaluate(async () => ((await (await fetch('/remotes.json')).json()) as { portals: string }).portals);
}

/** The Set-Cookie of a document's answer, if it set the side cookie. */
async function sideSetBy(response: Response | null): Promise<string | undefined> {
  const setCookie = await response?.headerValue('set-cookie');
  return setCookie?.split('\n').find((line) => line.startsWith(`${SIDE_COOKIE}=`));
}

const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The changed release builds while the live ones are deployed: the two do not touch each other's files.
  await Promise.all([
    deployEveryApp(deployDir),
    run('npx', ['tsx', 'e2e/redeploy/buildChangedPortals.ts', canaryDir, LIVE_TITLE, CANARY_TITLE], { cwd: repoRoot }),
  ]);
  // Every visitor here reports from one address, past the 30 reports a minute one address may send.
  site = await startReleaseSite({
    deployDir,
    port: sitePort,
    apiPort,
    name: 'canary',
    settings: { FIELD_DATA_RATE_LIMIT_MAX: '10000' },
  });
  portalsToken = (await release('token', 'create', 'portals-mfe', '--name=portals-ci')).stdout.trim();
  const listed = await release('list', 'portals-mfe');
  ids.live = /^portals-mfe +live (\S+);/m.exec(listed.stdout)?.[1] ?? '';
  expect(ids.live, listed.stdout + listed.stderr).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
  const published = await release('publish', 'portals-mfe', `--from=${canaryDir}`);
  ids.canary = published.stdout.trim();
  expect(ids.canary, published.stderr).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
  // The issue's own command, with the share after a space.
  const started = await release('promote', 'portals-mfe', ids.canary, '--canary', '50', SKIP_GATE);
  expect(started.code, started.stderr).toBe(0);
});

test.afterAll(async () => {
  for (const visitor of Object.values(drawn)) await visitor.context.close();
  await site?.close();
});

/** A new visitor's first page of the client portal: the side drawn for it, and the title it sees, which must be that side's. */
async function firstVisit(browser: Browser, cookie?: string): Promise<{ visitor: Visitor; side: Side }> {
  const visitor = await newVisitor(browser, cookie);
  const answer = await visitor.page.goto(`${siteOrigin}/client-portal`);
  const title = await titleSeen(visitor.page);
  expect([LIVE_TITLE, CANARY_TITLE]).toContain(title);
  // The side is set by the page's own answer, and replaces whatever the browser had.
  expect(await sideSetBy(answer)).toBeDefined();
  const side = await sideOf(visitor);
  expect(title).toBe(side === 'canary' ? CANARY_TITLE : LIVE_TITLE);
  return { visitor, side };
}

/** Keeps the first visitor drawn onto each side for the tests after the draw; closes the others. */
async function keepFirstOfSide(visitor: Visitor, side: Side): Promise<void> {
  if (drawn[side]) await visitor.context.close();
  else drawn[side] = visitor;
}

test('at 50 %, new visitors are drawn onto both sides, and each sees the title of the side its cookie names', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // All 16 on one side happens in 2 of 2^16 runs (3e-5).
  const sides: Side[] = [];
  // Four browsers at a time, each a visitor of its own.
  for (let batch = 0; batch < 4; batch += 1) {
    for (const { visitor, side } of await Promise.all([0, 1, 2, 3].map(() => firstVisit(browser)))) {
      sides.push(side);
      expect(visitor.console.messages).toEqual([]);
      await keepFirstOfSide(visitor, side);
    }
  }
  expect(new Set(sides)).toEqual(new Set(['canary', 'live']));
});

test('a visitor stays on its side for the whole canary: every page, reload, in-app move, file and /remotes.json is its release', async () => {
  for (const side of ['canary', 'live'] as const) {
    const visitor = drawn[side]!;
    const { page } = visitor;
    const cookie = (await sideCookieOf(visitor))!.value;
    const title = side === 'canary' ? CANARY_TITLE : LIVE_TITLE;

    const reloaded = await page.reload();
    expect(await titleSeen(page), side).toBe(title);
    expect(await sideSetBy(reloaded)).toBeUndefined();

    // Away to another group's page and back, by the site's own links: the app moves without a new document.
    const documentsBefore = visitor.documents.length;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(`${siteOrigin}/our-story`);
    await expect(page.getByRole('heading', { level: 1, name: 'Built in Georgia since 1997' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Client Portal' }).click();
    await expect(page).toHaveURL(`${siteOrigin}/client-portal`);
    await expect(page.getByRole('heading', { level: 1 }), side).toHaveText(title);
    expect(visitor.documents.length).toBe(documentsBefore);

    // The group's other page, as a new document.
    const investor = await page.goto(`${siteOrigin}/investor-portal`);
    await expect(page.getByRole('heading', { level: 1, name: 'Investor dashboard' })).toBeVisible();
    expect(await sideSetBy(investor)).toBeUndefined();
    expect((await releasesNamed(page))['portals-mfe'], side).toBe(releaseOf(side));

    // Every file of the group the browser fetched in the whole visit, the first page's too, is of its side's release.
    expect(portalsReleasesFetched(visitor), side).toEqual([releaseOf(side)]);
    expect(await portalsManifestOf(page)).toBe(`${portalsOrigin}/${releaseOf(side)}/mf-manifest.json`);
    expect((await sideCookieOf(visitor))?.value).toBe(cookie);
    expect(visitor.console.messages).toEqual([]);
  }
});

test("a forged, garbled or foreign side cookie changes nothing: the visitor is drawn a side anew and sees that side's release", async ({
  browser,
}) => {
  for (const forged of [
    `canary.20990101-000000-deadbeef`,
    'canary',
    `canary.${ids.canary}.admin`,
    `staged.${ids.canary}`,
    'garbled!%@#',
    // The live release's own id: a side is always named by the canary's release.
    `live.${ids.live}`,
  ]) {
    const { visitor, side } = await firstVisit(browser, forged);
    expect((await releasesNamed(visitor.page))['portals-mfe'], forged).toBe(releaseOf(side));
    expect(portalsReleasesFetched(visitor), forged).toEqual([releaseOf(side)]);
    expect(visitor.console.messages).toEqual([]);
    await visitor.context.close();
  }
});

/** Hides the page as the page itself sees it, as when its visitor switches tabs (headless Chromium never hides a page). */
function hide(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

test("a field report names its side's releases and its page's view token in its body and goes without a cookie, when the page is left or hidden", async () => {
  const isReport = (method: string, url: string) =>
    method === 'POST' && new URL(url, siteOrigin).pathname === '/api/field-data';
  // A report sent as the page unloads is followed by no browser event: the site sees it arrive.
  const arrived: Array<string | undefined> = [];
  const onArrival = (request: IncomingMessage) => {
    if (isReport(request.method ?? '', request.url ?? '')) arrived.push(request.headers.cookie);
  };
  site!.shell.server.on('request', onArrival);
  try {
    for (const side of ['canary', 'live'] as const) {
      const { page } = drawn[side]!;
      // Left: the reporter measured something by then (its library reports as the page settles), else the page is opened again.
      await expect(async () => {
        arrived.length = 0;
        await page.goto(`${siteOrigin}/client-portal`);
        await mainHeading(page);
        await page.goto(`${siteOrigin}/our-story`);
        await expect.poll(() => arrived.length, { timeout: 5000 }).toBeGreaterThan(0);
      }).toPass();
      expect(
        arrived.filter((cookie) => cookie !== undefined),
        side,
      ).toEqual([]);

      // Hidden: the page stays, so the browser's request is read whole.
      const reports: Request[] = [];
      page.on('request', (request) => {
        if (isReport(request.method(), request.url())) reports.push(request);
      });
      await mainHeading(page);
      // Hidden again until a report goes: the reporter sends only once its measurements are in.
      await expect
        .poll(async () => {
          await hide(page);
          return reports.length;
        })
        .toBeGreaterThan(0);
      // The page's own view token goes back with its reports, so the canary's judgment counts this page once.
      const view = await page.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.find(
            (timing) => timing.name === 'view',
          )?.description,
      );
      expect(view, side).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
      for (const report of reports) {
        const body = report.postDataJSON() as { releases?: Record<string, string>; view?: string };
        expect(body.releases?.['portals-mfe'], side).toBe(releaseOf(side));
        expect(body.view, side).toBe(view);
        expect(await report.headerValue('cookie'), side).toBeNull();
      }
      expect((await sideCookieOf(drawn[side]!))?.value).toMatch(new RegExp(`^${side}\\.${ids.canary}-[0-9a-f]{8}$`));
    }
  } finally {
    site!.shell.server.off('request', onArrival);
  }
});

/**
 * Once no canary runs: each drawn visitor's next page, and a new visitor's first, show `title`, with
 * every file of the group from release `id`, and no answer gives a side.
 */
async function everyoneSees(browser: Browser, title: string, id: string): Promise<void> {
  const newcomer = await newVisitor(browser);
  for (const [who, visitor] of [...Object.entries(drawn), ['new', newcomer] as const]) {
    visitor.requested.length = 0;
    const answer = await visitor.page.goto(`${siteOrigin}/client-portal`);
    expect(await titleSeen(visitor.page), who).toBe(title);
    expect(await sideSetBy(answer), who).toBeUndefined();
    expect(portalsReleasesFetched(visitor), who).toEqual([id]);
    expect(visitor.console.messages, who).toEqual([]);
  }
  expect(await sideCookieOf(newcomer)).toBeUndefined();
  await newcomer.context.close();
}

test('once the canary is rolled back, every visitor, of either side or new, gets the live release, and no side is drawn', async ({
  browser,
}) => {
  const aborted = await release('status', 'portals-mfe', '--abort');
  expect(aborted.code, aborted.stderr).toBe(0);
  await everyoneSees(browser, LIVE_TITLE, ids.live);
});

test('a canary started again and promoted: every visitor, of either side or new, gets the promoted release, and no side is drawn', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const visitor of Object.values(drawn)) await visitor.context.close();
  delete drawn.canary;
  delete drawn.live;
  const started = await release('promote', 'portals-mfe', ids.canary, '--canary=50', SKIP_GATE);
  expect(started.code, started.stderr).toBe(0);
  // New visitors until one has landed on each side (16 all on one side: 3e-5).
  for (let count = 0; count < 16 && !(drawn.canary && drawn.live); count += 1) {
    const { visitor, side } = await firstVisit(browser);
    await keepFirstOfSide(visitor, side);
  }
  expect(Object.keys(drawn).sort()).toEqual(['canary', 'live']);

  const promoted = await release('status', 'portals-mfe', '--promote');
  expect(promoted.code, promoted.stderr).toBe(0);
  await everyoneSees(browser, CANARY_TITLE, ids.canary);
});
