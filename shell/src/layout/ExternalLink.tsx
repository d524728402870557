import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/** A link to another site: it opens in a new tab, without handing that site a reference to ours, and says so. */
export function ExternalLink({ href, children, className, onClick }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
