export { QuoteMarquee } from './QuoteMarquee';
export type { QuoteMarqueeProps } from './QuoteMarquee';
