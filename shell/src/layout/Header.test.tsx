import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { site } from 'shared/config';
import { findRoute } from 'shared/routes';
import { Header } from './Header';
import { expectSocialLinks, renderInRouter } from './testUtils';

const MEDICAL = findRoute('/medical')!;

function renderHeader(path = '/') {
  const utils = renderInRouter(<Header />, path);
  const banner = screen.getByRole('banner');
  const menuButton = within(banner).getByRole('button', { name: 'Open menu' });
  return { ...utils, banner, menuButton };
}

describe('Header', () => {
  it('holds the info strip, the brand link home, the main navigation, the call link and Contact Us', () => {
    const { banner } = renderHeader();
    const header = within(banner);
    const strip = banner.querySelector('.info-strip')!;
    expect(strip).toHaveTextContent(`DUN ${site.dunNumber}`);
    expect(strip).toHaveTextContent(`CAGE ${site.cageCode}`);
    expect(within(strip as HTMLElement).getByRole('link', { name: 'Client Portal' })).toHaveAttribute(
      'href',
      '/client-portal',
    );
    // The strip comes first, then the bar.
    expect(banner.firstElementChild).toBe(strip);
    expect(header.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
    expect(header.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Talk to a real person' })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    );
    expect(header.getByRole('button', { name: 'Contact Us' })).toHaveClass('site-header__contact');
  });

  it('opens the Contact Us dialog from its button and gives focus back when it closes', async () => {
    const { user, banner } = renderHeader();
    const contact = within(banner).getByRole('button', { name: 'Contact Us' });
    await user.click(contact);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(dialog).toHaveAccessibleDescription('Fill out the form below and our team will contact you.');
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(contact).toHaveFocus());
  });

  it('closes the Contact Us dialog by itself 3 s after a successful request', async () => {
    const originalFetch = global.fetch;
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 201 } as Response);
    jest.useFakeTimers();
    try {
      const { banner } = renderHeader();
      fireEvent.click(within(banner).getByRole('button', { name: 'Contact Us' }));
      const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
      for (const [placeholder, value] of [
        ['First Name*', 'Grace'],
        ['Last Name*', 'Hopper'],
        ['Company Name*', 'Cobol Systems'],
        ['Email Address*', 'grace@cobol.test'],
        ['Phone Number*', '7705550199'],
        ['Project Details (quantities, timeline, special requirements)*', '200 harnesses by March'],
      ] as const) {
        fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });
      }
      fireEvent.submit(dialog.querySelector('form')!);
      expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      global.fetch = originalFetch;
    }
  });

  describe('side menu', () => {
    it('opens from the menu button, which says so and points at it', async () => {
      const { user, menuButton } = renderHeader();
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(menuButton);
      const menu = screen.getByRole('dialog', { name: 'Menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(menuButton).toHaveAttribute('aria-controls', menu.id);
      expect(menu).toHaveClass('ui-dialog--right');
      expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    });

    it('has an accordion of the same groups: one section open at a time, the open one collapses when chosen', async () => {
      const { user, menuButton } = renderHeader();
      await user.click(menuButton);
      const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
      const sections = menu.getAllByRole('button', { expanded: false }).filter((button) => button.closest('h3'));
      expect(sections.map((button) => button.textContent)).toEqual(
        within(screen.getByRole('navigation', { name: 'Main', hidden: true }))
          .getAllByRole('button', { hidden: true })
          .map((button) => button.textContent),
      );
      const services = menu.getByRole('button', { name: 'Services' });
      const industries = menu.getByRole('button', { name: 'Industries' });
      expect(menu.queryByRole('link', { name: MEDICAL.navLabel })).not.toBeInTheDocument();

      await user.click(services);
      expect(services).toHaveAttribute('aria-expanded', 'true');
      expect(menu.getByRole('link', { name: 'Professional Staffing (opens in a new tab)' })).toHaveAttribute(
        'href',
        site.staffingSiteUrl,
      );

      await user.click(industries);
      expect(industries).toHaveAttribute('aria-expanded', 'true');
      expect(services).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(services.getAttribute('aria-controls')!)).not.toBeVisible();
      expect(menu.getByRole('link', { name: MEDICAL.navLabel })).toBeVisible();

      await user.click(industries);
      expect(industries).toHaveAttribute('aria-expanded', 'false');
      expect(menu.queryByRole('link', { name: MEDICAL.navLabel })).not.toBeInTheDocument();
    });

    it('closes when a link is chosen, and goes there', async () => {
      const { user, menuButton } = renderHeader();
      await user.click(menuButton);
      const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
      await user.click(menu.getByRole('button', { name: 'Industries' }));
      await user.click(menu.getByRole('link', { name: MEDICAL.navLabel }));
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/medical');
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on Escape and gives focus back to the menu button', async () => {
      const { user, menuButton } = renderHeader();
      await user.click(menuButton);
      const menu = screen.getByRole('dialog', { name: 'Menu' });
      await user.click(within(menu).getByRole('button', { name: 'Services' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(menuButton).toHaveFocus());
    });

    it('closes from its close button, and opens again with every section collapsed', async () => {
      const { user, menuButton } = renderHeader();
      await user.click(menuButton);
      // The page behind is hidden from assistive technology while the menu is open: this is the menu's own section.
      await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Services' }));
      await user.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(menuButton).toHaveFocus());
      await user.click(menuButton);
      const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
      expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('offers Contact Us, which closes the menu and opens the Contact Us dialog; focus then returns to the menu button', async () => {
      const { user, menuButton } = renderHeader();
      await user.click(menuButton);
      await user.click(
        within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Contact Us' }),
      );
      const contact = await screen.findByRole('dialog', { name: 'Contact Us' });
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
      expect(within(contact).getByPlaceholderText('First Name*')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(menuButton).toHaveFocus());
    });

    it('offers a call button and the social links, each opening in a new tab', async () => {
      const { user, menuButton } = renderHeader();
      await user.click(menuButton);
      const menuElement = screen.getByRole('dialog', { name: 'Menu' });
      expect(within(menuElement).getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
        'href',
        `tel:${site.phone.tel}`,
      );
      expectSocialLinks(menuElement);
    });
  });

  it('links only to pages of the route table', async () => {
    const { user, banner, menuButton } = renderHeader();
    for (const button of within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('button')) {
      await user.click(button);
      for (const link of within(banner).getAllByRole('link')) {
        const href = link.getAttribute('href')!;
        if (href.startsWith('/')) expect(findRoute(href)).toBeDefined();
      }
    }
    await user.click(menuButton);
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    for (const section of menu.getAllByRole('button').filter((button) => button.closest('h3'))) {
      await user.click(section);
      for (const link of menu.getAllByRole('link')) {
        const href = link.getAttribute('href')!;
        if (href.startsWith('/')) expect(findRoute(href)).toBeDefined();
      }
    }
  });
});
