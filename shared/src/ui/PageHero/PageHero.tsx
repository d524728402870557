import type { ReactNode } from 'react';
import './PageHero.css';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Buttons and links under the lead. */
  actions?: ReactNode;
  /** An illustration beside the text on wide screens. */
  aside?: ReactNode;
}

/** The top band of every inner page; its h1 is where focus lands after navigation. */
export function PageHero({ eyebrow, title, lead, actions, aside }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="page-hero__inner container">
        <div className="page-hero__text">
          {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-hero__title" tabIndex={-1}>
            {title}
          </h1>
          <p className="page-hero__lead">{lead}</p>
          {actions ? <div className="page-hero__actions">{actions}</div> : null}
        </div>
        {aside ? <div className="page-hero__aside">{aside}</div> : null}
      </div>
    </section>
  );
}
