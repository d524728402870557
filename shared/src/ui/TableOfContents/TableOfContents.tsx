import { useId } from 'react';
import styles from './TableOfContents.module.css';

export interface TableOfContentsEntry {
  /** The id of the element the entry links to, on this page. */
  readonly id: string;
  readonly title: string;
}

export interface TableOfContentsProps {
  /** The visible heading of the list, which also names the navigation landmark, e.g. 'Contents'. */
  label: string;
  entries: readonly TableOfContentsEntry[];
}

/**
 * In-page links to a long page's sections, in order. Plain fragment links: they work before any
 * script has run, and the shell scrolls to and focuses the target when the hash changes.
 * Section titles carry their own numbers when a document numbers them, so the list shows none.
 */
export function TableOfContents({ label, entries }: TableOfContentsProps) {
  const headingId = useId();
  return (
    <nav className={styles['table-of-contents']} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles['table-of-contents__box']}>
          <h2 id={headingId} className={styles['table-of-contents__title']}>
            {label}
          </h2>
          <ol className={styles['table-of-contents__list']}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <a className={styles['table-of-contents__link']} href={`#${entry.id}`}>
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </nav>
  );
}
