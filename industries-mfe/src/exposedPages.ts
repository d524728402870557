import { PAGE_GROUP_CONTRACT_MAJOR, type PagesModule } from 'shared/routes';

/** The industries group's one exposed module: a lazy loader per route of the group. */
export const pages = {
  '/aerospace-defense': () =>
    import(/* webpackChunkName: "aerospace-defense" */ './pages/AerospaceDefense/AerospaceDefense'),
  '/medical': () => import(/* webpackChunkName: "medical" */ './pages/Medical/Medical'),
  '/energy-utility': () => import(/* webpackChunkName: "energy-utility" */ './pages/EnergyUtility/EnergyUtility'),
  '/industrial-electronics': () =>
    import(/* webpackChunkName: "industrial-electronics" */ './pages/IndustrialElectronics/IndustrialElectronics'),
} satisfies PagesModule<'industries'>;

/** The page-group contract these pages were built against; the shell mounts only its own major. */
export const contractMajor = PAGE_GROUP_CONTRACT_MAJOR;
