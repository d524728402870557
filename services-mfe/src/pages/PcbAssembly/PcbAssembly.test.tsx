import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from 'shared/config';
import { contactFields } from 'shared/content';
import { expectSinglePageTitle, headingTexts, heroSection, listItemTexts } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import PcbAssembly from './PcbAssembly';

describe('PCB assembly page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(PcbAssembly, '/pcb-assembly');
    expectSinglePageTitle('PCB Assembly Services');
  });

  it('shows the three advantage cards as h3 headings under their section h2', () => {
    renderPage(PcbAssembly, '/pcb-assembly');
    expect(headingTexts('Three things we never compromise on')).toEqual([
      'Excellent Quality',
      'On-Time Delivery',
      'Exceptional Service',
    ]);
  });

  it('shows the capability figures and inspection methods from the specification', () => {
    renderPage(PcbAssembly, '/pcb-assembly');
    const section = screen.getByRole('region', { name: 'Assembly, inspection and standards' });
    const figures = within(section).getByRole('list', { name: 'PCB assembly in figures' });
    expect(listItemTexts(figures)).toEqual([
      '75,000+ placements per hour',
      '< .001% defect rate',
      '100% US workforce',
      '150+ active clients',
    ]);
    for (const method of [/solder paste inspection \(SPI\)/i, /automated optical inspection \(AOI\)/i, /X-ray/i, /BGA/i, /flying probe/i]) {
      expect(within(section).getByText(method)).toBeInTheDocument();
    }
    expect(within(section).getByText(/IPC-A-610 Class 2 and Class 3/)).toBeInTheDocument();
    expect(within(section).getByText(/IPC J-STD-001/)).toBeInTheDocument();
  });

  it('links to the capabilities PDF in a new tab, labelled as a PDF', () => {
    renderPage(PcbAssembly, '/pcb-assembly');
    const pdfLinks = screen.getAllByRole('link', { name: /PDF/ });
    expect(pdfLinks.length).toBeGreaterThanOrEqual(1);
    for (const link of pdfLinks) {
      expect(link).toHaveAttribute('href', site.capabilitiesPdfUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(/opens in a new tab/i);
    }
    // The hero carries one of them, next to the Contact Us button.
    expect(within(heroSection()).getByRole('link', { name: /PDF/ })).toHaveAttribute('href', site.capabilitiesPdfUrl);
  });

  it('opens the Contact Us dialog with the six contact fields', async () => {
    const user = userEvent.setup();
    renderPage(PcbAssembly, '/pcb-assembly');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [heroContact] = screen.getAllByRole('button', { name: 'Contact Us' });
    await user.click(heroContact!);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    for (const field of contactFields) {
      const input = within(dialog).getByPlaceholderText(field.placeholder);
      expect(input).toBeRequired();
    }
    expect(within(dialog).getByPlaceholderText('First Name*')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Email Address*')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByPlaceholderText('Phone Number*')).toHaveAttribute('type', 'tel');
    expect(
      within(dialog).getByPlaceholderText('Project Details (quantities, timeline, special requirements)*').tagName,
    ).toBe('TEXTAREA');
    // Exactly the six fields, nothing more.
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('opens the same dialog from the closing call to action, which also offers the phone number', async () => {
    const user = userEvent.setup();
    renderPage(PcbAssembly, '/pcb-assembly');
    const closing = screen.getByRole('region', { name: 'Ready to put your boards into production?' });
    expect(within(closing).getByRole('link', { name: new RegExp(site.phone.display.replace(/[()]/g, '\\$&')) })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    expect(within(closing).getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/our-story');
    await user.click(within(closing).getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('loads the video player only after the poster is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(PcbAssembly, '/pcb-assembly');
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: A walk along our SMT assembly line' }));
    const frame = screen.getByTitle('A walk along our SMT assembly line');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toContain(site.videos.pcbAssembly.id);
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  });

  it('is exposed by the services pages module under /pcb-assembly', async () => {
    const module = await pages['/pcb-assembly']();
    expect(module.default).toBe(PcbAssembly);
  });
});
