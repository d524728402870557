import { useState, type CSSProperties } from 'react';
import { useRevealOnView } from '../FadeIn/useRevealOnView';
import { cx } from '../classNames';
import styles from './LazyImage.module.css';

/** Share of the (margin-grown) image box that must be in view before the image loads. */
export const LAZY_IMAGE_THRESHOLD = 0.05;
/** How far ahead of the viewport an image starts loading. */
export const LAZY_IMAGE_ROOT_MARGIN = '100px';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic width in CSS pixels: with `height`, it reserves the box before the image loads. */
  width: number;
  height: number;
  /** Applied to the placeholder and to the image, so both lay out the same. */
  className?: string;
}

/**
 * An image that loads only when it nears the viewport, in a box reserved from width/height so
 * nothing shifts. Under reduced motion, or without IntersectionObserver, it loads at once and
 * does not fade. The server markup is the placeholder plus a `<noscript>` image for visitors
 * without JavaScript.
 */
export function LazyImage({ src, alt, width, height, className }: LazyImageProps) {
  const [placeholder, setPlaceholder] = useState<HTMLSpanElement | null>(null);
  const state = useRevealOnView(placeholder, { threshold: LAZY_IMAGE_THRESHOLD, rootMargin: LAZY_IMAGE_ROOT_MARGIN });
  const [settled, setSettled] = useState(false);
  const aspectRatio = `${width} / ${height}`;
  const classes = (modifier: 'placeholder' | 'loading' | 'loaded') =>
    cx(styles['lazy-image'], styles[`lazy-image--${modifier}`], className);

  if (state === 'static' || state === 'revealed') {
    // Only a lazily revealed image fades; under reduced motion (state `static`) it just appears.
    const fades = state === 'revealed';
    return (
      <img
        className={classes(fades && !settled ? 'loading' : 'loaded')}
        src={src}
        alt={alt}
        width={width}
        height={height}
        style={{ aspectRatio }}
        loading="lazy"
        decoding="async"
        onLoad={fades ? () => setSettled(true) : undefined}
        onError={fades ? () => setSettled(true) : undefined}
      />
    );
  }

  return (
    <span
      ref={setPlaceholder}
      role="none"
      className={classes('placeholder')}
      style={{ aspectRatio, '--lazy-image-width': `${width}px` } as CSSProperties}
    >
      <noscript>
        <img
          className={styles['lazy-image__fallback']}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
        />
      </noscript>
    </span>
  );
}
