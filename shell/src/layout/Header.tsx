import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { site } from 'shared/config';
import { headerTexts } from 'shared/content';
import { CONTACT_DIALOG_AUTO_CLOSE_MS, ContactDialog, cx, Icon, RouteLink } from 'shared/ui';
import { DesktopNav } from './DesktopNav';
import { InfoStrip } from './InfoStrip';
import { Logo } from './Logo';
import { navigationGroups } from './navigation';
import { SideMenu } from './SideMenu';
import styles from './Header.module.css';

/**
 * The sticky top of every page: the info strip, then the main bar with the brand, the dropdowns
 * (large screens) or the menu button opening the side menu (smaller ones), the call link and the
 * 'Contact Us' button. Breakpoints are CSS only: both navigations are rendered and CSS shows one,
 * so the header renders the same on the server as in the browser.
 */
export function Header() {
  const groups = navigationGroups();
  const sideMenuId = useId();
  const [contactOpen, setContactOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const contactTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const closeContact = useCallback(() => setContactOpen(false), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The side menu hands focus back to the menu button as it closes; the contact dialog opens right
  // after that, so that it returns focus there too when it closes.
  const contactFromMenu = useCallback(() => {
    setMenuOpen(false);
    clearTimeout(contactTimer.current);
    contactTimer.current = setTimeout(() => setContactOpen(true), 0);
  }, []);
  useEffect(() => () => clearTimeout(contactTimer.current), []);

  return (
    <header className={styles['site-header']}>
      <InfoStrip />
      <div className={cx(styles['site-header__bar'], 'container')}>
        <RouteLink to="/" className={styles['site-header__brand']}>
          <Logo />
          <span className={styles['site-header__brand-name']}>{site.name}</span>
        </RouteLink>
        <DesktopNav groups={groups} className={styles['site-header__nav']} />
        <div className={styles['site-header__actions']}>
          <a className={styles['site-header__call']} href={`tel:${site.phone.tel}`}>
            <Icon name="phone" size={20} />
            {headerTexts.callLabel}
          </a>
          <button
            type="button"
            className={cx('button', 'button--primary', styles['site-header__contact'])}
            onClick={() => setContactOpen(true)}
            aria-haspopup="dialog"
          >
            {headerTexts.contactLabel}
          </button>
          <button
            type="button"
            className={styles['site-header__menu-button']}
            aria-expanded={menuOpen}
            aria-controls={sideMenuId}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M4 6h16M4 12h16M4 18h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            <span className="visually-hidden">{headerTexts.menuButtonLabel}</span>
          </button>
        </div>
      </div>
      <SideMenu id={sideMenuId} isOpen={menuOpen} onDismiss={closeMenu} groups={groups} onContact={contactFromMenu} />
      <ContactDialog
        place="header-dialog"
        isOpen={contactOpen}
        onDismiss={closeContact}
        autoCloseAfterMs={CONTACT_DIALOG_AUTO_CLOSE_MS}
      />
    </header>
  );
}
