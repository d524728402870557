export { DetailCards } from './DetailCards';
export type { DetailCardsProps } from './DetailCards';
