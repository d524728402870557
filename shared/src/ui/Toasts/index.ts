export { Toasts, TOAST_DEFAULTS } from './Toasts';
export { notify } from './notify';
