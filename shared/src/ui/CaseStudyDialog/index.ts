export { CaseStudyDialog } from './CaseStudyDialog';
export type { CaseStudyDialogProps } from './CaseStudyDialog';
