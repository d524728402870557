import { screen, within } from '@testing-library/react';

/**
 * Asserts the page's contents navigation lists exactly `titles`, in order, and that each link's `#id`
 * points at the section (region) of the page whose heading reads that title.
 */
export function expectContentsLinkingTo(titles: readonly string[]): void {
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(titles);
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    const target = document.getElementById(href.slice(1));
    expect(target).not.toBeNull();
    expect(target).toBe(screen.getByRole('region', { name: link.textContent ?? '' }));
  }
}

/** The h2 headings of the whole page, in order. */
export function pageSectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

/** Asserts the hero reads 'Last updated: <shown>', its date a machine-readable <time> of `dateTime`. */
export function expectLastUpdated(hero: HTMLElement, shown: string, dateTime: string): void {
  const line = within(hero).getByText(/^Last updated:/);
  expect(line).toHaveTextContent(`Last updated: ${shown}`);
  expect(within(line).getByText(shown).tagName).toBe('TIME');
  expect(within(line).getByText(shown)).toHaveAttribute('dateTime', dateTime);
}

/** Asserts the hero reads 'Last updated: November 23, 2026', its date a machine-readable <time>. */
export function expectLastUpdatedNovember23(hero: HTMLElement): void {
  expectLastUpdated(hero, 'November 23, 2026', '2026-11-23');
}

/** Asserts the closing band asks 'Questions About This Document?' and offers the company e-mail and phone. */
export function expectQuestionsBandWithEmailAndPhone(): HTMLElement {
  const closing = screen.getByRole('region', { name: 'Questions About This Document?' });
  expect(within(closing).getByRole('link', { name: 'Email info@redbud-electronics.example' })).toHaveAttribute(
    'href',
    'mailto:info@redbud-electronics.example',
  );
  expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+17705550142',
  );
  return closing;
}
