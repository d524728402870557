export * from './contact';
export * from './types';
export * from './page';
export * from './kit';
export * from './siteChrome';
export * from './industries';
export * from './company';
export * from './home';
