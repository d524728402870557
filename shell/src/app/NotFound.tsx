import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteLink } from 'shared/ui';
import styles from './StatusPage.module.css';

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: a visitor asked for a path that does not exist:', pathname);
  }, [pathname]);
  return (
    <div className={styles['status-page']}>
      <p className={styles['status-page__code']} aria-hidden="true">
        404
      </p>
      <h1 className={styles['status-page__title']} tabIndex={-1}>
        Oops! Page not found
      </h1>
      <p>
        There is no page at <code>{pathname}</code>. It may have moved, or the address may have a typo.
      </p>
      <RouteLink to="/" className="button button--primary">
        Return to Home
      </RouteLink>
    </div>
  );
}
