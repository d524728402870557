export { Dialog } from './Dialog';
export type { DialogProps, DialogSize, DialogPlacement } from './dialogProps';
export { useDialogChoice } from './useDialogChoice';
