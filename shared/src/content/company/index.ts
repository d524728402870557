export * from './caseStudyIndustries';
