export { Faq } from './Faq';
export type { FaqProps } from './Faq';
