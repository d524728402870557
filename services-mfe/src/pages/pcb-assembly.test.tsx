import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from 'shared/config';
import { contactFields } from 'shared/content';
import pcbAssemblyPage from 'shared/content/pages/services/pcb-assembly';
import { heroSection } from '../../../test-support/pageQueries';
import { blockOf } from '../../../test-support/pageRecord';
import { pageAt, renderPage } from '../../../test-support/renderPage';
import { pages } from '../exposedPages';

let PcbAssembly: ComponentType;
beforeAll(async () => {
  PcbAssembly = await pageAt(pages, '/pcb-assembly');
});

const { media } = blockOf(pcbAssemblyPage, 'media');

describe('PCB assembly page', () => {
  it('links to the capabilities PDF in a new tab, labelled as a PDF, from the hero among others', () => {
    renderPage(PcbAssembly, '/pcb-assembly');
    const pdfLinks = screen.getAllByRole('link', { name: /PDF/ });
    expect(pdfLinks.length).toBeGreaterThanOrEqual(1);
    for (const link of pdfLinks) {
      expect(link).toHaveAttribute('href', site.capabilitiesPdfUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(/opens in a new tab/i);
    }
    expect(within(heroSection()).getByRole('link', { name: /PDF/ })).toHaveAttribute('href', site.capabilitiesPdfUrl);
  });

  it('opens the Contact Us dialog with the six contact fields, each required and of its type', async () => {
    const user = userEvent.setup();
    renderPage(PcbAssembly, '/pcb-assembly');
    await user.click(within(heroSection()).getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    for (const field of contactFields) {
      const input = within(dialog).getByPlaceholderText(field.placeholder);
      expect(input).toBeRequired();
      if (field.type === 'textarea') expect(input.tagName).toBe('TEXTAREA');
      else expect(input).toHaveAttribute('type', field.type);
    }
    // Exactly the six fields, nothing more.
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('loads the video player only after the poster is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(PcbAssembly, '/pcb-assembly');
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: media.startLabel }));
    const frame = screen.getByTitle(media.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toContain(site.videos.pcbAssembly.id);
    expect(screen.queryByRole('button', { name: media.startLabel })).not.toBeInTheDocument();
  });
});
