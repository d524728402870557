import type { ComponentType } from 'react';
import prototypingPage from 'shared/content/pages/services/prototyping';
import { heroSection } from '../../../test-support/pageQueries';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let Prototyping: ComponentType;
beforeAll(async () => {
  Prototyping = await pageAt(pages, '/prototyping');
});

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
