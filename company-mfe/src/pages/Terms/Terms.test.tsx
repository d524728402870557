import { termsPage } from 'shared/content';
import {
  expectContentsLinkingTo,
  expectLastUpdatedNovember23,
  pageSectionHeadings,
} from '../../../../test-support/legalDocument';
import { heroSection } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import Terms from './Terms';

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
