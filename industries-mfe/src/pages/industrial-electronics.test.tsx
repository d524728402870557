import type { ComponentType } from 'react';
import { within } from '@testing-library/react';
import industrialElectronicsPage from 'shared/content/pages/industries/industrial-electronics';
import { blockOf } from '../../../test-support/pageRecord';
import { sectionNamed } from '../../../test-support/pageQueries';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let IndustrialElectronics: ComponentType;
beforeAll(async () => {
  IndustrialElectronics = await pageAt(pages, '/industrial-electronics');
});

const ratings = blockOf(industrialElectronicsPage, 'specs');
const ratingsSection = industrialElectronicsPage.sections.find((section) => section.blocks.includes(ratings))!;

describe('industrial and telecommunications page', () => {
  it('lists the environmental ratings in a captioned table, each value in the row of its parameter', () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const table = within(sectionNamed(ratingsSection.copy.title)).getByRole('table', { name: ratings.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([ratings.columns.parameter, ratings.columns.value]);
    expect(within(table).getAllByRole('row')).toHaveLength(ratings.entries.length + 1);
    for (const { parameter, value } of ratings.entries) {
      const row = within(table).getByRole('row', { name: `${parameter} ${value}` });
      expect(within(row).getByRole('rowheader', { name: parameter })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: value })).toBeInTheDocument();
    }
  });
});
