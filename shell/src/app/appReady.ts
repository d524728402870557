import { useEffect } from 'react';
import { APP_READY_EVENT, PAGE_READY_EVENT } from './startSignals';

export { APP_READY_EVENT, PAGE_READY_EVENT, PAGE_REGION_ID } from './startSignals';

/** A performance mark set when the app's code starts, for the browser tests and field timing. */
export const APP_START_MARK = 'app-start';

/** A performance mark set when the page region is live (PAGE_READY_EVENT): `npm run bench` reads the span from APP_START_MARK. */
export const PAGE_LIVE_MARK = 'page-live';

function pageIsLive() {
  performance.mark(PAGE_LIVE_MARK);
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
}

let pageAwaitsCode = false;

/** Called while hydrating a group's page whose code has not arrived: PAGE_READY_EVENT waits for it. */
export function holdPageReady() {
  pageAwaitsCode = true;
}

/** The page region is live (or its server HTML gone): presses held there are replayed. */
export function announcePageReady() {
  if (!pageAwaitsCode) return;
  pageAwaitsCode = false;
  pageIsLive();
}

/**
 * Announces APP_READY_EVENT after the first commit: the chrome is live and its handlers attached;
 * and PAGE_READY_EVENT with it, unless a group's page is still waiting for its code.
 */
export function useAppReadySignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT));
    if (!pageAwaitsCode) pageIsLive();
  }, []);
}

/** Rendered inside a group page's Suspense boundary: its effect runs once that region has hydrated. */
export function PageReadySignal() {
  useEffect(announcePageReady, []);
  return null;
}
