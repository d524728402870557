import { homeCustomerLogos } from 'shared/content';
import { LazyImage, Marquee, Section } from 'shared/ui';
import styles from '../Home.module.css';

export function CustomerLogosSection() {
  return (
    <Section title={homeCustomerLogos.title} intro={homeCustomerLogos.intro} tone="tinted">
      <Marquee label={homeCustomerLogos.title} durationSeconds={30}>
        {homeCustomerLogos.logos.map((customer) => (
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
