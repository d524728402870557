import { homeCertifications } from 'shared/content';
import { LazyImage, Section } from 'shared/ui';
import styles from '../Home.module.css';

export function CertificationsSection() {
  return (
    <Section id={homeCertifications.anchorId} eyebrow={homeCertifications.eyebrow} title={homeCertifications.title} intro={homeCertifications.intro} tone="tinted">
      <ul className={styles['home-certifications']}>
        {homeCertifications.cards.map((card) => (
          <li key={card.id} className={styles['home-certification']}>
            <LazyImage className={styles['home-certification__badge']} src={card.image.src} alt={card.image.alt} width={96} height={96} />
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
