import type { ReactNode } from 'react';
import type { ImageRecord } from '../../content/types';
import { CheckList } from '../CheckList';
import type { IconName } from '../Icon';
import { IconBadge } from '../IconBadge';
import { LazyImage } from '../LazyImage';
import { cx } from '../classNames';
import styles from './FeatureCard.module.css';

export interface FeatureCardProps {
  title: string;
  description?: string;
  icon?: IconName;
  /** Artwork at the top of the card, loaded when it nears the screen. */
  image?: ImageRecord;
  /** Heading over the bullet points, e.g. 'Typical devices'. */
  featuresLabel?: string;
  /** Bullet points under the description. */
  features?: readonly string[];
  /** Heading level inside the page outline (cards sit under a section's h2 by default). */
  headingLevel?: 3 | 4;
  children?: ReactNode;
}

export function FeatureCard({
  title,
  description,
  icon,
  image,
  featuresLabel,
  features,
  headingLevel = 3,
  children,
}: FeatureCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const LabelHeading = headingLevel === 3 ? 'h4' : 'h5';
  return (
    <article className={styles['feature-card']}>
      {image ? (
        <LazyImage
          className={styles['feature-card__image']}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
        />
      ) : null}
      {icon ? <IconBadge name={icon} className={styles['feature-card__icon']} /> : null}
      <Heading className={styles['feature-card__title']}>{title}</Heading>
      {description ? <p className={styles['feature-card__description']}>{description}</p> : null}
      {features && features.length > 0 ? (
        <div className={styles['feature-card__features']}>
          {featuresLabel ? (
            <LabelHeading className={styles['feature-card__features-label']}>{featuresLabel}</LabelHeading>
          ) : null}
          <CheckList items={features} />
        </div>
      ) : null}
      {children}
    </article>
  );
}

export interface CardGridProps {
  columns?: 2 | 3 | 4 | 5;
  children: ReactNode;
}

/** Responsive grid: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ columns = 3, children }: CardGridProps) {
  return <div className={cx(styles['card-grid'], styles[`card-grid--${columns}`])}>{children}</div>;
}
