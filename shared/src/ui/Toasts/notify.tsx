import { toast } from 'react-toastify/unstyled';

function ToastMessage({ title, text }: { title: string; text?: string }) {
  return (
    <div className="toast-message">
      <p className="toast-message__title">{title}</p>
      {text ? <p className="toast-message__text">{text}</p> : null}
    </div>
  );
}

/**
 * Shows toasts in the page's one toast area. Kept apart from <Toasts /> so that pages calling it
 * do not carry the toast area's stylesheet: the shell (or the harness) already loaded it.
 */
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
