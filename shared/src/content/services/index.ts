export * from './pcbAssembly';
export * from './cablingHarness';
export * from './boxBuild';
export * from './qualityTesting';
export * from './testAftermarket';
export * from './prototyping';
export * from './staffing';
