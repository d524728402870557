import type { ReactNode } from 'react';
import { kitTexts } from '../../content/kit';

export interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/**
 * A link to another site or a file. It opens a new tab without handing that tab a handle on
 * ours, and says so to screen readers, so nobody is surprised to land somewhere else.
 */
export function ExternalLink({ href, className, children, onClick }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
      <span className="visually-hidden"> {kitTexts.newTabHint}</span>
    </a>
  );
}
