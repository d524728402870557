import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../pages';
import BoxBuild from './BoxBuild';

function cardTitles(regionName: string): (string | null)[] {
  const region = screen.getByRole('region', { name: regionName });
  return within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('Box build page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(BoxBuild, '/box-build');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Box Build and System Integration');
  });

  it('shows the four benefit cards', () => {
    renderPage(BoxBuild, '/box-build');
    expect(cardTitles('One supplier for the whole product')).toEqual([
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
    expect(cardTitles('What we take off your plate')).toEqual([
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
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(hero).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    const closing = screen.getByRole('region', { name: 'Ready to hand off the whole build?' });
    expect(within(closing).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it.each([0, 1])('opens the Contact Us dialog from Contact Us button %i', async (index) => {
    const user = userEvent.setup();
    renderPage(BoxBuild, '/box-build');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Contact Us' })[index]!);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(dialog).getByPlaceholderText('Project Details (quantities, timeline, special requirements)*')).toBeRequired();
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
