import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let AerospaceDefense: ComponentType;
beforeAll(async () => {
  AerospaceDefense = await pageAt(pages, '/aerospace-defense');
});

describe('aerospace and defense page', () => {
  it('has no Contact Us button: the only button in the page body opens the case study', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Read Full Case Study']);
  });
});
