export { FeatureCard, CardGrid } from './FeatureCard';
export type { FeatureCardProps, CardGridProps } from './FeatureCard';
