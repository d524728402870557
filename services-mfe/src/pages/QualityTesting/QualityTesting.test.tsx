import { screen, within } from '@testing-library/react';
import { cardByTitle, cardTitles, expectEachOpensContactDialog, expectSinglePageTitle, heroSection, listItemTexts } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import QualityTesting from './QualityTesting';

describe('Quality testing page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(QualityTesting, '/quality-testing');
    expectSinglePageTitle('Quality Testing and Validation');
  });

  it('states the defect rate under .001% in the hero and among the key figures', () => {
    renderPage(QualityTesting, '/quality-testing');
    expect(within(heroSection()).getByText(/keep our defect rate under \.001%/)).toBeInTheDocument();
    const figures = screen.getByRole('list', { name: 'Quality in figures' });
    expect(listItemTexts(figures)).toEqual([
      '< .001% defect rate',
      '96% customer satisfaction',
      '100% US workforce',
    ]);
  });

  it('shows the four benefit cards', () => {
    renderPage(QualityTesting, '/quality-testing');
    const section = screen.getByRole('region', { name: 'Quality Built Into Every Step' });
    expect(cardTitles(section)).toEqual([
      'Defects Caught Early',
      'Class 2 and Class 3 Criteria',
      'Results You Can Review',
      'Engineers on Call',
    ]);
    expect(within(section).getByText(/IPC-A-610 Class 2 or Class 3/)).toBeInTheDocument();
  });

  it('shows exactly the four test services, functional testing on the customer’s own equipment', () => {
    renderPage(QualityTesting, '/quality-testing');
    const section = screen.getByRole('region', { name: 'Inspection and Test Services' });
    expect(cardTitles(section)).toEqual([
      'Automated Optical Inspection (AOI)',
      'Solder Paste Inspection (SPI)',
      'Flying-Probe In-Circuit Test',
      'Functional Testing',
    ]);
    const functional = cardByTitle(section, 'Functional Testing');
    expect(within(functional).getByText(/using the test equipment and fixtures you provide/)).toBeInTheDocument();
    expect(within(functional).getByRole('heading', { level: 4, name: 'How it works' })).toBeInTheDocument();
    expect(within(functional).getByText('Your test equipment and fixtures')).toBeInTheDocument();
  });

  it('explains BGA and X-ray inspection in its own section', () => {
    renderPage(QualityTesting, '/quality-testing');
    const section = screen.getByRole('region', { name: 'BGA and X-ray Inspection' });
    expect(section).toHaveAttribute('id', 'x-ray');
    expect(within(section).getByText(/A ball grid array \(BGA\) solders its connections underneath the package/)).toBeInTheDocument();
    expect(cardTitles(section)).toEqual(['What X-ray Reveals', 'When We Use It']);
    expect(within(section).getByText('Voids in solder balls and thermal pads')).toBeInTheDocument();
  });

  it('lists where each check happens, in build order', () => {
    renderPage(QualityTesting, '/quality-testing');
    const section = screen.getByRole('region', { name: 'Where Each Check Happens' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'After printing',
      'After reflow',
      'Hidden joints',
      'Electrical test',
      'Function',
    ]);
  });

  it('opens the Contact Us dialog from the hero and from the closing band', async () => {
    renderPage(QualityTesting, '/quality-testing');
    const buttons = screen.getAllByRole('button', { name: 'Contact Us' });
    expect(buttons).toHaveLength(2);
    await expectEachOpensContactDialog(buttons);
  });

  it('offers the phone number and a link to PCB assembly in the closing band', () => {
    renderPage(QualityTesting, '/quality-testing');
    const closing = screen.getByRole('region', { name: 'Want Your Boards Tested Before They Ship?' });
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(closing).getByRole('link', { name: 'Explore PCB Assembly' })).toHaveAttribute('href', '/pcb-assembly');
  });

  it('is exposed by the services pages module under /quality-testing', async () => {
    const module = await pages['/quality-testing']();
    expect(module.default).toBe(QualityTesting);
  });
});
