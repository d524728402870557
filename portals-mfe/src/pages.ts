import type { PagesModule } from 'shared/routes';

/** The portals group's one exposed module: a lazy loader per route of the group. */
export const pages = {
  '/client-portal': () => import(/* webpackChunkName: "client-portal" */ './pages/ClientPortal/ClientPortal'),
  '/investor-portal': () => import(/* webpackChunkName: "investor-portal" */ './pages/InvestorPortal/InvestorPortal'),
} satisfies PagesModule<'portals'>;
