// The route table and the page-group contract: which pages exist, who owns each, and what a group
// exposes. The router's code is the other module, `shared/routing`.
export { siteMap, findRoute, renderedAddress, madeUpQueryParameters, routesOfGroup, isRemoteRoute } from './siteMap';
export { queryValueOf } from './queryValues';
export type { SiteRoute, RoutePath, RemoteRoute, RoutePathOfGroup, PagesModule } from './siteMap';
export { REMOTE_GROUPS } from './types';
export type { RemoteGroup, PageGroup, NavMenu, RouteDefinition, PageModule, PageLoader } from './types';
export {
  PAGE_GROUP_CONTRACT_MAJOR,
  FILE_DIGEST_GLOBAL,
  contractMismatch,
  readableVersion,
  singletonMismatch,
} from './contract';
export type { ExposedPages, SingletonBuiltWith } from './contract';
