import { cx } from '../classNames';
import { Icon, type IconName } from '../Icon';
import styles from './IconBadge.module.css';

export interface IconBadgeProps {
  name: IconName;
  size?: 'sm' | 'md';
  className?: string;
}

const ICON_SIZE = { sm: 22, md: 28 } as const;

/** An icon on a tinted square: the mark of cards and lists across the site. */
export function IconBadge({ name, size = 'md', className }: IconBadgeProps) {
  return (
    <span className={cx(styles['icon-badge'], styles[`icon-badge--${size}`], className)}>
      <Icon name={name} size={ICON_SIZE[size]} />
    </span>
  );
}
