import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import caseStudiesPage from 'shared/content/pages/company/case-studies';
import {
  cardByTitle,
  cardTitles,
  expectEachOpensContactDialog,
  listItemTexts,
  sectionNamed,
} from '../../../test-support/pageQueries';
import { blockOf } from '../../../test-support/pageRecord';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let CaseStudies: ComponentType;
beforeAll(async () => {
  CaseStudies = await pageAt(pages, '/case-studies');
});

const gallery = blockOf(caseStudiesPage, 'caseStudyGallery');
const galleryTitle = caseStudiesPage.sections.find((section) => section.blocks.includes(gallery))!.copy.title;
const titlesIn = (industry: string) =>
  gallery.studies.filter((study) => study.industry === industry).map((study) => study.title);

function filterButtons() {
  return within(screen.getByRole('group', { name: gallery.filterLabel })).getAllByRole('button');
}

describe('case studies page', () => {
  it('offers All and each industry as filters in order, All pressed, and shows every study', () => {
    renderPage(CaseStudies, '/case-studies');
    expect(filterButtons().map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      [gallery.allLabel, 'true'],
      ...gallery.filters.map((filter) => [filter, 'false']),
    ]);
    expect(cardTitles(sectionNamed(galleryTitle))).toEqual(gallery.studies.map((study) => study.title));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${gallery.studies.length} case studies`);
  });

  it('shows a card with its industry, Coming Soon, timeline and its first two key results only, its artwork silent', () => {
    const study = gallery.studies[0]!;
    renderPage(CaseStudies, '/case-studies');
    const card = cardByTitle(sectionNamed(galleryTitle), study.title);
    expect(card).toHaveTextContent(study.industry);
    expect(within(card).getByText(gallery.comingSoonLabel)).toBeInTheDocument();
    expect(within(card).getByRole('definition')).toHaveTextContent(study.timeline);
    expect(within(card).getByRole('heading', { level: 4, name: gallery.keyResultsLabel })).toBeInTheDocument();
    expect(listItemTexts(within(card).getByRole('list'))).toEqual(study.results.slice(0, 2));
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
  });

  it("disables every 'View Full Case Study' button and says it is coming soon", () => {
    renderPage(CaseStudies, '/case-studies');
    const buttons = screen.getAllByRole('button', { name: 'View Full Case Study' });
    expect(buttons).toHaveLength(gallery.studies.length);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(gallery.comingSoonLabel);
    }
  });

  it('opens filtered from a shared link: ?industry=energy-utility shows only the energy study', () => {
    render(
      <MemoryRouter initialEntries={['/case-studies?industry=energy-utility']}>
        <CaseStudies />
      </MemoryRouter>,
    );
    expect(cardTitles(sectionNamed(galleryTitle))).toEqual(titlesIn('Energy & Utility'));
    expect(screen.getByRole('button', { name: 'Energy & Utility' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 case study for Energy & Utility');
  });

  it('filters to Industrial Automation and announces it', async () => {
    renderPage(CaseStudies, '/case-studies');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Industrial Automation' }));
    expect(cardTitles(sectionNamed(galleryTitle))).toEqual(titlesIn('Industrial Automation'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 case study for Industrial Automation');
  });

  it('answers the Defense filter with its empty state and a Contact Us button instead of cards', async () => {
    renderPage(CaseStudies, '/case-studies');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Defense' }));
    const section = sectionNamed(galleryTitle);
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No published case studies for Defense yet');
    expect(within(section).getByRole('heading', { level: 3, name: gallery.empty.title })).toBeInTheDocument();
    expect(section).toHaveTextContent(gallery.empty.text);
    await expectEachOpensContactDialog([within(section).getByRole('button', { name: 'Contact Us' })]);
  });
});
