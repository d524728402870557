export { JobOpenings } from './JobOpenings';
export type { JobOpeningsProps } from './JobOpenings';
