export { StatList } from './StatList';
export type { StatListProps } from './StatList';
