export * from './caseStudies';
