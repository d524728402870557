export * from './pcbAssembly';
