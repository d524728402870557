export { CaseStudyTeaser } from './CaseStudyTeaser';
export type { CaseStudyTeaserProps } from './CaseStudyTeaser';
