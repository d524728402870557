import { homeClosing } from 'shared/content';
import { ContactForm, cx } from 'shared/ui';
import styles from '../Home.module.css';

/** 'Ready to Start Your Project': the quote form that confirms success and failure with toasts. */
export function ClosingSection() {
  return (
    <section className={styles['home-closing']} aria-labelledby="home-closing-title">
      <div className={cx(styles['home-closing__inner'], 'container')}>
        <div>
          <h2 id="home-closing-title" className={styles['home-closing__title']}>
            {homeClosing.title}
          </h2>
          <p className={styles['home-closing__lead']}>{homeClosing.lead}</p>
          <p className={styles['home-closing__note']}>{homeClosing.note}</p>
        </div>
        <div className={styles['home-closing__form']}>
          <h3>{homeClosing.formHeading}</h3>
          <ContactForm toastOnSuccess />
        </div>
      </div>
    </section>
  );
}
