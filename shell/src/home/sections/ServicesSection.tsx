import type { HomePageRecord, HomeServiceCardRecord } from 'shared/content';
import { CheckList, ExternalLink, FadeIn, Icon, LazyImage, RouteLink, Section, StatList } from 'shared/ui';
import styles from '../Home.module.css';

function ServiceLink({ card }: { card: HomeServiceCardRecord }) {
  const { link } = card;
  if (link.kind === 'external') {
    return (
      <ExternalLink className={styles['home-service__link']} href={link.href}>
        {link.label}
        <Icon name="arrowRight" size={18} />
      </ExternalLink>
    );
  }
  return (
    <RouteLink to={link.to} className={styles['home-service__link']}>
      {link.label}
      <span className="visually-hidden"> {card.title}</span>
      <Icon name="arrowRight" size={18} />
    </RouteLink>
  );
}

export function ServicesSection({ services }: { services: HomePageRecord['sections']['services'] }) {
  return (
    <Section eyebrow={services.eyebrow} title={services.title} intro={services.intro}>
      <ul className={styles['home-services']}>
        {services.cards.map((card) => (
          <FadeIn as="li" key={card.title} className={styles['home-service']}>
            <LazyImage className={styles['home-service__image']} src={card.image.src} alt={card.image.alt} width={card.image.width} height={card.image.height} />
            <div className={styles['home-service__body']}>
              <h3 className={styles['home-service__title']}>{card.title}</h3>
              <p className={styles['home-service__tagline']}>{card.tagline}</p>
              <p className={styles['home-service__description']}>{card.description}</p>
              <div className={styles['home-service__stats']}>
                <StatList label={services.keyStatsLabel(card.title)} stats={card.keyStats} variant="compact" />
              </div>
              <p className={styles['home-service__outcome']}>{card.outcome}</p>
              <h4 className={styles['home-service__list-title']}>{services.capabilitiesLabel}</h4>
              <CheckList items={card.capabilities} className={styles['home-service__capabilities']} />
              <details className={styles['home-service__process']}>
                <summary>{services.processLabel}</summary>
                <ol>
                  {card.process.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </details>
              <ServiceLink card={card} />
            </div>
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
