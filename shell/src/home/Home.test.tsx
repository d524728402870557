import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { site } from 'shared/config';
import { homePage } from 'shared/content';
import { siteMap } from 'shared/routes';
import { expectRecordOnPage } from '../../../test-support/pageOnScreen';
import { blockOf } from '../../../test-support/pageRecord';
import { Home } from './Home';

const homeFaq = blockOf(homePage, 'faq');
const mutualNda = homeFaq.document!;

function renderHome() {
  return render(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
}

function faqButtons() {
  return homeFaq.items.map((item) => screen.getByRole('button', { name: item.question }));
}

test('the home page shows everything its record holds', () => {
  renderHome();
  expectRecordOnPage(homePage);
});

describe('home page FAQ', () => {
  it('lists 15 questions with only the first open initially', () => {
    renderHome();
    const buttons = faqButtons();
    expect(buttons).toHaveLength(15);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', ...Array(14).fill('false')]);
    expect(screen.getByText(homeFaq.items[0]!.answer)).toBeVisible();
  });

  it('keeps one answer open at a time, and choosing the open one collapses it', async () => {
    const user = userEvent.setup();
    renderHome();
    const buttons = faqButtons();
    await user.click(buttons[4]!);
    expect(buttons[4]).toHaveAttribute('aria-expanded', 'true');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(homeFaq.items[4]!.answer)).toBeVisible();
    await user.click(buttons[4]!);
    expect(buttons.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('opens the mutual NDA from its answer, with every clause written out, and closes it with Close', async () => {
    const user = userEvent.setup();
    renderHome();
    const ndaItemIndex = homeFaq.items.findIndex((item) => item.opensDocument);
    await user.click(faqButtons()[ndaItemIndex]!);
    await user.click(screen.getByRole('button', { name: 'Read our Non-Disclosure Agreement' }));
    const dialog = screen.getByRole('dialog', { name: mutualNda.title });
    for (const clause of mutualNda.clauses) {
      expect(within(dialog).getByRole('heading', { name: clause.heading })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent(/Georgia/);
    expect(dialog).toHaveTextContent(/five \(5\) years|5 years/i);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('home page certification badges', () => {
  it('opens an enlarged badge in a dialog, closable by its button and by Escape', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('button', { name: 'Show a larger view of the AS9100D badge' }));
    const dialog = screen.getByRole('dialog', { name: 'AS9100D' });
    const image = within(dialog).getByRole('img', { name: 'AS9100D certified seal' });
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(64);
    expect(dialog).toHaveTextContent(/aerospace and defense supply chain/);
    expect(within(dialog).getByRole('link', { name: 'What our certifications mean for you' })).toHaveAttribute(
      'href',
      '/certifications',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show a larger view of the ISO 13485 badge' }));
    expect(screen.getByRole('dialog', { name: 'ISO 13485' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('home page sections', () => {
  it('renders the sections in order with the proof anchor', () => {
    const { container } = renderHome();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Trusted by Industry Leaders')).toBeLessThan(
      headings.indexOf('Ready to Start Your Project'),
    );
    expect(container.querySelector('#proof')).toHaveTextContent(blockOf(homePage, 'certifications').items[0]!.name);
    expect(within(container.querySelector('#proof')!).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(
      within(container.querySelector('#proof')!).getByRole('link', { name: 'What Each Certification Means for You' }),
    ).toHaveAttribute('href', '/certifications');
  });

  it('never links to a page missing from the route table, and opens the staffing site in a new tab', () => {
    const { container } = renderHome();
    const known = new Set<string>(siteMap.map((route) => route.path));
    for (const anchor of container.querySelectorAll('a[href^="/"]')) {
      expect(known.has(anchor.getAttribute('href')!.split('#')[0]!)).toBe(true);
    }
    const staffing = screen.getByRole('link', { name: 'Visit our staffing site (opens in a new tab)' });
    expect(staffing).toHaveAttribute('href', site.staffingSiteUrl);
    expect(staffing).toHaveAttribute('target', '_blank');
    expect(staffing).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(
    blockOf(homePage, 'serviceCards').cards.flatMap(({ title, link }) =>
      link.kind === 'route' ? [{ title, link }] : [],
    ),
  )('the service card "$title" links to its page, the link named by the card', ({ title, link }) => {
    renderHome();
    expect(screen.getByRole('link', { name: `${link.label} ${title}` })).toHaveAttribute('href', link.to);
  });

  it('offers no "Ask us about" stand-in now that every service has its page', () => {
    renderHome();
    expect(screen.queryByRole('button', { name: /^Ask us about/ })).not.toBeInTheDocument();
  });

  it('opens the contact dialog from How It Works', async () => {
    const user = userEvent.setup();
    renderHome();
    const howItWorks = screen.getByRole('region', { name: /three steps/i });
    await user.click(within(howItWorks).getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
