import type { PageLoader, RemoteGroup, RouteDefinition } from './types';

/**
 * THE route table. The shell's router and navigation, each remote's pages module,
 * the server's list of known paths and the end-to-end loops all read it.
 * A route belongs here only once its page exists.
 */
export const siteMap = [
  {
    path: '/',
    group: 'shell',
    navLabel: 'Home',
    title: 'Contract Electronics Manufacturing in Georgia',
    description:
      'US contract electronics manufacturer for high-mix, low-to-mid-volume work: PCB assembly, cable and harness, box build, testing and repair.',
  },
  {
    path: '/pcb-assembly',
    group: 'services',
    navLabel: 'PCB Assembly',
    title: 'PCB Assembly Services',
    description:
      'SMT and through-hole PCB assembly at 75,000+ placements per hour, inspected and tested by a 100% US workforce.',
    nav: { menu: 'services', order: 1 },
  },
  {
    path: '/medical',
    group: 'industries',
    navLabel: 'Medical',
    title: 'Medical Device Electronics Manufacturing',
    description:
      'ISO 13485 electronics manufacturing for diagnostic, therapeutic and monitoring devices, with full traceability.',
    nav: { menu: 'industries', order: 2 },
  },
  {
    path: '/our-story',
    group: 'company',
    navLabel: 'Our Story',
    title: 'Our Story',
    description:
      'How a small Georgia assembly shop founded in 1997 became a certified contract manufacturer trusted by OEMs across the country.',
    nav: { menu: 'company', order: 1 },
  },
  {
    path: '/client-portal',
    group: 'portals',
    navLabel: 'Client Portal',
    title: 'Client Portal',
    description: 'Sign in to follow your orders, documents and production updates.',
  },
  {
    path: '/investor-portal',
    group: 'portals',
    navLabel: 'Investor Portal',
    title: 'Investor Portal',
    description: 'Dashboard access for authorized investors.',
  },
] as const satisfies readonly RouteDefinition[];

export type SiteRoute = (typeof siteMap)[number];
export type RoutePath = SiteRoute['path'];
export type RemoteRoute = Extract<SiteRoute, { group: RemoteGroup }>;
export type RoutePathOfGroup<G extends RemoteGroup> = Extract<SiteRoute, { group: G }>['path'];

/**
 * What each remote exposes as './pages': one lazy loader for every route of its group,
 * no more and no less. A route added to the table without a page fails the typecheck here.
 */
export type PagesModule<G extends RemoteGroup> = {
  readonly [P in RoutePathOfGroup<G>]: PageLoader;
};

const routesByPath = new Map<string, SiteRoute>(siteMap.map((route) => [route.path, route]));

export function findRoute(pathname: string): SiteRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routesByPath.get(normalized);
}

export function routesOfGroup<G extends RemoteGroup>(group: G): Extract<SiteRoute, { group: G }>[] {
  return siteMap.filter((route): route is Extract<SiteRoute, { group: G }> => route.group === group);
}

export function isRemoteRoute(route: SiteRoute): route is RemoteRoute {
  return route.group !== 'shell';
}
