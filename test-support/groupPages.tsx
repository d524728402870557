import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PageRecord } from 'shared/content';
import { routesOfGroup, type PageLoader, type RoutePath, type RemoteGroup, type RoutePathOfGroup } from 'shared/routes';
import type { RecordLoader } from 'shared/ui';
import { contactLabelsOf, expectRecordOnPage, expectRecordOutline } from './pageOnScreen';
import { expectEachOpensContactDialog } from './pageQueries';
import { renderPage } from './renderPage';
import { textsMissingFrom } from './shownTexts';

/** The component a group's pages module gives a route, and the route's record. */
export async function pageAndRecord<P extends RoutePath>(
  pages: Record<P, PageLoader>,
  loadRecord: RecordLoader,
  path: P,
): Promise<{ Page: ComponentType; record: PageRecord }> {
  return { Page: (await pages[path]()).default, record: (await loadRecord(path.slice(1))).default };
}

/**
 * The checks every page of a group passes, one test per route of the route table each: the page the
 * group's pages module gives the route shows everything the route's record holds (but the parts the
 * page never shows, not even after a press: `knownGaps`), its outline follows the record, it states
 * the facts the specification gives it, and each contact button opens the dialog.
 */
export function testEveryPageOfGroup<G extends RemoteGroup>(
  group: G,
  {
    pages,
    loadRecord,
    specFacts,
    knownGaps = {},
  }: {
    pages: Record<RoutePathOfGroup<G>, PageLoader>;
    loadRecord: RecordLoader;
    specFacts: Partial<Record<RoutePathOfGroup<G>, readonly string[]>>;
    knownGaps?: Partial<Record<RoutePathOfGroup<G>, readonly string[]>>;
  },
): void {
  const routes = routesOfGroup(group) as readonly { path: RoutePathOfGroup<G> }[];
  const loaded = async (path: RoutePathOfGroup<G>) => {
    const { Page, record } = await pageAndRecord(pages, loadRecord, path);
    renderPage(Page, path);
    return record;
  };

  test.each(routes)('$path shows everything its record holds', async ({ path }) => {
    expectRecordOnPage(await loaded(path), document.body, knownGaps[path]);
  });

  test.each(routes)(
    '$path has one h1, its record’s title, and a region named by each section heading',
    async ({ path }) => {
      expectRecordOutline(await loaded(path));
    },
  );

  const withFacts = routes.filter(({ path }) => specFacts[path] !== undefined);
  if (withFacts.length > 0) {
    test.each(withFacts)('$path states the facts the specification gives it', async ({ path }) => {
      await loaded(path);
      expect(textsMissingFrom(document.body, specFacts[path] ?? [])).toEqual([]);
    });
  }

  test.each(routes)('$path opens the Contact Us dialog from each contact button its record has', async ({ path }) => {
    const labels = contactLabelsOf(await loaded(path));
    const buttons = labels.flatMap((label) => screen.getAllByRole('button', { name: label }));
    // A page whose record has no contact button has nothing to open here.
    if (buttons.length > 0) await expectEachOpensContactDialog(buttons);
  });
}
