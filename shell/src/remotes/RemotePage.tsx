import { createContext, Suspense, use, useContext, useEffect, useState, type ReactNode } from 'react';
import { site } from 'shared/config';
import { remotePageTexts } from 'shared/content';
import type { PageModule, RemoteRoute } from 'shared/routes';
import { cx, FailureBoundary, Icon, RouteLink } from 'shared/ui';
import { announcePageReady, holdPageReady, PageReadySignal } from '../app/appReady';
import { loadRemotePage, retryNeedsFreshDocument } from './remoteRegistry';
import styles from './RemotePage.module.css';

/** Each page's code, requested once and kept: a page visited again shows at once. */
const pageRequests = new Map<string, Promise<PageModule>>();
const arrivedPages = new Map<string, PageModule>();

function requestPage(route: RemoteRoute, load: typeof loadRemotePage, attempt = 0): Promise<PageModule> {
  let request = pageRequests.get(route.path);
  if (!request) {
    // A failure stays cached, so re-rendering the failed page does not request it again; Try again forgets it.
    request = load(route, attempt).then(
      (module) => {
        arrivedPages.set(route.path, module);
        return module;
      },
      (error: unknown) => {
        console.warn(`[shell] ${route.path}:`, error);
        throw error;
      },
    );
    pageRequests.set(route.path, request);
  }
  return request;
}

/**
 * Pages already loaded before rendering, by path: on the server, the page of the request, so
 * the whole tree renders in one pass.
 */
export const PreloadedPages = createContext<ReadonlyMap<string, PageModule>>(new Map());

let serverRenderedPath: string | null = null;

/** Called before hydrating: the page at `path` is in the document as server HTML. */
export function markServerRenderedPage(path: string) {
  serverRenderedPath = path;
}

/**
 * Whether the page rendered for `path` goes over the server's HTML; presses there wait for its code.
 * It stays so until that page has committed (settleServerMarkup): hydration runs as a transition,
 * and a press makes React throw away a render in progress and start again, which must decide the same.
 */
function isOverServerMarkup(path: string): boolean {
  if (serverRenderedPath !== path) return false;
  holdPageReady();
  return true;
}

/** The page over the server's HTML has committed: a later page of the same path is a navigation. */
function settleServerMarkup(path: string) {
  if (serverRenderedPath === path) serverRenderedPath = null;
}

/** Suspends until the page's code is here; a failure goes to the FailureBoundary above. */
function SuspendedPage({ route, load }: { route: RemoteRoute; load: typeof loadRemotePage }) {
  const preloaded = useContext(PreloadedPages).get(route.path);
  const { default: Page } = preloaded ?? use(requestPage(route, load));
  return <Page />;
}

type PageState = { status: 'loading' } | { status: 'ready'; module: PageModule } | { status: 'failed' };

/** A page reached by navigating in the browser: its loading state at once, then the page or the failure. */
function NavigatedPage({
  route,
  load,
  attempt,
  unavailable,
}: {
  route: RemoteRoute;
  load: typeof loadRemotePage;
  /** 0 for the first try; the visitor's Try again counts up. */
  attempt: number;
  unavailable: ReactNode;
}) {
  const [state, setState] = useState<PageState>(() => {
    const arrived = arrivedPages.get(route.path);
    return arrived ? { status: 'ready', module: arrived } : { status: 'loading' };
  });
  const ready = state.status === 'ready';

  useEffect(() => {
    if (ready) return;
    let current = true;
    requestPage(route, load, attempt).then(
      (module) => {
        if (current) setState({ status: 'ready', module });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [route, load, attempt, ready]);

  if (state.status === 'ready') {
    const { default: Page } = state.module;
    return <Page />;
  }
  return state.status === 'loading' ? <RemotePageLoading route={route} /> : unavailable;
}

export interface RemotePageProps {
  route: RemoteRoute;
  /** Injected by tests; the federation loader otherwise. */
  load?: typeof loadRemotePage;
  /** Injected by tests; loads the document anew otherwise. */
  reloadDocument?: () => void;
}

const reloadCurrentDocument = () => window.location.reload();

/**
 * Renders a page that lives in a remote, or says clearly that its group is unavailable.
 * Give it `key={route.path}` so every route starts from its own state. Over server HTML, the page
 * sits in a Suspense boundary: the chrome hydrates at once and the page region keeps its server
 * markup until the group's code has arrived, then hydrates too. Reached by navigating, it shows
 * its loading state at once (a suspending page would hold the previous page on screen instead).
 */
export function RemotePage({ route, load = loadRemotePage, reloadDocument = reloadCurrentDocument }: RemotePageProps) {
  const preloaded = useContext(PreloadedPages).has(route.path);
  const [overServerMarkup] = useState(() => preloaded || isOverServerMarkup(route.path));
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    if (retryNeedsFreshDocument(route.group)) {
      reloadDocument();
      return;
    }
    pageRequests.delete(route.path);
    setAttempt((count) => count + 1);
  };
  useEffect(() => {
    settleServerMarkup(route.path);
    // Left before its code arrived: the server HTML is gone, and with it any press waiting there.
    return announcePageReady;
  }, [route.path]);
  const unavailable = <RemotePageUnavailable route={route} onRetry={retry} />;
  if (overServerMarkup && attempt === 0) {
    return (
      <FailureBoundary fallback={() => unavailable}>
        <Suspense fallback={<RemotePageLoading route={route} />}>
          <SuspendedPage route={route} load={load} />
          <PageReadySignal />
        </Suspense>
      </FailureBoundary>
    );
  }
  return <NavigatedPage key={attempt} route={route} load={load} attempt={attempt} unavailable={unavailable} />;
}

function RemotePageLoading({ route }: { route: RemoteRoute }) {
  return (
    <div className={cx(styles['remote-page'], styles['remote-page--loading'])} role="status" aria-live="polite">
      <span className={styles['remote-page__spinner']} aria-hidden="true" />
      <p>{remotePageTexts.loading(route.navLabel)}</p>
    </div>
  );
}

function RemotePageUnavailable({ route, onRetry }: { route: RemoteRoute; onRetry: () => void }) {
  return (
    <div className={styles['remote-page']}>
      <PageReadySignal />
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
        <button type="button" className="button button--primary" onClick={onRetry}>
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
