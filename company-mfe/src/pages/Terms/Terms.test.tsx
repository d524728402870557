import { within } from '@testing-library/react';
import {
  expectContentsLinkingTo,
  expectLastUpdatedNovember23,
  expectQuestionsBandWithEmailAndPhone,
  pageSectionHeadings,
} from '../../../../test-support/legalDocument';
import { expectSinglePageTitle, heroSection, listItemTexts, sectionNamed } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import Terms from './Terms';

const sectionTitles = [
  '1. About These Terms',
  '2. Who May Use This Site',
  '3. Using This Website',
  '4. Our Content',
  '5. Quotes',
  '6. Orders and Changes',
  '7. Your Designs and Materials',
  '8. Payment',
  '9. Delivery and Inspection',
  '10. Warranty',
  '11. Limitation of Liability',
  '12. Governing Law and Disputes',
  '13. Changes and Contact',
];

describe('terms and conditions page', () => {
  it('has one h1 and says when it was last updated', () => {
    renderPage(Terms, '/terms');
    expectSinglePageTitle('Terms and Conditions');
    expectLastUpdatedNovember23(heroSection());
  });

  it('lists its thirteen numbered sections in a contents navigation whose links lead to them', () => {
    renderPage(Terms, '/terms');
    expectContentsLinkingTo(sectionTitles);
    expect(pageSectionHeadings()).toEqual(['Contents', ...sectionTitles, 'Questions About This Document?']);
  });

  it('sets the minimum age at 18', () => {
    renderPage(Terms, '/terms');
    expect(sectionNamed('2. Who May Use This Site')).toHaveTextContent('You must be at least 18 years old');
  });

  it('keeps quotes valid for 30 days', () => {
    renderPage(Terms, '/terms');
    expect(sectionNamed('5. Quotes')).toHaveTextContent('Our quotes are valid for 30 days from the date on the quote');
  });

  it('asks for payment Net 30 with late interest of 1.5% per month (18% a year)', () => {
    renderPage(Terms, '/terms');
    const items = listItemTexts(within(sectionNamed('8. Payment')).getByRole('list'));
    expect(items).toContain('Invoices are payable Net 30: within 30 days of the invoice date');
    expect(items).toContain(
      'Overdue amounts carry late interest of 1.5% per month (18% a year), or the highest rate the law allows if that is lower',
    );
  });

  it('asks for notice of a defective delivery within 10 business days', () => {
    renderPage(Terms, '/terms');
    expect(sectionNamed('9. Delivery and Inspection')).toHaveTextContent('tell us in writing within 10 business days of delivery');
  });

  it('warrants workmanship for 90 days from delivery', () => {
    renderPage(Terms, '/terms');
    expect(sectionNamed('10. Warranty')).toHaveTextContent(
      'the workmanship class agreed for your order for 90 days from delivery',
    );
  });

  it('caps liability at the amounts paid in the prior 12 months', () => {
    renderPage(Terms, '/terms');
    expect(sectionNamed('11. Limitation of Liability')).toHaveTextContent(
      'limited to the amounts you paid us in the 12 months before the event that gave rise to the claim',
    );
  });

  it('chooses Georgia law and arbitration in Atlanta', () => {
    renderPage(Terms, '/terms');
    const section = sectionNamed('12. Governing Law and Disputes');
    expect(section).toHaveTextContent('governed by the laws of the State of Georgia, USA');
    expect(section).toHaveTextContent('binding arbitration in Atlanta, Georgia');
  });

  it('closes with questions answered by e-mail or phone and a link to the privacy policy', () => {
    renderPage(Terms, '/terms');
    const closing = expectQuestionsBandWithEmailAndPhone();
    expect(within(closing).getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('is exposed by the company pages module under /terms', async () => {
    const module = await pages['/terms']();
    expect(module.default).toBe(Terms);
  });
});
