import { NavLink } from 'shared/routing';
import { ExternalLink } from 'shared/ui';
import type { NavItem } from './navigation';
import styles from './NavItemLink.module.css';

export interface NavItemLinkProps {
  item: NavItem;
  className?: string;
  /** Called when the link is chosen: the menu holding it closes. */
  onChoose?: () => void;
}

/** An entry of the header menus: a page of ours (marked aria-current when it is the page shown) or an external site. */
export function NavItemLink({ item, className, onChoose }: NavItemLinkProps) {
  if (item.kind === 'external') {
    // The new-tab mark stays on the line of the label's last word when the label wraps.
    const words = item.label.split(' ');
    const lastWord = words.pop();
    return (
      <ExternalLink href={item.href} className={className} onClick={onChoose}>
        {/* One box around the words, so that a flex link does not drop the space between them. */}
        <span>
          {words.length > 0 ? `${words.join(' ')} ` : null}
          <span className={styles['nav-item-link__nowrap']}>
            {lastWord}
            <svg
              className={styles['nav-item-link__external']}
              width="14"
              height="14"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
        </span>
      </ExternalLink>
    );
  }
  return (
    <NavLink to={item.to} end className={className} onClick={onChoose}>
      {item.label}
    </NavLink>
  );
}
