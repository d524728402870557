import { useEffect, useRef } from 'react';
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
export function DialogUnavailable({ onRetry, onDismiss }: DialogUnavailableProps) {
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
