import type { ActionRecord, PageRecord } from 'shared/content';
import { expectSinglePageTitle, sectionNamed } from './pageQueries';
import { shownTexts, textsMissingFrom } from './shownTexts';

/**
 * What a page shows only after a press, as tails of paths into a record whose blocks are keyed by
 * their kind (see `byBlockKind`), so an entry can name the kind of block it is about.
 */
export const PAGE_NOT_SHOWN = [
  // A video or map frame exists only once its poster is pressed; the poster says `startLabel`.
  'media.embedUrl',
  'media.title',
  // A detail card's text and feature list are in the dialog it opens; the card shows its description.
  'detailCards.cards.paragraphs',
  'detailCards.cards.features',
  'detailCards.cards.featuresLabel',
  // A case study teaser shows its title, description and figures; the rest is in its dialog.
  'caseStudy.caseStudy.challenge',
  'caseStudy.caseStudy.solution',
  'caseStudy.caseStudy.results',
  'caseStudy.caseStudy.timeline',
  'caseStudy.caseStudy.testimonial',
  // The gallery announces one filled-in template at a time, and its empty state only for an industry without studies.
  'caseStudyGallery.resultsAnnouncement',
  'caseStudyGallery.empty',
  // The FAQ's document opens in a dialog from an answer.
  'faq.document',
  // A hero badge's description, large artwork and link are in its enlarged view.
  'badges.items.description',
  'badges.items.badge.alt',
  'badges.more',
  // The sign-in card answers with these only once its form or help button is pressed.
  'signIn.submittedMessage',
  'signIn.helpMessage',
] as const;

/**
 * The record with each block, and the hero's aside, wrapped in an object keyed by its kind:
 * the same words at paths that say which kind of block holds them.
 */
function byBlockKind(page: PageRecord): unknown {
  return {
    ...page,
    hero: page.hero.aside ? { ...page.hero, aside: { [page.hero.aside.kind]: page.hero.aside } } : page.hero,
    sections: page.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => ({ [block.kind]: block })),
    })),
  };
}

const isHiddenBy = (notShown: readonly string[]) => {
  const tails = notShown.map((entry) => entry.split('.'));
  return (path: readonly string[]) =>
    tails.some(
      (tail) =>
        tail.length <= path.length && tail.every((key, index) => path[path.length - tail.length + index] === key),
    );
};

const ACTION_KINDS = new Set<string>(['contact', 'route', 'external', 'call']);

/** Every action or link in `value` a visitor sees without pressing anything, skipping what `isHidden` names. */
function shownActions(
  value: unknown,
  isHidden: (path: readonly string[]) => boolean,
  path: readonly string[] = [],
): ActionRecord[] {
  if (Array.isArray(value)) return value.flatMap((item) => shownActions(item, isHidden, path));
  if (!value || typeof value !== 'object') return [];
  const own =
    'kind' in value && typeof value.kind === 'string' && ACTION_KINDS.has(value.kind) && 'label' in value
      ? [value as ActionRecord]
      : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) =>
      isHidden([...path, key]) ? [] : shownActions(child, isHidden, [...path, key]),
    ),
  ];
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Why `action` is not on the page under `root` as the link or button it should be; undefined when it is. */
function actionProblem(root: HTMLElement, action: ActionRecord): string | undefined {
  if (action.kind === 'contact') {
    const buttons = [...root.querySelectorAll('button')].filter(
      (button) => squash(button.textContent) === action.label,
    );
    return buttons.length > 0 ? undefined : `no button '${action.label}'`;
  }
  const href = action.kind === 'route' ? action.to : action.href;
  const links = [...root.querySelectorAll('a')].filter(
    (link) => link.getAttribute('href') === href && squash(link.textContent).includes(squash(action.label)),
  );
  if (links.length === 0) return `no link '${action.label}' to ${href}`;
  if (action.kind !== 'external') return undefined;
  // Another site opens in a new tab that gets no handle on ours.
  const unsafe = links.filter(
    (link) =>
      link.getAttribute('target') !== '_blank' || !(link.getAttribute('rel') ?? '').split(' ').includes('noopener'),
  );
  return unsafe.length === 0
    ? undefined
    : `link '${action.label}' to ${href} does not open a new tab with rel noopener`;
}

/** Every action of `record` a visitor sees without pressing anything, in record order. */
export function actionsShownBy(record: PageRecord): ActionRecord[] {
  return shownActions(byBlockKind(record), isHiddenBy(PAGE_NOT_SHOWN));
}

/**
 * Asserts the rendered page under `root` shows every word `record` holds but what only a press
 * reveals (PAGE_NOT_SHOWN), and that each of its actions is there as what it is: a link with its
 * href (a new tab with rel noopener for another site) or a button opening the contact dialog.
 * `knownGaps` names, as PAGE_NOT_SHOWN does, parts of the record the page never shows, not even
 * after a press: defects its test keeps in sight, each of which must still be missing.
 */
export function expectRecordOnPage(
  record: PageRecord,
  root: HTMLElement = document.body,
  knownGaps: readonly string[] = [],
): void {
  const view = byBlockKind(record);
  const missing = textsMissingFrom(root, shownTexts(view, PAGE_NOT_SHOWN));
  const outsideGaps = new Set(shownTexts(view, [...PAGE_NOT_SHOWN, ...knownGaps]));
  expect(missing.filter((text) => outsideGaps.has(text))).toEqual([]);
  // A gap the page has since filled fails here, so the list names only what is still missing.
  const filledGaps = knownGaps.filter((gap) => {
    const outsideGap = new Set(shownTexts(view, [...PAGE_NOT_SHOWN, gap]));
    return missing.every((text) => outsideGap.has(text));
  });
  expect(filledGaps).toEqual([]);
  const problems = actionsShownBy(record).flatMap((action) => actionProblem(root, action) ?? []);
  expect(problems).toEqual([]);
}

/** Asserts the page's one h1 reads the record's title, and each section (with its id) and the closing band is a region named by its heading. */
export function expectRecordOutline(record: PageRecord): void {
  expectSinglePageTitle(record.hero.title);
  for (const section of record.sections) {
    // Other pages link to a section by its id.
    if (section.id) expect(sectionNamed(section.copy.title)).toHaveAttribute('id', section.id);
    else expect(sectionNamed(section.copy.title)).toBeInTheDocument();
  }
  if (record.closing) expect(sectionNamed(record.closing.copy.title)).toBeInTheDocument();
}

/** The labels of the record's contact buttons, each once. */
export function contactLabelsOf(record: PageRecord): string[] {
  return [...new Set(actionsShownBy(record).flatMap((action) => (action.kind === 'contact' ? [action.label] : [])))];
}
