import { useId } from 'react';
import type { JobListingRecord, JobOpeningLabels } from '../../content/page';
import { Icon } from '../Icon';
import styles from './JobOpenings.module.css';

export interface JobOpeningsProps {
  /** The words beside each opening's values: 'Department', 'Location', 'Type', 'Requirements'. */
  labels: JobOpeningLabels;
  listings: readonly JobListingRecord[];
}

function JobOpeningCard({ listing, labels }: { listing: JobListingRecord; labels: JobOpeningLabels }) {
  const requirementsId = useId();
  const { opening, apply } = listing;
  return (
    <article className={styles['job-opening']}>
      <h3 className={styles['job-opening__title']}>{opening.title}</h3>
      <dl className={styles['job-opening__facts']}>
        <div className={styles['job-opening__fact']}>
          <dt>{labels.department}</dt>
          <dd>{opening.department}</dd>
        </div>
        <div className={styles['job-opening__fact']}>
          <dt>{labels.location}</dt>
          <dd>{opening.location}</dd>
        </div>
        <div className={styles['job-opening__fact']}>
          <dt>{labels.type}</dt>
          <dd>{opening.type}</dd>
        </div>
      </dl>
      <p className={styles['job-opening__description']}>{opening.description}</p>
      <h4 id={requirementsId} className={styles['job-opening__requirements-label']}>
        {labels.requirements}
      </h4>
      <ul className={styles['job-opening__requirements']} aria-labelledby={requirementsId}>
        {opening.requirements.map((requirement) => (
          <li key={requirement}>
            <Icon name="check" size={18} />
            <span>{requirement}</span>
          </li>
        ))}
      </ul>
      {/* The visible label is the same on every card, so the accessible name adds the position (label first, as WCAG 2.5.3 asks). */}
      <a className={`button button--primary ${styles['job-opening__apply']}`} href={apply.href} aria-label={apply.name}>
        <Icon name="mail" size={20} />
        {apply.label}
      </a>
    </article>
  );
}

/** One card per open position: what it is, where, what it asks for, and a link that applies for it by e-mail. */
export function JobOpenings({ labels, listings }: JobOpeningsProps) {
  return (
    <div className={styles['job-openings']}>
      {listings.map((listing) => (
        <JobOpeningCard key={listing.opening.title} listing={listing} labels={labels} />
      ))}
    </div>
  );
}
