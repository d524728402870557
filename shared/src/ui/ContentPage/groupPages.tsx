import type { ComponentType } from 'react';
import type { PageRecord } from '../../content';
import {
  routesOfGroup,
  type PageLoader,
  type PagesModule,
  type RemoteGroup,
  type RoutePathOfGroup,
} from '../../routes';
import { ContentPage } from './ContentPage';

/** A group's record loader: the record of the route at `/${name}` (shared/content/pages/<group>). */
export type RecordLoader = (name: string) => Promise<{ readonly default: PageRecord }>;

/** One component per record, so a page loaded twice is the same component and React keeps its state. */
const pageOfRecord = new WeakMap<PageRecord, ComponentType>();

function contentPage(record: PageRecord): ComponentType {
  let Page = pageOfRecord.get(record);
  if (!Page) {
    Page = function RecordPage() {
      return <ContentPage page={record} />;
    };
    pageOfRecord.set(record, Page);
  }
  return Page;
}

/**
 * A group's pages module, made from the route table: every route of the group shows its content
 * record through the kit, unless the group gives that route a component of its own in `own`.
 * A route added to the table is a page once its record exists; nothing else lists it.
 */
export function groupPages<G extends RemoteGroup>(
  group: G,
  loadRecord: RecordLoader,
  own: Partial<PagesModule<G>> = {},
): PagesModule<G> {
  const loaders: Record<string, PageLoader> = {};
  for (const { path } of routesOfGroup(group) as readonly { path: RoutePathOfGroup<G> }[]) {
    const ownPage: PageLoader | undefined = own[path];
    loaders[path] =
      ownPage ?? (() => loadRecord(path.slice(1)).then((record) => ({ default: contentPage(record.default) })));
  }
  return loaders as PagesModule<G>;
}
