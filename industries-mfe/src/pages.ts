import type { PagesModule } from 'shared/routes';

/** The industries group's one exposed module: a lazy loader per route of the group. */
export const pages = {
  '/aerospace-defense': () => import(/* webpackChunkName: "aerospace-defense" */ './pages/AerospaceDefense/AerospaceDefense'),
  '/medical': () => import(/* webpackChunkName: "medical" */ './pages/Medical/Medical'),
  '/energy-utility': () => import(/* webpackChunkName: "energy-utility" */ './pages/EnergyUtility/EnergyUtility'),
  '/industrial-electronics': () => import(/* webpackChunkName: "industrial-electronics" */ './pages/IndustrialElectronics/IndustrialElectronics'),
} satisfies PagesModule<'industries'>;
