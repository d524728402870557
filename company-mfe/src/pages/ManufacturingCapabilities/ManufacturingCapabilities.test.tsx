import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardTitles, expectSinglePageTitle, heroSection, sectionNamed } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import ManufacturingCapabilities from './ManufacturingCapabilities';

describe('manufacturing capabilities page', () => {
  it('has exactly one h1, the page title, and the throughput claim in its lead', () => {
    renderPage(ManufacturingCapabilities, '/manufacturing-capabilities');
    expectSinglePageTitle('Manufacturing Capabilities');
    expect(heroSection()).toHaveTextContent('high-speed SMT lines placing 75,000+ parts per hour');
  });

  it('has the seven process sections in order', () => {
    renderPage(ManufacturingCapabilities, '/manufacturing-capabilities');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'SMT Assembly',
      'Printing and Solder Paste Inspection',
      'Reflow Soldering',
      'Selective and Wave Soldering',
      'Inspection and Test',
      'Cleaning and Coating',
      'Rework and Repair',
      'Want to See It in Person?',
    ]);
  });

  it('shows each machine with its specs and its use case', () => {
    renderPage(ManufacturingCapabilities, '/manufacturing-capabilities');
    const inspection = sectionNamed('Inspection and Test');
    expect(cardTitles(inspection)).toEqual([
      'Automated optical inspection (AOI)',
      'X-ray inspection',
      'Flying-probe tester',
      'Functional test stations',
    ]);
    const xray = within(inspection).getByRole('heading', { name: 'X-ray inspection' }).closest('article')!;
    expect(within(xray).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sees under BGA and bottom-terminated packages',
      'Voids, bridges and missing balls',
    ]);
    expect(xray).toHaveTextContent('Best for: Joints a camera cannot see.');
    expect(within(sectionNamed('SMT Assembly')).getAllByRole('listitem')[0]).toHaveTextContent('75,000+ placements per hour');
  });

  it('loads the video only when its poster is pressed', async () => {
    const { container } = renderPage(ManufacturingCapabilities, '/manufacturing-capabilities');
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(within(heroSection()).getByRole('button', { name: 'Play video: Our equipment at work' }));
    expect(screen.getByTitle('Our equipment at work').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/rb-capabilities?autoplay=1&rel=0',
    );
  });

  it('is exposed by the company pages module under /manufacturing-capabilities', async () => {
    const module = await pages['/manufacturing-capabilities']();
    expect(module.default).toBe(ManufacturingCapabilities);
  });
});
