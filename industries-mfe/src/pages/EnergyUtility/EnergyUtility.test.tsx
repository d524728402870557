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
import EnergyUtility from './EnergyUtility';

const caseTitle = 'Keeping Substation Monitoring Units Online at 99.5% Uptime';

describe('energy and utility page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(EnergyUtility, '/energy-utility');
    expectSinglePageTitle('Energy and Utility Electronics Manufacturing');
    expect(heroSection()).toHaveTextContent('assembled by a 100% US workforce in Norcross, Georgia');
  });

  it('shows the four solution cards with typical assemblies', () => {
    renderPage(EnergyUtility, '/energy-utility');
    const section = sectionNamed('Energy Solutions We Build');
    expect(cardTitles(section)).toEqual([
      'Grid Protection and Control',
      'Metering and Monitoring',
      'Power Conversion',
      'Renewable and Storage Controls',
    ]);
    const metering = cardByTitle(section, 'Metering and Monitoring');
    expect(within(metering).getByRole('heading', { level: 4, name: 'Typical assemblies' })).toBeInTheDocument();
    expect(listItemTexts(within(metering).getByRole('list'))).toEqual([
      'Smart meter boards',
      'Remote telemetry units',
      'Sensor interface modules',
    ]);
  });

  it('shows the three sector cards', () => {
    renderPage(EnergyUtility, '/energy-utility');
    const section = sectionNamed('Sectors We Serve');
    expect(cardTitles(section)).toEqual(['Electric Utilities', 'Renewable Energy', 'Water and Gas Utilities']);
    expect(cardByTitle(section, 'Renewable Energy')).toHaveTextContent('quick-turn prototypes in 5-7 days');
  });

  it('lists the standards built to and the quality controls on every build', () => {
    renderPage(EnergyUtility, '/energy-utility');
    const section = sectionNamed('Standards and Quality');
    expect(cardTitles(section)).toEqual(['Standards We Build To', 'Quality Controls on Every Build']);
    expect(listItemTexts(within(cardByTitle(section, 'Standards We Build To')).getByRole('list'))).toEqual([
      'IPC-A-610 Class 2/3 workmanship',
      'IPC J-STD-001 soldering requirements',
      'UL compliant production',
      'AS9100D certified quality system',
      'ISO 13485 certified quality system',
    ]);
    const controls = cardByTitle(section, 'Quality Controls on Every Build');
    expect(controls).toHaveTextContent('help hold our defect rate under .001%');
    expect(listItemTexts(within(controls).getByRole('list'))).toEqual([
      'Solder paste inspection (SPI)',
      'Automated optical inspection (AOI)',
      'X-ray inspection of BGA and hidden joints',
      'Flying-probe testing',
      'Functional testing',
    ]);
  });

  it('shows the five inspection steps in order inside an ordered list', () => {
    renderPage(EnergyUtility, '/energy-utility');
    const section = sectionNamed('Our Five-Step Inspection Process');
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(headingTexts('Our Five-Step Inspection Process')).toEqual([
      'File Review Under NDA',
      'Solder Paste Inspection',
      'Automated Optical Inspection',
      'X-Ray and Flying-Probe Testing',
      'Functional Test and Final Inspection',
    ]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('We sign your NDA right away');
  });

  it('shows the case-study figures on the page', () => {
    renderPage(EnergyUtility, '/energy-utility');
    const figures = within(sectionNamed('Results for a Utility Equipment Maker')).getByRole('list', { name: 'Results in figures' });
    expect(figures).toHaveTextContent('99.5%');
    expect(figures).toHaveTextContent('Field uptime');
    expect(figures).toHaveTextContent('98%');
    expect(figures).toHaveTextContent('On-time delivery');
  });

  it('opens the full case study in a dialog, which closes by its Close button and by Escape, focus back on its button', async () => {
    renderPage(EnergyUtility, '/energy-utility');
    const dialog = await openCaseStudy(caseTitle);
    const metrics = within(dialog).getByRole('list', { name: 'Key metrics' });
    expect(metrics).toHaveTextContent('99.5%');
    expect(metrics).toHaveTextContent('98%');
    expect(within(dialog).getByRole('heading', { name: 'The Challenge' })).toBeInTheDocument();
    expect(within(dialog).getByText(/installed in outdoor substation cabinets/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Our Solution' })).toBeInTheDocument();
    expect(within(dialog).getByText(/built quick-turn prototypes for the customer’s field trial/)).toBeInTheDocument();
    const results = within(dialog).getByRole('heading', { name: 'Results' }).parentElement!;
    expect(listItemTexts(within(results).getByRole('list'))).toEqual([
      '99.5% uptime across the installed monitoring units',
      '98% of shipments delivered on time',
      'A committed delivery date for every production run',
      'Weekly production updates with direct engineer access',
    ]);
    expect(within(dialog).getByText('Prototypes in 5-7 days for the field trial, followed by an ongoing production program')).toBeInTheDocument();
    expect(within(dialog).getByText(/Our units stay online and our crews install on the dates we planned/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Director of Operations, Utility monitoring equipment maker');

    await expectCaseStudyClosesToItsButton(caseTitle);
  });


  it("opens the 'Contact Us' dialog from the hero and from the closing band", async () => {
    renderPage(EnergyUtility, '/energy-utility');
    const heroButton = within(heroSection()).getByRole('button', { name: 'Contact Us' });
    const closingButton = within(sectionNamed('Ready to Build Energy Electronics That Last?')).getByRole('button', { name: 'Contact Us' });
    expect(screen.getAllByRole('button', { name: 'Contact Us' })).toEqual([heroButton, closingButton]);
    await expectEachOpensContactDialog([heroButton, closingButton]);
  });

  it('ends with a call link to the company phone and a link to quality testing', () => {
    renderPage(EnergyUtility, '/energy-utility');
    const closing = sectionNamed('Ready to Build Energy Electronics That Last?');
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(closing).getByRole('link', { name: 'See how we inspect and test' })).toHaveAttribute('href', '/quality-testing');
  });

  it('is exposed by the industries pages module under /energy-utility', async () => {
    const module = await pages['/energy-utility']();
    expect(module.default).toBe(EnergyUtility);
  });
});
