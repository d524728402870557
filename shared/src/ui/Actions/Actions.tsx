import type { ActionRecord } from '../../content/page';
import { ContactButton } from '../ContactButton';
import { cx } from '../classNames';
import { ExternalLink } from '../ExternalLink';
import { Icon } from '../Icon';
import { RouteLink } from '../RouteLink';
import styles from './Actions.module.css';

/** 'light': on a white or tinted band; 'dark': on the hero gradient or a dark band. */
export type ActionSurface = 'light' | 'dark';

export interface ActionProps {
  action: ActionRecord;
  surface?: ActionSurface;
  /** The first action of a row is the primary one; the others are outlined. */
  emphasis?: 'primary' | 'secondary' | 'link';
}

function buttonClass(emphasis: ActionProps['emphasis'], surface: ActionSurface): string {
  if (emphasis === 'link') return cx(styles['action-link'], styles[`action-link--${surface}`]);
  if (emphasis === 'primary') return 'button button--primary';
  return surface === 'dark' ? 'button button--outline-light' : 'button button--ghost';
}

/** One thing a visitor can do: open the contact dialog, go to a page, open another site, call or write. */
export function Action({ action, surface = 'light', emphasis = 'primary' }: ActionProps) {
  const className = buttonClass(emphasis, surface);
  switch (action.kind) {
    case 'contact':
      return <ContactButton label={action.label} className={className} />;
    case 'route':
      return (
        <RouteLink to={action.to} className={className}>
          {action.label}
          {emphasis === 'link' ? <Icon name="arrowRight" size={18} /> : null}
        </RouteLink>
      );
    case 'external':
      return (
        <ExternalLink href={action.href} className={className}>
          {action.icon ? <Icon name={action.icon} size={20} /> : null}
          {action.label}
        </ExternalLink>
      );
    case 'call':
      return (
        <a href={action.href} className={className}>
          {action.icon ? <Icon name={action.icon} size={20} /> : null}
          {action.label}
        </a>
      );
  }
}

export interface ActionRowProps {
  actions: readonly ActionRecord[];
  surface?: ActionSurface;
  align?: 'start' | 'center';
}

/** Buttons side by side, wrapping on a phone; the first is the primary one. */
export function ActionRow({ actions, surface = 'light', align = 'start' }: ActionRowProps) {
  return (
    <div className={cx(styles['action-row'], styles[`action-row--${align}`])}>
      {actions.map((action, index) => (
        <Action key={action.label} action={action} surface={surface} emphasis={index === 0 ? 'primary' : 'secondary'} />
      ))}
    </div>
  );
}
