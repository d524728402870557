export { RouteLink } from './RouteLink';
export type { RouteLinkProps } from './RouteLink';
