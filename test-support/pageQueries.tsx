import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Asserts the page has exactly one h1 and that it reads `title`. */
export function expectSinglePageTitle(title: string): void {
  const h1s = screen.getAllByRole('heading', { level: 1 });
  expect(h1s).toHaveLength(1);
  expect(h1s[0]).toHaveTextContent(title);
}

/** The section (region) whose heading reads `name`. */
export function sectionNamed(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The section that holds the page's h1. */
export function heroSection(): HTMLElement {
  const hero = screen.getByRole('heading', { level: 1 }).closest('section');
  if (!hero) throw new Error('The h1 is not inside a <section>.');
  return hero;
}

/** The texts of the headings of `level` inside the region with the accessible name `regionName`, in order. */
export function headingTexts(regionName: string, level = 3): string[] {
  const region = screen.getByRole('region', { name: regionName });
  return within(region)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent ?? '');
}

/** The h3 title of each card (`<article>`) inside `region`, in order; each card must have exactly one. */
export function cardTitles(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

/** The card (`<article>`) inside `region` whose h3 reads `title`. */
export function cardByTitle(region: HTMLElement, title: string): HTMLElement {
  const card = within(region).getByRole('heading', { level: 3, name: title }).closest('article');
  if (!card) throw new Error(`The heading "${title}" is not inside an <article>.`);
  return card;
}

/** The texts of the items of `list`, in order. */
export function listItemTexts(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/**
 * Clicks each button in turn and asserts it opens the Contact Us dialog, then closes the dialog again, so each
 * button is proven to open it from a page with no dialog open. `expectInDialog` adds checks on each open dialog.
 */
export async function expectEachOpensContactDialog(
  buttons: HTMLElement[],
  expectInDialog?: (dialog: HTMLElement) => void,
): Promise<void> {
  expect(buttons.length).toBeGreaterThan(0);
  const user = userEvent.setup();
  for (const button of buttons) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(dialog).getByText('Fill out the form below and our team will contact you.')).toBeInTheDocument();
    expectInDialog?.(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
  }
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/** Presses the page's 'Read Full Case Study' button and returns the dialog named by the case's title. */
export async function openCaseStudy(caseTitle: string): Promise<HTMLElement> {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Read Full Case Study' }));
  return screen.findByRole('dialog', { name: caseTitle });
}

/** The open case study closes by its Close button, and again by Escape once reopened, focus back on its button each time. */
export async function expectCaseStudyClosesToItsButton(caseTitle: string): Promise<void> {
  const user = userEvent.setup();
  // Hidden from the accessibility tree while the modal is open, so asked for with `hidden`.
  const opener = screen.getByRole('button', { name: 'Read Full Case Study', hidden: true });
  await user.click(within(screen.getByRole('dialog', { name: caseTitle })).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();

  await user.click(opener);
  await screen.findByRole('dialog', { name: caseTitle });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
}
