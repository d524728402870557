export { mountStandalone } from './mountStandalone';
export { StandaloneHarness } from './StandaloneHarness';
export type { StandaloneHarnessProps } from './StandaloneHarness';
