import { exampleCaseStudy } from '../CaseStudyDialog/exampleCaseStudy';
import { defineExamples } from '../examples';
import { CaseStudyTeaser } from './CaseStudyTeaser';

export default defineExamples(CaseStudyTeaser, {
  teaser: { caseStudy: exampleCaseStudy, openLabel: 'Read Full Case Study', metricsLabel: 'Results in figures' },
});
