import { useEffect } from 'react';

/**
 * Dispatched on window once the app has taken over the server's HTML. Until then the boot script
 * (scripts/appAfterFirstPaint.ts) holds back clicks on buttons and replays the last one here, so
 * a visitor who taps "Contact Us" while the code is still arriving gets the dialog, not nothing.
 */
export const APP_READY_EVENT = 'app-ready';

/** A performance mark set when the app's code starts, for the browser tests and field timing. */
export const APP_START_MARK = 'app-start';

/** Announces APP_READY_EVENT after the first commit: the chrome is live and its handlers attached. */
export function useAppReadySignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
}
