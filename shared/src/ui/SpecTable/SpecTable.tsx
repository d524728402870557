import type { ToleranceEntryRecord } from '../../content/types';
import styles from './SpecTable.module.css';

export interface SpecTableProps {
  /** Names the table for everyone: shown above it and read first by screen readers. */
  caption: string;
  /** The two column headings, e.g. 'Parameter' and 'Rating'. */
  columns: { readonly parameter: string; readonly value: string };
  entries: readonly ToleranceEntryRecord[];
}

/** Parameter and value pairs (tolerances, ratings, limits) as a real table, so each value is heard with its parameter. */
export function SpecTable({ caption, columns, entries }: SpecTableProps) {
  return (
    <div className={styles['spec-table']}>
      <table className={styles['spec-table__table']}>
        <caption className={styles['spec-table__caption']}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.parameter}</th>
            <th scope="col">{columns.value}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.parameter}>
              <th scope="row">{entry.parameter}</th>
              <td>{entry.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
