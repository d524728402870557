import type { ComponentType } from 'react';
import privacyPage from 'shared/content/pages/company/privacy';
import { screen, within } from '@testing-library/react';
import { expectContentsLinkingTo, expectLastUpdated, pageSectionHeadings } from '../../../test-support/legalDocument';
import { heroSection } from '../../../test-support/pageQueries';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let Privacy: ComponentType;
beforeAll(async () => {
  Privacy = await pageAt(pages, '/privacy');
});

const chapters = privacyPage.sections.filter((section) => section.id).map((section) => section.copy.title);

describe('privacy policy page', () => {
  it('says when it was last updated', () => {
    renderPage(Privacy, '/privacy');
    expectLastUpdated(heroSection(), 'November 28, 2026', '2026-11-28');
  });

  it('says what the contact form sends besides its fields, and for how long each kind of record is kept', () => {
    renderPage(Privacy, '/privacy');
    const given = screen.getByRole('region', { name: '2. Information You Give Us' });
    expect(within(given).getByText(/The page you sent it from, and which of our forms you used/)).toBeInTheDocument();
    expect(within(given).getByText(/session storage for the visit, not in a cookie/)).toBeInTheDocument();
    const collected = screen.getByRole('region', { name: '3. Information Collected Automatically' });
    expect(within(collected).getByText(/no cookie, no identifier and nothing you typed/)).toBeInTheDocument();
    // The one cookie of the site's own: a trial's side, named with what it holds.
    expect(
      within(collected).getByText(/site_side, that says only whether you see the new version/),
    ).toBeInTheDocument();
    // The built-in periods (the server's environment may set others, and the page then says those).
    expect(screen.getByRole('region', { name: '6. How Long We Keep It' })).toHaveTextContent(
      'deletes contact and quote requests 730 days after they arrive. Requests our spam checks held back are deleted after 30 days, and the timing reports after 30 days.',
    );
  });

  it('lists its numbered sections in a contents navigation whose links lead to them', () => {
    renderPage(Privacy, '/privacy');
    expectContentsLinkingTo(chapters);
    expect(pageSectionHeadings()).toEqual([privacyPage.contents!.label, ...chapters, privacyPage.closing!.copy.title]);
  });
});
