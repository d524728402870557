import { DialogContent, DialogOverlay } from '@reach/dialog';
import { useId } from 'react';
import '@reach/dialog/styles.css';
import { kitTexts } from '../../content/kit';
import { cx } from '../classNames';
import styles from './Dialog.module.css';
import type { DialogProps } from './dialogProps';

/**
 * The open dialog itself, on @reach/dialog: loaded only when a dialog of the page first opens
 * (see Dialog), so the dialog library costs no page its first load.
 */
export function DialogFrame({
  isOpen,
  onDismiss,
  title,
  description,
  size = '2xl',
  placement = 'center',
  closeLabel = kitTexts.dialogCloseIcon,
  footerClose = false,
  id,
  initialFocusRef,
  children,
  footer,
}: DialogProps) {
  const hasFooter = Boolean(footer) || footerClose;
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogOverlay
      isOpen={isOpen}
      onDismiss={onDismiss}
      initialFocusRef={initialFocusRef}
      className={cx(styles['ui-dialog__overlay'], styles[`ui-dialog__overlay--${placement}`])}
    >
      <DialogContent
        id={id}
        className={cx(
          styles['ui-dialog'],
          placement === 'right' ? styles['ui-dialog--right'] : styles[`ui-dialog--${size}`],
        )}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <header className={styles['ui-dialog__header']}>
          <h2 id={titleId} className={styles['ui-dialog__title']}>
            {title}
          </h2>
          <button type="button" className={styles['ui-dialog__close']} onClick={onDismiss} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {description ? (
          <p id={descriptionId} className={styles['ui-dialog__description']}>
            {description}
          </p>
        ) : null}
        {/* Focusable so a long text with no links in it can still be scrolled from the keyboard. */}
        <div className={styles['ui-dialog__body']} tabIndex={0} role="region" aria-labelledby={titleId}>
          {children}
        </div>
        {hasFooter ? (
          <footer className={styles['ui-dialog__footer']}>
            {footer}
            {footerClose ? (
              <button type="button" className="button button--secondary" onClick={onDismiss}>
                {kitTexts.dialogClose}
              </button>
            ) : null}
          </footer>
        ) : null}
      </DialogContent>
    </DialogOverlay>
  );
}
