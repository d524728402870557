import { useCallback, useState } from 'react';
import { site } from 'shared/config';
import { CONTACT_DIALOG_AUTO_CLOSE_MS, ContactDialog, RouteLink } from 'shared/ui';
import { Logo } from './Logo';
import { navigationMenus } from './navigation';
import './Header.css';

export function Header() {
  const [contactOpen, setContactOpen] = useState(false);
  const closeContact = useCallback(() => setContactOpen(false), []);
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <RouteLink to="/" className="site-header__brand">
          <Logo />
          <span>{site.name}</span>
        </RouteLink>
        <nav className="site-header__nav" aria-label="Main">
          <ul className="site-header__menus">
            {navigationMenus().map((group) => (
              <li key={group.menu} className="site-header__menu">
                <span className="site-header__menu-label">{group.label}</span>
                <ul>
                  {group.routes.map((route) => (
                    <li key={route.path}>
                      <RouteLink to={route.path}>{route.navLabel}</RouteLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <a className="site-header__call" href={`tel:${site.phone.tel}`}>
            Talk to a real person
          </a>
          <button type="button" className="button button--primary" onClick={() => setContactOpen(true)} aria-haspopup="dialog">
            Contact Us
          </button>
        </div>
      </div>
      <ContactDialog isOpen={contactOpen} onDismiss={closeContact} autoCloseAfterMs={CONTACT_DIALOG_AUTO_CLOSE_MS} />
    </header>
  );
}
