import { useId, useRef, useState, type FormEvent } from 'react';
import { contactFieldLabels, contactFields, contactTexts } from '../../content/contact';
import { notify } from '../Toasts/notify';
import { submitContactRequest } from './submitContactRequest';
import { cx } from '../classNames';
import styles from './ContactForm.module.css';

export type ContactFormState = 'idle' | 'submitting' | 'submitted';

export interface ContactFormProps {
  /** Show the 'Success!' toast as well as the thank-you panel (the quote forms do). */
  toastOnSuccess?: boolean;
  /** Called once the request was accepted, e.g. so a dialog can close itself. */
  onSubmitted?: () => void;
  /** Overrides the configured endpoint (the standalone harness and tests use this). */
  endpoint?: string;
  /** Visual variant: on a dark hero or on a light card. */
  tone?: 'light' | 'dark';
}

/**
 * The one contact and quote form of the site. On failure nothing the visitor typed is lost:
 * the fields keep their values, the button re-enables, and a toast says what happened.
 */
export function ContactForm({ toastOnSuccess = false, onSubmitted, endpoint, tone = 'light' }: ContactFormProps) {
  const [state, setState] = useState<ContactFormState>('idle');
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const idPrefix = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setState('submitting');
    setFailed(false);
    try {
      await submitContactRequest(event.currentTarget, endpoint);
      setState('submitted');
      if (toastOnSuccess) notify.success(contactTexts.successToastTitle, contactTexts.successToastText);
      onSubmitted?.();
    } catch {
      setState('idle');
      setFailed(true);
      notify.error(contactTexts.failureToastTitle, contactTexts.failureToastText);
    } finally {
      inFlight.current = false;
    }
  }

  if (state === 'submitted') {
    return (
      <div className={cx(styles['contact-form'], styles[`contact-form--${tone}`], styles['contact-form__thanks'])} role="status">
        <svg className={styles['contact-form__check']} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p className={styles['contact-form__thanks-title']}>{contactTexts.thankYouTitle}</p>
        <p>{contactTexts.thankYouText}</p>
      </div>
    );
  }

  const submitting = state === 'submitting';
  return (
    <form className={cx(styles['contact-form'], styles[`contact-form--${tone}`])} onSubmit={handleSubmit} aria-busy={submitting}>
      {contactFields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const common = {
          id,
          name: field.name,
          required: true,
          placeholder: field.placeholder,
          autoComplete: field.autoComplete,
          className: styles['contact-form__input'],
        };
        return (
          <div key={field.name} className={styles[`contact-form__field--${field.name}`]}>
            <label htmlFor={id} className="visually-hidden">
              {contactFieldLabels[field.name]}
            </label>
            {field.type === 'textarea' ? <textarea {...common} rows={3} /> : <input {...common} type={field.type} />}
          </div>
        );
      })}
      {failed ? (
        // Inside a modal dialog the toast area is hidden from screen readers, so the form says it too.
        <p className={styles['contact-form__error']} role="alert">
          <strong>{contactTexts.failureToastTitle}.</strong> {contactTexts.failureToastText}
        </p>
      ) : null}
      <button type="submit" className={cx('button', 'button--primary', styles['contact-form__submit'])} disabled={submitting}>
        {submitting ? contactTexts.submitting : contactTexts.submit}
      </button>
    </form>
  );
}
