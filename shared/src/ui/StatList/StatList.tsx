import type { StatRecord } from '../../content/types';
import { cx } from '../classNames';
import styles from './StatList.module.css';

export interface StatListProps {
  /** Names the list for screen readers, e.g. 'PCB assembly in figures'. */
  label: string;
  stats: readonly StatRecord[];
  /** 'tiles' on light sections; 'on-dark' inside the hero's gradient; 'compact' inside a card. */
  variant?: 'tiles' | 'on-dark' | 'compact';
  /** On dark: two columns, or three from 640 px for a longer list. Tiles wrap by width. */
  columns?: 2 | 3;
}

/**
 * Key figures. The figure comes first in the markup as on screen, so a screen reader says
 * "75,000+ placements per hour", just as a sighted visitor reads it.
 */
export function StatList({ label, stats, variant = 'tiles', columns = 2 }: StatListProps) {
  return (
    <ul
      className={cx(styles['stat-list'], styles[`stat-list--${variant}`], columns === 3 && styles['stat-list--3'])}
      aria-label={label}
    >
      {stats.map((stat) => (
        <li key={stat.label} className={styles['stat-list__item']}>
          <span className={styles['stat-list__value']}>{stat.value}</span>{' '}
          <span className={styles['stat-list__label']}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
