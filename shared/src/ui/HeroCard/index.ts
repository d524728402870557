export { HeroCard } from './HeroCard';
export type { HeroCardProps } from './HeroCard';
