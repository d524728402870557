export { StoryQuote } from './StoryQuote';
export type { StoryQuoteProps } from './StoryQuote';
