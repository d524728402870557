import { useId, useState, type FormEvent } from 'react';
import type { SignInRecord } from '../../content/page';
import { cx } from '../classNames';
import styles from './SignInForm.module.css';

type Notice = 'none' | 'submitted' | 'help';

export interface SignInFormProps {
  signIn: SignInRecord;
}

/**
 * A portal's sign-in form. There is no account system behind it, so instead of pretending to sign
 * in, each answer tells the visitor who arranges access.
 */
export function SignInForm({ signIn }: SignInFormProps) {
  const [notice, setNotice] = useState<Notice>('none');
  const emailId = useId();
  const passwordId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('submitted');
  }

  return (
    <>
      <form className={styles['sign-in']} onSubmit={handleSubmit}>
        <label htmlFor={emailId}>{signIn.emailLabel}</label>
        <input id={emailId} name="email" type="email" autoComplete="username" placeholder={signIn.emailPlaceholder} />
        <label htmlFor={passwordId}>{signIn.passwordLabel}</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={signIn.passwordPlaceholder}
        />
        <button type="submit" className={cx('button button--primary', styles['sign-in__submit'])}>
          {signIn.submitLabel}
        </button>
      </form>
      <button type="button" className={styles['sign-in__help']} onClick={() => setNotice('help')}>
        {signIn.helpLabel}
      </button>
      <div aria-live="polite">
        {notice !== 'none' ? (
          <p className={styles['sign-in__notice']} role="status">
            {notice === 'submitted' ? signIn.submittedMessage : signIn.helpMessage}
          </p>
        ) : null}
      </div>
      <p className={styles['sign-in__access-note']}>{signIn.accessNote}</p>
    </>
  );
}
