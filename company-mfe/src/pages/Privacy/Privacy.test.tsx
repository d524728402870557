import { privacyPage } from 'shared/content';
import { expectContentsLinkingTo, expectLastUpdatedNovember23, pageSectionHeadings } from '../../../../test-support/legalDocument';
import { heroSection } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import Privacy from './Privacy';

const chapters = privacyPage.sections.filter((section) => section.id).map((section) => section.copy.title);

describe('privacy policy page', () => {
  it('says when it was last updated', () => {
    renderPage(Privacy, '/privacy');
    expectLastUpdatedNovember23(heroSection());
  });

  it('lists its numbered sections in a contents navigation whose links lead to them', () => {
    renderPage(Privacy, '/privacy');
    expectContentsLinkingTo(chapters);
    expect(pageSectionHeadings()).toEqual([privacyPage.contents!.label, ...chapters, privacyPage.closing!.copy.title]);
  });
});
