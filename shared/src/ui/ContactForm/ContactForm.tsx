import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { site } from '../../config';
import {
  leadSourceEntries,
  VISIT_LANDING_KEY,
  type ContactFormPlace,
  type VisitLanding,
} from '../../content/leadSource';
import {
  contactCheckFieldNames,
  contactFieldErrorMessage,
  contactFieldLabels,
  contactFieldProblem,
  contactFields,
  contactTexts,
  type ContactFieldName,
} from '../../content/contact';
import { notify } from '../Toasts/notify';
import { ContactSubmissionError, newIdempotencyKey, submitContactRequest } from './submitContactRequest';
import { fetchFormToken } from './formToken';
import { cx } from '../classNames';
import styles from './ContactForm.module.css';

export type ContactFormState = 'idle' | 'submitting' | 'submitted';

export interface ContactFormProps {
  /** Which of the site's forms this is: sent with the lead, so the owner knows where it came from. */
  place: ContactFormPlace;
  /** Show the 'Success!' toast as well as the thank-you panel (the quote forms do). */
  toastOnSuccess?: boolean;
  /** Called once the request was accepted, e.g. so a dialog can close itself. */
  onSubmitted?: () => void;
  /** Overrides the configured endpoint (the standalone harness and tests use this). */
  endpoint?: string;
  /** Visual variant: on a dark hero or on a light card. */
  tone?: 'light' | 'dark';
}

/** How this visit began, as the page's first script noted it (shell/src/boot); nothing when storage is off. */
function visitLanding(): VisitLanding {
  try {
    return JSON.parse(sessionStorage.getItem(VISIT_LANDING_KEY) ?? '{}') as VisitLanding;
  } catch {
    return {};
  }
}

/** Reason code per refused field, e.g. { phoneNumber: 'too_long' }. */
type FieldErrors = Partial<Record<ContactFieldName, string>>;

/**
 * What the browser's own validation lets through but the intake refuses (a field of nothing
 * but spaces, a pasted tab), by the intake's own rule, so it is shown before anything is sent.
 */
function fieldErrorsIn(form: HTMLFormElement): FieldErrors {
  const data = new FormData(form);
  const errors: FieldErrors = {};
  for (const { name } of contactFields) {
    const value = data.get(name);
    const problem = contactFieldProblem(name, typeof value === 'string' ? value : '');
    if (problem) errors[name] = problem;
  }
  return errors;
}

/**
 * The one contact and quote form of the site. On failure nothing the visitor typed is lost:
 * the fields keep their values, the button re-enables, and a toast says what happened. A
 * refused field says why at the field itself and gets the focus.
 */
export function ContactForm({
  place,
  toastOnSuccess = false,
  onSubmitted,
  endpoint = site.contactEndpoint,
  tone = 'light',
}: ContactFormProps) {
  const [state, setState] = useState<ContactFormState>('idle');
  const [checking, setChecking] = useState(false);
  // Fetched on the form's first use (a cached page cannot carry one), or at the latest on sending.
  const formToken = useRef<Promise<string | undefined> | null>(null);
  const requestFormToken = () => (formToken.current ??= fetchFormToken(endpoint));
  const [failed, setFailed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const inFlight = useRef(false);
  // One key for this filled-in form, kept across its retries: a request whose answer was lost,
  // sent again, is stored once. A success ends it: whatever is sent after that is a new lead.
  const idempotencyKey = useRef<string | null>(null);
  const focusFirstInvalidField = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  // After the render that connects each message to its field, so the focused field is announced with it.
  useEffect(() => {
    if (!focusFirstInvalidField.current) return;
    focusFirstInvalidField.current = false;
    const firstInvalid = contactFields.find((field) => fieldErrors[field.name]);
    const control = firstInvalid ? formRef.current?.elements.namedItem(firstInvalid.name) : null;
    if (control instanceof HTMLElement) control.focus();
  }, [fieldErrors]);

  function showFieldErrors(errors: FieldErrors) {
    focusFirstInvalidField.current = true;
    setFieldErrors(errors);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const errors = fieldErrorsIn(form);
    if (Object.keys(errors).length > 0) {
      setFailed(false);
      showFieldErrors(errors);
      return;
    }
    inFlight.current = true;
    setState('submitting');
    setFailed(false);
    setFieldErrors({});
    try {
      idempotencyKey.current ??= newIdempotencyKey();
      // A token that could not be fetched on first use is asked for once more: without one the lead waits for the owner.
      const token = (await requestFormToken()) ?? (await (formToken.current = fetchFormToken(endpoint)));
      const source = { ...visitLanding(), page: window.location.pathname, form: place };
      const extraEntries: [string, string][] = [
        ...leadSourceEntries(source),
        ...(token ? [[contactCheckFieldNames.token, token] as [string, string]] : []),
      ];
      await submitContactRequest(form, endpoint, idempotencyKey.current, {
        extraEntries,
        onChallenge: () => setChecking(true),
      });
      idempotencyKey.current = null;
      formToken.current = null;
      setState('submitted');
      if (toastOnSuccess) notify.success(contactTexts.successToastTitle, contactTexts.successToastText);
      onSubmitted?.();
    } catch (error) {
      setState('idle');
      setFailed(true);
      const refused = error instanceof ContactSubmissionError ? error.refusedField : undefined;
      if (refused) showFieldErrors({ [refused.field]: refused.reason });
      notify.error(contactTexts.failureToastTitle, contactTexts.failureToastText);
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  }

  if (state === 'submitted') {
    return (
      <div
        className={cx(styles['contact-form'], styles[`contact-form--${tone}`], styles['contact-form__thanks'])}
        role="status"
      >
        <svg className={styles['contact-form__check']} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className={styles['contact-form__thanks-title']}>{contactTexts.thankYouTitle}</p>
        <p>{contactTexts.thankYouText}</p>
      </div>
    );
  }

  const submitting = state === 'submitting';
  return (
    <form
      ref={formRef}
      className={cx(styles['contact-form'], styles[`contact-form--${tone}`])}
      onSubmit={handleSubmit}
      onFocus={() => void requestFormToken()}
      aria-busy={submitting}
    >
      {contactFields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const errorId = `${id}-error`;
        const reason = fieldErrors[field.name];
        const common = {
          id,
          name: field.name,
          required: true,
          maxLength: field.maxLength,
          placeholder: field.placeholder,
          autoComplete: field.autoComplete,
          className: styles['contact-form__input'],
          'aria-invalid': reason ? true : undefined,
          'aria-describedby': reason ? errorId : undefined,
        };
        return (
          <div key={field.name} className={styles[`contact-form__field--${field.name}`]}>
            <label htmlFor={id} className="visually-hidden">
              {contactFieldLabels[field.name]}
            </label>
            {field.type === 'textarea' ? <textarea {...common} rows={3} /> : <input {...common} type={field.type} />}
            {reason ? (
              <p id={errorId} className={styles['contact-form__field-error']}>
                {contactFieldErrorMessage(field.name, reason)}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* A field people never see or reach (hidden from assistive technology too): only a bot fills it in. */}
      <div className={styles['contact-form__trap']} aria-hidden="true">
        <label htmlFor={`${idPrefix}-${contactCheckFieldNames.honeypot}`}>{contactTexts.honeypotLabel}</label>
        {/* Password managers told to leave it alone too (1Password, LastPass, Bitwarden): a filled trap holds the lead back. */}
        <input
          id={`${idPrefix}-${contactCheckFieldNames.honeypot}`}
          name={contactCheckFieldNames.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          defaultValue=""
        />
      </div>
      {checking ? (
        <p className={styles['contact-form__checking']} role="status">
          {contactTexts.checking}
        </p>
      ) : null}
      {failed ? (
        // Inside a modal dialog the toast area is hidden from screen readers, so the form says it too.
        <p className={styles['contact-form__error']} role="alert">
          <strong>{contactTexts.failureToastTitle}.</strong> {contactTexts.failureToastText}
        </p>
      ) : null}
      <button
        type="submit"
        className={cx('button', 'button--primary', styles['contact-form__submit'])}
        disabled={submitting}
      >
        {submitting ? contactTexts.submitting : contactTexts.submit}
      </button>
    </form>
  );
}
