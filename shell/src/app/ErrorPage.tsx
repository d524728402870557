import { isRouteErrorResponse, useRouteError } from 'shared/routing';
import { errorPageTexts } from 'shared/content';
import { RouteLink } from 'shared/ui';
import styles from './StatusPage.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback for anything unexpected; header and footer stay around it. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <div className={styles['status-page']} role="alert">
      <h1 className={styles['status-page__title']} tabIndex={-1}>
        {errorPageTexts.title}
      </h1>
      <pre className={styles['status-page__error']}>{describe(error)}</pre>
      <RouteLink to="/" className="button button--primary">
        {errorPageTexts.homeLinkLabel}
      </RouteLink>
    </div>
  );
}
