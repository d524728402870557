export { SpecTable } from './SpecTable';
export type { SpecTableProps } from './SpecTable';
