import type { CertificationStatusRecord } from '../../content/types';
import { cx } from '../classNames';
import styles from './CertificationList.module.css';

export interface CertificationListProps {
  items: readonly CertificationStatusRecord[];
}

/** Certifications with their status (Certified, Trained, Registered) in words and colour. */
export function CertificationList({ items }: CertificationListProps) {
  return (
    <ul className={styles['cert-list']}>
      {items.map((item) => (
        <li key={item.name} className={styles['cert-list__item']}>
          <h3 className={styles['cert-list__name']}>{item.name}</h3>
          <span className={cx(styles['cert-list__status'], styles[`cert-list__status--${item.status.toLowerCase()}`])}>{item.status}</span>
          {item.description ? <p className={styles['cert-list__description']}>{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
