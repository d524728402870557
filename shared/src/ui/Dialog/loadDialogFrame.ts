type DialogFrameModule = typeof import('./DialogFrame');

let arrived: DialogFrameModule | undefined;
let request: Promise<DialogFrameModule> | undefined;

/**
 * Fetches the dialog library (its chunk and stylesheet) the first time any dialog opens and
 * hands every later dialog the same module. A failed fetch (the visitor went offline) is
 * forgotten, so the next attempt fetches again.
 */
export function loadDialogFrame(): Promise<DialogFrameModule> {
  request ??= import(/* webpackChunkName: "dialog-frame" */ './DialogFrame').then(
    (module) => (arrived = module),
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  );
  return request;
}

/** The library, if it has arrived: a dialog opened after the first shows at once. */
export const arrivedDialogFrame = (): DialogFrameModule | undefined => arrived;
