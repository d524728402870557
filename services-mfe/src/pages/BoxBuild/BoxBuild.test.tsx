import { screen, within } from '@testing-library/react';
import { expectEachOpensContactDialog, expectSinglePageTitle, headingTexts, heroSection } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import BoxBuild from './BoxBuild';

describe('Box build page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(BoxBuild, '/box-build');
    expectSinglePageTitle('Box Build and System Integration');
  });

  it('shows the four benefit cards', () => {
    renderPage(BoxBuild, '/box-build');
    expect(headingTexts('One supplier for the whole product')).toEqual([
      'One Accountable Partner',
      'Quality at Every Level',
      'Tested as a Finished Unit',
      'A Date You Can Plan Around',
    ]);
  });

  it('states the workmanship standard, certifications and defect rate', () => {
    renderPage(BoxBuild, '/box-build');
    const benefits = screen.getByRole('region', { name: 'One supplier for the whole product' });
    expect(within(benefits).getByText(/IPC-A-610 Class 2 or Class 3/)).toBeInTheDocument();
    expect(within(benefits).getByText(/AS9100D and ISO 13485/)).toBeInTheDocument();
    expect(within(benefits).getByText(/defect rate under \.001%/)).toBeInTheDocument();
  });

  it('shows the four service cards', () => {
    renderPage(BoxBuild, '/box-build');
    expect(headingTexts('What we take off your plate')).toEqual([
      'Enclosure and Chassis Integration',
      'Subassembly and Final Assembly',
      'Internal Wiring and Harnessing',
      'System Test and Packaging',
    ]);
  });

  it('lists the three steps of a build in order', () => {
    renderPage(BoxBuild, '/box-build');
    const process = screen.getByRole('region', { name: 'From files to finished units' });
    const steps = within(process).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(within(steps[0]!).getByRole('heading', { name: 'Send your files' })).toBeInTheDocument();
    expect(within(steps[0]!).getByText(/We sign your NDA immediately/)).toBeInTheDocument();
    expect(within(steps[1]!).getByRole('heading', { name: 'Get a detailed quote' })).toBeInTheDocument();
    expect(within(steps[2]!).getByRole('heading', { name: 'Production run' })).toBeInTheDocument();
    expect(within(steps[2]!).getByText(/weekly updates and direct access to our engineers/)).toBeInTheDocument();
  });

  it('offers Contact Us in the hero and in the closing band', () => {
    renderPage(BoxBuild, '/box-build');
    expect(screen.getAllByRole('button', { name: 'Contact Us' })).toHaveLength(2);
    expect(within(heroSection()).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    const closing = screen.getByRole('region', { name: 'Ready to hand off the whole build?' });
    expect(within(closing).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('opens the Contact Us dialog from both Contact Us buttons', async () => {
    renderPage(BoxBuild, '/box-build');
    const buttons = screen.getAllByRole('button', { name: 'Contact Us' });
    expect(buttons).toHaveLength(2);
    await expectEachOpensContactDialog(buttons, (dialog) => {
      expect(within(dialog).getByPlaceholderText('Project Details (quantities, timeline, special requirements)*')).toBeRequired();
    });
  });

  it('offers the phone number and the cable and harness page in the closing band', () => {
    renderPage(BoxBuild, '/box-build');
    const closing = screen.getByRole('region', { name: 'Ready to hand off the whole build?' });
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(closing).getByRole('link', { name: 'See our cable and harness services' })).toHaveAttribute(
      'href',
      '/cabling-harness',
    );
  });

  it('is exposed by the services pages module under /box-build', async () => {
    const module = await pages['/box-build']();
    expect(module.default).toBe(BoxBuild);
  });
});
