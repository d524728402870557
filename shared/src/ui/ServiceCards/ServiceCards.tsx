import type { ServiceCardRecord } from '../../content/page';
import { CheckList } from '../CheckList';
import { ExternalLink } from '../ExternalLink';
import { FadeIn } from '../FadeIn';
import { Icon } from '../Icon';
import { LazyImage } from '../LazyImage';
import { RouteLink } from '../RouteLink';
import { StatList } from '../StatList';
import styles from './ServiceCards.module.css';

export interface ServiceCardsProps {
  /** Heading over each card's capabilities. */
  featuresLabel: string;
  /** What opens each card's steps. */
  processLabel: string;
  /** Names a card's figures for screen readers. */
  statsLabel: (serviceTitle: string) => string;
  cards: readonly ServiceCardRecord[];
}

function CardLink({ card }: { card: ServiceCardRecord }) {
  const { link } = card;
  if (link.kind === 'external') {
    return (
      <ExternalLink className={styles['service__link']} href={link.href}>
        {link.label}
        <Icon name="arrowRight" size={18} />
      </ExternalLink>
    );
  }
  return (
    <RouteLink to={link.to} className={styles['service__link']}>
      {link.label}
      {/* Every card's link reads the same, so screen readers hear which service it leads to. */}
      <span className="visually-hidden"> {card.title}</span>
      <Icon name="arrowRight" size={18} />
    </RouteLink>
  );
}

/** Services at a glance: each card with its picture, figures, capabilities, the steps of a run and a link to read more. */
export function ServiceCards({ featuresLabel, processLabel, statsLabel, cards }: ServiceCardsProps) {
  return (
    <ul className={styles['services']}>
      {cards.map((card) => (
        <FadeIn as="li" key={card.title} className={styles['service']}>
          <LazyImage
            className={styles['service__image']}
            src={card.image.src}
            alt={card.image.alt}
            width={card.image.width}
            height={card.image.height}
          />
          <div className={styles['service__body']}>
            <h3 className={styles['service__title']}>{card.title}</h3>
            <p className={styles['service__tagline']}>{card.tagline}</p>
            <p className={styles['service__description']}>{card.description}</p>
            <div className={styles['service__stats']}>
              <StatList label={statsLabel(card.title)} stats={card.stats} variant="compact" />
            </div>
            <p className={styles['service__outcome']}>{card.outcome}</p>
            <h4 className={styles['service__list-title']}>{featuresLabel}</h4>
            <CheckList items={card.features} className={styles['service__capabilities']} />
            <details className={styles['service__process']}>
              <summary>{processLabel}</summary>
              <ol>
                {card.process.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </details>
            <CardLink card={card} />
          </div>
        </FadeIn>
      ))}
    </ul>
  );
}
