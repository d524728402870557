import type { SealRecord } from '../../content/page';
import styles from './SealList.module.css';

export interface SealListProps {
  /** Names the list for screen readers. */
  label: string;
  seals: readonly SealRecord[];
}

/** Certification seals with a name and a line under each. */
export function SealList({ label, seals }: SealListProps) {
  return (
    <ul className={styles['seal-list']} aria-label={label}>
      {seals.map((seal) => (
        <li key={seal.label} className={styles['seal-list__item']}>
          <img className={styles['seal-list__image']} src={seal.image.src} alt={seal.image.alt} width={seal.image.width} height={seal.image.height} />
          <p className={styles['seal-list__label']}>{seal.label}</p>
          <p className={styles['seal-list__caption']}>{seal.caption}</p>
        </li>
      ))}
    </ul>
  );
}
