export { ContactDialog, CONTACT_DIALOG_AUTO_CLOSE_MS } from './ContactDialog';
export type { ContactDialogProps } from './ContactDialog';
