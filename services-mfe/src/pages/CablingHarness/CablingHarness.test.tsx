import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../pages';
import CablingHarness from './CablingHarness';

function cardTitles(regionName: string): (string | null)[] {
  const region = screen.getByRole('region', { name: regionName });
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('Cable and harness page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(CablingHarness, '/cabling-harness');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Custom Cable and Wire Harness Assembly');
  });

  it('shows the four benefit cards', () => {
    renderPage(CablingHarness, '/cabling-harness');
    expect(cardTitles('Harnesses that fit the first time')).toEqual([
      'Built to Your Print',
      'Checked Before It Ships',
      'Dates You Can Plan Around',
      'Engineers You Can Reach',
    ]);
  });

  it('shows the three service cards', () => {
    renderPage(CablingHarness, '/cabling-harness');
    expect(cardTitles('What we build')).toEqual([
      'Custom Cable Assemblies',
      'Wire Harnesses',
      'Harnesses Installed in Box Builds',
    ]);
  });

  it('shows the three capability cards with the defect rate, soldering standard and certifications', () => {
    renderPage(CablingHarness, '/cabling-harness');
    expect(cardTitles('From bare wire to finished harness')).toEqual([
      'Cut, Strip and Terminate',
      'Route, Bundle and Label',
      'Inspect and Test',
    ]);
    const capabilities = screen.getByRole('region', { name: 'From bare wire to finished harness' });
    expect(within(capabilities).getByText('Defect rate under .001%')).toBeInTheDocument();
    expect(within(capabilities).getByText('Soldered terminations to IPC J-STD-001')).toBeInTheDocument();
    expect(within(capabilities).getByText('AS9100D and ISO 13485 certified')).toBeInTheDocument();
  });

  it('states the US workforce and Georgia location in the hero', () => {
    renderPage(CablingHarness, '/cabling-harness');
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).getByText(/100% US workforce in Norcross, Georgia/)).toBeInTheDocument();
  });

  it('offers Contact Us in the hero, after the capability cards and in the closing band', () => {
    renderPage(CablingHarness, '/cabling-harness');
    expect(screen.getAllByRole('button', { name: 'Contact Us' })).toHaveLength(3);

    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();

    const capabilities = screen.getByRole('region', { name: 'From bare wire to finished harness' });
    const bodyContact = within(capabilities).getByRole('button', { name: 'Contact Us' });
    const lastCapability = within(capabilities).getByRole('heading', { name: 'Inspect and Test' });
    expect(lastCapability.compareDocumentPosition(bodyContact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const closing = screen.getByRole('region', { name: 'Have a harness drawing ready?' });
    expect(within(closing).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it.each([0, 1, 2])('opens the Contact Us dialog from Contact Us button %i', async (index) => {
    const user = userEvent.setup();
    renderPage(CablingHarness, '/cabling-harness');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Contact Us' })[index]!);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(dialog).getByPlaceholderText('Project Details (quantities, timeline, special requirements)*')).toBeRequired();
  });

  it('offers the phone number and the box build page in the closing band', () => {
    renderPage(CablingHarness, '/cabling-harness');
    const closing = screen.getByRole('region', { name: 'Have a harness drawing ready?' });
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(closing).getByRole('link', { name: 'See our box build services' })).toHaveAttribute('href', '/box-build');
  });

  it('loads the video player only after the poster is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(CablingHarness, '/cabling-harness');
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: Inside the cable and harness cell' }));
    const frame = screen.getByTitle('Inside the cable and harness cell');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/rb-harness-cell');
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  });

  it('is exposed by the services pages module under /cabling-harness', async () => {
    const module = await pages['/cabling-harness']();
    expect(module.default).toBe(CablingHarness);
  });
});
