export { IconBadge } from './IconBadge';
export type { IconBadgeProps } from './IconBadge';
