import { Component, useEffect, useRef, type ReactNode } from 'react';
import { kitTexts } from '../../content/kit';
import styles from './DialogUnavailable.module.css';

interface DialogUnavailableProps {
  onRetry: () => void;
  onDismiss: () => void;
}

/**
 * What a visitor sees instead of a dialog whose code did not arrive: why, what to do, and a
 * way to try again or give up (Close, or Escape as in a dialog), with focus on Try again so a
 * keyboard user is not left behind.
 */
function DialogUnavailable({ onRetry, onDismiss }: DialogUnavailableProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => retryRef.current?.focus(), []);
  return (
    <div
      role="alert"
      className={styles['ui-dialog-unavailable']}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <p className={styles['ui-dialog-unavailable__message']}>{kitTexts.dialogUnavailable.message}</p>
      <div className={styles['ui-dialog-unavailable__actions']}>
        <button ref={retryRef} type="button" className="button button--primary" onClick={onRetry}>
          {kitTexts.dialogUnavailable.retry}
        </button>
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          {kitTexts.dialogClose}
        </button>
      </div>
    </div>
  );
}

interface DialogLoadBoundaryProps {
  onDismiss: () => void;
  children: ReactNode;
}

/** Catches a failed fetch of the dialog library; Try again renders the dialog anew, which fetches it again. */
export class DialogLoadBoundary extends Component<DialogLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => this.setState({ failed: false });

  override render() {
    if (this.state.failed) return <DialogUnavailable onRetry={this.retry} onDismiss={this.props.onDismiss} />;
    return this.props.children;
  }
}
