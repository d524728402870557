/**
 * One staged failure of one remote, as a visitor lives through it: the fault starts while they use
 * the site, the affected route must say so while the rest keeps working, the server's HTML must
 * not wait on the remote, and "Try again" must bring the page back once the fault ends.
 */
import type { Page } from '@playwright/test';
import type { RemoteGroup } from 'shared/routes';
import type { RemoteFault } from '../faultProxy';
import type { DrillSite } from './drillSite';

/**
 * How long the drill waits for a route's notice before the case fails: far beyond the shell's 8 s on
 * a busy machine. That the notice does not wait for a slow remote's answer is asserted by holding
 * the answer until the notice shows, not by this figure.
 */
const UNAVAILABLE_WITHIN_MS = 60_000;

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

/** Beyond the shell's 20 s for a visitor's retry: a retry it gave up on shows the notice again before this. */
const RECOVERY_WITHIN_MS = 30_000;
/** How long a slow fault's late request may take to come, once the visitor has been told. */
const LATE_REQUEST_WITHIN_MS = 60_000;

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

/**
 * How long the server may take for a document while the remote's host holds every request: far
 * beyond any render on a busy machine, so only a server that waits on the host runs out of it.
 */
const SERVED_WITHIN_MS = 60_000;

/** The server's HTML for a route, and how long it took. */
async function servedDocument(
  site: DrillSite,
  route: string,
): Promise<{ status: number; html: string; seconds: string }> {
  const started = Date.now();
  const response = await fetch(`${site.origin}${route}`, { signal: AbortSignal.timeout(SERVED_WITHIN_MS) });
  return { status: response.status, html: await response.text(), seconds: secondsSince(started) };
}

/** One staged failure of one remote, and what a visitor must see through it. */
export interface FaultDrill {
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
  /**
   * For a slow fault: a file the timed-out try still asks for after its late answer comes, while the
   * fault lasts. The fault ends once it is asked for and Try again is pressed at once, so the retry
   * must outlast that request, held as long as the fault holds every answer.
   */
  lateRequest?: RegExp;
}

async function untilLateRequest(arrived: Promise<void>, pattern: RegExp): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `the timed-out try never asked for ${pattern} within ${LATE_REQUEST_WITHIN_MS / 1000} s of the notice`,
          ),
        ),
      LATE_REQUEST_WITHIN_MS,
    );
  });
  await Promise.race([arrived, timeout]).finally(() => clearTimeout(timer));
}

async function startFault(site: DrillSite, drill: FaultDrill): Promise<void> {
  if (drill.fault === 'incompatible-contract') site.swapPortals();
  else await site.proxy(drill.group).setFault(drill.fault);
}

async function endFault(site: DrillSite, drill: FaultDrill): Promise<void> {
  if (drill.fault === 'incompatible-contract') site.swapPortals();
  else await site.proxy(drill.group).setFault('none');
}

/**
 * The server answers the route without waiting on the remote's host: the host (when it listens at
 * all) holds every request until the document has arrived, so a server that waited on it would never
 * answer. Returns how long the document took, for the drill's figures.
 */
async function expectServerDocument(
  site: DrillSite,
  drill: FaultDrill,
  expected: FaultDrill['serverSends'],
): Promise<string> {
  const proxy = site.proxy(drill.group);
  const hold = proxy.current === 'down' ? undefined : proxy.holdAll();
  let served: Awaited<ReturnType<typeof servedDocument>>;
  try {
    served = await servedDocument(site, drill.route.path);
  } catch (error) {
    throw new Error(
      `the server did not answer ${drill.route.path} within ${SERVED_WITHIN_MS / 1000} s while the remote's host held ` +
        `its ${hold?.requests() ?? 0} requests: it waited on the remote's host (${String(error)})`,
      { cause: error },
    );
  } finally {
    hold?.release();
  }
  const hasPage = served.html.includes(drill.route.heading);
  if (served.status !== 200) throw new Error(`the server answered ${served.status} for ${drill.route.path}`);
  if (hasPage !== (expected === 'the page')) {
    throw new Error(
      `the server sent ${hasPage ? 'the page' : 'the plain document'} for ${drill.route.path}, not ${expected}`,
    );
  }
  return served.seconds;
}

export async function runFaultDrill(site: DrillSite, drill: FaultDrill): Promise<string> {
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
    // A slow host answers nothing until the visitor has been told: the notice cannot have waited for it.
    const hold = drill.fault === 'slow' ? site.proxy(drill.group).holdAll() : undefined;
    const lateRequest = drill.lateRequest && site.proxy(drill.group).untilRequested(drill.lateRequest);
    let notice: string;
    try {
      notice = await expectUnavailable(page, drill.route.unavailable);
    } finally {
      hold?.release();
    }
    if (!console.some((line) => line.includes(drill.consoleSays))) {
      throw new Error(
        `the browser console does not say "${drill.consoleSays}"; it said: ${console.slice(-3).join(' | ') || 'nothing'}`,
      );
    }
    await expectRestOfSiteWorks(page, drill.otherGroup.link, drill.otherGroup.heading);
    await page.goBack();
    await expectUnavailable(page, drill.route.unavailable);
    if (lateRequest) await untilLateRequest(lateRequest, drill.lateRequest!);
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
