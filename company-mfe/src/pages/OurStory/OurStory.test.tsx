import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { site } from 'shared/config';
import { ourStoryBadges, ourStoryHero, ourStoryTimeline, ourStoryValues } from 'shared/content';
import { findRoute } from 'shared/routes';
import { pages } from '../../pages';
import OurStory from './OurStory';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/our-story']}>
      <OurStory />
    </MemoryRouter>,
  );
}

function entryOf(year: string) {
  const entry = ourStoryTimeline.entries.find((candidate) => candidate.year === year);
  if (!entry) throw new Error(`no timeline entry for ${year}`);
  return entry;
}

describe('our story page', () => {
  it('has exactly one h1, the hero title, and an h2 for every section', () => {
    renderPage();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(ourStoryHero.title);
    expect(h1s[0]).toHaveTextContent(String(site.foundedYear));
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual(
      expect.arrayContaining(['Walk through our plant', 'Our core values', 'Mission and vision', ourStoryBadges.title]),
    );
    expect(screen.getAllByRole('region').length).toBe(h2s.length);
  });

  it('offers the facility tour video and only links to routes that exist', () => {
    const { container } = renderPage();
    expect(screen.getByRole('button', { name: `Play video: ${site.videos.facilityTour.title}` })).toBeInTheDocument();
    for (const link of Array.from(container.querySelectorAll('a'))) {
      const href = link.getAttribute('href') ?? '';
      expect(findRoute(href.split('#')[0] ?? '')).toBeDefined();
    }
    expect(container.querySelector('a[href="/manufacturing-capabilities"]')).toBeNull();
  });

  it('opens the 1997 milestone in a dialog and closes it with Escape or the close button', async () => {
    const user = userEvent.setup();
    renderPage();
    const founding = entryOf('1997');
    const trigger = screen.getByRole('button', { name: /^1997/ });
    expect(trigger).toHaveTextContent(founding.title);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: founding.title });
    expect(dialog).toHaveTextContent(founding.description);
    const details = within(dialog).getAllByRole('listitem');
    expect(details.map((item) => item.textContent)).toEqual([...founding.details]);
    expect(founding.details.length).toBeGreaterThanOrEqual(2);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(within(screen.getByRole('dialog', { name: founding.title })).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a different milestone in the dialog for a different entry', async () => {
    const user = userEvent.setup();
    renderPage();
    const today = entryOf('Today');
    await user.click(screen.getByRole('button', { name: new RegExp(`^Today.*${today.title.replace('+', '\\+')}`) }));
    const dialog = screen.getByRole('dialog', { name: today.title });
    expect(dialog).not.toHaveTextContent(entryOf('1997').title);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(today.details.length);
  });

  it('lists the timeline from 1997 to today', () => {
    renderPage();
    const years = ourStoryTimeline.entries.map((entry) => entry.year);
    expect(years[0]).toBe('1997');
    expect(years[years.length - 1]).toBe('Today');
    expect(years.length).toBeGreaterThanOrEqual(6);
    expect(years.length).toBeLessThanOrEqual(8);
    for (const entry of ourStoryTimeline.entries) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(entry.title.replace('+', '\\+')) })).toBeInTheDocument();
    }
  });

  it('shows the four core values and opens Integrity in a dialog with its longer text', async () => {
    const user = userEvent.setup();
    renderPage();
    for (const name of ['Dignity & Respect', 'Integrity', 'Innovation', 'Excellence']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Integrity' }));
    const dialog = screen.getByRole('dialog', { name: 'Integrity' });
    const integrity = ourStoryValues.values.find((value) => value.title === 'Integrity');
    expect(integrity).toBeDefined();
    for (const paragraph of integrity?.text ?? []) {
      expect(dialog).toHaveTextContent(paragraph);
    }
    expect(dialog).not.toHaveTextContent(/Dignity & Respect/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the AS9100D, ISO 13485 and UL compliant badges with text labels', () => {
    renderPage();
    const list = screen.getByRole('list', { name: ourStoryBadges.listLabel });
    const badges = within(list).getAllByRole('listitem');
    expect(badges).toHaveLength(3);
    expect(badges[0]).toHaveTextContent('AS9100D');
    expect(badges[1]).toHaveTextContent('ISO 13485');
    expect(badges[2]).toHaveTextContent('UL compliant');
    for (const badge of badges) {
      expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('closes with a Contact Us button that opens the contact dialog', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });
});

describe('company pages module', () => {
  it('lazily loads the our story page', async () => {
    const loaded = await pages['/our-story']();
    expect(loaded.default).toBe(OurStory);
  });
});
