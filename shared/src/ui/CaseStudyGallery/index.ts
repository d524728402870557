export { CaseStudyGallery, CASE_STUDY_FILTER_PARAM, industrySlug } from './CaseStudyGallery';
export type { CaseStudyGalleryProps } from './CaseStudyGallery';
