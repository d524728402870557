import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import type { CaseStudyGalleryRecord } from '../../content/page';
import type { CaseStudyRecord } from '../../content/types';
import { exampleCaseStudy } from '../CaseStudyDialog/exampleCaseStudy';
import { CaseStudyGallery } from './CaseStudyGallery';

const medicalStudy: CaseStudyRecord = {
  ...exampleCaseStudy,
  image: { src: 'medical-art.svg', alt: '', width: 400, height: 260 },
  results: ['99.8% first-pass yield', '98% on-time delivery', 'Serial traceability for every board'],
};
const avionicsStudy: CaseStudyRecord = {
  ...exampleCaseStudy,
  industry: 'Aerospace',
  title: 'Avionics boards on a fixed release schedule',
  description: 'An avionics OEM split a long program into scheduled releases.',
  timeline: 'Releases every quarter',
  results: ['15,000 boards delivered', 'Every BGA checked by X-ray'],
};
const satelliteStudy: CaseStudyRecord = { ...avionicsStudy, title: 'Ground station controller boards' };
const substationStudy: CaseStudyRecord = {
  ...exampleCaseStudy,
  industry: 'Energy & Utility',
  title: 'Substation monitoring units',
};

const gallery: CaseStudyGalleryRecord = {
  filterLabel: 'Filter case studies by industry',
  allLabel: 'All',
  filters: ['Medical Device', 'Aerospace', 'Energy & Utility', 'Defense'],
  comingSoonLabel: 'Coming Soon',
  viewLabel: 'View Full Case Study',
  keyResultsLabel: 'Key Results',
  timelineLabel: 'Timeline',
  resultsAnnouncement: {
    all: 'Showing all {count} case studies',
    none: 'No published case studies for {filter} yet',
    one: 'Showing 1 case study for {filter}',
    other: 'Showing {count} case studies for {filter}',
  },
  empty: {
    icon: 'shield',
    title: 'No Published Defense Case Study Yet',
    text: 'Our defense work is controlled under ITAR. Ask us directly.',
    action: { kind: 'contact', label: 'Contact Us' },
  },
  studies: [medicalStudy, avionicsStudy, satelliteStudy, substationStudy],
};

/** Renders the gallery in a memory router at `entry`; the returned helpers read the URL's query and go Back. */
function renderGallery(entry = '/case-studies') {
  let location: Location | undefined;
  let navigate: NavigateFunction | undefined;
  function RouterProbe() {
    location = useLocation();
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[entry]}>
      <CaseStudyGallery {...gallery} />
      <RouterProbe />
    </MemoryRouter>,
  );
  return {
    search: () => location?.search,
    back: () => act(() => navigate?.(-1)),
  };
}

function shownTitles(): string[] {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
}

function pressedFilters(): string[] {
  const group = screen.getByRole('group', { name: 'Filter case studies by industry' });
  return within(group)
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent ?? '');
}

test('shows every study under All, the All filter pressed and the others not', () => {
  renderGallery();
  expect(shownTitles()).toEqual([
    'Patient monitor boards at 99.8% first-pass yield',
    'Avionics boards on a fixed release schedule',
    'Ground station controller boards',
    'Substation monitoring units',
  ]);
  const group = screen.getByRole('group', { name: 'Filter case studies by industry' });
  expect(
    within(group)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['All', 'Medical Device', 'Aerospace', 'Energy & Utility', 'Defense']);
  expect(pressedFilters()).toEqual(['All']);
  expect(within(group).getByRole('button', { name: 'Aerospace' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 case studies');
});

test('a filter in the URL query is applied on arrival (a shared link or a reload)', () => {
  renderGallery('/case-studies?industry=aerospace');
  expect(shownTitles()).toEqual(['Avionics boards on a fixed release schedule', 'Ground station controller boards']);
  expect(pressedFilters()).toEqual(['Aerospace']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 2 case studies for Aerospace');
});

test('an industry with an ampersand has a plain URL form', () => {
  renderGallery('/case-studies?industry=energy-utility');
  expect(shownTitles()).toEqual(['Substation monitoring units']);
  expect(pressedFilters()).toEqual(['Energy & Utility']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 case study for Energy & Utility');
});

test('pressing a filter shows only its cases, announces the count and writes the filter to the URL', async () => {
  const user = userEvent.setup();
  const { search } = renderGallery();
  await user.click(screen.getByRole('button', { name: 'Medical Device' }));
  expect(shownTitles()).toEqual(['Patient monitor boards at 99.8% first-pass yield']);
  expect(pressedFilters()).toEqual(['Medical Device']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 case study for Medical Device');
  expect(search()).toBe('?industry=medical-device');

  await user.click(screen.getByRole('button', { name: 'Energy & Utility' }));
  expect(search()).toBe('?industry=energy-utility');
  expect(shownTitles()).toEqual(['Substation monitoring units']);

  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(search()).toBe('');
  expect(shownTitles()).toHaveLength(4);
  expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 case studies');
});

test('each filter pressed is a history entry: Back restores the previous filter, then All', async () => {
  const user = userEvent.setup();
  const { search, back } = renderGallery();
  await user.click(screen.getByRole('button', { name: 'Medical Device' }));
  await user.click(screen.getByRole('button', { name: 'Aerospace' }));
  // Pressing the filter already shown adds no entry, so one Back still returns to Medical Device.
  await user.click(screen.getByRole('button', { name: 'Aerospace' }));
  expect(search()).toBe('?industry=aerospace');

  await back();
  expect(search()).toBe('?industry=medical-device');
  expect(pressedFilters()).toEqual(['Medical Device']);
  expect(shownTitles()).toEqual(['Patient monitor boards at 99.8% first-pass yield']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 case study for Medical Device');

  await back();
  expect(search()).toBe('');
  expect(pressedFilters()).toEqual(['All']);
  expect(shownTitles()).toHaveLength(4);
});

test('other query parameters survive a change of filter', async () => {
  const user = userEvent.setup();
  const { search } = renderGallery('/case-studies?ref=newsletter');
  await user.click(screen.getByRole('button', { name: 'Aerospace' }));
  expect(search()).toBe('?ref=newsletter&industry=aerospace');
  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(search()).toBe('?ref=newsletter');
});

test.each(['?industry=marine', '?industry=', '?industry=Aerospace%20Parts'])(
  'an unknown filter %s falls back to All',
  (query) => {
    renderGallery(`/case-studies${query}`);
    expect(pressedFilters()).toEqual(['All']);
    expect(shownTitles()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 case studies');
  },
);

test('Defense has no study yet: an empty state in place of the cards, with a Contact Us button', async () => {
  const user = userEvent.setup();
  const { search } = renderGallery();
  await user.click(screen.getByRole('button', { name: 'Defense' }));
  expect(search()).toBe('?industry=defense');
  expect(pressedFilters()).toEqual(['Defense']);
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  expect(screen.getByRole('status')).toHaveTextContent('No published case studies for Defense yet');
  expect(screen.getByRole('heading', { level: 3, name: 'No Published Defense Case Study Yet' })).toBeInTheDocument();
  expect(screen.getByText('Our defense work is controlled under ITAR. Ask us directly.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Contact Us' }));
  expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
});

test('a card shows its badge, Coming Soon, timeline, description and only its first two key results', () => {
  renderGallery();
  const card = screen
    .getByRole('heading', { level: 3, name: 'Patient monitor boards at 99.8% first-pass yield' })
    .closest('article');
  if (!card) throw new Error('The card title is not inside an <article>.');
  expect(within(card).getByText('Medical Device')).toBeInTheDocument();
  expect(within(card).getByText('Coming Soon')).toBeInTheDocument();
  expect(within(card).getByRole('term')).toHaveTextContent('Timeline');
  expect(within(card).getByRole('definition')).toHaveTextContent('Twelve weeks from files to first production lot');
  expect(within(card).getByText('A monitoring OEM moved its main board to us.')).toBeInTheDocument();
  expect(within(card).getByRole('heading', { level: 4, name: 'Key Results' })).toBeInTheDocument();
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['99.8% first-pass yield', '98% on-time delivery']);
  expect(card).not.toHaveTextContent('Serial traceability for every board');
  // The artwork is decoration: empty alt, not an image to screen readers.
  expect(within(card).queryByRole('img')).toBeNull();
  expect(card.querySelector('img')).toHaveAttribute('alt', '');
});

test('View Full Case Study is disabled on every card and tells screen readers why', () => {
  renderGallery();
  const buttons = screen.getAllByRole('button', { name: 'View Full Case Study' });
  expect(buttons).toHaveLength(4);
  for (const button of buttons) {
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Coming Soon');
  }
});
