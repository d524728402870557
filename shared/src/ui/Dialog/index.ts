export { Dialog } from './Dialog';
export type { DialogProps, DialogSize, DialogPlacement } from './Dialog';
export { useDialogChoice } from './useDialogChoice';
