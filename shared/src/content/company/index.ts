export * from './ourStory';
export * from './careers';
export * from './privacy';
export * from './terms';
export * from './supplierTerms';
export * from './certifications';
export * from './caseStudies';
export * from './manufacturingCapabilities';
