import { useEffect } from 'react';
import { useLocation } from 'shared/routing';
import { notFoundTexts } from 'shared/content';
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
        {notFoundTexts.code}
      </p>
      <h1 className={styles['status-page__title']} tabIndex={-1}>
        {notFoundTexts.title}
      </h1>
      <p>
        {notFoundTexts.beforePath} <code>{pathname}</code>
        {notFoundTexts.afterPath}
      </p>
      <RouteLink to="/" className="button button--primary">
        {notFoundTexts.homeLinkLabel}
      </RouteLink>
    </div>
  );
}
