import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRoute } from 'shared/routes';
import {
  cardByTitle,
  cardTitles,
  expectSinglePageTitle,
  headingTexts,
  heroSection,
  listItemTexts,
  sectionNamed,
} from '../../../../test-support/pageQueries';
import { renderPage } from '../../../../test-support/renderPage';
import { pages } from '../../exposedPages';
import Careers from './Careers';

const openings = [
  {
    title: 'SMT Assembly Technician',
    facts: ['Production', 'Norcross, GA', 'Full-time'],
    href: 'mailto:careers@redbud-electronics.example?subject=Application%3A%20SMT%20Assembly%20Technician',
  },
  {
    title: 'Quality Assurance Engineer',
    facts: ['Quality', 'Norcross, GA', 'Full-time'],
    href: 'mailto:careers@redbud-electronics.example?subject=Application%3A%20Quality%20Assurance%20Engineer',
  },
  {
    title: 'Manufacturing Engineer',
    facts: ['Engineering', 'Norcross, GA', 'Full-time'],
    href: 'mailto:careers@redbud-electronics.example?subject=Application%3A%20Manufacturing%20Engineer',
  },
  {
    title: 'Customer Service Representative',
    facts: ['Customer Service', 'Norcross, GA', 'Full-time'],
    href: 'mailto:careers@redbud-electronics.example?subject=Application%3A%20Customer%20Service%20Representative',
  },
];

describe('careers page', () => {
  it('has exactly one h1, the page title, and one named region per section heading', () => {
    renderPage(Careers, '/careers');
    expectSinglePageTitle('Careers in Electronics Manufacturing');
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      'Benefits of Working Here',
      'How We Work Together',
      'What It Is Like to Work Here',
      'Open Positions',
      'How to Apply',
      'Contact Our Hiring Team',
      'Ready to Join Our Team?',
    ]);
    for (const name of h2s) {
      expect(sectionNamed(name ?? '')).toBeInTheDocument();
    }
  });

  it('links View Open Positions to the openings section and mails a resume from the hero', () => {
    renderPage(Careers, '/careers');
    const hero = heroSection();
    expect(within(hero).getByRole('link', { name: 'View Open Positions' })).toHaveAttribute('href', '/careers#openings');
    expect(sectionNamed('Open Positions')).toHaveAttribute('id', 'openings');
    expect(within(hero).getByRole('link', { name: 'Submit Resume' })).toHaveAttribute(
      'href',
      'mailto:careers@redbud-electronics.example?subject=Resume%20Submission',
    );
    expect(listItemTexts(within(hero).getByRole('list', { name: 'Working at Redbud Electronics' }))).toEqual([
      '100% US workforce',
      '45,000 sq ft Manufacturing facility',
      '1997 Founded in Norcross, Georgia',
      '4 Open positions',
    ]);
  });

  it('shows the benefits and the culture as cards', () => {
    renderPage(Careers, '/careers');
    expect(cardTitles(sectionNamed('Benefits of Working Here'))).toEqual([
      'Paid Training',
      'Health and Retirement Benefits',
      'Paid Time Off',
      'Room to Grow',
      'A Safe, Organized Floor',
      'Steady Work Close to Home',
    ]);
    expect(cardByTitle(sectionNamed('Benefits of Working Here'), 'Paid Training')).toHaveTextContent(
      'We train on the job and to the IPC-A-610 and IPC J-STD-001 workmanship standards',
    );
    expect(cardTitles(sectionNamed('How We Work Together'))).toEqual([
      'Your Ideas Count',
      'Quality Is Everyone’s Job',
      'Learn From Experienced People',
      'Respect on Every Shift',
    ]);
  });

  it('quotes an employee described by role only', () => {
    renderPage(Careers, '/careers');
    const quote = within(sectionNamed('What It Is Like to Work Here')).getByRole('figure');
    expect(within(quote).getByRole('blockquote')).toHaveTextContent(
      'I started out loading feeders and learning the line. Now I set up the line, train new operators and sit down with the engineers when a new board comes in. Nobody here minds a question, and that is how I learned.',
    );
    expect(quote).toHaveTextContent('SMT line lead, eight years with the company');
  });

  it('lists the four openings in order, each with its department, location and type', () => {
    renderPage(Careers, '/careers');
    const section = sectionNamed('Open Positions');
    expect(cardTitles(section)).toEqual(openings.map((opening) => opening.title));
    for (const opening of openings) {
      const card = cardByTitle(section, opening.title);
      expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Department', 'Location', 'Type']);
      expect(within(card).getAllByRole('definition').map((value) => value.textContent)).toEqual(opening.facts);
    }
    const engineer = cardByTitle(section, 'Manufacturing Engineer');
    expect(engineer).toHaveTextContent('review customer files for manufacturability, program equipment, write work instructions');
    expect(listItemTexts(within(engineer).getByRole('list', { name: 'Requirements' }))).toEqual([
      'A degree in manufacturing, electrical or mechanical engineering, or equivalent experience',
      'Hands-on knowledge of PCB assembly, from solder paste printing through reflow and selective soldering',
      'Able to write clear work instructions and process documents',
      'Happy to spend much of the day on the production floor',
    ]);
  });

  it('gives each opening an Apply Now link named by its position that mails HR with the position in the subject', () => {
    renderPage(Careers, '/careers');
    const section = sectionNamed('Open Positions');
    const applyLinks = within(section).getAllByRole('link');
    expect(applyLinks.map((link) => link.textContent)).toEqual(['Apply Now', 'Apply Now', 'Apply Now', 'Apply Now']);
    expect(within(section).getByRole('link', { name: 'Apply Now: SMT Assembly Technician' })).toHaveAttribute(
      'href',
      'mailto:careers@redbud-electronics.example?subject=Application%3A%20SMT%20Assembly%20Technician',
    );
    expect(within(section).getByRole('link', { name: 'Apply Now: Quality Assurance Engineer' })).toHaveAttribute(
      'href',
      'mailto:careers@redbud-electronics.example?subject=Application%3A%20Quality%20Assurance%20Engineer',
    );
    expect(within(section).getByRole('link', { name: 'Apply Now: Manufacturing Engineer' })).toHaveAttribute(
      'href',
      'mailto:careers@redbud-electronics.example?subject=Application%3A%20Manufacturing%20Engineer',
    );
    expect(within(section).getByRole('link', { name: 'Apply Now: Customer Service Representative' })).toHaveAttribute(
      'href',
      'mailto:careers@redbud-electronics.example?subject=Application%3A%20Customer%20Service%20Representative',
    );
    for (const opening of openings) {
      expect(within(cardByTitle(section, opening.title)).getByRole('link')).toHaveAttribute('href', opening.href);
    }
  });

  it('shows the four application steps in order inside an ordered list', () => {
    renderPage(Careers, '/careers');
    const section = sectionNamed('How to Apply');
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(headingTexts('How to Apply')).toEqual(['Apply by E-mail', 'Phone Interview', 'On-Site Interview', 'Offer and Onboarding']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Send your resume to careers@redbud-electronics.example with the position in the subject line',
    );
  });

  it('gives the office address, phone, HR e-mail and hours, with Call Us and Get Directions', () => {
    renderPage(Careers, '/careers');
    const section = sectionNamed('Contact Our Hiring Team');
    expect(within(section).getByRole('heading', { level: 3, name: 'Our Norcross Office' })).toBeInTheDocument();
    expect(within(section).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '4120 Technology Parkway, Suite 200',
      'Norcross, GA 30092',
      '(770) 555-0142',
      'careers@redbud-electronics.example',
      'Monday to Friday, 8:00 AM to 5:00 PM',
      'Closed Saturday and Sunday',
    ]);
    expect(within(section).getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142');
    expect(within(section).getByRole('link', { name: 'careers@redbud-electronics.example' })).toHaveAttribute(
      'href',
      'mailto:careers@redbud-electronics.example',
    );
    expect(within(section).getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', 'tel:+17705550142');
    const directions = within(section).getByRole('link', { name: 'Get Directions (opens in a new tab)' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=4120%20Technology%20Parkway%2C%20Suite%20200%2C%20Norcross%2C%20GA%2030092',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads the map only after its button is pressed', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(Careers, '/careers');
    const section = sectionNamed('Contact Our Hiring Team');
    expect(section).toHaveTextContent('4120 Technology Parkway, Suite 200, Norcross, GA 30092');
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Load map: our Norcross office' }));
    const frame = within(section).getByTitle('Map of our Norcross office');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=4120%20Technology%20Parkway%2C%20Suite%20200%2C%20Norcross%2C%20GA%2030092&output=embed',
    );
    expect(within(section).queryByRole('button', { name: 'Load map: our Norcross office' })).not.toBeInTheDocument();
  });

  it('closes with Apply Today and Contact HR e-mails and a link to our story', () => {
    renderPage(Careers, '/careers');
    const closing = sectionNamed('Ready to Join Our Team?');
    expect(within(closing).getByRole('link', { name: 'Apply Today' })).toHaveAttribute(
      'href',
      'mailto:careers@redbud-electronics.example?subject=General%20Application',
    );
    expect(within(closing).getByRole('link', { name: 'Contact HR' })).toHaveAttribute(
      'href',
      'mailto:careers@redbud-electronics.example?subject=Question%20for%20HR',
    );
    expect(within(closing).getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/our-story');
  });

  it('has no dead buttons: every link goes to a route, a mail, a phone or a new tab, and the only button loads the map', () => {
    const { container } = renderPage(Careers, '/careers');
    for (const link of Array.from(container.querySelectorAll('a'))) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('mailto:careers@redbud-electronics.example') || href.startsWith('tel:+17705550142')) continue;
      if (href.startsWith('https://')) {
        expect(link).toHaveAttribute('target', '_blank');
        continue;
      }
      expect(findRoute(href.split('#')[0] ?? '')).toBeDefined();
    }
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Load map: our Norcross office']);
  });

  it('is exposed by the company pages module under /careers', async () => {
    const module = await pages['/careers']();
    expect(module.default).toBe(Careers);
  });
});
