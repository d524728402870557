import { cx } from '../classNames';
import styles from './Tag.module.css';

export interface TagProps {
  children: string;
  /** 'accent' for a category (a case study's industry); the others for a status. */
  tone?: 'accent' | 'success' | 'info' | 'warning';
  className?: string;
}

/** A short label on a pill: an industry, a status. */
export function Tag({ children, tone = 'accent', className }: TagProps) {
  return <span className={cx(styles['tag'], styles[`tag--${tone}`], className)}>{children}</span>;
}
