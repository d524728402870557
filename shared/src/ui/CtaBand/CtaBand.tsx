import { useId } from 'react';
import type { ClosingRecord } from '../../content/page';
import { Action, ActionRow } from '../Actions';
import { cx } from '../classNames';
import { ContactForm } from '../ContactForm';
import { Section } from '../Section';
import styles from './CtaBand.module.css';

export interface CtaBandProps {
  closing: ClosingRecord;
}

/** The closing band with the quote form beside its text; the form's answers come as toasts. */
function QuoteFormBand({ closing, form }: CtaBandProps & { form: NonNullable<ClosingRecord['form']> }) {
  const headingId = useId();
  return (
    <section className={styles['cta-form-band']} aria-labelledby={headingId}>
      <div className={cx(styles['cta-form-band__inner'], 'container')}>
        <div>
          {closing.copy.eyebrow ? <p className={styles['cta-form-band__eyebrow']}>{closing.copy.eyebrow}</p> : null}
          <h2 id={headingId} className={styles['cta-form-band__title']}>
            {closing.copy.title}
          </h2>
          {closing.copy.intro ? <p className={styles['cta-form-band__lead']}>{closing.copy.intro}</p> : null}
          {closing.note ? <p className={styles['cta-form-band__note']}>{closing.note}</p> : null}
        </div>
        <div className={styles['cta-form-band__form']}>
          <h3>{form.heading}</h3>
          <ContactForm place="closing" toastOnSuccess />
        </div>
      </div>
    </section>
  );
}

/** The dark band that closes a page: a last heading, then the buttons and a quieter link under them, or the quote form beside it. */
export function CtaBand({ closing }: CtaBandProps) {
  if (closing.form) return <QuoteFormBand closing={closing} form={closing.form} />;
  return (
    <Section tone="dark" {...closing.copy}>
      {closing.actions ? <ActionRow actions={closing.actions} surface="dark" align="center" /> : null}
      {closing.link ? (
        <p className={styles['cta-band__more']}>
          <Action action={closing.link} surface="dark" emphasis="link" />
        </p>
      ) : null}
      {closing.note ? <p className={styles['cta-band__note']}>{closing.note}</p> : null}
    </Section>
  );
}
