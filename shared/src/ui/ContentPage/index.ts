export { ContentPage, PageSection, PageBlock } from './ContentPage';
export type { ContentPageProps } from './ContentPage';
