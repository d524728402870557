import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  expectCaseStudyClosesToItsButton,
  openCaseStudy,
  sectionNamed,
} from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import Medical from './Medical';

describe('medical page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(Medical, '/medical');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Medical Device Electronics Manufacturing');
  });

  it('shows the four excellence cards as h3 headings in their section', () => {
    renderPage(Medical, '/medical');
    const section = sectionNamed('Built for Medical-Grade Reliability');
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'ISO 13485 Quality System',
      'Full Traceability',
      'Inspection at Every Stage',
      'A Team You Can Reach',
    ]);
    expect(cards[2]).toHaveTextContent('help hold our defect rate under .001%');
  });

  it('shows the diagnostic, therapeutic and monitoring device categories with example devices', () => {
    renderPage(Medical, '/medical');
    const section = sectionNamed('Device Categories We Support');
    const headings = within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Diagnostic Devices', 'Therapeutic Devices', 'Monitoring Devices']);
    const monitoring = within(section).getByRole('heading', { level: 3, name: 'Monitoring Devices' }).closest('article')!;
    expect(within(monitoring).getByRole('heading', { level: 4, name: 'Typical devices' })).toBeInTheDocument();
    expect(within(monitoring).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Bedside vital-sign monitors',
      'Wearable patient sensors',
      'Pulse oximetry modules',
      'Remote patient monitoring gateways',
    ]);
  });

  it('lists each certification with its name and status badge', () => {
    renderPage(Medical, '/medical');
    const section = sectionNamed('Certifications and Training');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const iso = items.find((item) => within(item).queryByRole('heading', { name: 'ISO 13485' }));
    expect(iso).toHaveTextContent('Certified');
    const itar = items.find((item) => within(item).queryByRole('heading', { name: 'ITAR' }));
    expect(itar).toHaveTextContent('Registered');
    const jstd = items.find((item) => within(item).queryByRole('heading', { name: 'IPC J-STD-001' }));
    expect(jstd).toHaveTextContent('Trained');
  });

  it('shows the five process steps in order inside an ordered list', () => {
    renderPage(Medical, '/medical');
    const section = sectionNamed('Our Five-Step Medical Build Process');
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Share Your Files Under NDA',
      'Engineering Review and Quote',
      'Prototype Build',
      'Controlled, Traceable Production',
      'Test, Validate and Package',
    ]);
    expect(steps[2]).toHaveTextContent('Quick-turn prototypes in 5-7 days');
  });

  it('opens the full case study in a dialog, which closes by its Close button and by Escape, focus back on its button', async () => {
    renderPage(Medical, '/medical');
    const dialog = await openCaseStudy('Taking a Patient Monitor from Prototype to Steady Production');
    expect(within(dialog).getByRole('list', { name: 'Key metrics' })).toHaveTextContent('99.8% First-pass yield');
    expect(within(dialog).getByText(/uneven solder quality on fine-pitch and BGA parts/)).toBeInTheDocument();
    expect(within(dialog).getByText(/design-for-manufacturability review and quick-turn prototypes/)).toBeInTheDocument();
    const results = within(dialog).getByRole('heading', { name: 'Results' }).parentElement!;
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '99.8% first-pass yield across production builds',
      '98% on-time delivery against committed dates',
      'Serial traceability for every assembly shipped',
      'Weekly production updates with direct engineer access',
    ]);
    expect(within(dialog).getByText('Prototypes in 5-7 days, followed by an ongoing production program')).toBeInTheDocument();
    expect(within(dialog).getByText(/Our yields went up, our boards arrive when promised/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Director of Operations, Medical device OEM');

    await expectCaseStudyClosesToItsButton('Taking a Patient Monitor from Prototype to Steady Production');
  });


  it("opens the 'Contact Us' dialog with the shared form from the hero button", async () => {
    const user = userEvent.setup();
    renderPage(Medical, '/medical');
    expect(screen.getByRole('button', { name: 'Start Your Medical Project' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(dialog).toHaveTextContent('Fill out the form below and our team will contact you.');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('ends with a call to action whose link points at a real route', () => {
    renderPage(Medical, '/medical');
    const link = screen.getByRole('link', { name: 'Explore PCB Assembly' });
    expect(link).toHaveAttribute('href', '/pcb-assembly');
  });
});
