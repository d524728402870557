import type { Locator, Page } from '@playwright/test';
import type { Check } from './check';
import type { CheckTabs } from './checkTabs';
import { contactButton, headerContactButton, waitForOneContactDialog } from './contactButton';
import { fail, inTime, messageOf, step } from './failure';
import { locateControl, MAX_PRESSED, shownControl, type PageControl, type PageControls } from './pageControls';
import { SETTLE_MS, STEP_TIMEOUT_MS } from './timing';

/** What the press check may take for each control it presses, each in a tab of its own. */
const PRESS_TIMEOUT_MS = 20_000;
/** How many times slower than this machine's the CPU of a slow phone is taken to be. */
const SLOW_PHONE_CPU = 4;

/**
 * Opens the page in a fresh tab with its CPU slowed as a slow phone's, returning as soon as the
 * server's answer starts, runs `work` on it and closes it.
 */
async function inSlowTab(tabs: CheckTabs, url: string, work: (page: Page) => Promise<string>): Promise<string> {
  const page = await tabs.add();
  try {
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU });
    await step('opening the page', page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS }));
    return await work(page);
  } finally {
    await tabs.remove(page);
  }
}

/** What a press on the control did once the page took it, or a CheckFailed saying why it took no effect. */
async function pressEffect(page: Page, control: PageControl, target: Locator, before: string | null): Promise<string> {
  if (control.kind === 'dialog') {
    await inTime(
      'no dialog opened',
      page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS }),
    );
    // A press applied twice would open a second dialog a moment later.
    await page.waitForTimeout(SETTLE_MS);
    const open = await page.getByRole('dialog').count();
    if (open !== 1) fail(`${open} dialogs are open, not exactly one`);
    return 'dialog opened';
  }
  if (control.kind === 'tab') {
    await inTime(
      'aria-selected never became "true"',
      target.and(page.locator('[aria-selected="true"]')).waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS }),
    );
    return 'selected';
  }
  // A control drawn without aria-expanded is taken as collapsed, as assistive technology takes it.
  const flipped = before === 'true' ? 'false' : 'true';
  const done = flipped === 'true' ? 'expanded' : 'collapsed';
  await inTime(
    `aria-expanded never became "${flipped}"`,
    target.and(page.locator(`[aria-expanded="${flipped}"]`)).waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS }),
  );
  // A press applied twice would flip it back a moment later.
  await page.waitForTimeout(SETTLE_MS);
  const after = await target.getAttribute('aria-expanded', { timeout: STEP_TIMEOUT_MS });
  if (after !== flipped) fail(`${done}, then aria-expanded went back to "${after}": the press took effect twice`);
  return done;
}

/** A visitor on a slow phone presses the control the moment it is drawn, without waiting for the page's code. */
function pressAtFirstPaint(tabs: CheckTabs, url: string, control: PageControl): Promise<string> {
  return inSlowTab(tabs, url, async (page) => {
    const target = locateControl(page, control);
    // One call finds it and reads what the served HTML drew, so the press still comes before the page's code runs.
    const drawn = await inTime(
      'it was not drawn',
      target.evaluate(
        (element, attribute) => ({
          state: attribute && element.getAttribute(attribute),
          dialogs: element.ownerDocument.querySelectorAll('[role="dialog"], dialog[open]').length,
        }),
        { dialog: '', expand: 'aria-expanded', tab: 'aria-selected' }[control.kind],
        { timeout: STEP_TIMEOUT_MS },
      ),
    );
    if (control.kind === 'tab' && drawn.state === 'true')
      fail('it was drawn already selected, so a press on it shows nothing');
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

function progressOf(progress: PressProgress): string {
  const parts = [...progress.outcomes, ...(progress.pressing ? [`${progress.pressing}: still being pressed`] : [])];
  return parts.length > 0 ? `so far: ${parts.join('; ')}` : '';
}

/**
 * Presses each control in a tab of its own and says what each press did; fails, naming the
 * controls whose press took no effect and why, unless every one did.
 */
async function pressesTakeEffect(
  tabs: CheckTabs,
  url: string,
  found: PageControls,
  progress: PressProgress,
): Promise<string> {
  let failed = 0;
  for (const control of found.controls) {
    const shown = (progress.pressing = shownControl(control));
    try {
      progress.outcomes.push(`${shown}: ${await pressAtFirstPaint(tabs, url, control)}`);
    } catch (error) {
      failed += 1;
      progress.outcomes.push(`${shown}: failed, ${messageOf(error)}`);
    }
    progress.pressing = undefined;
  }
  const leftOut =
    found.leftOut > 0 ? `; ${found.leftOut} more left out (at most ${MAX_PRESSED} are pressed on a page)` : '';
  const outcomes = `${progress.outcomes.join('; ')}${leftOut}`;
  if (failed > 0) fail(`${failed} of ${found.controls.length} press(es) took no effect: ${outcomes}`);
  return outcomes;
}

/**
 * Contact Us pressed at first paint, for a page body without a control the gate can press: the
 * header's, or when the body's controls are not known, the one `contactButton` finds.
 */
function contactPressTakesEffect(
  tabs: CheckTabs,
  url: string,
  bodyControlsKnown: boolean,
  bodyHasContactButton: boolean | undefined,
): Promise<string> {
  return inSlowTab(tabs, url, async (page) => {
    const { button, where } = bodyControlsKnown
      ? { button: headerContactButton(page), where: "the header's" }
      : await contactButton(page, bodyHasContactButton);
    await step(`pressing ${where} Contact Us`, button.click({ timeout: STEP_TIMEOUT_MS }));
    await waitForOneContactDialog(page);
    return `pressed ${where} Contact Us; one Contact Us dialog opened`;
  });
}

export const pressAtFirstPaintTakesEffect: Check = {
  name: 'a press at first paint takes effect',
  proves:
    "On a slow phone, a press on each of the page body's controls (up to six) the moment it is drawn, or on the header's Contact Us when the body has none, does what it should, once.",
  async timeLimitMs(visit) {
    const { controls } = await visit.afterLoad();
    return Math.max(1, controls?.controls.length ?? 0) * PRESS_TIMEOUT_MS;
  },
  async run(context) {
    const { visit, tabs } = context;
    const progress: PressProgress = { outcomes: [] };
    context.soFar = () => progressOf(progress);
    const { controls, controlsUnknown } = await visit.afterLoad();
    if (controls && controls.controls.length > 0) return pressesTakeEffect(tabs, visit.url, controls, progress);
    const why = controls
      ? 'the page body has no control that opens a dialog, expands or is a tab'
      : `the page body's controls are not known (${controlsUnknown})`;
    return `${why}; ${await contactPressTakesEffect(tabs, visit.url, controls !== undefined, visit.bodyHasContactButton)}`;
  },
};
