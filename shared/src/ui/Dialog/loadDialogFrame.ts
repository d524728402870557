import { useCallback, useSyncExternalStore } from 'react';

type DialogFrameModule = typeof import('./DialogFrame');

/** The library's fetch, which says once it has settled how it went. */
type FrameRequest = Promise<DialogFrameModule> & { status?: 'fulfilled' | 'rejected'; value?: DialogFrameModule; reason?: unknown };

let frameRequest: FrameRequest | undefined;

/**
 * Fetches the dialog library (its chunk and stylesheet) the first time any dialog opens and
 * hands every later dialog the same module. A failed fetch (the visitor went offline) is
 * forgotten, so the next attempt fetches again.
 */
export function loadDialogFrame(): FrameRequest {
  if (!frameRequest) {
    const request: FrameRequest = import(/* webpackChunkName: "dialog-frame" */ './DialogFrame');
    request.then(
      (value) => Object.assign(request, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(request, { status: 'rejected', reason });
        frameRequest = undefined;
      },
    );
    frameRequest = request;
  }
  return frameRequest;
}

/**
 * How one request for the library stands, re-rendering when it settles. Plain state rather than
 * suspending: React holds a suspended boundary's content back at least 300 ms after showing its
 * fallback, which made every first opening a third of a second slower than the fetch.
 */
export function useFrameRequest(request: FrameRequest): FrameRequest['status'] {
  const subscribe = useCallback(
    (onSettled: () => void) => {
      let listening = true;
      const notify = () => {
        if (listening) onSettled();
      };
      request.then(notify, notify);
      return () => {
        listening = false;
      };
    },
    [request],
  );
  const status = () => request.status;
  return useSyncExternalStore(subscribe, status, status);
}
