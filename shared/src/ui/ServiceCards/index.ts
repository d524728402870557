export { ServiceCards } from './ServiceCards';
export type { ServiceCardsProps } from './ServiceCards';
