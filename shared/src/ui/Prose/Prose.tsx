import styles from './Prose.module.css';

export interface ProseProps {
  /** One string per paragraph. */
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs. */
  list?: readonly string[];
}

/** Running text at a comfortable reading width: paragraphs and an optional bulleted list (legal documents, policies). */
export function Prose({ paragraphs, list }: ProseProps) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {list && list.length > 0 ? (
        <ul className={styles['prose__list']}>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
