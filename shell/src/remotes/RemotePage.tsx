import { useEffect, useState, type ComponentType } from 'react';
import { site } from 'shared/config';
import { remotePageTexts } from 'shared/content';
import type { RemoteRoute } from 'shared/routes';
import { cx, Icon, RouteLink } from 'shared/ui';
import { loadRemotePage } from './remoteRegistry';
import styles from './RemotePage.module.css';

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; error: Error };

const loadedComponents = new Map<string, ComponentType>();

export interface RemotePageProps {
  route: RemoteRoute;
  /** Injected by tests; the federation loader otherwise. */
  load?: typeof loadRemotePage;
}

/** Renders a page that lives in a remote, or says clearly that its group is unavailable. */
/** Give it `key={route.path}` so every route starts from its own state. */
export function RemotePage({ route, load = loadRemotePage }: RemotePageProps) {
  const [state, setState] = useState<PageState>(() => {
    const cached = loadedComponents.get(route.path);
    return cached ? { status: 'ready', Page: cached } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loadedComponents.has(route.path)) return;
    let current = true;
    load(route).then(
      (module) => {
        loadedComponents.set(route.path, module.default);
        if (current) setState({ status: 'ready', Page: module.default });
      },
      (error: unknown) => {
        console.warn(`[shell] ${route.path}:`, error);
        if (current) setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [route, attempt, load]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  if (state.status === 'ready') return <state.Page />;
  if (state.status === 'loading') {
    return (
      <div className={cx(styles['remote-page'], styles['remote-page--loading'])} role="status" aria-live="polite">
        <span className={styles['remote-page__spinner']} aria-hidden="true" />
        <p>{remotePageTexts.loading(route.navLabel)}</p>
      </div>
    );
  }
  return (
    <div className={styles['remote-page']}>
      <span className={styles['remote-page__icon']}>
        <Icon name="alert" size={32} />
      </span>
      <h1 className={styles['remote-page__title']} tabIndex={-1}>
        {remotePageTexts.unavailableTitle(route.navLabel)}
      </h1>
      <p>
        {remotePageTexts.unavailableMessage} <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>{' '}
        {remotePageTexts.contactSeparator} <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
      <div className={styles['remote-page__actions']}>
        <button type="button" className="button button--primary" onClick={retry}>
          <Icon name="refresh" size={20} />
          {remotePageTexts.retryLabel}
        </button>
        <RouteLink to="/" className="button button--ghost">
          {remotePageTexts.homeLinkLabel}
        </RouteLink>
      </div>
    </div>
  );
}
