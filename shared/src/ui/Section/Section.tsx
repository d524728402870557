import { useId, type ReactNode } from 'react';
import { cx } from '../classNames';
import styles from './Section.module.css';

export interface SectionProps {
  title: string;
  intro?: string;
  eyebrow?: string;
  tone?: 'plain' | 'tinted' | 'dark';
  id?: string;
  /** 'document': a chapter of running text (legal pages), its heading over the reading column and close to its neighbours. */
  density?: 'band' | 'document';
  children: ReactNode;
}

/** A titled band of a page; its heading names the region for screen readers. */
export function Section({ title, intro, eyebrow, tone = 'plain', id, density = 'band', children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={cx(styles.section, styles[`section--${tone}`], density === 'document' && styles['section--document'])}
      aria-labelledby={headingId}
    >
      <div className="container">
        <header className={styles['section__header']}>
          {eyebrow ? <p className={styles['section__eyebrow']}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles['section__title']}>
            {title}
          </h2>
          {intro ? <p className={styles['section__intro']}>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
