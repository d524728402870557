/**
 * The router, as the shell and every page group use it. This module, not react-router itself, is
 * the federation singleton (`shared/routing`): one router instance and context on the page, and
 * only the parts named here ship, instead of the whole router (62 KB gzip) that a shared
 * react-router would carry. Adding an export here changes the shared contract: bump the shared
 * package's version so a remote that needs it never runs against a shell that lacks it.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { Location, RouteObject } from 'react-router-dom';
