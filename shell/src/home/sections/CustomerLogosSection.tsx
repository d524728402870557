import type { HomeCustomerLogosRecord } from 'shared/content';
import { LazyImage, Marquee, Section } from 'shared/ui';
import styles from '../Home.module.css';

export function CustomerLogosSection({ logos }: { logos: HomeCustomerLogosRecord }) {
  return (
    <Section title={logos.title} intro={logos.intro} tone="tinted">
      <Marquee label={logos.title} durationSeconds={30}>
        {logos.logos.map((customer) => (
          <LazyImage
            key={customer.name}
            className={styles['home-logo']}
            src={customer.logo.src}
            alt={customer.logo.alt}
            width={customer.logo.width}
            height={customer.logo.height}
          />
        ))}
      </Marquee>
    </Section>
  );
}
