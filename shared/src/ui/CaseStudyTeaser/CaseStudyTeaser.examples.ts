import { exampleCaseStudy } from '../CaseStudyDialog/exampleCaseStudy';
import { defineExamples } from '../examples';
import { CaseStudyTeaser } from './CaseStudyTeaser';

export default defineExamples(
  CaseStudyTeaser,
  {
    teaser: { caseStudy: exampleCaseStudy, openLabel: 'Read Full Case Study', metricsLabel: 'Results in figures' },
  },
  {
    // In the case study's dialog.
    notShown: ['caseStudy.challenge', 'caseStudy.solution', 'caseStudy.testimonial', 'caseStudy.timeline'],
  },
);
