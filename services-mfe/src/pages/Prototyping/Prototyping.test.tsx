import { prototypingPage } from 'shared/content';
import { heroSection } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import Prototyping from './Prototyping';

describe('Rapid prototyping page', () => {
  it('shows our own hero artwork as decoration, its space reserved', () => {
    const aside = prototypingPage.hero.aside;
    if (aside?.kind !== 'image') throw new Error('The prototyping hero has no artwork.');
    renderPage(Prototyping, '/prototyping');
    const art = heroSection().querySelector('img');
    expect(art).toHaveAttribute('alt', '');
    expect(art).toHaveAttribute('width', String(aside.image.width));
    expect(art).toHaveAttribute('height', String(aside.image.height));
  });
});
