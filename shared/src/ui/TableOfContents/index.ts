export { TableOfContents } from './TableOfContents';
export type { TableOfContentsEntry, TableOfContentsProps } from './TableOfContents';
