import { screen, within } from '@testing-library/react';
import { cardByTitle, cardTitles, expectEachOpensContactDialog, expectSinglePageTitle, listItemTexts } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import TestAftermarket from './TestAftermarket';

describe('Aftermarket repair and testing page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(TestAftermarket, '/test-aftermarket');
    expectSinglePageTitle('Aftermarket Repair and Testing');
  });

  it('shows the four benefit cards', () => {
    renderPage(TestAftermarket, '/test-aftermarket');
    const section = screen.getByRole('region', { name: 'Keep Your Assemblies in Service' });
    expect(cardTitles(section)).toEqual(['Longer Product Life', 'Same Standards as New Builds', 'Documented Results', 'A Team You Can Reach']);
  });

  it('shows the four aftermarket services', () => {
    renderPage(TestAftermarket, '/test-aftermarket');
    const section = screen.getByRole('region', { name: 'Aftermarket Services' });
    expect(cardTitles(section)).toEqual(['Repair', 'Rework', 'Retest', 'Refurbishment']);
    expect(within(cardByTitle(section, 'Rework')).getByText(/BGA removal and replacement checked by X-ray/)).toBeInTheDocument();
  });

  it('shows two capability lists, one of them the five steps of the 5S system', () => {
    renderPage(TestAftermarket, '/test-aftermarket');
    const section = screen.getByRole('region', { name: 'Equipment, Methods and Workshop' });
    expect(cardTitles(section)).toEqual(['Repair and Test Capabilities', 'The 5S System']);

    const capabilities = cardByTitle(section, 'Repair and Test Capabilities');
    expect(within(capabilities).getByRole('heading', { level: 4, name: 'What our workshop handles' })).toBeInTheDocument();
    expect(within(capabilities).getAllByRole('listitem')).toHaveLength(6);
    expect(within(capabilities).getByText('Functional testing with your test equipment and fixtures')).toBeInTheDocument();

    const fiveS = cardByTitle(section, 'The 5S System');
    expect(within(fiveS).getByRole('heading', { level: 4, name: 'How our workshop is organized' })).toBeInTheDocument();
    expect(listItemTexts(fiveS)).toEqual([
      'Sort: only the tools and parts a job needs stay at the bench',
      'Set in order: everything has a marked place, so nothing is lost or mixed up',
      'Shine: benches and equipment are cleaned and checked every day',
      'Standardize: every repair follows the same documented steps',
      'Sustain: regular reviews keep the habits in place',
    ]);
  });

  it('opens the Contact Us dialog from the hero and from the closing band', async () => {
    renderPage(TestAftermarket, '/test-aftermarket');
    const buttons = screen.getAllByRole('button', { name: 'Contact Us' });
    expect(buttons).toHaveLength(2);
    await expectEachOpensContactDialog(buttons);
  });

  it('offers the phone number and a link to quality testing in the closing band', () => {
    renderPage(TestAftermarket, '/test-aftermarket');
    const closing = screen.getByRole('region', { name: 'Have Assemblies That Need Repair or Retest?' });
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(closing).getByRole('link', { name: 'Explore Quality Testing' })).toHaveAttribute('href', '/quality-testing');
  });

  it('is exposed by the services pages module under /test-aftermarket', async () => {
    const module = await pages['/test-aftermarket']();
    expect(module.default).toBe(TestAftermarket);
  });
});
