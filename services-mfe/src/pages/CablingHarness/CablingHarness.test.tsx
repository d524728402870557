import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectEachOpensContactDialog, expectSinglePageTitle, headingTexts, heroSection } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import CablingHarness from './CablingHarness';

describe('Cable and harness page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(CablingHarness, '/cabling-harness');
    expectSinglePageTitle('Custom Cable and Wire Harness Assembly');
  });

  it('shows the four benefit cards', () => {
    renderPage(CablingHarness, '/cabling-harness');
    expect(headingTexts('Harnesses that fit the first time')).toEqual([
      'Built to Your Print',
      'Checked Before It Ships',
      'Dates You Can Plan Around',
      'Engineers You Can Reach',
    ]);
  });

  it('shows the three service cards', () => {
    renderPage(CablingHarness, '/cabling-harness');
    expect(headingTexts('What we build')).toEqual([
      'Custom Cable Assemblies',
      'Wire Harnesses',
      'Harnesses Installed in Box Builds',
    ]);
  });

  it('shows the three capability cards with the defect rate, soldering standard and certifications', () => {
    renderPage(CablingHarness, '/cabling-harness');
    expect(headingTexts('From bare wire to finished harness')).toEqual([
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
    expect(within(heroSection()).getByText(/100% US workforce in Norcross, Georgia/)).toBeInTheDocument();
  });

  it('offers Contact Us in the hero, after the capability cards and in the closing band', () => {
    renderPage(CablingHarness, '/cabling-harness');
    expect(screen.getAllByRole('button', { name: 'Contact Us' })).toHaveLength(3);

    expect(within(heroSection()).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();

    const capabilities = screen.getByRole('region', { name: 'From bare wire to finished harness' });
    const bodyContact = within(capabilities).getByRole('button', { name: 'Contact Us' });
    const lastCapability = within(capabilities).getByRole('heading', { name: 'Inspect and Test' });
    expect(lastCapability.compareDocumentPosition(bodyContact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const closing = screen.getByRole('region', { name: 'Have a harness drawing ready?' });
    expect(within(closing).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('opens the Contact Us dialog from each of the three Contact Us buttons', async () => {
    renderPage(CablingHarness, '/cabling-harness');
    const buttons = screen.getAllByRole('button', { name: 'Contact Us' });
    expect(buttons).toHaveLength(3);
    await expectEachOpensContactDialog(buttons, (dialog) => {
      expect(within(dialog).getByPlaceholderText('Project Details (quantities, timeline, special requirements)*')).toBeRequired();
    });
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
