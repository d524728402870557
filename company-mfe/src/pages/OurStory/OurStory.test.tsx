import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRoute } from 'shared/routes';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import OurStory from './OurStory';

describe('our story page', () => {
  it('has one h1, the hero title, and one named region per section heading', () => {
    renderPage(OurStory, '/our-story');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Built in Georgia since 1997');
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      'Walk through our plant',
      'Founder-led from the first board',
      'From a small shop to a certified manufacturer',
      'A culture built on the shop floor',
      'Mission and vision',
      'Our core values',
      'Certified and compliant',
      'Ready to build with a team that picks up the phone?',
    ]);
    for (const name of h2s) {
      expect(screen.getByRole('region', { name: name ?? '' })).toBeInTheDocument();
    }
  });

  it('lists the key figures beside the hero text, each figure read before its label', () => {
    renderPage(OurStory, '/our-story');
    const figures = screen.getByRole('list', { name: 'Redbud Electronics at a glance' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1997 Founded in Norcross, Georgia',
      '45,000 sq ft Manufacturing facility',
      '100% US workforce',
      '150+ Active clients',
    ]);
  });

  it('loads the facility tour video only after the poster is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(OurStory, '/our-story');
    const section = screen.getByRole('region', { name: 'Walk through our plant' });
    expect(within(section).getByText('Filmed on our production floor at 4120 Technology Parkway, Suite 200, Norcross, GA.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Play video: Facility tour of our Norcross plant' }));
    const frame = screen.getByTitle('Facility tour of our Norcross plant');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toContain('rb-facility-tour');
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  });

  it("tells the founder's story beside a pulled quote and a decorative drawing of the shop", () => {
    renderPage(OurStory, '/our-story');
    const section = screen.getByRole('region', { name: 'Founder-led from the first board' });
    expect(section).toHaveTextContent('In 1997, our founder opened a modest shop in Norcross, Georgia, around one simple belief');
    const quote = within(section).getByRole('figure');
    expect(quote).toHaveTextContent(
      'We never set out to be the biggest manufacturer around. We set out to be the one our customers can always reach, and we still are.',
    );
    expect(quote).toHaveTextContent('Our founder');
    expect(within(quote).queryByRole('img')).toBeNull();
    expect(quote.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('only links to routes that exist', () => {
    const { container } = renderPage(OurStory, '/our-story');
    for (const link of Array.from(container.querySelectorAll('a'))) {
      const href = link.getAttribute('href') ?? '';
      expect(findRoute(href.split('#')[0] ?? '')).toBeDefined();
    }
  });

  it('lists the milestones from 1997 to today, each a button named by its year and title', () => {
    renderPage(OurStory, '/our-story');
    const section = screen.getByRole('region', { name: 'From a small shop to a certified manufacturer' });
    const entries = within(section).getAllByRole('button');
    expect(entries).toHaveLength(8);
    [
      '1997 Founded in Norcross, Georgia',
      'Early growth Our first SMT line',
      'Medical ISO 13485 certification',
      'Aerospace AS9100D certification',
      'Defense ITAR registration',
      'Expansion A 45,000 sq ft facility',
      'Growing team 100% US workforce',
      'Today 150+ active clients',
    ].forEach((name, index) => {
      expect(entries[index]).toHaveAccessibleName(name);
      expect(entries[index]).toHaveAttribute('aria-haspopup', 'dialog');
    });
  });

  it('opens the 1997 milestone in a dialog; Escape, the × and the footer Close each close it and return focus', async () => {
    const user = userEvent.setup();
    renderPage(OurStory, '/our-story');
    const trigger = screen.getByRole('button', { name: '1997 Founded in Norcross, Georgia' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    let dialog = screen.getByRole('dialog', { name: 'Founded in Norcross, Georgia' });
    expect(dialog).toHaveAccessibleDescription('1997');
    expect(dialog).toHaveTextContent(
      'Our founder opens a small electronics assembly shop in Norcross with a handful of technicians and a focus on hands-on service for local manufacturers.',
    );
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Highlights' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Through-hole assembly and hand soldering for short production runs',
      'Customers work directly with the founder and the technicians building their boards',
      'Local hiring and on-the-job training from the very first day',
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    dialog = screen.getByRole('dialog', { name: 'Founded in Norcross, Georgia' });
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    dialog = screen.getByRole('dialog', { name: 'Founded in Norcross, Georgia' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows only the chosen milestone in the dialog', async () => {
    const user = userEvent.setup();
    renderPage(OurStory, '/our-story');
    await user.click(screen.getByRole('button', { name: 'Today 150+ active clients' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: '150+ active clients' });
    expect(dialog).toHaveAccessibleDescription('Today');
    expect(dialog).not.toHaveTextContent('Founded in Norcross, Georgia');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'A defect rate under .001% and 96% customer satisfaction',
      'Weekly production updates on every active build',
      'Still founder-led, still in Norcross, Georgia',
    ]);
  });

  it('shows the culture points and the mission and vision as cards', () => {
    renderPage(OurStory, '/our-story');
    const culture = screen.getByRole('region', { name: 'A culture built on the shop floor' });
    expect(within(culture).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'People you can reach',
      'Shared standards of craft',
      'Ownership at every station',
      'An organized floor',
    ]);
    const mission = screen.getByRole('region', { name: 'Mission and vision' });
    expect(within(mission).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Our mission',
      'Our vision',
    ]);
    expect(mission).toHaveTextContent(
      'To build reliable electronics for OEMs with a 100% US workforce, honest communication and quality that holds up in the field.',
    );
  });

  it('shows the four core values and opens Integrity in a dialog with its longer text', async () => {
    const user = userEvent.setup();
    renderPage(OurStory, '/our-story');
    const section = screen.getByRole('region', { name: 'Our core values' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Dignity & Respect',
      'Integrity',
      'Innovation',
      'Excellence',
    ]);

    const trigger = within(section).getByRole('button', { name: 'Integrity' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Integrity' });
    expect(dialog).toHaveAccessibleDescription('We tell the truth about schedules, costs and quality, even when the news is unwelcome.');
    expect(dialog).toHaveTextContent(
      'Integrity is why customers trust us with their designs. We sign NDAs immediately, protect every file we receive and commit only to delivery dates we know we can keep.',
    );
    expect(dialog).toHaveTextContent(
      'When a part is late or a test turns up a problem, we say so right away and explain what we are doing about it.',
    );
    expect(dialog).not.toHaveTextContent('Dignity & Respect');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows the AS9100D, ISO 13485 and UL compliant seals with their captions, the artwork silent', () => {
    renderPage(OurStory, '/our-story');
    const list = screen.getByRole('list', { name: 'Certifications and compliance' });
    const seals = within(list).getAllByRole('listitem');
    expect(seals).toHaveLength(3);
    const expected = [
      ['AS9100D', 'Aerospace quality management'],
      ['ISO 13485', 'Medical device quality management'],
      ['UL compliant', 'Product safety standards'],
    ];
    seals.forEach((seal, index) => {
      const [label, caption] = expected[index] ?? [];
      expect(within(seal).getByText(label ?? '')).toBeInTheDocument();
      expect(within(seal).getByText(caption ?? '')).toBeInTheDocument();
      expect(within(seal).queryByRole('img')).toBeNull();
      expect(seal.querySelector('img')).toHaveAttribute('alt', '');
    });
  });

  it('closes with a Contact Us button that opens the contact dialog', async () => {
    const user = userEvent.setup();
    renderPage(OurStory, '/our-story');
    const closing = screen.getByRole('region', { name: 'Ready to build with a team that picks up the phone?' });
    expect(closing).toHaveTextContent('Tell us about your project and our Norcross team will contact you to talk it through.');
    expect(within(closing).getByRole('link', { name: 'See the equipment on our floor' })).toHaveAttribute('href', '/manufacturing-capabilities');
    await user.click(within(closing).getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });
});

describe('company pages module', () => {
  it('lazily loads the our story page', async () => {
    const loaded = await pages['/our-story']();
    expect(loaded.default).toBe(OurStory);
  });
});
