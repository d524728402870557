import type { ComponentType } from 'react';
import supplierTermsPage from 'shared/content/pages/company/supplier-terms';
import {
  expectContentsLinkingTo,
  expectLastUpdatedNovember23,
  pageSectionHeadings,
} from '../../../test-support/legalDocument';
import { heroSection } from '../../../test-support/pageQueries';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let SupplierTerms: ComponentType;
beforeAll(async () => {
  SupplierTerms = await pageAt(pages, '/supplier-terms');
});

const chapters = supplierTermsPage.sections.filter((section) => section.id).map((section) => section.copy.title);

describe('supplier terms page', () => {
  it('says when it was last updated', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expectLastUpdatedNovember23(heroSection());
  });

  it('lists its numbered sections in a contents navigation whose links lead to them', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expectContentsLinkingTo(chapters);
    expect(pageSectionHeadings()).toEqual([
      supplierTermsPage.contents!.label,
      ...chapters,
      supplierTermsPage.closing!.copy.title,
    ]);
  });
});
