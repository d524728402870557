import { ToastContainer, toast, type ToastContainerProps } from 'react-toastify/unstyled';
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

function ToastMessage({ title, text }: { title: string; text?: string }) {
  return (
    <div className="toast-message">
      <p className="toast-message__title">{title}</p>
      {text ? <p className="toast-message__text">{text}</p> : null}
    </div>
  );
}

export const notify = {
  success(title: string, text?: string) {
    return toast.success(<ToastMessage title={title} text={text} />);
  },
  /** The destructive toast: failures the visitor must see and can act on. */
  error(title: string, text?: string) {
    return toast.error(<ToastMessage title={title} text={text} />, { role: 'alert' });
  },
  info(title: string, text?: string) {
    return toast.info(<ToastMessage title={title} text={text} />);
  },
  loading(title: string, text?: string) {
    return toast.loading(<ToastMessage title={title} text={text} />);
  },
  dismiss(id?: string | number) {
    toast.dismiss(id);
  },
};
