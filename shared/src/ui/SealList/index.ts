export { SealList } from './SealList';
export type { SealListProps } from './SealList';
