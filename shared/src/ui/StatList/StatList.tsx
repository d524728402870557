import type { StatRecord } from '../../content/types';
import { cx } from '../classNames';
import styles from './StatList.module.css';

export interface StatListProps {
  /** Names the list for screen readers, e.g. 'PCB assembly in figures'. */
  label: string;
  stats: readonly StatRecord[];
  /** 'tiles' on light sections; 'on-dark' inside the hero's gradient. */
  variant?: 'tiles' | 'on-dark';
}

/**
 * Key figures. The figure comes first in the markup as on screen, so a screen reader says
 * "75,000+ placements per hour", just as a sighted visitor reads it.
 */
export function StatList({ label, stats, variant = 'tiles' }: StatListProps) {
  return (
    <ul className={cx(styles['stat-list'], styles[`stat-list--${variant}`])} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles['stat-list__item']}>
          <span className={styles['stat-list__value']}>{stat.value}</span> <span className={styles['stat-list__label']}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
