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
import SupplierTerms from './SupplierTerms';

const sectionTitles = [
  '1. Scope',
  '2. Purchase Orders',
  '3. Delivery',
  '4. Quality Requirements',
  '5. Records and Traceability',
  '6. Shelf Life',
  '7. Source Inspection and Access',
  '8. Inspection, Acceptance and Rejection',
  '9. Counterfeit Parts Avoidance',
  '10. Export Control and ITAR',
  '11. Confidentiality',
  '12. Invoicing and Payment',
  '13. Governing Law and Disputes',
  '14. Contact',
];

describe('supplier terms page', () => {
  it('has one h1 and says when it was last updated', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expectSinglePageTitle('Supplier Terms and Conditions');
    expectLastUpdatedNovember23(heroSection());
  });

  it('lists its fourteen numbered sections in a contents navigation whose links lead to them', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expectContentsLinkingTo(sectionTitles);
    expect(pageSectionHeadings()).toEqual(['Contents', ...sectionTitles, 'Questions About This Document?']);
  });

  it('accepts early delivery up to 5 days before the requested date', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expect(listItemTexts(within(sectionNamed('3. Delivery')).getByRole('list'))[0]).toBe(
      'Early delivery is accepted up to 5 days before the requested date; we may return anything earlier at your cost or hold it and pay for it on the original schedule',
    );
  });

  it('keeps records at least 10 years and distributor certificates of conformance 3 years', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    const items = listItemTexts(within(sectionNamed('5. Records and Traceability')).getByRole('list'));
    expect(items[0]).toBe(
      'Keep quality and production records for the goods you supply for at least 10 years after shipment, and send us copies on request',
    );
    expect(items[1]).toContain("Distributors must supply the original manufacturer's certificate of conformance");
    expect(items[1]).toContain('keep those certificates for 3 years');
  });

  it('asks for at least 80% of shelf life remaining', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expect(sectionNamed('6. Shelf Life')).toHaveTextContent('must arrive with at least 80% of their shelf life remaining');
  });

  it('gives 24 hours notice of a source inspection', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expect(sectionNamed('7. Source Inspection and Access')).toHaveTextContent('at least 24 hours notice of a source inspection');
  });

  it('may reject non-conforming goods within 10 business days of receipt', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expect(sectionNamed('8. Inspection, Acceptance and Rejection')).toHaveTextContent(
      'We may reject non-conforming goods within 10 business days of receipt.',
    );
  });

  it('sets out counterfeit parts avoidance, export control and confidentiality', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expect(listItemTexts(within(sectionNamed('9. Counterfeit Parts Avoidance')).getByRole('list'))[0]).toBe(
      'Buy electronic components only from the original component manufacturer or its authorized distributors, unless we approve another source in writing',
    );
    expect(sectionNamed('10. Export Control and ITAR')).toHaveTextContent(
      'We are registered under the International Traffic in Arms Regulations (ITAR).',
    );
    expect(sectionNamed('11. Confidentiality')).toHaveTextContent('is confidential');
  });

  it('pays Net 30 and chooses Georgia law and arbitration in Atlanta', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expect(sectionNamed('12. Invoicing and Payment')).toHaveTextContent('we pay Net 30');
    const law = sectionNamed('13. Governing Law and Disputes');
    expect(law).toHaveTextContent('governed by the laws of the State of Georgia, USA');
    expect(law).toHaveTextContent('binding arbitration in Atlanta, Georgia');
  });

  it('gives the company e-mail, phone and postal address for questions', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    expect(sectionNamed('14. Contact')).toHaveTextContent(
      'write to info@redbud-electronics.example, quoting the purchase order number, or call (770) 555-0142. Our postal address is Redbud Electronics Manufacturing, Inc., 4120 Technology Parkway, Suite 200, Norcross, GA 30092.',
    );
  });

  it('closes with questions answered by e-mail or phone and a link to the terms and conditions', () => {
    renderPage(SupplierTerms, '/supplier-terms');
    const closing = expectQuestionsBandWithEmailAndPhone();
    expect(within(closing).getByRole('link', { name: 'Read our Terms and Conditions' })).toHaveAttribute('href', '/terms');
  });

  it('is exposed by the company pages module under /supplier-terms', async () => {
    const module = await pages['/supplier-terms']();
    expect(module.default).toBe(SupplierTerms);
  });
});
