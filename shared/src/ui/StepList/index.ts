export { StepList } from './StepList';
export type { StepListProps } from './StepList';
