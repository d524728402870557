import { screen, within } from '@testing-library/react';
import {
  expectCaseStudyClosesToItsButton,
  openCaseStudy,
  sectionNamed,
} from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import AerospaceDefense from './AerospaceDefense';

const CASE_TITLE = 'Building 15,000 Avionics Boards at 99.8% First-Pass Yield';

function cardTitles(region: HTMLElement): (string | null)[] {
  return within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

describe('aerospace and defense page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Aerospace and Defense Electronics Manufacturing');
  });

  it('shows the four application cards with typical assemblies', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    const section = sectionNamed('Aerospace Applications We Support');
    expect(cardTitles(section)).toEqual(['Avionics', 'Flight Control', 'Communications and Radar', 'Ground Support Equipment']);
    const radar = within(section).getByRole('heading', { level: 3, name: 'Communications and Radar' }).closest('article')!;
    expect(within(radar).getByRole('heading', { level: 4, name: 'Typical assemblies' })).toBeInTheDocument();
    expect(within(radar).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'RF and signal processing boards',
      'Radio and data link electronics',
      'Antenna control electronics',
    ]);
  });

  it('shows the three sectors it serves', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    const section = sectionNamed('Sectors We Serve');
    expect(cardTitles(section)).toEqual(['Commercial Aviation', 'Defense', 'Space']);
    const defense = within(section).getByRole('heading', { level: 3, name: 'Defense' }).closest('article')!;
    expect(defense).toHaveTextContent('built by a 100% US workforce at an ITAR registered facility');
  });

  it('lists each certification with its status badge', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    const section = sectionNamed('Certifications and Registrations');
    const items = within(section).getAllByRole('listitem');
    const statusOf = (name: string) => {
      const item = items.find((candidate) => within(candidate).queryByRole('heading', { level: 3, name }));
      expect(item).toBeDefined();
      return item!;
    };
    expect(items).toHaveLength(4);
    expect(statusOf('AS9100D')).toHaveTextContent('Certified');
    expect(statusOf('ITAR')).toHaveTextContent('Registered');
    expect(statusOf('IPC-A-610 Class 2/3')).toHaveTextContent('Trained');
    expect(statusOf('IPC J-STD-001')).toHaveTextContent('Trained');
  });

  it('shows the five inspection steps in order inside an ordered list', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    const section = sectionNamed('Our Five-Stage Inspection Process');
    expect(section).toHaveTextContent('which is how we hold our defect rate under .001%');
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Solder Paste Inspection',
      'Automated Optical Inspection',
      'X-ray and BGA Inspection',
      'Flying-Probe Testing',
      'Functional Testing',
    ]);
    expect(steps[4]).toHaveTextContent('run your test procedure on the equipment you provide');
  });

  it('shows the case study figures before the dialog is opened', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    const section = sectionNamed('Results for an Avionics Program');
    expect(within(section).getByRole('heading', { level: 3, name: CASE_TITLE })).toBeInTheDocument();
    const figures = within(section).getByRole('list', { name: 'Results in figures' });
    expect(figures).toHaveTextContent('15,000');
    expect(figures).toHaveTextContent('Boards delivered');
    expect(figures).toHaveTextContent('99.8%');
    expect(figures).toHaveTextContent('First-pass yield');
    expect(figures).toHaveTextContent('5-7 days');
  });

  it('opens the full case study in a dialog, which closes by its Close button and by Escape, focus back on its button', async () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    const dialog = await openCaseStudy(CASE_TITLE);
    const metrics = within(dialog).getByRole('list', { name: 'Key metrics' });
    expect(metrics).toHaveTextContent('15,000 Boards delivered');
    expect(metrics).toHaveTextContent('99.8% First-pass yield');
    expect(within(dialog).getByText(/technical data was export-controlled/)).toBeInTheDocument();
    expect(within(dialog).getByText(/X-ray of every BGA, flying-probe testing and functional testing/)).toBeInTheDocument();
    const results = within(dialog).getByRole('heading', { name: 'Results' }).parentElement!;
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '15,000 boards built and delivered',
      '99.8% first-pass yield across production builds',
      'Every BGA checked by X-ray before functional test',
      'Controlled technical data handled only by our US team',
    ]);
    expect(within(dialog).getByText('Prototypes in 5-7 days, then scheduled production releases up to 15,000 boards')).toBeInTheDocument();
    expect(within(dialog).getByText(/They took our export-controlled data seriously from the first call/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Program Manager, Avionics equipment manufacturer');

    await expectCaseStudyClosesToItsButton(CASE_TITLE);
  });


  it('has no Contact Us button: the only button in the page body opens the case study', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    expect(screen.queryByRole('button', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Read Full Case Study']);
  });

  it('links the hero to the PCB assembly and quality testing pages', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    expect(screen.getByRole('link', { name: 'Explore PCB Assembly' })).toHaveAttribute('href', '/pcb-assembly');
    expect(screen.getByRole('link', { name: 'See Our Quality Testing' })).toHaveAttribute('href', '/quality-testing');
  });

  it('closes with a phone call and a link to prototyping', () => {
    renderPage(AerospaceDefense, '/aerospace-defense');
    const closing = sectionNamed('Talk to Our Aerospace Team');
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(closing).getByRole('link', { name: 'Start With a Prototype' })).toHaveAttribute('href', '/prototyping');
  });

  it('is exposed by the industries pages module under /aerospace-defense', async () => {
    const module = await pages['/aerospace-defense']();
    expect(module.default).toBe(AerospaceDefense);
  });
});
