import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  medicalCaseStudy,
  medicalCertifications,
  medicalDeviceCategories,
  medicalExcellence,
  medicalHero,
  medicalProcess,
  medicalSections,
} from 'shared/content';
import Medical from './Medical';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/medical']}>
      <Medical />
    </MemoryRouter>,
  );
}

function sectionNamed(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('medical page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Medical Device Electronics Manufacturing');
    expect(h1s[0]).toHaveTextContent(medicalHero.title);
  });

  it('shows the four excellence cards as h3 headings in their section', () => {
    renderPage();
    const section = sectionNamed(medicalSections.excellence.title);
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(medicalExcellence).toHaveLength(4);
    medicalExcellence.forEach((card, index) => {
      expect(within(cards[index]!).getByRole('heading', { level: 3 })).toHaveTextContent(card.title);
      expect(cards[index]).toHaveTextContent(card.description);
    });
  });

  it('shows the diagnostic, therapeutic and monitoring device categories with example devices', () => {
    renderPage();
    const section = sectionNamed(medicalSections.devices.title);
    const headings = within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Diagnostic Devices', 'Therapeutic Devices', 'Monitoring Devices']);
    for (const category of medicalDeviceCategories) {
      const card = within(section).getByRole('heading', { level: 3, name: category.title }).closest('article');
      expect(card).not.toBeNull();
      const examples = within(card!).getAllByRole('listitem').map((li) => li.textContent);
      expect(examples).toEqual(category.examples);
    }
  });

  it('lists each certification with its name and status badge', () => {
    renderPage();
    const section = sectionNamed(medicalSections.certifications.title);
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(medicalCertifications.length);
    const iso = items.find((item) => within(item).queryByRole('heading', { name: 'ISO 13485' }));
    expect(iso).toHaveTextContent('Certified');
    const itar = items.find((item) => within(item).queryByRole('heading', { name: 'ITAR' }));
    expect(itar).toHaveTextContent('Registered');
    const jstd = items.find((item) => within(item).queryByRole('heading', { name: 'IPC J-STD-001' }));
    expect(jstd).toHaveTextContent('Trained');
  });

  it('shows the five process steps in order inside an ordered list', () => {
    renderPage();
    const section = sectionNamed(medicalSections.process.title);
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    steps.forEach((step, index) => {
      expect(within(step).getByRole('heading', { level: 3 })).toHaveTextContent(medicalProcess[index]!.title);
    });
  });

  it('opens the full case study in a dialog and closes it again with its Close button', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read Full Case Study' }));

    const dialog = await screen.findByRole('dialog', { name: medicalCaseStudy.title });
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(medicalCaseStudy.title);
    expect(within(dialog).getByText(medicalCaseStudy.challenge)).toBeInTheDocument();
    expect(within(dialog).getByText(medicalCaseStudy.solution)).toBeInTheDocument();
    expect(within(dialog).getByText('99.8% first-pass yield across production builds')).toBeInTheDocument();
    expect(within(dialog).getByText('98% on-time delivery against committed dates')).toBeInTheDocument();
    const results = within(dialog).getByRole('heading', { name: 'Results' }).parentElement!;
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual(medicalCaseStudy.results);
    expect(within(dialog).getByText(medicalCaseStudy.timeline)).toBeInTheDocument();
    expect(within(dialog).getByText(medicalCaseStudy.testimonial.quote)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(medicalCaseStudy.testimonial.author);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it.
    expect(screen.getByRole('button', { name: 'Read Full Case Study' })).toHaveFocus();
  });

  it('closes the case study with the Escape key as well', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Read Full Case Study' }));
    await screen.findByRole('dialog', { name: medicalCaseStudy.title });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens the 'Contact Us' dialog with the shared form from the hero button", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(dialog).toHaveTextContent('Fill out the form below and our team will contact you.');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('ends with a call to action whose link points at a real route', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Explore PCB Assembly' });
    expect(link).toHaveAttribute('href', '/pcb-assembly');
  });
});
