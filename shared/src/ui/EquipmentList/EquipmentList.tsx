import type { EquipmentRecord } from '../../content/types';
import { CheckList } from '../CheckList';
import styles from './EquipmentList.module.css';

export interface EquipmentListProps {
  /** The label before each item's use case, e.g. 'Best for'. */
  useCaseLabel: string;
  items: readonly EquipmentRecord[];
}

/** Equipment cards: each machine's name, a list of what it can do, and what it is used for. */
export function EquipmentList({ useCaseLabel, items }: EquipmentListProps) {
  return (
    <ul className={styles['equipment-list']}>
      {items.map((item) => (
        <li key={item.name}>
          <article className={styles['equipment-card']}>
            <h3 className={styles['equipment-card__name']}>{item.name}</h3>
            <CheckList items={item.specs} />
            <p className={styles['equipment-card__use']}>
              <strong>{useCaseLabel}:</strong> {item.useCase}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
