export { CtaBand } from './CtaBand';
export type { CtaBandProps } from './CtaBand';
