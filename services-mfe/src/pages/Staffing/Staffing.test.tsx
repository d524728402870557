import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from 'shared/config';
import { pages } from '../../exposedPages';
import { cardByTitle, expectEachOpensContactDialog, expectSinglePageTitle, headingTexts, heroSection, listItemTexts } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import Staffing from './Staffing';

describe('Staffing page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(Staffing, '/staffing');
    expectSinglePageTitle('Electronics Manufacturing Staffing');
  });

  it('shows the three staffing models', () => {
    renderPage(Staffing, '/staffing');
    expect(headingTexts('Three Ways to Staff Your Line')).toEqual(['Temp-to-Hire', 'Direct Placement', 'Contract and Project-Based']);
  });

  it('shows exactly the four expertise roles', () => {
    renderPage(Staffing, '/staffing');
    expect(headingTexts('Roles We Fill')).toEqual(['SMT Operators', 'Quality Inspectors', 'Assembly Technicians', 'Test Technicians']);
  });

  it('spells out the offer: four arrangements, a 90-day evaluation and payroll', () => {
    renderPage(Staffing, '/staffing');
    const section = screen.getByRole('region', { name: 'Our Staffing Offer' });
    expect(within(section).getByRole('heading', { level: 3, name: '90-Day Evaluation' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Payroll Services' })).toBeInTheDocument();
    expect(listItemTexts(cardByTitle(section, 'Four Ways to Engage'))).toEqual([
      'Temp-to-hire',
      'Direct placement',
      'Contract staffing',
      'Project-based staffing',
    ]);
  });

  it('opens the Contact Us dialog from Request Staffing Quote', async () => {
    renderPage(Staffing, '/staffing');
    await expectEachOpensContactDialog([screen.getByRole('button', { name: 'Request Staffing Quote' })], (dialog) => {
      expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    });
  });

  it('opens the same dialog from the closing band, which also offers the phone number', async () => {
    const user = userEvent.setup();
    renderPage(Staffing, '/staffing');
    const closing = screen.getByRole('region', { name: 'Need Skilled People on Your Floor?' });
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    await user.click(within(closing).getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('links to the external staffing site in a new tab, from the hero and the offer section', () => {
    renderPage(Staffing, '/staffing');
    const links = screen.getAllByRole('link', { name: 'Visit our staffing site (opens in a new tab)' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', site.staffingSiteUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(heroSection()).getByRole('link', { name: 'Visit our staffing site (opens in a new tab)' })).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'Our Staffing Offer' });
    expect(within(offer).getByRole('link', { name: 'Visit our staffing site (opens in a new tab)' })).toBeInTheDocument();
  });

  it('is exposed by the services pages module under /staffing', async () => {
    const module = await pages['/staffing']();
    expect(module.default).toBe(Staffing);
  });
});
