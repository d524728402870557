import { screen, within } from '@testing-library/react';
import {
  expectContentsLinkingTo,
  expectLastUpdatedNovember23,
  expectQuestionsBandWithEmailAndPhone,
  pageSectionHeadings,
} from '../../../../test-support/legalDocument';
import { expectSinglePageTitle, heroSection, listItemTexts, sectionNamed } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import Privacy from './Privacy';

const sectionTitles = [
  '1. Who We Are',
  '2. Information You Give Us',
  '3. Information Collected Automatically',
  '4. Videos and Maps From Other Providers',
  '5. How We Use Information',
  '6. How Long We Keep It',
  '7. Who We Share It With',
  '8. How We Protect It',
  '9. Your Choices and Rights',
  '10. Minimum Age',
  '11. Changes to This Policy',
  '12. Contact Us',
];

describe('privacy policy page', () => {
  it('has one h1 and says when it was last updated', () => {
    renderPage(Privacy, '/privacy');
    expectSinglePageTitle('Privacy Policy');
    expectLastUpdatedNovember23(heroSection());
  });

  it('lists its twelve numbered sections in a contents navigation whose links lead to them', () => {
    renderPage(Privacy, '/privacy');
    expectContentsLinkingTo(sectionTitles);
    expect(pageSectionHeadings()).toEqual(['Contents', ...sectionTitles, 'Questions About This Document?']);
  });

  it('names the six fields of the contact form as everything a visitor sends', () => {
    renderPage(Privacy, '/privacy');
    const section = sectionNamed('2. Information You Give Us');
    expect(section).toHaveTextContent('The form asks for six things');
    expect(listItemTexts(within(section).getByRole('list'))).toEqual([
      'First name',
      'Last name',
      'Company name',
      'E-mail address',
      'Phone number',
      'Project details (for example quantities, timeline and special requirements)',
    ]);
  });

  it('describes server logs and says there are no advertising trackers', () => {
    renderPage(Privacy, '/privacy');
    const section = sectionNamed('3. Information Collected Automatically');
    expect(within(section).getByText('The IP address your request came from')).toBeInTheDocument();
    expect(section).toHaveTextContent('The site runs no advertising trackers');
  });

  it('says video and map frames load only when the visitor asks, and then the provider’s policy applies', () => {
    renderPage(Privacy, '/privacy');
    const section = sectionNamed('4. Videos and Maps From Other Providers');
    expect(section).toHaveTextContent('The video frame comes from www.youtube-nocookie.com and loads only when you press play');
    expect(section).toHaveTextContent('the map frame comes from www.google.com and loads only when you press the button to load the map');
    expect(section).toHaveTextContent("the provider's own privacy policy applies");
  });

  it('sets the minimum age at 18', () => {
    renderPage(Privacy, '/privacy');
    expect(sectionNamed('10. Minimum Age')).toHaveTextContent('You must be at least 18 years old');
  });

  it('gives the company name, address, e-mail and phone to contact', () => {
    renderPage(Privacy, '/privacy');
    expect(listItemTexts(within(sectionNamed('12. Contact Us')).getByRole('list'))).toEqual([
      'Redbud Electronics Manufacturing, Inc.',
      '4120 Technology Parkway, Suite 200, Norcross, GA 30092',
      'E-mail: info@redbud-electronics.example',
      'Phone: (770) 555-0142',
    ]);
    expect(sectionNamed('1. Who We Are')).toHaveTextContent('This website is run by Redbud Electronics Manufacturing, Inc.');
  });

  it('closes with questions answered by e-mail or phone', () => {
    renderPage(Privacy, '/privacy');
    expectQuestionsBandWithEmailAndPhone();
    expect(screen.queryByRole('button', { name: 'Contact Us' })).toBeNull();
  });

  it('is exposed by the company pages module under /privacy', async () => {
    const module = await pages['/privacy']();
    expect(module.default).toBe(Privacy);
  });
});
