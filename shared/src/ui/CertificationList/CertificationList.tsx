import { kitTexts } from '../../content/kit';
import type { CertificationRecord, CertificationStanding } from '../../content/types';
import { CardGrid, FeatureCard } from '../FeatureCard';
import { Tag, type TagProps } from '../Tag';
import styles from './CertificationList.module.css';

const STANDING_TONES: Record<CertificationStanding, TagProps['tone']> = {
  certified: 'success',
  trained: 'info',
  registered: 'warning',
};

/** Badge artwork is drawn larger than a card shows it. */
const CARD_BADGE_SIZE = { width: 96, height: 96 } as const;

export interface CertificationListProps {
  /** 'list': each name with its standing in words and colour; 'cards': badge cards side by side; 'seals': small badges in a row. */
  layout: 'list' | 'cards' | 'seals';
  /** Names the row of seals for screen readers. */
  label?: string;
  items: readonly CertificationRecord[];
}

/** Certifications, registrations and standards, in the one shape every page uses. */
export function CertificationList({ layout, label, items }: CertificationListProps) {
  if (layout === 'cards') {
    return (
      <CardGrid columns={5}>
        {items.map((item) => (
          <FeatureCard
            key={item.name}
            title={item.name}
            description={item.description}
            image={item.badge ? { ...item.badge, ...CARD_BADGE_SIZE } : undefined}
          />
        ))}
      </CardGrid>
    );
  }
  if (layout === 'seals') {
    return (
      <ul className={styles['seal-list']} aria-label={label}>
        {items.map((item) => (
          <li key={item.name} className={styles['seal-list__item']}>
            {item.badge ? (
              <img
                className={styles['seal-list__image']}
                src={item.badge.src}
                alt={item.badge.alt}
                width={item.badge.width}
                height={item.badge.height}
              />
            ) : null}
            <p className={styles['seal-list__label']}>{item.name}</p>
            {item.description ? <p className={styles['seal-list__caption']}>{item.description}</p> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles['cert-list']} aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className={styles['cert-list__item']}>
          <h3 className={styles['cert-list__name']}>{item.name}</h3>
          {item.standing ? (
            <Tag tone={STANDING_TONES[item.standing]}>{kitTexts.certificationStanding[item.standing]}</Tag>
          ) : null}
          {item.description ? <p className={styles['cert-list__description']}>{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
