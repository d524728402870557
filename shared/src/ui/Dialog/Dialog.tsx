import { DialogContent, DialogOverlay } from '@reach/dialog';
import { useId, type ReactNode, type RefObject } from 'react';
import '@reach/dialog/styles.css';
import { kitTexts } from '../../content/kit';
import { cx } from '../classNames';
import styles from './Dialog.module.css';

export type DialogSize = 'md' | 'lg' | '2xl' | '4xl';

/** 'center': a modal box in the middle of the screen; 'right': a full-height sheet sliding in from the right edge. */
export type DialogPlacement = 'center' | 'right';

export interface DialogProps {
  isOpen: boolean;
  onDismiss: () => void;
  title: string;
  /** Short text under the title, read out with it by screen readers. */
  description?: string;
  /** Maximum width of a centred dialog; a right-side sheet has its own width. */
  size?: DialogSize;
  placement?: DialogPlacement;
  /** Accessible name of the × button in the corner. */
  closeLabel?: string;
  /** Adds a labelled Close button to the footer (long texts: nobody has to scroll back up). */
  footerClose?: boolean;
  /** id of the dialog element, for a trigger's aria-controls. */
  id?: string;
  /** The element focused when the dialog opens; the close button by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** Extra actions rendered in the dialog's footer, after the content (before the Close button). */
  footer?: ReactNode;
}

/**
 * The one modal dialog of the site: focus is trapped inside, Escape and the backdrop close it,
 * focus returns to where it was on closing, the page behind stops scrolling, and the content
 * scrolls within 90% of the viewport height. With placement 'right' it is a side sheet
 * (300 px wide, 400 px from 640 px up) running the full height of the screen.
 */
export function Dialog({
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
        className={cx(styles['ui-dialog'], placement === 'right' ? styles['ui-dialog--right'] : styles[`ui-dialog--${size}`])}
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
