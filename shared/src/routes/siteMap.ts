import { caseStudyIndustries } from '../content/company/caseStudyIndustries';
import { queryValueOf } from './queryValues';
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
    path: '/cabling-harness',
    group: 'services',
    navLabel: 'Cable & Harness',
    title: 'Custom Cable and Wire Harness Assembly',
    description:
      'Custom cable assemblies and wire harnesses, built and 100% tested in Georgia for OEMs that need them right the first time.',
    nav: { menu: 'services', order: 2 },
  },
  {
    path: '/box-build',
    group: 'services',
    navLabel: 'Box Build',
    title: 'Box Build and System Integration',
    description:
      'Complete box build assembly: boards, harnesses and enclosures integrated, tested and packed ready to ship under your name.',
    nav: { menu: 'services', order: 3 },
  },
  {
    path: '/quality-testing',
    group: 'services',
    navLabel: 'Quality Testing',
    title: 'Quality Testing and Validation',
    description:
      'AOI, SPI, flying-probe in-circuit test, functional test, BGA and X-ray inspection behind a defect rate under .001%.',
    nav: { menu: 'services', order: 4 },
  },
  {
    path: '/test-aftermarket',
    group: 'services',
    navLabel: 'Test & Aftermarket',
    title: 'Aftermarket Repair and Testing',
    description:
      'Repair, rework, retest and refurbishment of electronic assemblies in a 5S-organized workshop, with documented results.',
    nav: { menu: 'services', order: 5 },
  },
  {
    path: '/prototyping',
    group: 'services',
    navLabel: 'Rapid Prototyping',
    title: 'Rapid PCB Prototyping',
    description:
      'Quick-turn prototypes in 5-7 days with a 3-day express option, 10 to 500 units, and a clear path into production.',
    nav: { menu: 'services', order: 6 },
  },
  {
    path: '/staffing',
    group: 'services',
    navLabel: 'Staffing Services',
    title: 'Electronics Manufacturing Staffing',
    description:
      'Skilled SMT operators, inspectors and technicians: temp-to-hire, direct placement, contract and project-based staffing.',
    nav: { menu: 'services', order: 7 },
  },
  {
    path: '/aerospace-defense',
    group: 'industries',
    navLabel: 'Aerospace',
    title: 'Aerospace and Defense Electronics Manufacturing',
    description:
      'AS9100D certified and ITAR registered electronics assembly for aerospace and defense programs, built by a 100% US workforce.',
    nav: { menu: 'industries', order: 1 },
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
    path: '/energy-utility',
    group: 'industries',
    navLabel: 'Energy',
    title: 'Energy and Utility Electronics Manufacturing',
    description:
      'Electronics assembly for metering, grid, power conversion and renewable energy equipment, inspected and tested for long service lives.',
    nav: { menu: 'industries', order: 3 },
  },
  {
    path: '/industrial-electronics',
    group: 'industries',
    navLabel: 'Telecommunication',
    title: 'Industrial and Telecommunications Electronics Manufacturing',
    description:
      'Rugged electronics for industrial control and telecommunications, rated from -40 to +85 °C and built to IPC-A-610 Class 2/3.',
    nav: { menu: 'industries', order: 4 },
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
    path: '/manufacturing-capabilities',
    group: 'company',
    navLabel: 'Manufacturing Capabilities',
    title: 'Manufacturing Capabilities',
    description:
      'SMT lines placing 75,000+ parts per hour, SPI, reflow, selective and wave soldering, AOI, X-ray, flying probe, cleaning, coating and rework.',
    nav: { menu: 'capabilities', order: 1 },
  },
  {
    path: '/case-studies',
    group: 'company',
    navLabel: 'Case Studies',
    title: 'Case Studies',
    description:
      'Medical, industrial automation, aerospace and energy programs we took from prototype to production, with their timelines and key results.',
    nav: { menu: 'capabilities', order: 2 },
    query: { industry: caseStudyIndustries.map(queryValueOf) },
  },
  {
    path: '/certifications',
    group: 'company',
    navLabel: 'Certifications',
    title: 'Certifications and Registrations',
    description:
      'AS9100D, ISO 13485, IPC-A-610 Class 2/3, IPC J-STD-001, ITAR, UL, WBENC and GMSDC: what each one means for your program.',
    nav: { menu: 'capabilities', order: 3 },
  },
  {
    path: '/careers',
    group: 'company',
    navLabel: 'Careers',
    title: 'Careers in Electronics Manufacturing',
    description:
      'Open positions at our Norcross, Georgia plant: SMT assembly, quality, manufacturing engineering and customer service. See how to apply.',
    nav: { menu: 'company', order: 2 },
  },
  {
    path: '/privacy',
    group: 'company',
    navLabel: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'What this site collects (only what you send in the contact form, plus server logs), why, how long we keep it, who sees it and your rights.',
  },
  {
    path: '/terms',
    group: 'company',
    navLabel: 'Terms and Conditions',
    title: 'Terms and Conditions',
    description:
      'Terms for using our website and for our quotes and orders: 30-day quotes, Net 30 payment, a 90-day workmanship warranty and Georgia law.',
  },
  {
    path: '/supplier-terms',
    group: 'company',
    navLabel: 'Supplier Terms',
    title: 'Supplier Terms and Conditions',
    description:
      'Terms for our suppliers: purchase orders, delivery, quality records, shelf life, source inspection, counterfeit parts avoidance and ITAR.',
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

/** Which of a route's own parameters `search` gives a value the route keeps, and which one it does not. */
function readQuery(route: SiteRoute, search: string): { kept: URLSearchParams; madeUp: string[] } {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const madeUp: string[] = [];
  const query: RouteDefinition['query'] = 'query' in route ? route.query : undefined;
  for (const [name, values] of Object.entries(query ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
    // The first occurrence counts, as the page's own URLSearchParams.get reads it.
    const value = given.get(name);
    if (value === null) continue;
    if (values.includes(value)) kept.set(name, value);
    else madeUp.push(name);
  }
  return { kept, madeUp };
}

/**
 * The address a route's page is rendered for: its path and the query parameters the route table
 * says it reads, sorted by name, each only at a value the content has, so that however a query
 * string varies, a page has as many renderings as its content has filters.
 */
export function renderedAddress(route: SiteRoute, search: string): string {
  const query = readQuery(route, search).kept.toString();
  return query ? `${route.path}?${query}` : route.path;
}

/** The route's own parameters that `search` gives a value the content does not have, which make the address no page of its own. */
export function madeUpQueryParameters(route: SiteRoute, search: string): string[] {
  return readQuery(route, search).madeUp;
}

export function routesOfGroup<G extends RemoteGroup>(group: G): Extract<SiteRoute, { group: G }>[] {
  return siteMap.filter((route): route is Extract<SiteRoute, { group: G }> => route.group === group);
}

export function isRemoteRoute(route: SiteRoute): route is RemoteRoute {
  return route.group !== 'shell';
}
