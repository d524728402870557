/**
 * The router, as the shell and every page group use it. Not to be confused with `shared/routes`,
 * the route table: this module is the router's code. It, not react-router itself, is the federation
 * singleton (`shared/routing`): one router instance and context on the page, and only the parts
 * named here ship, instead of the whole router that a shared react-router would carry.
 * Its name is the share key every deployed group was built against, so renaming it is a page-group
 * contract change (shared/src/routes/contract.ts: a new major, served beside the old one), not a
 * tidy-up. Adding an export here changes the shared contract too: bump the shared package's
 * version so a remote that needs it never runs against a shell that lacks it.
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
