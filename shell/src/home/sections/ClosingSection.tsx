import type { HomeClosingRecord } from 'shared/content';
import { ContactForm, cx } from 'shared/ui';
import styles from '../Home.module.css';

/** 'Ready to Start Your Project': the quote form that confirms success and failure with toasts. */
export function ClosingSection({ closing }: { closing: HomeClosingRecord }) {
  return (
    <section className={styles['home-closing']} aria-labelledby="home-closing-title">
      <div className={cx(styles['home-closing__inner'], 'container')}>
        <div>
          <h2 id="home-closing-title" className={styles['home-closing__title']}>
            {closing.title}
          </h2>
          <p className={styles['home-closing__lead']}>{closing.lead}</p>
          <p className={styles['home-closing__note']}>{closing.note}</p>
        </div>
        <div className={styles['home-closing__form']}>
          <h3>{closing.formHeading}</h3>
          <ContactForm toastOnSuccess />
        </div>
      </div>
    </section>
  );
}
