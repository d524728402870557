/**
 * The industries the case studies are filtered by, in button order (each a study's `industry`; Defense has none
 * published yet), declared once in a file that imports nothing, since both the gallery and every app's route table
 * (the only values of /case-studies' `industry` it keeps) read it.
 */
export const caseStudyIndustries = [
  'Medical Device',
  'Industrial Automation',
  'Aerospace',
  'Energy & Utility',
  'Defense',
] as const;
