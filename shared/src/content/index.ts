export * from './contact';
export * from './types';
export * from './siteChrome';
export * from './services';
export * from './industries';
export * from './company';
export * from './portals';
export * from './home';
