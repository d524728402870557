import { useState, type ReactNode } from 'react';
import { useRevealOnView } from './useRevealOnView';
import { cx } from '../classNames';
import styles from './FadeIn.module.css';

/** The attribute that holds an element's fade state; it changes as the visitor scrolls. */
export const FADE_ATTRIBUTE = 'data-fade';

/** Share of the element that must be on screen before it fades in. */
export const FADE_IN_THRESHOLD = 0.12;

export type FadeInElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'li' | 'span';

export interface FadeInProps {
  /** The element to render (default `div`). */
  as?: FadeInElement;
  className?: string;
  children: ReactNode;
}

/**
 * Fades its content in, once, when 12% of it scrolls into view. The content is visible in the
 * server markup and without JavaScript: the hidden starting state (`data-fade="pending"`) only
 * exists on the client, and never under reduced motion or without IntersectionObserver.
 */
export function FadeIn({ as: Element = 'div', className, children }: FadeInProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const state = useRevealOnView(element, { threshold: FADE_IN_THRESHOLD });
  const fade = state === 'pending' ? 'pending' : state === 'revealed' ? 'in' : undefined;
  return (
    <Element ref={setElement} className={cx(styles['fade-in'], className)} {...{ [FADE_ATTRIBUTE]: fade }}>
      {children}
    </Element>
  );
}
