import { DialogContent, DialogOverlay } from '@reach/dialog';
import { useId, type ReactNode, type RefObject } from 'react';
import '@reach/dialog/styles.css';
import './Dialog.css';

export type DialogSize = 'md' | 'lg' | '2xl' | '4xl';

export interface DialogProps {
  isOpen: boolean;
  onDismiss: () => void;
  title: string;
  /** Short text under the title, read out with it by screen readers. */
  description?: string;
  size?: DialogSize;
  /** The element focused when the dialog opens; the close button by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** Extra actions rendered in the dialog's footer, after the content. */
  footer?: ReactNode;
}

/**
 * The one modal dialog of the site: focus is trapped inside, Escape and the backdrop close it,
 * the page behind stops scrolling, and the content scrolls within 90% of the viewport height.
 */
export function Dialog({
  isOpen,
  onDismiss,
  title,
  description,
  size = '2xl',
  initialFocusRef,
  children,
  footer,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogOverlay isOpen={isOpen} onDismiss={onDismiss} initialFocusRef={initialFocusRef} className="ui-dialog__overlay">
      <DialogContent
        className={`ui-dialog ui-dialog--${size}`}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <header className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <button type="button" className="ui-dialog__close" onClick={onDismiss} aria-label="Close dialog">
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {description ? (
          <p id={descriptionId} className="ui-dialog__description">
            {description}
          </p>
        ) : null}
        <div className="ui-dialog__body">{children}</div>
        {footer ? <footer className="ui-dialog__footer">{footer}</footer> : null}
      </DialogContent>
    </DialogOverlay>
  );
}
