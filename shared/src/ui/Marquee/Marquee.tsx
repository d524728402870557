import { Children, isValidElement, useState, type CSSProperties, type ReactNode } from 'react';
import { kitTexts } from '../../content/kit';
import { cx } from '../classNames';
import styles from './Marquee.module.css';

export interface MarqueeProps {
  /** Names the strip for screen readers, e.g. "Customer logos". */
  label: string;
  /** Seconds for one full loop of the items (default 40): longer is calmer. */
  durationSeconds?: number;
  /** One child per item (logo, testimonial): each becomes a list item. */
  children: ReactNode;
}

/**
 * A strip that scrolls its items sideways in a loop. The items are rendered twice (the copy
 * hidden from assistive technology and inert) so a CSS translateX(-50%) loops seamlessly. It
 * pauses on hover, on keyboard focus, and with its Pause button (WCAG 2.2.2); under reduced
 * motion it stands still and wraps, all in CSS, so server markup needs no JavaScript.
 */
export function Marquee({ label, durationSeconds = 40, children }: MarqueeProps) {
  const [paused, setPaused] = useState(false);
  const items = Children.toArray(children).map((child, index) => (
    <li key={isValidElement(child) && child.key !== null ? child.key : index} className={styles['marquee__item']}>
      {child}
    </li>
  ));
  const style = { '--marquee-duration': `${durationSeconds}s` } as CSSProperties;
  return (
    <div
      role="group"
      aria-label={label}
      className={cx(styles['marquee'], paused && styles['marquee--paused'])}
      data-paused={paused ? 'true' : 'false'}
      style={style}
    >
      <button
        type="button"
        className={styles['marquee__toggle']}
        aria-pressed={paused}
        onClick={() => setPaused(!paused)}
      >
        {/* A toggle keeps one name; aria-pressed tells whether scrolling is paused. */}
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span> {kitTexts.marqueePause}
      </button>
      <div className={styles['marquee__viewport']}>
        <div className={styles['marquee__track']}>
          <ul className={styles['marquee__list']}>{items}</ul>
          <ul className={cx(styles['marquee__list'], styles['marquee__list--copy'])} aria-hidden="true" inert>
            {items}
          </ul>
        </div>
      </div>
    </div>
  );
}
