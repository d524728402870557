export { Toasts, notify, TOAST_DEFAULTS } from './Toasts';
