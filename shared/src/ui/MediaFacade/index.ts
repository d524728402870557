export { MediaFacade } from './MediaFacade';
export type { MediaFacadeProps } from './MediaFacade';
