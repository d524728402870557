import { kitTexts } from '../../content/kit';
import type { CaseStudyRecord } from '../../content/types';
import { CheckList } from '../CheckList';
import { Dialog } from '../Dialog';
import { StatList } from '../StatList';
import { Tag } from '../Tag';
import styles from './CaseStudyDialog.module.css';

export interface CaseStudyDialogProps {
  caseStudy: CaseStudyRecord;
  isOpen: boolean;
  onDismiss: () => void;
}

const labels = kitTexts.caseStudyDialog;

/**
 * The full case study (industry, challenge, solution, results, timeline, metrics, testimonial) in a wide, scrollable modal. The page owns the open state; the
 * Dialog traps focus, closes on Escape, the backdrop and its Close buttons, and scrolls its body.
 */
export function CaseStudyDialog({ caseStudy, isOpen, onDismiss }: CaseStudyDialogProps) {
  const { industry, title, description, challenge, solution, results, timeline, metrics, testimonial } = caseStudy;
  return (
    <Dialog isOpen={isOpen} onDismiss={onDismiss} title={title} description={description} size="4xl" footerClose>
      <div className={styles['case-study']}>
        <Tag>{industry}</Tag>
        {metrics.length > 0 ? (
          <StatList label={labels.metrics} stats={metrics.map(({ label, value }) => ({ label, value }))} />
        ) : null}
        <div className={styles['case-study__columns']}>
          <section className={styles['case-study__block']}>
            <h3 className={styles['case-study__heading']}>{labels.challenge}</h3>
            <p>{challenge}</p>
          </section>
          <section className={styles['case-study__block']}>
            <h3 className={styles['case-study__heading']}>{labels.solution}</h3>
            <p>{solution}</p>
          </section>
        </div>
        <section className={styles['case-study__block']}>
          <h3 className={styles['case-study__heading']}>{labels.results}</h3>
          <CheckList items={results} />
        </section>
        <section className={styles['case-study__block']}>
          <h3 className={styles['case-study__heading']}>{labels.timeline}</h3>
          <p>{timeline}</p>
        </section>
        <section className={styles['case-study__block']}>
          <h3 className={styles['case-study__heading']}>{labels.testimonial}</h3>
          <figure className={styles['case-study__testimonial']}>
            <blockquote>
              <p>{testimonial.text}</p>
            </blockquote>
            <figcaption>
              <span className={styles['case-study__author']}>{testimonial.source}</span>
              {testimonial.sourceDetail ? (
                <>
                  , <span className={styles['case-study__position']}>{testimonial.sourceDetail}</span>
                </>
              ) : null}
            </figcaption>
          </figure>
        </section>
      </div>
    </Dialog>
  );
}
