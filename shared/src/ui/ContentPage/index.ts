export { ContentPage, PageSection, PageBlock } from './ContentPage';
export type { ContentPageProps } from './ContentPage';
export { groupPages } from './groupPages';
export type { RecordLoader } from './groupPages';
