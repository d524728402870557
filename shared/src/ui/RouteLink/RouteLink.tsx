import type { ReactNode } from 'react';
import { Link } from 'shared/routing';
import type { RoutePath } from '../../routes';

export interface RouteLinkProps {
  /** Only paths of the route table are accepted, so a link can never point at a page that is not there. */
  to: RoutePath | `${RoutePath}#${string}`;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

export function RouteLink({ to, className, children, onClick }: RouteLinkProps) {
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
