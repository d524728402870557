import { useId, useState } from 'react';
import { site } from 'shared/config';
import { sideMenuTexts, siteChrome } from 'shared/content';
import { cx, Dialog, Icon } from 'shared/ui';
import { NavItemLink } from './NavItemLink';
import type { NavGroup } from './navigation';
import { SocialLinks } from './SocialLinks';
import styles from './SideMenu.module.css';

export interface SideMenuProps {
  /** id of the menu's dialog, for the menu button's aria-controls. */
  id: string;
  isOpen: boolean;
  onDismiss: () => void;
  groups: readonly NavGroup[];
  /** 'Contact Us' was chosen: the header closes the menu and opens the contact dialog. */
  onContact: () => void;
}

/**
 * The navigation below the large breakpoint: a sheet from the right on the shared Dialog, which traps
 * focus, closes on Escape and the backdrop, and gives focus back to the menu button. The menus are an
 * accordion (one section open at a time); choosing any link closes the sheet.
 */
export function SideMenu({ id, isOpen, onDismiss, groups, onContact }: SideMenuProps) {
  return (
    <Dialog
      id={id}
      isOpen={isOpen}
      onDismiss={onDismiss}
      title={sideMenuTexts.title}
      closeLabel={sideMenuTexts.closeLabel}
      placement="right"
    >
      <SideMenuBody groups={groups} onChoose={onDismiss} onContact={onContact} />
    </Dialog>
  );
}

/** Lives only while the menu is open, so each opening starts with every section collapsed. */
function SideMenuBody({
  groups,
  onChoose,
  onContact,
}: {
  groups: readonly NavGroup[];
  onChoose: () => void;
  onContact: () => void;
}) {
  const [expanded, setExpanded] = useState<NavGroup['menu'] | null>(null);
  return (
    <div className={styles['side-menu']}>
      <nav aria-label={sideMenuTexts.navigationLabel}>
        <ul className={styles['side-menu__groups']}>
          {groups.map((group) => (
            <AccordionSection
              key={group.menu}
              group={group}
              isExpanded={expanded === group.menu}
              onToggle={() => setExpanded((current) => (current === group.menu ? null : group.menu))}
              onChoose={onChoose}
            />
          ))}
        </ul>
      </nav>
      <div className={styles['side-menu__actions']}>
        <button
          type="button"
          className={cx('button', 'button--primary', styles['side-menu__action'])}
          onClick={onContact}
          aria-haspopup="dialog"
        >
          {sideMenuTexts.contactLabel}
        </button>
        <a className={cx('button', 'button--secondary', styles['side-menu__action'])} href={`tel:${site.phone.tel}`}>
          <Icon name="phone" size={20} />
          {sideMenuTexts.callLabel(site.phone.display)}
        </a>
      </div>
      <div className={styles['side-menu__social']}>
        <p className={styles['side-menu__social-title']}>{siteChrome.socialTitle}</p>
        <SocialLinks tone="light" />
      </div>
    </div>
  );
}

interface AccordionSectionProps {
  group: NavGroup;
  isExpanded: boolean;
  onToggle: () => void;
  onChoose: () => void;
}

function AccordionSection({ group, isExpanded, onToggle, onChoose }: AccordionSectionProps) {
  const panelId = useId();
  return (
    <li className={styles['side-menu__group']}>
      <h3 className={styles['side-menu__heading']}>
        <button
          type="button"
          className={styles['side-menu__toggle']}
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {group.label}
          <svg
            className={styles['side-menu__chevron']}
            width="18"
            height="18"
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
      </h3>
      <ul className={styles['side-menu__links']} id={panelId} hidden={!isExpanded}>
        {group.items.map((item) => (
          <li key={item.kind === 'route' ? item.to : item.href}>
            <NavItemLink item={item} className={styles['side-menu__link']} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </li>
  );
}
