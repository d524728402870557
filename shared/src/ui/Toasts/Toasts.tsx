import { ToastContainer, type ToastContainerProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './Toasts.css';

/** Toast defaults fixed by the specification (§4, §9). */
export const TOAST_DEFAULTS = {
  position: 'bottom-right',
  autoClose: 4000,
  limit: 3,
  draggable: true,
  // A 20 px swipe closes a 356 px toast.
  draggablePercent: (20 / 356) * 100,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: false,
  hideProgressBar: true,
  newestOnTop: true,
  hotKeys: (event: KeyboardEvent) => event.altKey && event.code === 'KeyT',
  'aria-label': 'Notifications (Alt+T to focus)',
} as const satisfies ToastContainerProps;

/** The one toast area of a page; the shell and the standalone harness each render it once. */
export function Toasts() {
  return <ToastContainer {...TOAST_DEFAULTS} />;
}
