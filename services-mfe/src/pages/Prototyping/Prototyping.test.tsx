import { screen, within } from '@testing-library/react';
import { pages } from '../../exposedPages';
import { expectEachOpensContactDialog, expectSinglePageTitle, headingTexts, heroSection, listItemTexts } from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import Prototyping from './Prototyping';

describe('Rapid prototyping page', () => {
  it('has exactly one h1, the page title', () => {
    renderPage(Prototyping, '/prototyping');
    expectSinglePageTitle('Rapid PCB Prototyping');
  });

  it('shows the four benefit cards', () => {
    renderPage(Prototyping, '/prototyping');
    expect(headingTexts('Prototypes You Can Trust')).toEqual([
      'Fast Turnaround',
      'Production-Grade Builds',
      'Engineering Feedback',
      'A Clear Path to Volume',
    ]);
  });

  it('shows the four service cards', () => {
    renderPage(Prototyping, '/prototyping');
    expect(headingTexts('Four Ways to Get Your Prototypes Built')).toEqual([
      'Quick-Turn Prototypes',
      'Express Builds',
      'Small-Batch Runs',
      'Design Iteration Support',
    ]);
  });

  it('states the capability figures and the prototyping constants of the specification', () => {
    renderPage(Prototyping, '/prototyping');
    const section = screen.getByRole('region', { name: 'Prototyping by the Numbers' });
    expect(listItemTexts(within(section).getByRole('list', { name: 'Prototyping in figures' }))).toEqual([
      '500+ prototypes per year',
      '5-7 days turnaround',
      '95% first-pass success',
    ]);
    expect(listItemTexts(within(section).getByRole('list', { name: 'Build options and limits' }))).toEqual([
      '3-day express option',
      '10-500 units per small batch',
      '2-4 typical design iterations',
      'Up to 20+ board layers',
      '45,000 sq ft facility',
    ]);
  });

  it('walks through the prototype-to-production journey in six numbered steps', () => {
    renderPage(Prototyping, '/prototyping');
    const section = screen.getByRole('region', { name: 'Your Prototype-to-Production Journey' });
    const steps = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Share Your Files',
      'Review and Quote',
      'Build the Prototype',
      'Test and Refine',
      'Pilot Batch',
      'Production',
    ]);
    expect(within(section).getByText(/quick-turn in 5-7 days, or in 3 days with the express option/i)).toBeInTheDocument();
  });

  it('shows our own hero artwork as decoration', () => {
    renderPage(Prototyping, '/prototyping');
    const art = heroSection().querySelector('img');
    expect(art).not.toBeNull();
    expect(art).toHaveAttribute('alt', '');
    expect(art).toHaveAttribute('width', '400');
    expect(art).toHaveAttribute('height', '260');
  });

  it('opens the Contact Us dialog from the hero and from the closing band', async () => {
    renderPage(Prototyping, '/prototyping');
    const contactButtons = screen.getAllByRole('button', { name: 'Contact Us' });
    expect(contactButtons).toHaveLength(2);
    await expectEachOpensContactDialog(contactButtons, (dialog) => {
      expect(within(dialog).getByPlaceholderText('Project Details (quantities, timeline, special requirements)*')).toBeRequired();
    });
  });

  it('offers the phone number and PCB assembly in the closing band', () => {
    renderPage(Prototyping, '/prototyping');
    const closing = screen.getByRole('region', { name: 'Ready to Build Your Prototype?' });
    expect(within(closing).getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(closing).getByRole('link', { name: 'Explore PCB Assembly' })).toHaveAttribute('href', '/pcb-assembly');
  });

  it('is exposed by the services pages module under /prototyping', async () => {
    const module = await pages['/prototyping']();
    expect(module.default).toBe(Prototyping);
  });
});
