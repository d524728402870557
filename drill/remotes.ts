/**
 * The remote half of the drill: the composed site from the production build, each remote's host
 * behind a FaultProxy, and a real browser. While a visitor uses the site, one remote at a time is
 * killed, slowed, broken or replaced by a build of another contract; the rest of the site must
 * stay usable, the affected route must say so, and "Try again" must bring it back once the
 * remote is healthy.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_GROUPS, type RemoteGroup } from 'shared/routes';
import { createSite, readServerConfig, type Site } from 'site-server';
import { linkServerModules } from 'site-server/build-output';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tooling/browser/chromium';
import { repoRoot } from '../tooling/workspaces';
import { sharedFixture, type DrillCase, type DrillContext } from './drillCase';
import { FaultProxy, type RemoteFault } from './faultProxy';

const REMOTES_SECTION = 'remotes';

/** The shell gives a remote 8 s; a visitor should hear about it well within this. */
const UNAVAILABLE_WITHIN_MS = 12_000;
const SLOW_REMOTE_MS = 10_000;

/** The shell's port (DRILL_PORT); the remotes take the next four, their fault proxies the four after. */
const DEFAULT_DRILL_PORT = 8380;

/** The composed site as the drill runs it: the build, the proxies, a browser. */
class DrillSite {
  readonly proxies = new Map<RemoteGroup, FaultProxy>();
  private site: Site | undefined;
  private browser: Browser | undefined;
  private workDir = '';

  constructor(private readonly port: number) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where the portals remote is served from: a copy, so the contract case can swap it like a deploy. */
  get portalsDir(): string {
    return path.join(this.workDir, 'portals');
  }

  get incompatiblePortalsDir(): string {
    return path.join(this.workDir, 'portals-contract-2');
  }

  async start(): Promise<void> {
    for (const workspace of ['shell', ...REMOTE_GROUPS.map((group) => `${group}-mfe`)]) {
      if (!existsSync(path.join(repoRoot, workspace, 'dist', 'server-build.json'))) {
        throw new Error(`${workspace} has no production build: run "npm run build" before the remote drill`);
      }
    }
    this.workDir = mkdtempSync(path.join(tmpdir(), 'drill-remotes-'));
    linkServerModules(this.workDir);
    cpSync(path.join(repoRoot, 'portals-mfe', 'dist'), this.portalsDir, { recursive: true });
    buildIncompatiblePortals(this.incompatiblePortalsDir);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      PORTALS_MFE_DIST: this.portalsDir,
      LEADS_DATA_DIR: path.join(this.workDir, 'leads'),
      LEAD_WEBHOOK_URL: '',
    };
    REMOTE_GROUPS.forEach((group, index) => {
      const proxy = new FaultProxy(this.port + 5 + index, `http://127.0.0.1:${this.port + 1 + index}`, SLOW_REMOTE_MS);
      this.proxies.set(group, proxy);
      env[`${group.toUpperCase()}_MFE_URL`] = `${proxy.origin}/mf-manifest.json`;
    });
    this.site = await createSite(readServerConfig(env));
    await this.site.listen();
    for (const proxy of this.proxies.values()) await proxy.start();
    this.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  }

  proxy(group: RemoteGroup): FaultProxy {
    const proxy = this.proxies.get(group);
    if (!proxy) throw new Error(`no proxy for ${group}`);
    return proxy;
  }

  /** A visitor of their own: no cache or state shared with the cases before. */
  async visitor(): Promise<{ context: BrowserContext; page: Page; console: string[] }> {
    if (!this.browser) throw new Error('the drill site is not started');
    const context = await this.browser.newContext({ baseURL: this.origin });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => console.push(`uncaught: ${error.message}`));
    return { context, page, console };
  }

  /** Puts the incompatible portals build in place of the live one, or back. */
  swapPortals(): void {
    const aside = `${this.portalsDir}.aside`;
    renameSync(this.portalsDir, aside);
    renameSync(this.incompatiblePortalsDir, this.portalsDir);
    renameSync(aside, this.incompatiblePortalsDir);
  }

  async stop(): Promise<void> {
    await this.browser?.close().catch(() => undefined);
    for (const proxy of this.proxies.values()) await proxy.stop();
    await this.site?.close().catch(() => undefined);
    if (this.workDir) rmSync(this.workDir, { recursive: true, force: true });
  }
}

/** The portals remote as its team might ship it by mistake: built against page-group contract 2. */
function buildIncompatiblePortals(outputDir: string): void {
  const builder = path.join(repoRoot, 'e2e', 'redeploy', 'buildChangedPortals.ts');
  const result = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [builder, outputDir, 'Client Portal', 'Client Portal', '--contract-major=2'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`could not build the contract-2 portals remote: ${result.stderr || result.stdout}`);
}

async function heading(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await page.locator('main h1').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout });
}

/** Seconds since `started`, to one decimal. */
const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

/** Waits for a route's unavailable notice; returns how long it took. */
async function expectUnavailable(page: Page, title: string): Promise<string> {
  const started = Date.now();
  try {
    await heading(page, title, UNAVAILABLE_WITHIN_MS);
  } catch {
    const shown = await page
      .locator('main h1')
      .first()
      .textContent()
      .catch(() => null);
    throw new Error(
      `"${title}" did not show within ${UNAVAILABLE_WITHIN_MS / 1000} s (the page shows "${shown ?? 'no heading'}")`,
    );
  }
  await page.getByRole('button', { name: 'Try again' }).waitFor({ state: 'visible', timeout: 2_000 });
  return secondsSince(started);
}

/** The parts of the site that do not need the failing remote still work: the contact dialog, another group's page, the home page. */
async function expectRestOfSiteWorks(page: Page, otherGroupLink: string, otherGroupHeading: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
  await page.getByRole('contentinfo').getByRole('link', { name: otherGroupLink, exact: true }).click();
  await heading(page, otherGroupHeading);
  if (/unavailable/.test((await page.locator('main h1').first().textContent()) ?? '')) {
    throw new Error(`${otherGroupLink} is unavailable too, though its remote is healthy`);
  }
}

const RECOVERY_WITHIN_MS = 30_000;

/** Presses Try again on the unavailable notice and waits for the page itself. */
async function expectRecovery(page: Page, pageHeading: string): Promise<string> {
  const started = Date.now();
  await page.getByRole('button', { name: 'Try again' }).click();
  try {
    // Generous, for a machine busy with the browser tests beside it; the drill prints how long it took.
    await heading(page, pageHeading, RECOVERY_WITHIN_MS);
  } catch {
    const shown = await page
      .locator('main h1')
      .first()
      .textContent()
      .catch(() => null);
    throw new Error(
      `Try again did not bring the page back within ${RECOVERY_WITHIN_MS / 1000} s (it shows "${shown ?? 'no heading'}")`,
    );
  }
  return secondsSince(started);
}

/** The server's HTML for a route, and how long it took. */
async function servedDocument(
  site: DrillSite,
  route: string,
): Promise<{ status: number; html: string; seconds: string }> {
  const started = Date.now();
  const response = await fetch(`${site.origin}${route}`);
  return { status: response.status, html: await response.text(), seconds: secondsSince(started) };
}

/** One staged failure of one remote, and what a visitor must see through it. */
interface FaultDrill {
  name: string;
  group: RemoteGroup;
  fault: Exclude<RemoteFault, 'none'> | 'incompatible-contract';
  /** Where the visitor is when the fault starts; without it, the visitor opens the route itself afterwards. */
  firstPage?: { path: string; heading: string };
  /** The affected route: its footer link, its page's heading, and its unavailable notice. */
  route: { path: string; link: string; heading: string; unavailable: string };
  /** A page of a healthy group, reached by its footer link while the fault lasts. */
  otherGroup: { link: string; heading: string };
  /** Whether the server still renders the page during the fault (from its disk), or sends the plain document. */
  serverSends: 'the page' | 'the plain document';
  /** What the browser's console must say about the failure. */
  consoleSays: string;
}

async function startFault(site: DrillSite, drill: FaultDrill): Promise<void> {
  if (drill.fault === 'incompatible-contract') site.swapPortals();
  else await site.proxy(drill.group).setFault(drill.fault);
}

async function endFault(site: DrillSite, drill: FaultDrill): Promise<void> {
  if (drill.fault === 'incompatible-contract') site.swapPortals();
  else await site.proxy(drill.group).setFault('none');
}

async function expectServerDocument(
  site: DrillSite,
  drill: FaultDrill,
  expected: FaultDrill['serverSends'],
): Promise<string> {
  const served = await servedDocument(site, drill.route.path);
  const hasPage = served.html.includes(drill.route.heading);
  if (served.status !== 200) throw new Error(`the server answered ${served.status} for ${drill.route.path}`);
  if (hasPage !== (expected === 'the page')) {
    throw new Error(
      `the server sent ${hasPage ? 'the page' : 'the plain document'} for ${drill.route.path}, not ${expected}`,
    );
  }
  if (Number(served.seconds) > 2)
    throw new Error(`the server took ${served.seconds} s for ${drill.route.path}: it waited on the remote's host`);
  return served.seconds;
}

async function runFaultDrill(site: DrillSite, drill: FaultDrill): Promise<string> {
  const { context, page, console } = await site.visitor();
  let faulty = false;
  try {
    if (drill.firstPage) {
      await page.goto(drill.firstPage.path);
      await heading(page, drill.firstPage.heading);
      await page.waitForLoadState('networkidle');
    }
    await startFault(site, drill);
    faulty = true;
    const serverSeconds = await expectServerDocument(site, drill, drill.serverSends);
    if (drill.firstPage)
      await page.getByRole('contentinfo').getByRole('link', { name: drill.route.link, exact: true }).click();
    else await page.goto(drill.route.path, { waitUntil: 'domcontentloaded' });
    const notice = await expectUnavailable(page, drill.route.unavailable);
    if (!console.some((line) => line.includes(drill.consoleSays))) {
      throw new Error(
        `the browser console does not say "${drill.consoleSays}"; it said: ${console.slice(-3).join(' | ') || 'nothing'}`,
      );
    }
    await expectRestOfSiteWorks(page, drill.otherGroup.link, drill.otherGroup.heading);
    await page.goBack();
    await expectUnavailable(page, drill.route.unavailable);
    await endFault(site, drill);
    faulty = false;
    const recovered = await expectRecovery(page, drill.route.heading);
    await expectServerDocument(site, drill, 'the page');
    return `server HTML in ${serverSeconds} s; notice after ${notice} s; back after Try again in ${recovered} s`;
  } finally {
    if (faulty) await endFault(site, drill);
    await context.close();
  }
}

const faultDrills: FaultDrill[] = [
  {
    name: 'the services remote is killed mid-session: its next page says so, the site stays usable, Try again recovers once it is back',
    group: 'services',
    fault: 'down',
    firstPage: { path: '/pcb-assembly', heading: 'PCB Assembly Services' },
    route: {
      path: '/box-build',
      link: 'Box Build',
      heading: 'Box Build and System Integration',
      unavailable: 'Box Build is temporarily unavailable',
    },
    otherGroup: { link: 'Our Story', heading: 'Built in Georgia since 1997' },
    serverSends: 'the page',
    consoleSays: '[shell] /box-build',
  },
  {
    name: 'the industries remote answers only after 10 s: the visitor is told within 12 s, the server HTML does not wait, Try again recovers',
    group: 'industries',
    fault: 'slow',
    firstPage: { path: '/', heading: 'Circuit boards, harnesses and complete builds, made right in Georgia' },
    route: {
      path: '/medical',
      link: 'Medical',
      heading: 'Medical Device Electronics Manufacturing',
      unavailable: 'Medical is temporarily unavailable',
    },
    otherGroup: { link: 'Our Story', heading: 'Built in Georgia since 1997' },
    serverSends: 'the page',
    consoleSays: 'The industries remote did not answer within 8 s',
  },
  {
    name: "the company remote's remoteEntry arrives cut in half: its page says so, the site stays usable, Try again recovers",
    group: 'company',
    fault: 'broken-entry',
    route: {
      path: '/our-story',
      link: 'Our Story',
      heading: 'Built in Georgia since 1997',
      unavailable: 'Our Story is temporarily unavailable',
    },
    otherGroup: { link: 'Medical', heading: 'Medical Device Electronics Manufacturing' },
    serverSends: 'the page',
    consoleSays: '[shell] /our-story',
  },
  {
    name: 'a portals remote built against page-group contract 2 goes live: the server sends the plain document, the browser says why, rolling back recovers',
    group: 'portals',
    fault: 'incompatible-contract',
    route: {
      path: '/client-portal',
      link: 'Client Portal',
      heading: 'Sign in to your client portal',
      unavailable: 'Client Portal is temporarily unavailable',
    },
    otherGroup: { link: 'Our Story', heading: 'Built in Georgia since 1997' },
    serverSends: 'the plain document',
    consoleSays: 'the portals pages were built against page-group contract 2, this shell speaks contract 1',
  },
];

/** Each staged failure takes a visitor up to about 30 s (the slow remote's 10 s and the shell's 8 s among them). */
const FAULT_DRILL_TIMEOUT_MS = 90_000;

/** The remotes section: one composed site for all its cases, started by the first and stopped by the teardown. */
export function remoteCases(context: DrillContext): DrillCase[] {
  const site = sharedFixture(async () => {
    const started = new DrillSite(Number(process.env.DRILL_PORT ?? DEFAULT_DRILL_PORT));
    context.teardown.add(() => started.stop());
    await started.start();
    return started;
  });
  return faultDrills.map((drill) => ({
    section: REMOTES_SECTION,
    name: drill.name,
    timeoutMs: FAULT_DRILL_TIMEOUT_MS,
    run: async () => runFaultDrill(await site(), drill),
  }));
}
