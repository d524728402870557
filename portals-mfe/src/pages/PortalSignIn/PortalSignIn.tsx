import { useId, useState, type FormEvent } from 'react';
import { portalBackLinkLabel, type PortalRecord } from 'shared/content';
import { Icon, RouteLink } from 'shared/ui';
import './PortalSignIn.css';

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
    <div className="portal">
      <div className="portal__inner">
        <RouteLink to="/" className="portal__back">
          <Icon name="arrowLeft" size={18} />
          {portalBackLinkLabel}
        </RouteLink>
        <div className="portal__card">
          <span className="portal__badge">
            <Icon name="lock" size={28} />
          </span>
          <p className="portal__eyebrow">{portal.eyebrow}</p>
          <h1 className="portal__title" tabIndex={-1}>
            {portal.title}
          </h1>
          <p className="portal__intro">{portal.intro}</p>
          {portal.restriction ? <p className="portal__restriction">{portal.restriction}</p> : null}
          <form className="portal__form" onSubmit={handleSubmit}>
            <label htmlFor={emailId}>Email</label>
            <input id={emailId} name="email" type="email" autoComplete="username" placeholder="you@company.com" />
            <label htmlFor={passwordId}>Password</label>
            <input id={passwordId} name="password" type="password" autoComplete="current-password" placeholder="Your password" />
            <button type="submit" className="button button--primary portal__submit">
              {portal.submitLabel}
            </button>
          </form>
          <button type="button" className="portal__help" onClick={() => setNotice('help')}>
            {portal.helpLinkLabel}
          </button>
          <div className="portal__notice-area" aria-live="polite">
            {notice !== 'none' ? (
              <p className="portal__notice" role="status">
                {notice === 'submitted' ? portal.submittedMessage : portal.helpMessage}
              </p>
            ) : null}
          </div>
          <p className="portal__access-note">{portal.accessNote}</p>
        </div>
      </div>
    </div>
  );
}
