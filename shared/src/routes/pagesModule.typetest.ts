/**
 * Compile-time checks of PagesModule, run by `tsc -p tsconfig.json` only
 * (the name keeps it out of jest's `*.test.ts` match). Each `@ts-expect-error`
 * fails the typecheck if the line below it ever stops being an error.
 */
import type { PagesModule } from './siteMap';
import type { PageLoader } from './types';

const loader: PageLoader = () => Promise.resolve({ default: () => null });

/** Exactly one loader for each portals route: accepted. */
export const complete: PagesModule<'portals'> = {
  '/client-portal': loader,
  '/investor-portal': loader,
};

/** The `satisfies` form the remotes use: accepted as well. */
export const completeSatisfies = {
  '/client-portal': loader,
  '/investor-portal': loader,
} satisfies PagesModule<'portals'>;

// A route of the group without a page must not typecheck.
// @ts-expect-error Property '/investor-portal' is missing.
export const missingInvestorPortal: PagesModule<'portals'> = {
  '/client-portal': loader,
};

// A path the route table does not know must not typecheck.
export const extraPath: PagesModule<'portals'> = {
  '/client-portal': loader,
  '/investor-portal': loader,
  // @ts-expect-error '/not-a-route' is not a portals route.
  '/not-a-route': loader,
};

// Another group's route is an unknown path too.
export const otherGroupsPath = {
  '/client-portal': loader,
  '/investor-portal': loader,
  // @ts-expect-error '/medical' belongs to the industries group.
  '/medical': loader,
} satisfies PagesModule<'portals'>;

// A page entry must be a loader, not the component itself.
export const notALoader: PagesModule<'portals'> = {
  '/client-portal': loader,
  // @ts-expect-error a component is not a PageLoader.
  '/investor-portal': () => null,
};
