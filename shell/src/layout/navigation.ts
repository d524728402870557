import { site } from 'shared/config';
import { menuTexts, type LinkRecord } from 'shared/content';
import { findRoute, siteMap, type NavMenu, type SiteRoute } from 'shared/routes';

export const menuLabels: Record<NavMenu, string> = menuTexts.labels;

export const menuOrder: readonly NavMenu[] = ['services', 'industries', 'capabilities', 'company'];

type MenuRoute = Extract<SiteRoute, { nav: object }>;

/** One entry of a menu: a page of the route table, or a site of ours elsewhere (opens in a new tab). */
export type NavItem = LinkRecord;

export interface NavGroup {
  readonly menu: NavMenu;
  readonly label: string;
  readonly items: readonly NavItem[];
}

/** The staffing offer lives on its own site; the Services menu always ends with it. */
export const staffingLink: NavItem = { kind: 'external', href: site.staffingSiteUrl, label: menuTexts.staffingLabel };

/** Links that close a menu, after its pages. */
const extraItems: Partial<Record<NavMenu, readonly NavItem[]>> = {
  services: [staffingLink],
};

/** The pages of the route table in each menu, in menu order. */
function routesOf(menu: NavMenu): MenuRoute[] {
  return siteMap
    .filter((route): route is MenuRoute => 'nav' in route && route.nav.menu === menu)
    .sort((a, b) => a.nav.order - b.nav.order);
}

/**
 * The groups of the header's dropdowns and of the side menu: each menu's pages from the route table,
 * then its external links. A menu with nothing to show is left out.
 */
export function navigationGroups(menus: readonly NavMenu[] = menuOrder): NavGroup[] {
  return menus
    .map((menu) => ({
      menu,
      label: menuLabels[menu],
      items: [
        ...routesOf(menu).map((route): NavItem => ({ kind: 'route', to: route.path, label: route.navLabel })),
        ...(extraItems[menu] ?? []),
      ],
    }))
    .filter((group) => group.items.length > 0);
}

/** Whether a menu holds the page at this path (its trigger is marked as the current section). */
export function groupHoldsPath(group: NavGroup, pathname: string): boolean {
  const route = findRoute(pathname);
  return route !== undefined && group.items.some((item) => item.kind === 'route' && item.to === route.path);
}

/** The legal pages the footer links to, in this order, once they exist in the route table. */
export const legalPaths: readonly string[] = ['/privacy', '/terms', '/supplier-terms'];

/** The legal pages present in the route table; a path not there yet is simply not linked. */
export function legalLinks(paths: readonly string[] = legalPaths): Extract<LinkRecord, { kind: 'route' }>[] {
  return paths.flatMap((path) => {
    const route = findRoute(path);
    return route ? [{ kind: 'route' as const, to: route.path, label: route.navLabel }] : [];
  });
}
