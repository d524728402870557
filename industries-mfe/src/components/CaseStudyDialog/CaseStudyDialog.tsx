import type { CaseStudyRecord } from 'shared/content';
import { Dialog } from 'shared/ui';
import styles from './CaseStudyDialog.module.css';

/** Fixed headings of the dialog; the same for every industry page that shows a case study. */
export const caseStudyDialogLabels = {
  metrics: 'Key metrics',
  challenge: 'The Challenge',
  solution: 'Our Solution',
  results: 'Results',
  timeline: 'Timeline',
  testimonial: 'What the customer says',
  close: 'Close',
} as const;

export interface CaseStudyDialogProps {
  caseStudy: CaseStudyRecord;
  isOpen: boolean;
  onDismiss: () => void;
}

/**
 * The full case study in a wide, scrollable modal. The page that shows the teaser owns the open
 * state; the shared Dialog traps focus, closes on Escape and the backdrop, and scrolls its body.
 */
export function CaseStudyDialog({ caseStudy, isOpen, onDismiss }: CaseStudyDialogProps) {
  const { industry, title, description, challenge, solution, results, timeline, metrics, testimonial } = caseStudy;
  return (
    <Dialog
      isOpen={isOpen}
      onDismiss={onDismiss}
      title={title}
      description={description}
      size="4xl"
      footer={
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          {caseStudyDialogLabels.close}
        </button>
      }
    >
      <article className={styles['case-study']} aria-label={`Case study: ${title}`}>
        <p className={styles['case-study__industry']}>{industry}</p>

        {metrics.length > 0 ? (
          <section className={styles['case-study__block']} aria-label={caseStudyDialogLabels.metrics}>
            <dl className={styles['case-study__metrics']}>
              {metrics.map((metric) => (
                <div key={metric.label} className={styles['case-study__metric']}>
                  <dt>{metric.label}</dt>
                  <dd>{metric.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}

        <div className={styles['case-study__columns']}>
          <section className={styles['case-study__block']}>
            <h3 className={styles['case-study__heading']}>{caseStudyDialogLabels.challenge}</h3>
            <p>{challenge}</p>
          </section>
          <section className={styles['case-study__block']}>
            <h3 className={styles['case-study__heading']}>{caseStudyDialogLabels.solution}</h3>
            <p>{solution}</p>
          </section>
        </div>

        <section className={styles['case-study__block']}>
          <h3 className={styles['case-study__heading']}>{caseStudyDialogLabels.results}</h3>
          <ul className={styles['case-study__results']}>
            {results.map((result) => (
              <li key={result}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>{result}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles['case-study__block']}>
          <h3 className={styles['case-study__heading']}>{caseStudyDialogLabels.timeline}</h3>
          <p>{timeline}</p>
        </section>

        <section className={styles['case-study__block']}>
          <h3 className={styles['case-study__heading']}>{caseStudyDialogLabels.testimonial}</h3>
          <figure className={styles['case-study__testimonial']}>
            <blockquote>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption>
              <span className={styles['case-study__author']}>{testimonial.author}</span>,{' '}
              <span className={styles['case-study__position']}>{testimonial.position}</span>
            </figcaption>
          </figure>
        </section>
      </article>
    </Dialog>
  );
}
