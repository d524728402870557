import type { PagesModule } from 'shared/routes';

/** The company group's one exposed module: a lazy loader per route of the group. */
export const pages = {
  '/our-story': () => import(/* webpackChunkName: "our-story" */ './pages/OurStory/OurStory'),
} satisfies PagesModule<'company'>;
