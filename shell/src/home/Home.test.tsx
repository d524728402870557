import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { homeCertifications, homeFaq, homeHero, homeServiceCards, mutualNda } from 'shared/content';
import { siteMap } from 'shared/routes';
import { Home } from './Home';

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
    const ndaItemIndex = homeFaq.items.findIndex((item) => item.showsNda);
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
    const badge = homeHero.badges[0]!;
    await user.click(screen.getByRole('button', { name: `${homeHero.badgeOpenLabel}: ${badge.name}` }));
    const dialog = screen.getByRole('dialog', { name: badge.name });
    const image = within(dialog).getByRole('img', { name: badge.image.alt });
    expect(image).toHaveAttribute('src', badge.image.src);
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(badge.image.width);
    await user.click(within(dialog).getByRole('button', { name: homeHero.badgeDialogCloseLabel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${homeHero.badgeOpenLabel}: ${homeHero.badges[1]!.name}` }));
    expect(screen.getByRole('dialog', { name: homeHero.badges[1]!.name })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('home page sections', () => {
  it('renders the sections in order with the proof anchor', () => {
    const { container } = renderHome();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Trusted by Industry Leaders')).toBeLessThan(headings.indexOf('Ready to Start Your Project'));
    expect(container.querySelector('#proof')).toHaveTextContent(homeCertifications.cards[0]!.title);
    expect(within(container.querySelector('#proof')!).getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('links each service to its page when the page exists, staffing to the external site, and never to a missing page', async () => {
    const user = userEvent.setup();
    const { container } = renderHome();
    const known = new Set<string>(siteMap.map((route) => route.path));
    for (const anchor of container.querySelectorAll('a[href^="/"]')) {
      expect(known.has(anchor.getAttribute('href')!.split('#')[0]!)).toBe(true);
    }
    const staffing = homeServiceCards.find((card) => card.link.kind === 'external')!;
    const external = container.querySelector(`a[href="${staffing.link.kind === 'external' ? staffing.link.href : ''}"]`);
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const unpublished = homeServiceCards.find((card) => card.link.kind === 'route' && !known.has(card.link.path));
    if (unpublished) {
      await user.click(screen.getByRole('button', { name: new RegExp(`Ask us about ${unpublished.title}`, 'i') }));
      expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    }
  });

  it('opens the contact dialog from How It Works', async () => {
    const user = userEvent.setup();
    renderHome();
    const howItWorks = screen.getByRole('region', { name: /three steps/i });
    await user.click(within(howItWorks).getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
