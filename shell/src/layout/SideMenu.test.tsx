import { screen, within } from '@testing-library/react';
import { findRoute } from 'shared/routes';
import { navigationGroups } from './navigation';
import { SideMenu } from './SideMenu';
import { renderInRouter } from './testUtils';

const OUR_STORY = findRoute('/our-story')!;

function renderMenu(isOpen = true) {
  const onDismiss = jest.fn();
  const onContact = jest.fn();
  const utils = renderInRouter(
    <SideMenu id="test-menu" isOpen={isOpen} onDismiss={onDismiss} groups={navigationGroups()} onContact={onContact} />,
  );
  return { ...utils, onDismiss, onContact };
}

describe('SideMenu', () => {
  it('renders nothing while closed', () => {
    renderMenu(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal sheet from the right titled Menu, with the given id', () => {
    renderMenu();
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(menu).toHaveAttribute('id', 'test-menu');
    expect(menu).toHaveClass('ui-dialog--right');
    expect(within(menu).getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
  });

  it('shows one accordion section per group, all collapsed, as buttons inside headings', () => {
    renderMenu();
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    const headings = menu.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(navigationGroups().map((group) => group.label));
    for (const heading of headings) {
      const button = within(heading).getByRole('button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
    }
  });

  it('lists the four industry pages under Industries, in the order of the header menu', async () => {
    const { user } = renderMenu();
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    const industries = menu.getByRole('button', { name: 'Industries' });
    await user.click(industries);
    const panel = within(document.getElementById(industries.getAttribute('aria-controls')!)!);
    expect(panel.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Aerospace', '/aerospace-defense'],
      ['Medical', '/medical'],
      ['Energy', '/energy-utility'],
      ['Telecommunication', '/industrial-electronics'],
    ]);
  });

  it('asks to be dismissed when a link is chosen', async () => {
    const { user, onDismiss } = renderMenu();
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    await user.click(menu.getByRole('button', { name: 'Our Company' }));
    await user.click(menu.getByRole('link', { name: OUR_STORY.navLabel }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/our-story');
  });

  it('asks to be dismissed when the external staffing link is chosen', async () => {
    const { user, onDismiss } = renderMenu();
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    await user.click(menu.getByRole('button', { name: 'Services' }));
    const staffing = menu.getByRole('link', { name: 'Professional Staffing (opens in a new tab)' });
    staffing.addEventListener('click', (event) => event.preventDefault());
    await user.click(staffing);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('hands Contact Us to the header', async () => {
    const { user, onContact, onDismiss } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(onContact).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
