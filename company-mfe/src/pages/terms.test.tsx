import type { ComponentType } from 'react';
import termsPage from 'shared/content/pages/company/terms';
import {
  expectContentsLinkingTo,
  expectLastUpdatedNovember23,
  pageSectionHeadings,
} from '../../../test-support/legalDocument';
import { heroSection } from '../../../test-support/pageQueries';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let Terms: ComponentType;
beforeAll(async () => {
  Terms = await pageAt(pages, '/terms');
});

const chapters = termsPage.sections.filter((section) => section.id).map((section) => section.copy.title);

describe('terms and conditions page', () => {
  it('says when it was last updated', () => {
    renderPage(Terms, '/terms');
    expectLastUpdatedNovember23(heroSection());
  });

  it('lists its numbered sections in a contents navigation whose links lead to them', () => {
    renderPage(Terms, '/terms');
    expectContentsLinkingTo(chapters);
    expect(pageSectionHeadings()).toEqual([termsPage.contents!.label, ...chapters, termsPage.closing!.copy.title]);
  });
});
