import type { CertificationStatusRecord } from '../../content/types';
import { Tag, type TagProps } from '../Tag';
import styles from './CertificationList.module.css';

const STATUS_TONES: Record<CertificationStatusRecord['status'], TagProps['tone']> = {
  Certified: 'success',
  Trained: 'info',
  Registered: 'warning',
};

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
          <Tag tone={STATUS_TONES[item.status]}>{item.status}</Tag>
          {item.description ? <p className={styles['cert-list__description']}>{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
