import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import careersPage from 'shared/content/pages/company/careers';
import { findRoute } from 'shared/routes';
import { cardByTitle, listItemTexts, sectionNamed } from '../../../test-support/pageQueries';
import { blockOf } from '../../../test-support/pageRecord';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let Careers: ComponentType;
beforeAll(async () => {
  Careers = await pageAt(pages, '/careers');
});

const { labels, listings } = blockOf(careersPage, 'jobOpenings');
const { details } = blockOf(careersPage, 'contactDetails');
const { media } = blockOf(careersPage, 'media');
const sectionHolding = (kind: string) =>
  careersPage.sections.find((section) => section.blocks.some((block) => block.kind === kind))!.copy.title;

describe('careers page', () => {
  it('lists each opening with its department, location and type as a term list, and its requirements', () => {
    renderPage(Careers, '/careers');
    const section = sectionNamed(sectionHolding('jobOpenings'));
    for (const { opening } of listings) {
      const card = cardByTitle(section, opening.title);
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual([labels.department, labels.location, labels.type]);
      expect(
        within(card)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual([opening.department, opening.location, opening.type]);
      expect(listItemTexts(within(card).getByRole('list', { name: labels.requirements }))).toEqual(
        opening.requirements,
      );
    }
  });

  it('gives each opening an Apply Now link named by its position that mails HR with the position in the subject', () => {
    renderPage(Careers, '/careers');
    const section = sectionNamed(sectionHolding('jobOpenings'));
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(listings.map(() => 'Apply Now'));
    for (const { opening, apply } of listings) {
      const link = within(cardByTitle(section, opening.title)).getByRole('link', { name: apply.name });
      expect(link).toHaveAttribute('href', apply.href);
      expect(apply.href).toContain(encodeURIComponent(opening.title));
    }
  });

  it('gives the office address, phone, e-mail and hours as a term list, the phone and e-mail as links', () => {
    renderPage(Careers, '/careers');
    const section = sectionNamed(sectionHolding('contactDetails'));
    expect(
      within(section)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([...details.address.lines, details.phone.display, details.email.display, ...details.hours.lines]);
    expect(within(section).getByRole('link', { name: details.phone.display })).toHaveAttribute(
      'href',
      details.phone.href,
    );
    expect(within(section).getByRole('link', { name: details.email.display })).toHaveAttribute(
      'href',
      details.email.href,
    );
  });

  it('loads the map only after its button is pressed', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(Careers, '/careers');
    const section = sectionNamed(sectionHolding('media'));
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(within(section).getByRole('button', { name: media.startLabel }));
    const frame = within(section).getByTitle(media.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', media.embedUrl);
    expect(within(section).queryByRole('button', { name: media.startLabel })).not.toBeInTheDocument();
  });

  it('has no dead buttons: every link goes to a route, a mail, a phone or a new tab, and the only button loads the map', () => {
    const { container } = renderPage(Careers, '/careers');
    for (const link of Array.from(container.querySelectorAll('a'))) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('mailto:') || href.startsWith('tel:')) continue;
      if (href.startsWith('https://')) expect(link).toHaveAttribute('target', '_blank');
      else expect(findRoute(href.split('#')[0] ?? '')).toBeDefined();
    }
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([media.startLabel]);
  });
});
