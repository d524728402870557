import { PAGE_GROUP_CONTRACT_MAJOR, type PagesModule } from 'shared/routes';

/** The services group's one exposed module: a lazy loader per route of the group. */
export const pages = {
  '/pcb-assembly': () => import(/* webpackChunkName: "pcb-assembly" */ './pages/PcbAssembly/PcbAssembly'),
  '/cabling-harness': () => import(/* webpackChunkName: "cabling-harness" */ './pages/CablingHarness/CablingHarness'),
  '/box-build': () => import(/* webpackChunkName: "box-build" */ './pages/BoxBuild/BoxBuild'),
  '/quality-testing': () => import(/* webpackChunkName: "quality-testing" */ './pages/QualityTesting/QualityTesting'),
  '/test-aftermarket': () =>
    import(/* webpackChunkName: "test-aftermarket" */ './pages/TestAftermarket/TestAftermarket'),
  '/prototyping': () => import(/* webpackChunkName: "prototyping" */ './pages/Prototyping/Prototyping'),
  '/staffing': () => import(/* webpackChunkName: "staffing" */ './pages/Staffing/Staffing'),
} satisfies PagesModule<'services'>;

/** The page-group contract these pages were built against; the shell mounts only its own major. */
export const contractMajor = PAGE_GROUP_CONTRACT_MAJOR;
