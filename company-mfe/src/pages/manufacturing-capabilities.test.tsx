import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import manufacturingCapabilitiesPage from 'shared/content/pages/company/manufacturing-capabilities';
import { heroSection } from '../../../test-support/pageQueries';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let ManufacturingCapabilities: ComponentType;
beforeAll(async () => {
  ManufacturingCapabilities = await pageAt(pages, '/manufacturing-capabilities');
});

const aside = manufacturingCapabilitiesPage.hero.aside;

describe('manufacturing capabilities page', () => {
  it('loads the video only when its poster is pressed', async () => {
    if (aside?.kind !== 'media') throw new Error('The capabilities hero has no video.');
    const { container } = renderPage(ManufacturingCapabilities, '/manufacturing-capabilities');
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(within(heroSection()).getByRole('button', { name: aside.media.startLabel }));
    expect(screen.getByTitle(aside.media.title).getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/rb-capabilities?autoplay=1&rel=0',
    );
  });
});
