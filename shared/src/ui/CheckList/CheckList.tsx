import { cx } from '../classNames';
import { Icon } from '../Icon';
import styles from './CheckList.module.css';

export interface CheckListProps {
  items: readonly string[];
  className?: string;
}

/** A bulleted list whose bullets are the site's one check mark. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={cx(styles['check-list'], className)}>
      {items.map((item) => (
        <li key={item} className={styles['check-list__item']}>
          <Icon name="check" size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
