import type { Locator, Page } from '@playwright/test';

/** The most controls of one page pressed at first paint: each costs a fresh load on a slowed CPU. */
export const MAX_PRESSED = 6;
/** The longest control name a check's detail shows in full. */
const MAX_NAME_CHARS = 48;

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
  const name =
    control.name.length > MAX_NAME_CHARS ? `${control.name.slice(0, MAX_NAME_CHARS - 1).trimEnd()}…` : control.name;
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
export async function pressableControls(page: Page): Promise<PageControls> {
  const body = page.getByRole('main');
  const candidates: PageControl[] = [];
  const names = new Set<string>();
  for (const button of await body.locator('button').all()) {
    const kind = await button.evaluate((element): PressKind | undefined => {
      if (element.getAttribute('role') === 'tab')
        return element.getAttribute('aria-selected') === 'true' ? undefined : 'tab';
      if (element.getAttribute('aria-haspopup') === 'dialog') return 'dialog';
      return element.hasAttribute('aria-expanded') ? 'expand' : undefined;
    });
    if (!kind || !(await button.isVisible()) || !(await button.isEnabled())) continue;
    const found = roleAndName(await button.ariaSnapshot());
    if (!found || names.has(found.name)) continue;
    names.add(found.name);
    const role = found.role as ControlRole;
    const nth = await body
      .getByRole(role, { name: found.name, exact: true })
      .evaluateAll((elements, target) => elements.indexOf(target!), await button.elementHandle());
    // Not found again by its name: a fresh tab could not find it either.
    if (nth >= 0) candidates.push({ kind, role, name: found.name, nth });
  }
  return controlsToPress(candidates, MAX_PRESSED);
}

/** The same control in another tab of the page. */
export function locateControl(page: Page, control: PageControl): Locator {
  const matches = page.getByRole('main').getByRole(control.role, { name: control.name, exact: true });
  return control.nth > 0 ? matches.nth(control.nth) : matches.first();
}
