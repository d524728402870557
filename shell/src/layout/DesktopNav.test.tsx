import { act, fireEvent, screen, within } from '@testing-library/react';
import { site } from 'shared/config';
import { findRoute } from 'shared/routes';
import { DesktopNav } from './DesktopNav';
import { navigationGroups } from './navigation';
import { renderInRouter } from './testUtils';

const PCB = findRoute('/pcb-assembly')!;
const MEDICAL = findRoute('/medical')!;

function renderNav(path = '/') {
  const utils = renderInRouter(
    <>
      <a href="#before">Before the menus</a>
      <DesktopNav groups={navigationGroups()} />
      <a href="#after">After the menus</a>
    </>,
    path,
  );
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  const trigger = (name: string) => nav.getByRole('button', { name });
  const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
  return { ...utils, nav, trigger, panelOf };
}

describe('DesktopNav', () => {
  it('has one disclosure button per menu, in order, each controlling its closed list of links', () => {
    const { nav, panelOf } = renderNav();
    const buttons = nav.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(navigationGroups().map((group) => group.label));
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = panelOf(button);
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    // A disclosure, not an ARIA menu.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    expect(nav.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens on click and closes on a second click, toggling aria-expanded', async () => {
    const { user, trigger, nav } = renderNav();
    const services = trigger('Services');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: PCB.navLabel })).toHaveAttribute('href', PCB.path);
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: PCB.navLabel })).not.toBeInTheDocument();
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on a plain click event too (no hover, no focus first)', () => {
    const { trigger } = renderNav();
    fireEvent.click(trigger('Industries'));
    expect(trigger('Industries')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: MEDICAL.navLabel })).toHaveAttribute('href', MEDICAL.path);
  });

  it('opens when its button gets keyboard focus; Enter keeps it open, a second Enter closes it', async () => {
    const { user, trigger, nav } = renderNav();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Before the menus' })).toHaveFocus();
    await user.tab();
    const services = trigger('Services');
    expect(services).toHaveFocus();
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    // Tab goes into the links.
    await user.tab();
    expect(nav.getByRole('link', { name: PCB.navLabel })).toHaveFocus();
  });

  it('closes when focus moves out of it, and the next menu opens as its button is reached', async () => {
    const { user, trigger, nav } = renderNav();
    act(() => trigger('Services').focus());
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
    const links = within(document.getElementById(trigger('Services').getAttribute('aria-controls')!)!).getAllByRole(
      'link',
    );
    for (let i = 0; i < links.length; i += 1) await user.tab();
    expect(links.at(-1)).toHaveFocus();
    await user.tab();
    expect(trigger('Industries')).toHaveFocus();
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Industries')).toHaveAttribute('aria-expanded', 'true');
    // Leaving the navigation altogether closes everything.
    act(() => screen.getByRole('link', { name: 'After the menus' }).focus());
    expect(nav.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('closes on Escape from a link and gives focus back to its button, without opening again', async () => {
    const { user, trigger, nav } = renderNav();
    const services = trigger('Services');
    act(() => services.focus());
    await user.tab();
    expect(nav.getByRole('link', { name: PCB.navLabel })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
    expect(nav.queryByRole('link')).not.toBeInTheDocument();
    // Enter (or Space) opens it again.
    await user.keyboard('{Enter}');
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
  });

  it('opens on hover and closes when the pointer leaves', () => {
    const { trigger } = renderNav();
    const industries = trigger('Industries');
    const item = industries.closest('li')!;
    fireEvent.mouseEnter(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: MEDICAL.navLabel })).toBeVisible();
    // Moving onto the list keeps it open: it is part of the same item.
    fireEvent.mouseEnter(screen.getByRole('link', { name: MEDICAL.navLabel }));
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(item);
    expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one dropdown open at a time', async () => {
    const { user, trigger } = renderNav();
    await user.click(trigger('Services'));
    fireEvent.mouseEnter(trigger('Our Company'));
    expect(trigger('Our Company')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('ends Services with Professional Staffing, opening the staffing site in a new tab', async () => {
    const { user, trigger, nav } = renderNav();
    await user.click(trigger('Services'));
    const links = within(document.getElementById(trigger('Services').getAttribute('aria-controls')!)!).getAllByRole(
      'link',
    );
    const staffing = nav.getByRole('link', { name: 'Professional Staffing (opens in a new tab)' });
    expect(links.at(-1)).toBe(staffing);
    expect(staffing).toHaveAttribute('href', site.staffingSiteUrl);
    expect(staffing).toHaveAttribute('target', '_blank');
    expect(staffing).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes after a link is chosen, goes there, and marks the page shown and its menu', async () => {
    const { user, trigger, nav } = renderNav();
    await user.click(trigger('Industries'));
    await user.click(nav.getByRole('link', { name: MEDICAL.navLabel }));
    expect(screen.getByTestId('location')).toHaveTextContent('/medical');
    expect(trigger('Industries')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Industries')).toHaveClass('desktop-nav__trigger--current');
    expect(trigger('Services')).not.toHaveClass('desktop-nav__trigger--current');
    fireEvent.click(trigger('Services'));
    fireEvent.click(trigger('Industries'));
    expect(nav.getByRole('link', { name: MEDICAL.navLabel })).toHaveAttribute('aria-current', 'page');
  });
});
