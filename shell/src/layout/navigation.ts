import { siteMap, type NavMenu, type SiteRoute } from 'shared/routes';

export const menuLabels: Record<NavMenu, string> = {
  services: 'Services',
  industries: 'Industries',
  capabilities: 'Capabilities',
  company: 'Our Company',
};

export const menuOrder: readonly NavMenu[] = ['services', 'industries', 'capabilities', 'company'];

type MenuRoute = Extract<SiteRoute, { nav: object }>;

/** The header's menus, built from the route table; menus without a built page are left out. */
export function navigationMenus(): { menu: NavMenu; label: string; routes: MenuRoute[] }[] {
  const inMenus = siteMap.filter((route): route is MenuRoute => 'nav' in route);
  return menuOrder
    .map((menu) => ({
      menu,
      label: menuLabels[menu],
      routes: inMenus.filter((route) => route.nav.menu === menu).sort((a, b) => a.nav.order - b.nav.order),
    }))
    .filter((group) => group.routes.length > 0);
}
