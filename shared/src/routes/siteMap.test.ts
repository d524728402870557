import caseStudiesPage from '../content/pages/company/case-studies';
import { CASE_STUDY_FILTER_PARAM, industrySlug } from '../ui/CaseStudyGallery';
import { REMOTE_GROUPS, type PageGroup } from './types';
import { findRoute, isRemoteRoute, madeUpQueryParameters, renderedAddress, routesOfGroup, siteMap } from './siteMap';

const GROUPS: readonly PageGroup[] = ['shell', ...REMOTE_GROUPS];

describe('siteMap', () => {
  it('has at least the home page and one route per remote group', () => {
    expect(siteMap.find((route) => route.path === '/')?.group).toBe('shell');
    for (const group of REMOTE_GROUPS) {
      expect(siteMap.some((route) => route.group === group)).toBe(true);
    }
  });

  it('gives every route a unique path that starts with "/" and has no trailing slash', () => {
    const paths = siteMap.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path.startsWith('/')).toBe(true);
      if (path !== '/') expect(path.endsWith('/')).toBe(false);
      expect(path).not.toMatch(/\s|\/\//);
    }
  });

  it('gives every route a non-empty title, description and navLabel', () => {
    for (const route of siteMap) {
      for (const text of [route.title, route.description, route.navLabel]) {
        expect(typeof text).toBe('string');
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('puts every route in a known group', () => {
    for (const route of siteMap) expect(GROUPS).toContain(route.group);
  });
});

describe('findRoute', () => {
  it('finds every route by its exact path', () => {
    for (const route of siteMap) expect(findRoute(route.path)).toBe(route);
  });

  it('ignores one or more trailing slashes', () => {
    const medical = siteMap.find((route) => route.path === '/medical');
    expect(medical).toBeDefined();
    expect(findRoute('/medical/')).toBe(medical);
    expect(findRoute('/medical//')).toBe(medical);
    expect(findRoute('/client-portal/')?.path).toBe('/client-portal');
  });

  it('still finds the home page at "/"', () => {
    expect(findRoute('/')?.path).toBe('/');
    expect(findRoute('/')?.group).toBe('shell');
  });

  it('returns undefined for unknown paths', () => {
    expect(findRoute('/does-not-exist')).toBeUndefined();
    expect(findRoute('/medical/extra')).toBeUndefined();
    expect(findRoute('/Medical')).toBeUndefined();
    expect(findRoute('medical')).toBeUndefined();
    expect(findRoute('')).toBeUndefined();
  });
});

describe('routesOfGroup', () => {
  it.each(REMOTE_GROUPS)('returns exactly the %s routes, in table order', (group) => {
    const routes = routesOfGroup(group);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.group).toBe(group);
    expect(routes).toEqual(siteMap.filter((route) => route.group === group));
  });

  it('returns both portals and nothing else for "portals"', () => {
    expect(routesOfGroup('portals').map((route) => route.path)).toEqual(['/client-portal', '/investor-portal']);
  });

  it('covers every remote route exactly once across the remote groups', () => {
    const remotePaths = REMOTE_GROUPS.flatMap((group) => routesOfGroup(group).map((route) => route.path));
    expect(new Set(remotePaths).size).toBe(remotePaths.length);
    expect([...remotePaths].sort()).toEqual(
      siteMap
        .filter((route) => route.group !== 'shell')
        .map((route) => route.path)
        .sort(),
    );
  });
});

describe('isRemoteRoute', () => {
  it('is false only for the shell routes', () => {
    for (const route of siteMap) expect(isRemoteRoute(route)).toBe(route.group !== 'shell');
  });
});

/** The industries the case-study gallery offers as filters, as its buttons name them. */
const galleryFilters = caseStudiesPage.sections.flatMap((section) =>
  section.blocks.flatMap((block) => (block.kind === 'caseStudyGallery' ? block.filters : [])),
);

describe('renderedAddress', () => {
  const caseStudies = findRoute('/case-studies')!;
  const medical = findRoute('/medical')!;

  it('keeps only the path of a page that reads no query parameter', () => {
    expect(renderedAddress(medical, '?utm_source=newsletter&gclid=abc123')).toBe('/medical');
    expect(renderedAddress(medical, '')).toBe('/medical');
  });

  it('keeps the parameters a page reads and drops the rest', () => {
    expect(renderedAddress(caseStudies, '?gclid=xyz&industry=aerospace&utm_medium=cpc')).toBe(
      '/case-studies?industry=aerospace',
    );
    expect(renderedAddress(caseStudies, '?fbclid=1')).toBe('/case-studies');
  });

  it('drops a value no filter can take, so it costs no rendering of its own', () => {
    expect(renderedAddress(caseStudies, '?industry=%3Cscript%3E')).toBe('/case-studies');
    expect(renderedAddress(caseStudies, `?industry=${'a'.repeat(65)}`)).toBe('/case-studies');
  });

  it('drops a value of the right shape that the content does not have', () => {
    for (const made of ['not-an-industry', 'marine', 'Aerospace', 'aerospace-', 'medical', '']) {
      expect(renderedAddress(caseStudies, `?industry=${made}&gclid=1`)).toBe('/case-studies');
    }
    // As the page reads it: the first value given counts.
    expect(renderedAddress(caseStudies, '?industry=aerospace&industry=marine')).toBe(
      '/case-studies?industry=aerospace',
    );
    expect(renderedAddress(caseStudies, '?industry=marine&industry=aerospace')).toBe('/case-studies');
  });

  it('keeps exactly the industries the case-study page offers as filters, in their URL form', () => {
    expect(galleryFilters.length).toBeGreaterThan(0);
    for (const filter of galleryFilters) {
      const query = `?${CASE_STUDY_FILTER_PARAM}=${industrySlug(filter)}`;
      expect(renderedAddress(caseStudies, query)).toBe(`/case-studies${query}`);
    }
    expect('query' in caseStudies && caseStudies.query).toEqual({
      [CASE_STUDY_FILTER_PARAM]: galleryFilters.map(industrySlug),
    });
  });

  it('gives every kept value a form an address carries as it is, so no encoding makes it another', () => {
    for (const route of siteMap) {
      for (const values of Object.values('query' in route ? route.query : {})) {
        for (const value of values) expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });
});

describe('madeUpQueryParameters', () => {
  const caseStudies = findRoute('/case-studies')!;

  it("names a page's own parameter given a value the content does not have, and nothing else", () => {
    expect(madeUpQueryParameters(caseStudies, '?industry=not-an-industry&utm_source=x')).toEqual(['industry']);
    expect(madeUpQueryParameters(caseStudies, '?industry=')).toEqual(['industry']);
    expect(madeUpQueryParameters(caseStudies, '?industry=aerospace&utm_source=x')).toEqual([]);
    expect(madeUpQueryParameters(caseStudies, '?utm_source=x')).toEqual([]);
    expect(madeUpQueryParameters(findRoute('/medical')!, '?industry=not-an-industry')).toEqual([]);
  });
});
