export * from './ourStory';
