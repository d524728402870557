import type { PagesModule } from 'shared/routes';

/** The services group's one exposed module: a lazy loader per route of the group. */
export const pages = {
  '/pcb-assembly': () => import(/* webpackChunkName: "pcb-assembly" */ './pages/PcbAssembly/PcbAssembly'),
} satisfies PagesModule<'services'>;
