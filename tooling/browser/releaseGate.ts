import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { chromium, errors, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { contactFields, contactTexts } from 'shared/content/contact';
import { messageOf as plainMessageOf } from '../../shell/server/ops/messageOf';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { sampleLead } from './sampleLead';

export interface GateCheck {
  name: string;
  passed: boolean;
  detail?: string;
}

export interface ReleaseGateOptions {
  /** The site's address, e.g. 'http://localhost:8080'. */
  siteUrl: string;
  /** A preview link's path and query ('/_preview?token=…'), opened and its button pressed first so its cookie applies; omitted, the live site is checked. */
  previewPath?: string;
  /** The route paths to check, e.g. ['/pcb-assembly', '/medical']. */
  routes: string[];
  /** Told one printable line per finished check. */
  log?: (line: string) => void;
}

/** How long one check may take in all before it counts as failed. */
const CHECK_TIMEOUT_MS = 20_000;
/** What the press check may take for each control it presses, each in a tab of its own. */
const PRESS_TIMEOUT_MS = 20_000;
/** The most controls of one page pressed at first paint: each costs a fresh load on a slowed CPU. */
const MAX_PRESSED = 6;
/** The longest control name a check's detail shows in full. */
const MAX_NAME_CHARS = 48;
/** How long one step of a check (a navigation, a wait for an element) may take. */
const STEP_TIMEOUT_MS = 15_000;
/** After a press took effect, how long nothing may open a second dialog. */
const SETTLE_MS = 500;
/** Console errors and page errors named in a failed check's detail. */
const MAX_LISTED = 5;

/** The label of the site's contact buttons (the default label of shared/src/ui/ContactButton/ContactButton.tsx). */
const CONTACT_BUTTON = 'Contact Us';
/** Marks the preview banner the server puts on every previewed page (shell/server/releases/previews.ts). */
const PREVIEW_BANNER_MARK = 'class="release-preview"';
/** What the site's console and page errors say when the server's HTML and the first render differ. */
const HYDRATION_WORDS = /hydrat/i;
/** The impacts a release may not ship with. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Either spelling the shell's document uses for the root element: minified (id=root) or as rendered (id="root"). */
const ROOT_OPENING = /<div\s+id=(?:"root"|'root'|root)(?:\s[^>]*)?>/i;
const DIV_TAG = /<(\/?)div\b[^>]*>/gi;

/** What the element `<div id="root">` of a document holds, or undefined when the document has none. */
export function rootContent(html: string): string | undefined {
  const opening = ROOT_OPENING.exec(html);
  if (!opening) return undefined;
  const start = opening.index + opening[0].length;
  DIV_TAG.lastIndex = start;
  let depth = 1;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  // An unclosed root still holds everything after it, as a browser would parse it.
  return html.slice(start);
}

/** Why a served document does not hold its page (or was not previewed when it should be), or undefined when it does. */
export function servedPageProblem(status: number, html: string, expectPreview: boolean): string | undefined {
  if (status !== 200) return `answered ${status}, not 200`;
  const root = rootContent(html);
  if (root === undefined) return 'the document has no <div id="root">';
  if (root.trim() === '') return 'the root element is empty: the server could not render the page and sent the client-rendered document';
  const missing = ['<main', '<h1'].filter((tag) => !root.includes(tag));
  if (missing.length > 0) return `the root element holds no ${missing.join(' and no ')}`;
  if (expectPreview && !html.includes(PREVIEW_BANNER_MARK)) return 'the preview was not applied: the document carries no preview banner (class="release-preview")';
  return undefined;
}

/** One line per check for a log: PASS or FAIL, its name and what it found. */
export function formatCheck(check: GateCheck): string {
  return `${check.passed ? 'PASS' : 'FAIL'}  ${check.name}${check.detail ? ` — ${check.detail}` : ''}`;
}

/** An error's message without Playwright's call log, on one line. */
export function messageOf(error: unknown): string {
  const message = plainMessageOf(error);
  return message.split('\nCall log:')[0]!.replace(/\s+/g, ' ').trim();
}

/** A failed expectation of a check: its message becomes the check's detail. */
class CheckFailed extends Error {}
function fail(detail: string): never {
  throw new CheckFailed(detail);
}


/** The accepted-lead answer of shell/server/leads/leadIntake.ts, so the form behaves exactly as after a real send. */
function acceptedLeadAnswer() {
  return { status: 201, contentType: 'application/json', body: JSON.stringify({ id: randomUUID(), receivedAt: new Date().toISOString() }) };
}

/**
 * Runs one check with its own time limit; whatever it throws, or its running out of time, fails it.
 * `progress` says what the check had done when its time ran out.
 */
async function runCheck(name: string, run: () => Promise<string | void>, timeoutMs = CHECK_TIMEOUT_MS, progress?: () => string): Promise<GateCheck> {
  try {
    const detail = await withinTime(run(), timeoutMs, () => {
      const done = progress?.();
      return `did not finish within ${timeoutMs / 1000} s${done ? `; ${done}` : ''}`;
    });
    return detail ? { name, passed: true, detail } : { name, passed: true };
  } catch (error) {
    return { name, passed: false, detail: messageOf(error) };
  }
}

/** The document the server sends a visitor's browser: asked for as a navigation asks, since the server answers a script's request otherwise. */
async function fetchDocument(context: BrowserContext, url: string) {
  const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  const target = new URL(url);
  // Browsers find every *.localhost name (the preview host's default) on this machine; Node's resolver does not, so it is asked by address, naming the host and sending the browser's cookies for it.
  if (target.hostname.endsWith('.localhost')) {
    headers.host = target.host;
    headers.cookie = (await context.cookies(url)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    target.hostname = '127.0.0.1';
  }
  return context.request.get(target.href, { timeout: STEP_TIMEOUT_MS, headers });
}

/** The page's main heading, as the browser tests find it. */
const mainHeading = (page: Page) => page.locator('main h1').first();

/** Whether React owns the main heading yet: it marks every node it rendered or hydrated with a `__reactFiber` key. */
function headingHydrated(page: Page) {
  return page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1');
      return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: STEP_TIMEOUT_MS, polling: 100 },
  );
}

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Runs one step of a check, naming the step in its error. */
async function step<T>(what: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof CheckFailed) throw error;
    throw new CheckFailed(`${what}: ${messageOf(error)}`);
  }
}

const bodyContactButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: CONTACT_BUTTON, exact: true });
const headerContactButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: CONTACT_BUTTON });

/**
 * The button a visitor presses to reach the contact form: the page body's first, or the header's
 * when the body has none. `bodyHasOne` is what the fully loaded page showed, when it is known.
 */
async function contactButton(page: Page, bodyHasOne: boolean | undefined): Promise<{ button: Locator; where: string }> {
  const inBody = bodyContactButtons(page).first();
  const inHeader = { button: headerContactButton(page), where: "the header's (the page body has none)" };
  if (bodyHasOne === true) return { button: inBody, where: "the page body's first" };
  if (bodyHasOne === false) return inHeader;
  // Unknown: the footer comes after the page body in the served document, so once it is drawn a body without the button has none.
  await step('waiting for the page body or the footer to be drawn', inBody.or(page.locator('footer')).first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }));
  return (await inBody.count()) > 0 ? { button: inBody, where: "the page body's first" } : inHeader;
}

async function waitForOneContactDialog(page: Page): Promise<void> {
  await step(
    'waiting for the Contact Us dialog',
    page.getByRole('dialog', { name: contactTexts.dialogTitle }).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }),
  );
  // A press applied twice would open a second dialog a moment later.
  await page.waitForTimeout(SETTLE_MS);
  const open = await page.getByRole('dialog').count();
  if (open !== 1) fail(`${open} dialogs are open, not exactly one`);
}

type ControlRole = Parameters<Page['getByRole']>[0];

/** What a press on a control of the page body should visibly do: open a dialog, expand something, or select a tab. */
export type PressKind = 'dialog' | 'expand' | 'tab';

/** A control of the page body that the press check presses, found on the fully loaded page. */
export interface PageControl {
  kind: PressKind;
  role: ControlRole;
  name: string;
  /** Its place among the page body's elements of the same role and name, in page order. */
  nth: number;
}

export interface PageControls {
  /** Those pressed, in page order. */
  controls: PageControl[];
  /** How many more the page body has than are pressed. */
  leftOut: number;
}

/**
 * The role and accessible name an element's aria snapshot opens with (`- button "Contact Us"`), or
 * undefined when it has no name: the snapshot is Playwright's own reading, so the name finds the
 * element again with getByRole.
 */
export function roleAndName(snapshot: string): { role: string; name: string } | undefined {
  const line = (snapshot.split('\n')[0] ?? '').replace(/^\s*-\s*/, '');
  let key = line;
  // YAML single-quotes a key holding characters such as ": ", doubling any quote inside.
  if (line.startsWith("'")) {
    key = '';
    for (let at = 1; at < line.length; at += 1) {
      if (line[at] !== "'") key += line[at];
      else if (line[at + 1] === "'") key += line[(at += 1)];
      else break;
    }
  }
  const match = /^([a-z]+) ("(?:[^"\\]|\\.)*")/.exec(key);
  if (!match) return undefined;
  const name = JSON.parse(match[2]!) as string;
  return name === '' ? undefined : { role: match[1]!, name };
}

/** A control's name as a check's detail shows it: quoted, and cut short when long. */
export function shownControl(control: Pick<PageControl, 'name' | 'nth'>): string {
  const name = control.name.length > MAX_NAME_CHARS ? `${control.name.slice(0, MAX_NAME_CHARS - 1).trimEnd()}…` : control.name;
  return `"${name}"${control.nth > 0 ? ` (#${control.nth + 1})` : ''}`;
}

/** Controls that differ only in their last words ("Show a larger view of the … badge") are of one family. */
const familyOf = (control: PageControl) => `${control.kind}:${control.name.split(/\s+/).slice(0, 3).join(' ')}`;

/**
 * Up to `most` of `candidates`, in page order: first one of each family, so a row of alike buttons
 * does not crowd out the page's other controls, then the rest in page order.
 */
export function controlsToPress(candidates: readonly PageControl[], most: number): PageControls {
  const families = new Set<string>();
  const chosen = new Set<PageControl>();
  for (const control of candidates) {
    if (chosen.size < most && !families.has(familyOf(control))) chosen.add(control);
    families.add(familyOf(control));
  }
  for (const control of candidates) if (chosen.size < most) chosen.add(control);
  return { controls: candidates.filter((control) => chosen.has(control)), leftOut: candidates.length - chosen.size };
}

/**
 * The buttons of the fully loaded page body whose press has an effect the gate can see, one per
 * accessible name, in page order: those that open a dialog, expand something, or select a tab.
 */
async function pressableControls(page: Page): Promise<PageControls> {
  const body = page.getByRole('main');
  const candidates: PageControl[] = [];
  const names = new Set<string>();
  for (const button of await body.locator('button').all()) {
    const kind = await button.evaluate((element): PressKind | undefined => {
      if (element.getAttribute('role') === 'tab') return element.getAttribute('aria-selected') === 'true' ? undefined : 'tab';
      if (element.getAttribute('aria-haspopup') === 'dialog') return 'dialog';
      return element.hasAttribute('aria-expanded') ? 'expand' : undefined;
    });
    if (!kind || !(await button.isVisible()) || !(await button.isEnabled())) continue;
    const found = roleAndName(await button.ariaSnapshot());
    if (!found || names.has(found.name)) continue;
    names.add(found.name);
    const role = found.role as ControlRole;
    const nth = await body.getByRole(role, { name: found.name, exact: true }).evaluateAll((elements, target) => elements.indexOf(target!), await button.elementHandle());
    // Not found again by its name: a fresh tab could not find it either.
    if (nth >= 0) candidates.push({ kind, role, name: found.name, nth });
  }
  return controlsToPress(candidates, MAX_PRESSED);
}

/** The same control in another tab of the page. */
function locateControl(page: Page, control: PageControl): Locator {
  const matches = page.getByRole('main').getByRole(control.role, { name: control.name, exact: true });
  return control.nth > 0 ? matches.nth(control.nth) : matches.first();
}

/** Waits for what should come in time; its not coming fails with `failure` and the time waited, said plainly. */
async function inTime<T>(failure: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof errors.TimeoutError) fail(`${failure} within ${STEP_TIMEOUT_MS / 1000} s`);
    throw new CheckFailed(`${failure}: ${messageOf(error)}`);
  }
}

/** What a press on the control did once the page took it, or a CheckFailed saying why it took no effect. */
async function pressEffect(page: Page, control: PageControl, target: Locator, before: string | null): Promise<string> {
  if (control.kind === 'dialog') {
    await inTime('no dialog opened', page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }));
    // A press applied twice would open a second dialog a moment later.
    await page.waitForTimeout(SETTLE_MS);
    const open = await page.getByRole('dialog').count();
    if (open !== 1) fail(`${open} dialogs are open, not exactly one`);
    return 'dialog opened';
  }
  if (control.kind === 'tab') {
    await inTime('aria-selected never became "true"', target.and(page.locator('[aria-selected="true"]')).waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS }));
    return 'selected';
  }
  // A control drawn without aria-expanded is taken as collapsed, as assistive technology takes it.
  const flipped = before === 'true' ? 'false' : 'true';
  const done = flipped === 'true' ? 'expanded' : 'collapsed';
  await inTime(`aria-expanded never became "${flipped}"`, target.and(page.locator(`[aria-expanded="${flipped}"]`)).waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS }));
  // A press applied twice would flip it back a moment later.
  await page.waitForTimeout(SETTLE_MS);
  const after = await target.getAttribute('aria-expanded', { timeout: STEP_TIMEOUT_MS });
  if (after !== flipped) fail(`${done}, then aria-expanded went back to "${after}": the press took effect twice`);
  return done;
}

/** A visitor on a slow phone presses the control the moment it is drawn, without waiting for the page's code. */
function pressAtFirstPaint(context: BrowserContext, url: string, control: PageControl, tabs: PressTabs): Promise<string> {
  return inSlowTab(context, url, tabs, async (page) => {
    const target = locateControl(page, control);
    // One call finds it and reads what the served HTML drew, so the press still comes before the page's code runs.
    const drawn = await inTime(
      'it was not drawn',
      target.evaluate(
        (element, attribute) => ({ state: attribute && element.getAttribute(attribute), dialogs: element.ownerDocument.querySelectorAll('[role="dialog"], dialog[open]').length }),
        { dialog: '', expand: 'aria-expanded', tab: 'aria-selected' }[control.kind],
        { timeout: STEP_TIMEOUT_MS },
      ),
    );
    if (control.kind === 'tab' && drawn.state === 'true') fail('it was drawn already selected, so a press on it shows nothing');
    if (control.kind === 'dialog' && drawn.dialogs > 0) fail(`${drawn.dialogs} dialog(s) were open before the press`);
    await inTime('it could not be pressed', target.click({ timeout: STEP_TIMEOUT_MS }));
    return pressEffect(page, control, target, drawn.state || null);
  });
}

/** What a press check has done so far, for its detail should it run out of time. */
interface PressProgress {
  outcomes: string[];
  pressing?: string;
}

/** What a press check had done when its time ran out. */
function progressOf(progress: PressProgress): string {
  const parts = [...progress.outcomes, ...(progress.pressing ? [`${progress.pressing}: still being pressed`] : [])];
  return parts.length > 0 ? `so far: ${parts.join('; ')}` : '';
}

/**
 * Presses each control in a tab of its own and says what each press did; fails, naming the
 * controls whose press took no effect and why, unless every one did.
 */
async function pressesTakeEffect(context: BrowserContext, url: string, found: PageControls, tabs: PressTabs, progress: PressProgress): Promise<string> {
  let failed = 0;
  for (const control of found.controls) {
    const shown = (progress.pressing = shownControl(control));
    try {
      progress.outcomes.push(`${shown}: ${await pressAtFirstPaint(context, url, control, tabs)}`);
    } catch (error) {
      failed += 1;
      progress.outcomes.push(`${shown}: failed, ${messageOf(error)}`);
    }
    progress.pressing = undefined;
  }
  const leftOut = found.leftOut > 0 ? `; ${found.leftOut} more left out (at most ${MAX_PRESSED} are pressed on a page)` : '';
  const outcomes = `${progress.outcomes.join('; ')}${leftOut}`;
  if (failed > 0) fail(`${failed} of ${found.controls.length} press(es) took no effect: ${outcomes}`);
  return outcomes;
}

/**
 * Contact Us pressed at first paint, for a page body without a control the gate can press: the
 * header's, or when the body's controls are not known, the one `contactButton` finds.
 */
function contactPressTakesEffect(context: BrowserContext, url: string, bodyControlsKnown: boolean, bodyHasContactButton: boolean | undefined, tabs: PressTabs): Promise<string> {
  return inSlowTab(context, url, tabs, async (page) => {
    const { button, where } = bodyControlsKnown ? { button: headerContactButton(page), where: "the header's" } : await contactButton(page, bodyHasContactButton);
    await step(`pressing ${where} Contact Us`, button.click({ timeout: STEP_TIMEOUT_MS }));
    await waitForOneContactDialog(page);
    return `pressed ${where} Contact Us; one Contact Us dialog opened`;
  });
}

/** The tabs of one press check: once the check is over, those still open are closed and no more are opened. */
class PressTabs {
  private readonly open = new Set<Page>();
  private over = false;

  async add(context: BrowserContext): Promise<Page> {
    if (this.over) fail('the check was already over');
    const page = await context.newPage();
    this.open.add(page);
    if (this.over) await this.remove(page);
    return page;
  }

  async remove(page: Page): Promise<void> {
    this.open.delete(page);
    await closeTab(page);
  }

  async end(): Promise<void> {
    this.over = true;
    await Promise.all([...this.open].map((page) => this.remove(page)));
  }
}

/**
 * Opens the page in a fresh tab with its CPU slowed as a slow phone's, returning as soon as the
 * server's answer starts, runs `work` on it and closes it.
 */
async function inSlowTab(context: BrowserContext, url: string, tabs: PressTabs, work: (page: Page) => Promise<string>): Promise<string> {
  const page = await tabs.add(context);
  try {
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await step('opening the page', page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS }));
    return await work(page);
  } finally {
    await tabs.remove(page);
  }
}

/** Settles as `work` does, or fails saying `outOfTime()` once `ms` have passed. */
async function withinTime<T>(work: Promise<T>, ms: number, outOfTime: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckFailed(outOfTime())), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes a tab, never failing: a check that timed out may have left it busy. */
async function closeTab(page: Page | undefined): Promise<void> {
  await page?.close().catch(() => undefined);
}

interface PageLoad {
  page: Page;
  problems: string[];
  hydrationMessages: string[];
  /** Set once the page is hydrated and the network idle. */
  loaded: boolean;
  /** Why the load did not finish, if it did not. */
  failure?: string;
}

/** Opens a tab that records every console error and uncaught error, and every message about hydration. */
async function recordingTab(context: BrowserContext): Promise<PageLoad> {
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const load: PageLoad = { page, problems: [], hydrationMessages: [], loaded: false };
  page.on('console', (message) => {
    if (message.type() === 'error') load.problems.push(`console.error: ${message.text()}`);
    if (HYDRATION_WORDS.test(message.text())) load.hydrationMessages.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    load.problems.push(`uncaught: ${error.message}`);
    if (HYDRATION_WORDS.test(`${error.name} ${error.message}`)) load.hydrationMessages.push(`uncaught: ${error.message}`);
  });
  return load;
}

/** The longest a listed message may be: enough for its cause, not its whole stack. */
const MAX_MESSAGE_CHARS = 240;
const shortened = (message: string) => {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_MESSAGE_CHARS ? `${oneLine.slice(0, MAX_MESSAGE_CHARS)}…` : oneLine;
};
const listed = (items: string[]) =>
  `${items.slice(0, MAX_LISTED).map(shortened).join(' | ')}${items.length > MAX_LISTED ? ` | … and ${items.length - MAX_LISTED} more` : ''}`;

/**
 * The checks a release must pass before it goes live, on each route of the live site or of a
 * preview: the server's HTML holds the page, hydration changes nothing, the console stays clean,
 * axe finds nothing serious, a press at first paint on the page's controls takes effect on a slow phone, and (on the
 * first route) the contact form posts what was typed and thanks the visitor, without a real lead
 * ever reaching the intake.
 */
export async function runReleaseGate(options: ReleaseGateOptions): Promise<GateCheck[]> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const log = options.log ?? (() => undefined);
  const checks: GateCheck[] = [];
  const record = (check: GateCheck) => {
    checks.push(check);
    log(formatCheck(check));
  };

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    let previewNote = '';
    if (options.previewPath !== undefined) {
      const opener = await context.newPage();
      try {
        // As a person opens it: the link shows what it would open, and only its button sets the preview.
        const answer = await opener.goto(siteUrl + options.previewPath, { timeout: STEP_TIMEOUT_MS });
        if (answer && !answer.ok()) previewNote = ` (opening the preview link answered ${answer.status()})`;
        else {
          const [pressed] = await Promise.all([opener.waitForNavigation({ timeout: STEP_TIMEOUT_MS }), opener.getByRole('button', { name: 'Open the preview' }).click({ timeout: STEP_TIMEOUT_MS })]);
          if (pressed && !pressed.ok()) previewNote = ` (pressing "Open the preview" answered ${pressed.status()})`;
        }
      } catch (error) {
        previewNote = ` (opening the preview link failed: ${messageOf(error)})`;
      } finally {
        await closeTab(opener);
      }
    }

    for (const [index, route] of options.routes.entries()) {
      const url = siteUrl + route;
      let servedHtml: string | undefined;
      let bodyHasContactButton: boolean | undefined;
      let pageControls: PageControls | undefined;
      let controlsUnknown = 'no tab could be opened';

      // 1. The server's own HTML, fetched with the context's cookies (the preview's among them).
      record(
        await runCheck(`${route}: served HTML holds the page`, async () => {
          const response = await fetchDocument(context, url);
          const html = await response.text();
          if (response.status() === 200) servedHtml = html;
          const problem = servedPageProblem(response.status(), html, options.previewPath !== undefined);
          if (problem) fail(problem.startsWith('the preview was not applied') ? problem + previewNote : problem);
        }),
      );

      // 2-4. One load of the page in a tab: hydration, the console, accessibility.
      let load: PageLoad | undefined;
      try {
        load = await recordingTab(context);
        const { page } = load;
        record(
          await runCheck(`${route}: hydration reports no difference`, async () => {
            try {
              await step('opening the page', page.goto(url, { timeout: STEP_TIMEOUT_MS }));
              await step('waiting for the main heading', mainHeading(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }));
              await step('waiting for the main heading to be hydrated', headingHydrated(page));
              await step('waiting for the network to be idle', page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS }));
              load!.loaded = true;
              bodyHasContactButton = (await bodyContactButtons(page).count()) > 0;
            } catch (error) {
              load!.failure = messageOf(error);
              throw error;
            }
            if (load!.hydrationMessages.length > 0) fail(listed(load!.hydrationMessages));
            servedHtml ??= await (await fetchDocument(context, url)).text();
            // The browser's own parser reads the served heading, entities and comments as the page itself did.
            const servedHeading = await page.evaluate(
              (html) => new DOMParser().parseFromString(html, 'text/html').querySelector('main h1')?.textContent ?? null,
              servedHtml,
            );
            const liveHeading = normalise(await mainHeading(page).textContent());
            if (servedHeading === null) fail(`the served HTML has no main heading; after hydration it reads "${liveHeading}"`);
            if (normalise(servedHeading) !== liveHeading) fail(`the main heading was "${normalise(servedHeading)}" in the served HTML and is "${liveHeading}" after hydration`);
          }),
        );
        // What the load logged is settled now: later checks' own noise is not the page's.
        const problems = [...load.problems];
        const loadFailure = load.loaded ? undefined : (load.failure ?? `it did not finish within ${CHECK_TIMEOUT_MS / 1000} s`);
        if (loadFailure) controlsUnknown = `the page did not finish loading: ${loadFailure}`;
        else {
          try {
            pageControls = await withinTime(pressableControls(page), STEP_TIMEOUT_MS, () => `finding the page body's controls took more than ${STEP_TIMEOUT_MS / 1000} s`);
          } catch (error) {
            controlsUnknown = messageOf(error);
          }
        }
        record(
          await runCheck(`${route}: no console error`, async () => {
            if (problems.length > 0) fail(listed(problems));
            if (loadFailure) fail(`the page did not finish loading, so its console is not known to stay clean: ${loadFailure}`);
          }),
        );
        record(
          await runCheck(`${route}: axe finds nothing serious`, async () => {
            if (loadFailure) fail(`not run: the page did not finish loading (${loadFailure})`);
            const results = await new AxeBuilder({ page }).analyze();
            const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
            if (blocking.length > 0) {
              fail(blocking.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`).join('; '));
            }
            const lesser = results.violations.length;
            return lesser > 0 ? `${lesser} minor or moderate violation(s) left aside: ${results.violations.map((violation) => violation.id).join(', ')}` : undefined;
          }),
        );
      } catch (error) {
        // Only opening the tab can land here (the checks themselves never throw): none of the three could run.
        for (const what of ['hydration reports no difference', 'no console error', 'axe finds nothing serious']) {
          if (!checks.some((check) => check.name === `${route}: ${what}`)) record({ name: `${route}: ${what}`, passed: false, detail: `no tab could be opened: ${messageOf(error)}` });
        }
      } finally {
        await closeTab(load?.page);
      }

      // 5. A visitor on a slow phone presses each of the page body's controls the moment it is drawn, or the header's Contact Us when the body has none; tabs left open by a check that ran out of time are closed here.
      const pressTabs = new PressTabs();
      const progress: PressProgress = { outcomes: [] };
      const toPress = pageControls?.controls ?? [];
      record(
        await runCheck(
          `${route}: a press at first paint takes effect`,
          async () => {
            if (toPress.length > 0) return pressesTakeEffect(context, url, pageControls!, pressTabs, progress);
            const why = pageControls ? 'the page body has no control that opens a dialog, expands or is a tab' : `the page body's controls are not known (${controlsUnknown})`;
            return `${why}; ${await contactPressTakesEffect(context, url, pageControls !== undefined, bodyHasContactButton, pressTabs)}`;
          },
          Math.max(1, toPress.length) * PRESS_TIMEOUT_MS,
          () => progressOf(progress),
        ),
      );
      await pressTabs.end();

      // 6. Once per gate: the contact form sends what was typed and thanks the visitor.
      if (index === 0) {
        let formTab: Page | undefined;
        record(
          await runCheck(`${route}: the contact form posts`, async () => {
            formTab = await context.newPage();
            return contactFormPosts(formTab, url, bodyHasContactButton);
          }),
        );
        await closeTab(formTab);
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
  return checks;
}

/**
 * Fills and sends the contact form after a normal click on a hydrated page, answering the post
 * itself as the intake answers an accepted lead so that the gate never stores one.
 */
async function contactFormPosts(page: Page, url: string, bodyHasContactButton: boolean | undefined): Promise<string> {
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const posts: Request[] = [];
  // A tab closed while a request waits here makes fulfilling it fail, which matters to no one.
  await page.route(
    (address) => address.pathname.endsWith('/api/contact'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback().catch(() => undefined);
      posts.push(route.request());
      return route.fulfill(acceptedLeadAnswer()).catch(() => undefined);
    },
  );
  await step('opening the page', page.goto(url, { timeout: STEP_TIMEOUT_MS }));
  await step('waiting for the main heading', mainHeading(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }));
  await step('waiting for the main heading to be hydrated', headingHydrated(page));
  const { button, where } = await contactButton(page, bodyHasContactButton);
  await step(`pressing ${where} Contact Us`, button.click({ timeout: STEP_TIMEOUT_MS }));
  const dialog = page.getByRole('dialog', { name: contactTexts.dialogTitle });
  await step('waiting for the Contact Us dialog', dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }));

  const lead = sampleLead('release-gate');
  for (const field of contactFields) await step(`filling "${field.placeholder}"`, dialog.getByPlaceholder(field.placeholder).fill(lead[field.name]));
  await step('pressing Submit', dialog.getByRole('button', { name: contactTexts.submit }).click());

  // The header's dialog closes itself a moment after the thanks; each text is looked for as soon as it can be.
  const thanked = await Promise.all(
    [contactTexts.thankYouTitle, contactTexts.thankYouText].map((text): Promise<string | undefined> =>
      dialog
        .getByText(text)
        .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
        .then(
          () => undefined,
          () => text,
        ),
    ),
  );
  if (posts.length === 0) fail('the form sent no POST to /api/contact');
  const post = posts[posts.length - 1]!;
  const sent = await postedFields(post);
  if (sent.email !== lead.email) fail(`the post did not carry the e-mail typed (${lead.email}); it sent ${JSON.stringify(sent.email ?? null)}`);
  const differing = contactFields.filter((field) => sent[field.name] !== lead[field.name]).map((field) => field.name);
  if (differing.length > 0) fail(`the post carried other values than typed for ${differing.join(', ')}`);
  const unseen = thanked.filter((text) => text !== undefined);
  if (unseen.length > 0) fail(`after the accepted post the visitor never saw ${unseen.map((text) => `"${text}"`).join(' and ')}`);
  return `pressed ${where} Contact Us; ${posts.length} POST(s) answered 201 here, none stored; the post held the six fields as typed; "${contactTexts.thankYouTitle}" shown`;
}

/** The fields of a posted form, whether sent as multipart (the site's form), URL-encoded or JSON. */
async function postedFields(request: Request): Promise<Record<string, string | undefined>> {
  const body = request.postDataBuffer();
  if (!body) return {};
  const contentType = (await request.headerValue('content-type')) ?? '';
  if (contentType.includes('application/json')) return JSON.parse(body.toString('utf8')) as Record<string, string>;
  // Node reads a multipart or URL-encoded body with the same parser the intake uses.
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  return Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : undefined]));
}
