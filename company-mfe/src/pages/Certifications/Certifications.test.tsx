import { within } from '@testing-library/react';
import {
  cardByTitle,
  cardTitles,
  expectEachOpensContactDialog,
  expectSinglePageTitle,
  heroSection,
  listItemTexts,
  sectionNamed,
} from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import Certifications from './Certifications';

describe('certifications page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(Certifications, '/certifications');
    expectSinglePageTitle('Certifications and Registrations');
  });

  it('names all eight certifications of the spec, grouped in three sections', () => {
    renderPage(Certifications, '/certifications');
    expect(cardTitles(sectionNamed('Certified Quality Management'))).toEqual(['AS9100D', 'ISO 13485']);
    expect(cardTitles(sectionNamed('Workmanship Standards'))).toEqual(['IPC-A-610 Class 2/3', 'IPC J-STD-001', 'UL']);
    expect(cardTitles(sectionNamed('Registrations and Supplier Diversity'))).toEqual(['ITAR Registered', 'WBENC', 'GMSDC']);
  });

  it('says what each certification means for a buyer', () => {
    renderPage(Certifications, '/certifications');
    const itar = cardByTitle(sectionNamed('Registrations and Supplier Diversity'), 'ITAR Registered');
    expect(within(itar).getByRole('heading', { level: 4, name: 'What it means for you' })).toBeInTheDocument();
    expect(listItemTexts(within(itar).getByRole('list'))).toEqual([
      'Controlled technical data stays with our 100% US workforce',
      'Defense programs can place work with us directly',
    ]);
    expect(cardByTitle(sectionNamed('Workmanship Standards'), 'IPC-A-610 Class 2/3')).toHaveTextContent(
      'Class 3 criteria for high-reliability products',
    );
  });

  it('gives each group an anchor other pages can link to', () => {
    renderPage(Certifications, '/certifications');
    expect(sectionNamed('Certified Quality Management')).toHaveAttribute('id', 'quality-systems');
    expect(sectionNamed('Workmanship Standards')).toHaveAttribute('id', 'workmanship');
    expect(sectionNamed('Registrations and Supplier Diversity')).toHaveAttribute('id', 'compliance');
  });

  it('opens the Contact Us dialog to request certificates, from the hero and the closing band', async () => {
    renderPage(Certifications, '/certifications');
    const request = within(heroSection()).getByRole('button', { name: 'Request Our Certificates' });
    const contact = within(sectionNamed('Need a Copy for Your Supplier File?')).getByRole('button', { name: 'Contact Us' });
    await expectEachOpensContactDialog([request, contact]);
    expect(within(sectionNamed('Need a Copy for Your Supplier File?')).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+17705550142',
    );
  });

  it('is exposed by the company pages module under /certifications', async () => {
    const module = await pages['/certifications']();
    expect(module.default).toBe(Certifications);
  });
});
