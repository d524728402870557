import type { ReactNode } from 'react';
import { cx } from '../classNames';
import styles from './PageHero.module.css';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Buttons and links under the lead. */
  actions?: ReactNode;
  /** An illustration, key figures or a form beside the text on wide screens. */
  aside?: ReactNode;
  /** More under the lead and actions (the home page's claims and badges). */
  children?: ReactNode;
}

/** The top band of every inner page; its h1 is where focus lands after navigation. */
export function PageHero({ eyebrow, title, lead, actions, aside, children }: PageHeroProps) {
  return (
    <section className={styles['page-hero']}>
      <div className={cx(styles['page-hero__inner'], 'container')}>
        <div>
          {eyebrow ? <p className={styles['page-hero__eyebrow']}>{eyebrow}</p> : null}
          <h1 className={styles['page-hero__title']} tabIndex={-1}>
            {title}
          </h1>
          <p className={styles['page-hero__lead']}>{lead}</p>
          {actions ? <div className={styles['page-hero__actions']}>{actions}</div> : null}
          {children}
        </div>
        {aside ? <div className={styles['page-hero__aside']}>{aside}</div> : null}
      </div>
    </section>
  );
}
