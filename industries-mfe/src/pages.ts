import type { PagesModule } from 'shared/routes';

/** The industries group's one exposed module: a lazy loader per route of the group. */
export const pages = {
  '/medical': () => import(/* webpackChunkName: "medical" */ './pages/Medical/Medical'),
} satisfies PagesModule<'industries'>;
