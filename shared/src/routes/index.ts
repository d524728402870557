export { siteMap, findRoute, renderedAddress, routesOfGroup, isRemoteRoute } from './siteMap';
export type { SiteRoute, RoutePath, RemoteRoute, RoutePathOfGroup, PagesModule } from './siteMap';
export { REMOTE_GROUPS } from './types';
export type { RemoteGroup, PageGroup, NavMenu, RouteDefinition, PageModule, PageLoader } from './types';
export { PAGE_GROUP_CONTRACT_MAJOR, contractMismatch, singletonMismatch } from './contract';
export type { ExposedPages, SingletonBuiltWith } from './contract';
