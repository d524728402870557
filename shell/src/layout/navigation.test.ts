import { site } from 'shared/config';
import { findRoute, siteMap, type NavMenu } from 'shared/routes';
import {
  groupHoldsPath,
  legalLinks,
  legalPaths,
  menuLabels,
  menuOrder,
  navigationGroups,
  staffingLink,
} from './navigation';

/** The menus that hold at least one page of the route table. */
const menusWithPages = new Set<NavMenu>(siteMap.flatMap((route) => ('nav' in route ? [route.nav.menu] : [])));

describe('navigationGroups', () => {
  it('keeps the menu order Services, Industries, Capabilities, Our Company and leaves out empty menus', () => {
    const groups = navigationGroups();
    const expected = menuOrder.filter((menu) => menu === 'services' || menusWithPages.has(menu));
    expect(groups.map((group) => group.menu)).toEqual(expected);
    expect(groups.map((group) => group.label)).toEqual(expected.map((menu) => menuLabels[menu]));
    expect(menuOrder).toEqual(['services', 'industries', 'capabilities', 'company']);
  });

  it('links only to routes of the table, with their labels, sorted by nav order', () => {
    for (const group of navigationGroups()) {
      const routes = group.items.filter((item) => item.kind === 'route');
      const fromTable = siteMap
        .filter((route) => 'nav' in route && route.nav.menu === group.menu)
        .sort((a, b) => ('nav' in a && 'nav' in b ? a.nav.order - b.nav.order : 0));
      expect(routes).toEqual(fromTable.map((route) => ({ kind: 'route', to: route.path, label: route.navLabel })));
      for (const item of routes) expect(findRoute(item.to)).toBeDefined();
    }
  });

  it('ends Services with the external Professional Staffing link', () => {
    const services = navigationGroups().find((group) => group.menu === 'services')!;
    expect(services.items.at(-1)).toEqual({
      kind: 'external',
      href: site.staffingSiteUrl,
      label: 'Professional Staffing',
    });
    expect(staffingLink).toEqual(services.items.at(-1));
    // Only Services has it.
    for (const group of navigationGroups().filter((group) => group.menu !== 'services')) {
      expect(group.items.every((item) => item.kind === 'route')).toBe(true);
    }
  });

  it('builds only the menus asked for, in the order asked', () => {
    expect(navigationGroups(['industries', 'services']).map((group) => group.menu)).toEqual(['industries', 'services']);
    expect(navigationGroups(['capabilities']).length).toBe(menusWithPages.has('capabilities') ? 1 : 0);
  });
});

describe('groupHoldsPath', () => {
  it('tells whether a menu holds the page at a path, trailing slash or not', () => {
    const [services] = navigationGroups(['services']);
    expect(groupHoldsPath(services!, '/pcb-assembly')).toBe(true);
    expect(groupHoldsPath(services!, '/pcb-assembly/')).toBe(true);
    expect(groupHoldsPath(services!, '/medical')).toBe(false);
    expect(groupHoldsPath(services!, '/')).toBe(false);
    expect(groupHoldsPath(services!, '/no-such-page')).toBe(false);
  });
});

describe('legalLinks', () => {
  it('asks for the privacy, terms and supplier-terms pages', () => {
    expect(legalPaths).toEqual(['/privacy', '/terms', '/supplier-terms']);
  });

  it('links only the legal pages present in the route table', () => {
    const present = legalPaths.filter((path) => findRoute(path));
    expect(legalLinks().map((link) => link.to)).toEqual(present);
  });

  it('picks a page up as soon as the route table has it, in the order given', () => {
    // /medical and /our-story stand in for legal pages added later.
    expect(legalLinks(['/our-story', '/not-yet', '/medical'])).toEqual([
      { kind: 'route', to: '/our-story', label: findRoute('/our-story')!.navLabel },
      { kind: 'route', to: '/medical', label: findRoute('/medical')!.navLabel },
    ]);
  });
});
