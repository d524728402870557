// First of the app's imports: the extracted stylesheet keeps the order modules are reached in, and
// every component's own styles must come after the global ones they refine.
import 'shared/styles.css';
import type { ComponentType } from 'react';
import type { RouteObject } from 'shared/routing';
import { isRemoteRoute, siteMap, type SiteRoute } from 'shared/routes';
import { Home } from '../home/Home';
import { RemotePage } from '../remotes/RemotePage';
import { ErrorPage } from './ErrorPage';
import { Layout } from './Layout';
import { NotFound } from './NotFound';

type ShellPath = Extract<SiteRoute, { group: 'shell' }>['path'];

/** The shell's own pages; like the remotes' pages modules, a route without a page fails the typecheck. */
const shellPages: Record<ShellPath, ComponentType> = {
  '/': Home,
};

function elementFor(route: SiteRoute) {
  if (isRemoteRoute(route)) return <RemotePage key={route.path} route={route} />;
  const Page = shellPages[route.path];
  return <Page />;
}

/** The router's table, built from the shared route table and nothing else. */
export const routeObjects: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          ...siteMap.map((route) => ({ path: route.path, element: elementFor(route) })),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
