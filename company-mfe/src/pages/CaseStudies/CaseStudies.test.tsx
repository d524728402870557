import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { findRoute } from 'shared/routes';
import {
  cardByTitle,
  cardTitles,
  expectEachOpensContactDialog,
  expectSinglePageTitle,
  listItemTexts,
  sectionNamed,
} from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import CaseStudies from './CaseStudies';

function filterButtons() {
  return within(screen.getByRole('group', { name: 'Filter case studies by industry' })).getAllByRole('button');
}

describe('case studies page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(CaseStudies, '/case-studies');
    expectSinglePageTitle('Case Studies');
  });

  it('offers the six filters in order, All pressed, and shows the four published studies', () => {
    renderPage(CaseStudies, '/case-studies');
    expect(filterButtons().map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['All', 'true'],
      ['Medical Device', 'false'],
      ['Industrial Automation', 'false'],
      ['Aerospace', 'false'],
      ['Energy & Utility', 'false'],
      ['Defense', 'false'],
    ]);
    expect(cardTitles(sectionNamed('Results by Industry'))).toEqual([
      'Taking a Patient Monitor from Prototype to Steady Production',
      'Scaling a Rugged PLC I/O Module to 50,000+ Units',
      'Building 15,000 Avionics Boards at 99.8% First-Pass Yield',
      'Keeping Substation Monitoring Units Online at 99.5% Uptime',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 case studies');
  });

  it('shows a card with its industry, Coming Soon, timeline and its first two key results only', () => {
    renderPage(CaseStudies, '/case-studies');
    const card = cardByTitle(sectionNamed('Results by Industry'), 'Building 15,000 Avionics Boards at 99.8% First-Pass Yield');
    expect(within(card).getByText('Aerospace')).toBeInTheDocument();
    expect(within(card).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(card).getByRole('definition')).toHaveTextContent(
      'Prototypes in 5-7 days, then scheduled production releases up to 15,000 boards',
    );
    expect(within(card).getByRole('heading', { level: 4, name: 'Key Results' })).toBeInTheDocument();
    expect(listItemTexts(within(card).getByRole('list'))).toEqual([
      '15,000 boards built and delivered',
      '99.8% first-pass yield across production builds',
    ]);
    expect(card).not.toHaveTextContent('Every BGA checked by X-ray before functional test');
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
  });

  it("disables every 'View Full Case Study' button and says it is coming soon", () => {
    renderPage(CaseStudies, '/case-studies');
    const buttons = screen.getAllByRole('button', { name: 'View Full Case Study' });
    expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Coming Soon');
    }
  });

  it('opens filtered from a shared link: ?industry=energy-utility shows only the energy study', () => {
    render(
      <MemoryRouter initialEntries={['/case-studies?industry=energy-utility']}>
        <CaseStudies />
      </MemoryRouter>,
    );
    expect(cardTitles(sectionNamed('Results by Industry'))).toEqual(['Keeping Substation Monitoring Units Online at 99.5% Uptime']);
    expect(screen.getByRole('button', { name: 'Energy & Utility' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 case study for Energy & Utility');
  });

  it('filters to Industrial Automation and announces it', async () => {
    const user = userEvent.setup();
    renderPage(CaseStudies, '/case-studies');
    await user.click(screen.getByRole('button', { name: 'Industrial Automation' }));
    expect(cardTitles(sectionNamed('Results by Industry'))).toEqual(['Scaling a Rugged PLC I/O Module to 50,000+ Units']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 case study for Industrial Automation');
  });

  it('answers the Defense filter with an ITAR note and a Contact Us button instead of cards', async () => {
    const user = userEvent.setup();
    renderPage(CaseStudies, '/case-studies');
    await user.click(screen.getByRole('button', { name: 'Defense' }));
    const section = sectionNamed('Results by Industry');
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No published case studies for Defense yet');
    expect(within(section).getByRole('heading', { level: 3, name: 'No Published Defense Case Study Yet' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Our defense work is controlled under ITAR, so we do not publish it here.');
    await expectEachOpensContactDialog([within(section).getByRole('button', { name: 'Contact Us' })]);
  });

  it('closes with Contact Us and a call button, and links only to routes that exist', async () => {
    const { container } = renderPage(CaseStudies, '/case-studies');
    const closing = sectionNamed('Planning a Program Like These?');
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(closing).getByRole('link', { name: 'See our certifications' })).toHaveAttribute('href', '/certifications');
    for (const link of Array.from(container.querySelectorAll('a'))) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/')) expect(findRoute(href.split('#')[0] ?? '')).toBeDefined();
    }
    await expectEachOpensContactDialog([within(closing).getByRole('button', { name: 'Contact Us' })]);
  });
});

describe('company pages module', () => {
  it('lazily loads the case studies page', async () => {
    const loaded = await pages['/case-studies']();
    expect(loaded.default).toBe(CaseStudies);
  });
});
