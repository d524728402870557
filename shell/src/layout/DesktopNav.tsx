import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'shared/routing';
import { NavItemLink } from './NavItemLink';
import { groupHoldsPath, type NavGroup } from './navigation';
import { headerTexts } from 'shared/content';
import { cx } from 'shared/ui';
import styles from './DesktopNav.module.css';

/** How the open dropdown was opened: a click (or Enter/Space) pins it, so a second one closes it. */
type OpenReason = 'hover' | 'focus' | 'click';

interface OpenState {
  readonly menu: NavGroup['menu'];
  readonly reason: OpenReason;
}

export interface DesktopNavProps {
  groups: readonly NavGroup[];
  /** Extra class on the nav element, for the header's layout. */
  className?: string;
}

/**
 * The header's dropdowns from the large breakpoint up (CSS hides them below it). A disclosure per menu:
 * a button showing and hiding a list of links. A dropdown opens on hover, when its button gets focus
 * and when it is clicked; it closes on Escape (focus goes back to its button), when the pointer
 * leaves it and when focus moves out of it. One is open at a time.
 */
export function DesktopNav({ groups, className }: DesktopNavProps) {
  const [open, setOpen] = useState<OpenState | null>(null);
  const { pathname } = useLocation();

  const openMenu = useCallback((menu: NavGroup['menu'], reason: OpenReason) => setOpen({ menu, reason }), []);
  const closeMenu = useCallback(
    (menu: NavGroup['menu']) => setOpen((current) => (current?.menu === menu ? null : current)),
    [],
  );

  return (
    <nav className={cx(styles['desktop-nav'], className)} aria-label={headerTexts.navigationLabel}>
      <ul className={styles['desktop-nav__menus']}>
        {groups.map((group) => (
          <NavDropdown
            key={group.menu}
            group={group}
            openReason={open?.menu === group.menu ? open.reason : null}
            isCurrent={groupHoldsPath(group, pathname)}
            onOpen={openMenu}
            onClose={closeMenu}
          />
        ))}
      </ul>
    </nav>
  );
}

interface NavDropdownProps {
  group: NavGroup;
  /** null while closed. */
  openReason: OpenReason | null;
  /** The page shown is in this menu. */
  isCurrent: boolean;
  onOpen: (menu: NavGroup['menu'], reason: OpenReason) => void;
  onClose: (menu: NavGroup['menu']) => void;
}

function NavDropdown({ group, openReason, isCurrent, onOpen, onClose }: NavDropdownProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** Set while Escape hands focus back to the button, so that focus does not open the dropdown again. */
  const returningFocus = useRef(false);
  const isOpen = openReason !== null;
  const { menu } = group;

  const close = () => onClose(menu);

  const onTriggerClick = () => {
    if (!isOpen) onOpen(menu, 'click');
    // Opened by hover or focus a moment ago: the click confirms it rather than undoing it.
    else if (openReason !== 'click') onOpen(menu, 'click');
    else close();
  };

  const onTriggerFocus = () => {
    if (returningFocus.current) {
      returningFocus.current = false;
      return;
    }
    if (!isOpen) onOpen(menu, 'focus');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.preventDefault();
    close();
    const trigger = triggerRef.current;
    if (trigger && trigger !== trigger.ownerDocument.activeElement) {
      returningFocus.current = true;
      trigger.focus();
      returningFocus.current = false;
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) close();
  };

  return (
    <li
      className={styles['desktop-nav__menu']}
      onMouseEnter={() => {
        if (!isOpen) onOpen(menu, 'hover');
      }}
      onMouseLeave={close}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        className={cx(styles['desktop-nav__trigger'], isCurrent && styles['desktop-nav__trigger--current'])}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onTriggerClick}
        onFocus={onTriggerFocus}
      >
        {group.label}
        <svg
          className={styles['desktop-nav__chevron']}
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <div className={styles['desktop-nav__panel']} id={panelId} hidden={!isOpen}>
        <ul className={styles['desktop-nav__links']}>
          {group.items.map((item) => (
            <li key={item.kind === 'route' ? item.to : item.href}>
              <NavItemLink item={item} className={styles['desktop-nav__link']} onChoose={close} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
