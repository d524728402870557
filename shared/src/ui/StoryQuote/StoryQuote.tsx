import type { ImageRecord, QuoteRecord } from '../../content/types';
import styles from './StoryQuote.module.css';

export interface StoryQuoteProps {
  paragraphs: readonly string[];
  quote: QuoteRecord;
  image?: ImageRecord;
}

/** A few paragraphs of story beside a pulled quote (leadership story, an employee's words). */
export function StoryQuote({ paragraphs, quote, image }: StoryQuoteProps) {
  return (
    <div className={styles['story-quote']}>
      <div className={styles['story-quote__text']}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <figure className={styles['story-quote__figure']}>
        {image ? (
          <img
            className={styles['story-quote__image']}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
        ) : null}
        <blockquote>
          <p>{quote.text}</p>
        </blockquote>
        <figcaption>
          {quote.source}
          {quote.sourceDetail ? `, ${quote.sourceDetail}` : null}
        </figcaption>
      </figure>
    </div>
  );
}
