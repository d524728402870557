import { useEffect, useState, useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Where a reveal-on-scroll element stands:
 * - `server`: server render, or the hydration pass over server markup: render the content as is.
 * - `static`: reduced motion is preferred or IntersectionObserver is missing: show everything now.
 * - `hydrated`: mounted over server markup and still visible there; not hidden until the observer
 *   says it is off screen, so nothing that was already painted blinks out.
 * - `pending`: observed and not yet in view.
 * - `revealed`: came into view (or the motion preference changed): stays revealed.
 */
export type RevealState = 'server' | 'static' | 'hydrated' | 'pending' | 'revealed';

export interface RevealOptions {
  threshold: number;
  rootMargin?: string;
}

type RevealMode = 'server' | 'static' | 'observe';

function reducedMotionQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(REDUCED_MOTION_QUERY);
}

function listenToMotionPreference(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  if (!query) return () => {};
  if (typeof query.addEventListener === 'function') {
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  // Safari before 14 only knows the deprecated listener API.
  query.addListener?.(onChange);
  return () => query.removeListener?.(onChange);
}

function readRevealMode(): RevealMode {
  if (typeof window === 'undefined' || typeof window.IntersectionObserver !== 'function') return 'static';
  return reducedMotionQuery()?.matches ? 'static' : 'observe';
}

const readServerRevealMode = (): RevealMode => 'server';

/**
 * True once `threshold` of the target is inside the (margin-grown) root. A target so large that
 * it can never show `threshold` of itself counts as soon as it enters, or it would never reveal.
 */
export function hasReachedThreshold(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold) return true;
  const root = entry.rootBounds;
  const box = entry.boundingClientRect;
  if (!root || box.width <= 0 || box.height <= 0) return false;
  const largestVisibleShare = Math.min(1, root.width / box.width) * Math.min(1, root.height / box.height);
  return largestVisibleShare < threshold;
}

/**
 * Observes `target` once with IntersectionObserver and reports when it came into view. Pass the
 * element from a callback ref kept in state. Server-safe: window, matchMedia and
 * IntersectionObserver are touched only on the client, outside render.
 */
export function useRevealOnView(target: Element | null, { threshold, rootMargin }: RevealOptions): RevealState {
  const mode = useSyncExternalStore(listenToMotionPreference, readRevealMode, readServerRevealMode);
  const [startedFromServerMarkup] = useState(mode === 'server');
  const [progress, setProgress] = useState<'unknown' | 'outside' | 'reached'>('unknown');
  const reached = progress === 'reached';

  useEffect(() => {
    if (mode !== 'observe' || reached || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => hasReachedThreshold(entry, threshold))) {
          observer.disconnect();
          setProgress('reached');
        } else {
          setProgress('outside');
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [mode, reached, target, threshold, rootMargin]);

  // Whatever the preference switches to, what was shown stays shown: no content blinks out.
  useEffect(() => listenToMotionPreference(() => setProgress('reached')), []);

  if (mode === 'server') return 'server';
  if (mode === 'static') return 'static';
  if (reached) return 'revealed';
  if (startedFromServerMarkup && progress === 'unknown') return 'hydrated';
  return 'pending';
}
