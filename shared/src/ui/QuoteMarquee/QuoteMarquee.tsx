import type { QuoteRecord } from '../../content/types';
import { Marquee } from '../Marquee';
import styles from './QuoteMarquee.module.css';

export interface QuoteMarqueeProps {
  /** Names the strip for screen readers. */
  label: string;
  /** Seconds for one full loop. */
  loopSeconds: number;
  quotes: readonly QuoteRecord[];
}

/** Quotes scrolling past in a loop, each with who said it; the strip pauses with its button and stands still under reduced motion. */
export function QuoteMarquee({ label, loopSeconds, quotes }: QuoteMarqueeProps) {
  return (
    <Marquee label={label} durationSeconds={loopSeconds}>
      {quotes.map((quote) => (
        <figure key={quote.text} className={styles['quote']}>
          <blockquote>
            <p>{quote.text}</p>
          </blockquote>
          <figcaption>
            <strong>{quote.source}</strong>
            {quote.sourceDetail ? <span>{quote.sourceDetail}</span> : null}
          </figcaption>
        </figure>
      ))}
    </Marquee>
  );
}
