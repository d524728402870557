import { defineExamples } from '../examples';
import { CaseStudyDialog } from './CaseStudyDialog';
import { exampleCaseStudy } from './exampleCaseStudy';

export default defineExamples(CaseStudyDialog, {
  open: { caseStudy: exampleCaseStudy, isOpen: true, onDismiss: () => undefined },
});
