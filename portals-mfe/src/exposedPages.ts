import { PAGE_GROUP_CONTRACT_MAJOR, type PagesModule } from 'shared/routes';

/** The portals group's one exposed module: a lazy loader per route of the group. */
export const pages = {
  '/client-portal': () => import(/* webpackChunkName: "client-portal" */ './pages/ClientPortal/ClientPortal'),
  '/investor-portal': () => import(/* webpackChunkName: "investor-portal" */ './pages/InvestorPortal/InvestorPortal'),
} satisfies PagesModule<'portals'>;

/** The page-group contract these pages were built against; the shell mounts only its own major. */
export const contractMajor = PAGE_GROUP_CONTRACT_MAJOR;
