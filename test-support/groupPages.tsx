import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PageRecord } from 'shared/content';
import { routesOfGroup, type PageModule, type RemoteGroup, type RoutePathOfGroup } from 'shared/routes';
import { contactLabelsOf, expectRecordOnPage, expectRecordOutline } from './pageOnScreen';
import { expectEachOpensContactDialog } from './pageQueries';
import { renderPage } from './renderPage';
import { textsMissingFrom } from './shownTexts';

/** One route's page component, its record, and the parts of the record the page never shows, not even after a press. */
export interface GroupPage {
  readonly Page: ComponentType;
  readonly record: PageRecord;
  readonly knownGaps?: readonly string[];
}

/**
 * The checks every page of a group passes, one test per route each: it is the page the group's
 * pages module exposes, it shows everything its record holds, its outline follows the record, it
 * states the facts the specification gives it, and each contact button opens the dialog.
 */
export function testEveryPageOfGroup<G extends RemoteGroup>(
  group: G,
  {
    pageOf,
    specFacts,
    pages,
  }: {
    pageOf: Record<RoutePathOfGroup<G>, GroupPage>;
    specFacts: Record<RoutePathOfGroup<G>, readonly string[]>;
    pages: Record<RoutePathOfGroup<G>, () => Promise<PageModule>>;
  },
): void {
  const routes = routesOfGroup(group) as readonly { path: RoutePathOfGroup<G> }[];

  test.each(routes)('$path is exposed by the pages module and shows everything its record holds', async ({ path }) => {
    const { Page, record, knownGaps } = pageOf[path];
    expect((await pages[path]()).default).toBe(Page);
    renderPage(Page, path);
    expectRecordOnPage(record, document.body, knownGaps);
  });

  test.each(routes)('$path has one h1, its record’s title, and a region named by each section heading', ({ path }) => {
    const { Page, record } = pageOf[path];
    renderPage(Page, path);
    expectRecordOutline(record);
  });

  test.each(routes)('$path states the facts the specification gives it', ({ path }) => {
    renderPage(pageOf[path].Page, path);
    expect(textsMissingFrom(document.body, specFacts[path])).toEqual([]);
  });

  const withContact = routes.filter(({ path }) => contactLabelsOf(pageOf[path].record).length > 0);
  if (withContact.length === 0) return;
  test.each(withContact)('$path opens the Contact Us dialog from each of its contact buttons', async ({ path }) => {
    const { Page, record } = pageOf[path];
    renderPage(Page, path);
    await expectEachOpensContactDialog(
      contactLabelsOf(record).flatMap((label) => screen.getAllByRole('button', { name: label })),
    );
  });
}
