import { Bounce, ToastContainer, type ToastContainerProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './Toasts.css';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** How every toast behaves: bottom right, 4000 ms each, at most 3 on screen, closed by a 20 px swipe, paused while hovered or focused, reached with Alt+T. */
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

/**
 * The one toast area of a page; the shell and the standalone harness each render it once.
 * Under reduced motion toasts appear and go without bouncing; they stay just as long, because
 * their timer (the hidden progress bar's animation) is exempt from the global reduced-motion rule.
 */
export function Toasts() {
  const reducedMotion = usePrefersReducedMotion();
  return <ToastContainer {...TOAST_DEFAULTS} transition={reducedMotion ? false : Bounce} />;
}
