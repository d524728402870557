type DialogFrameModule = typeof import('./DialogFrame');

let frameModule: Promise<DialogFrameModule> | undefined;

/**
 * Fetches the dialog library (its chunk and stylesheet) the first time any dialog opens and
 * hands every later dialog the same module. A failed fetch (the visitor went offline) is
 * forgotten, so the next attempt fetches again.
 */
export function loadDialogFrame(): Promise<DialogFrameModule> {
  if (!frameModule) {
    const loading = import(/* webpackChunkName: "dialog-frame" */ './DialogFrame');
    // React's use() reads these fields: a promise that says it has settled renders at once, without suspending.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(loading, { status: 'rejected', reason });
        frameModule = undefined;
      },
    );
    frameModule = loading;
  }
  return frameModule;
}
