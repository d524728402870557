import { useId, useState, type FormEvent } from 'react';
import { portalBackLinkLabel, portalSignInTexts, type PortalRecord } from 'shared/content';
import { cx, Icon, RouteLink } from 'shared/ui';
import styles from './PortalSignIn.module.css';

type Notice = 'none' | 'submitted' | 'help';

/**
 * Sign-in card shared by both portals. There is no account system behind it, so instead of
 * pretending to sign in it tells the visitor who arranges access.
 */
export function PortalSignIn({ portal }: { portal: PortalRecord }) {
  const [notice, setNotice] = useState<Notice>('none');
  const emailId = useId();
  const passwordId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('submitted');
  }

  return (
    <div className={styles['portal']}>
      <div className={styles['portal__inner']}>
        <RouteLink to="/" className={styles['portal__back']}>
          <Icon name="arrowLeft" size={18} />
          {portalBackLinkLabel}
        </RouteLink>
        <div className={styles['portal__card']}>
          <span className={styles['portal__badge']}>
            <Icon name="lock" size={28} />
          </span>
          <p className={styles['portal__eyebrow']}>{portal.eyebrow}</p>
          <h1 className={styles['portal__title']} tabIndex={-1}>
            {portal.title}
          </h1>
          <p className={styles['portal__intro']}>{portal.intro}</p>
          {portal.restriction ? <p className={styles['portal__restriction']}>{portal.restriction}</p> : null}
          <form className={styles['portal__form']} onSubmit={handleSubmit}>
            <label htmlFor={emailId}>{portalSignInTexts.emailLabel}</label>
            <input id={emailId} name="email" type="email" autoComplete="username" placeholder={portalSignInTexts.emailPlaceholder} />
            <label htmlFor={passwordId}>{portalSignInTexts.passwordLabel}</label>
            <input
              id={passwordId}
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder={portalSignInTexts.passwordPlaceholder}
            />
            <button type="submit" className={cx('button button--primary', styles['portal__submit'])}>
              {portal.submitLabel}
            </button>
          </form>
          <button type="button" className={styles['portal__help']} onClick={() => setNotice('help')}>
            {portal.helpLinkLabel}
          </button>
          <div aria-live="polite">
            {notice !== 'none' ? (
              <p className={styles['portal__notice']} role="status">
                {notice === 'submitted' ? portal.submittedMessage : portal.helpMessage}
              </p>
            ) : null}
          </div>
          <p className={styles['portal__access-note']}>{portal.accessNote}</p>
        </div>
      </div>
    </div>
  );
}
