import { screen, within } from '@testing-library/react';
import {
  cardByTitle,
  cardTitles,
  expectCaseStudyClosesToItsButton,
  expectEachOpensContactDialog,
  expectSinglePageTitle,
  headingTexts,
  heroSection,
  listItemTexts,
  openCaseStudy,
  sectionNamed,
} from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import IndustrialElectronics from './IndustrialElectronics';

const caseTitle = 'Scaling a Rugged PLC I/O Module to 50,000+ Units';

describe('industrial and telecommunications page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    expectSinglePageTitle('Industrial and Telecommunications Electronics Manufacturing');
    expect(heroSection()).toHaveTextContent('environmental ratings from -40 to +85 °C');
  });

  it('shows the four application cards with typical assemblies', () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const section = sectionNamed('Applications We Build For');
    expect(cardTitles(section)).toEqual([
      'Industrial Controls and PLC I/O',
      'Motor Drives and Power Control',
      'Telecom Network Equipment',
      'Test and Measurement',
    ]);
    const telecom = cardByTitle(section, 'Telecom Network Equipment');
    expect(within(telecom).getByRole('heading', { level: 4, name: 'Typical assemblies' })).toBeInTheDocument();
    expect(listItemTexts(within(telecom).getByRole('list'))).toEqual([
      'Line cards and interface boards',
      'Network switch and router subassemblies',
      'Outdoor cabinet electronics',
    ]);
  });

  it('shows the three industry cards', () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const section = sectionNamed('Industries We Serve');
    expect(cardTitles(section)).toEqual(['Industrial Automation', 'Telecommunications', 'Instrumentation']);
    expect(cardByTitle(section, 'Instrumentation')).toHaveTextContent('quick-turn prototypes in 5-7 days');
  });

  it('lists the six environmental ratings in a captioned table, each value in the row of its parameter', () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const table = within(sectionNamed('Environmental Tolerances')).getByRole('table', { name: 'Environmental ratings' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Parameter', 'Rating']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(within(table).getByRole('row', { name: 'Operating temperature -40 to +85 °C' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Storage temperature -55 to +100 °C' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Humidity 5 to 95% RH' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Vibration 5G to 50G' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Shock Up to 100G' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Altitude Up to 5000 m' })).toBeInTheDocument();
    const shock = within(table).getByRole('row', { name: 'Shock Up to 100G' });
    expect(within(shock).getByRole('rowheader', { name: 'Shock' })).toBeInTheDocument();
    expect(within(shock).getByRole('cell', { name: 'Up to 100G' })).toBeInTheDocument();
  });

  it('lists each certification with its name and status', () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const section = sectionNamed('Certifications and Training');
    const items = within(section).getAllByRole('listitem');
    expect(headingTexts('Certifications and Training')).toEqual(['IPC-A-610 Class 2/3', 'IPC J-STD-001', 'AS9100D', 'ITAR']);
    const statusOf = (name: string) => items.find((item) => within(item).queryByRole('heading', { name }));
    expect(statusOf('IPC-A-610 Class 2/3')).toHaveTextContent('Trained');
    expect(statusOf('IPC J-STD-001')).toHaveTextContent('Trained');
    expect(statusOf('AS9100D')).toHaveTextContent('Certified');
    expect(statusOf('ITAR')).toHaveTextContent('Registered');
  });

  it('shows the five validation steps in order inside an ordered list', () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const section = sectionNamed('Our Five-Step Validation Process');
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(headingTexts('Our Five-Step Validation Process')).toEqual([
      'Requirements Review Under NDA',
      'Solder Paste Inspection',
      'Automated Optical and X-Ray Inspection',
      'Flying-Probe and Functional Test',
      'Final Inspection and Packaging',
    ]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('We sign your NDA right away');
    expect(section).toHaveTextContent('helps hold our defect rate under .001%');
  });

  it('shows the case-study figures on the page', () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const section = sectionNamed('Results for an Industrial Automation OEM');
    const figures = within(section).getByRole('list', { name: 'Results in figures' });
    expect(figures).toHaveTextContent('50,000+');
    expect(figures).toHaveTextContent('Units delivered');
    expect(figures).toHaveTextContent('99.7%');
    expect(figures).toHaveTextContent('Production yield');
  });

  it('opens the full case study in a dialog, which closes by its Close button and by Escape, focus back on its button', async () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const dialog = await openCaseStudy(caseTitle);
    const metrics = within(dialog).getByRole('list', { name: 'Key metrics' });
    expect(metrics).toHaveTextContent('50,000+');
    expect(metrics).toHaveTextContent('99.7%');
    expect(within(dialog).getByRole('heading', { name: 'The Challenge' })).toBeInTheDocument();
    expect(within(dialog).getByText(/uneven solder joints on connector pins/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Our Solution' })).toBeInTheDocument();
    expect(within(dialog).getByText(/design-for-manufacturability review and quick-turn prototypes/)).toBeInTheDocument();
    const results = within(dialog).getByRole('heading', { name: 'Results' }).parentElement!;
    expect(listItemTexts(within(results).getByRole('list'))).toEqual([
      '50,000+ units delivered across the module family',
      '99.7% yield across production builds',
      'A committed delivery date for every production run',
      'Weekly production updates with direct engineer access',
    ]);
    expect(within(dialog).getByText('Prototypes in 5-7 days, followed by an ongoing production program')).toBeInTheDocument();
    expect(within(dialog).getByText(/Every variant now ships on the date we were given/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Vice President of Engineering, Industrial automation equipment maker');

    await expectCaseStudyClosesToItsButton(caseTitle);
  });


  it("opens the 'Contact Us' dialog from the hero and from the closing band", async () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const heroButton = within(heroSection()).getByRole('button', { name: 'Contact Us' });
    const closing = sectionNamed('Ready to Build Rugged Electronics?');
    const closingButton = within(closing).getByRole('button', { name: 'Contact Us' });
    expect(screen.getAllByRole('button', { name: 'Contact Us' })).toEqual([heroButton, closingButton]);
    await expectEachOpensContactDialog([heroButton, closingButton]);
  });

  it('ends with a call link to the company phone and a link to quality testing', () => {
    renderPage(IndustrialElectronics, '/industrial-electronics');
    const closing = sectionNamed('Ready to Build Rugged Electronics?');
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(closing).getByRole('link', { name: 'See how we inspect and test' })).toHaveAttribute('href', '/quality-testing');
  });

  it('is exposed by the industries pages module under /industrial-electronics', async () => {
    const module = await pages['/industrial-electronics']();
    expect(module.default).toBe(IndustrialElectronics);
  });
});
