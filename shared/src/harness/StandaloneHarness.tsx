import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'shared/routing';
import { routesOfGroup, type PageLoader, type RemoteGroup } from '../routes';
import { ContactButton, RouteLink, Toasts } from '../ui';
import '../styles/global.css';
import styles from './StandaloneHarness.module.css';

export interface StandaloneHarnessProps {
  group: RemoteGroup;
  pages: Readonly<Record<string, PageLoader>>;
}

/**
 * The small frame a remote runs in when its team develops it without the shell:
 * links to the group's pages, the shared contact dialog and the toast area.
 */
export function StandaloneHarness({ group, pages }: StandaloneHarnessProps) {
  const routes = routesOfGroup(group);
  const lazyPages = useMemo(
    () => Object.fromEntries(Object.entries(pages).map(([path, load]) => [path, lazy(load)])),
    [pages],
  );
  return (
    <BrowserRouter>
      <header className={styles['harness-bar']}>
        <strong className={styles['harness-bar__name']}>{group}-mfe · standalone</strong>
        <nav aria-label="Pages of this group">
          <ul className={styles['harness-bar__links']}>
            {routes.map((route) => (
              <li key={route.path}>
                <RouteLink to={route.path}>{route.navLabel}</RouteLink>
              </li>
            ))}
          </ul>
        </nav>
        <ContactButton />
      </header>
      <main>
        <Suspense fallback={<p className={styles['harness-loading']}>Loading…</p>}>
          <Routes>
            {routes.map((route) => {
              const Page = lazyPages[route.path];
              return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
            })}
            <Route
              path="*"
              element={<p className={styles['harness-loading']}>Choose a page of the {group} group above.</p>}
            />
          </Routes>
        </Suspense>
      </main>
      <Toasts />
    </BrowserRouter>
  );
}
