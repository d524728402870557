import { useCallback, useState } from 'react';
import { ContactDialog } from '../ContactDialog';

export interface ContactButtonProps {
  label?: string;
  variant?: 'primary' | 'secondary' | 'outline-light';
  /** Replaces the variant's classes (the kit's ActionRow styles its buttons itself). */
  className?: string;
  /** Close the dialog by itself this long after a successful request. */
  autoCloseAfterMs?: number;
  toastOnSuccess?: boolean;
}

/** A button that opens the shared 'Contact Us' dialog; the open state belongs to the page using it. */
export function ContactButton({
  label = 'Contact Us',
  variant = 'primary',
  className,
  autoCloseAfterMs,
  toastOnSuccess,
}: ContactButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={className ?? `button button--${variant}`}
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      <ContactDialog
        place="page-dialog"
        isOpen={isOpen}
        onDismiss={close}
        autoCloseAfterMs={autoCloseAfterMs}
        toastOnSuccess={toastOnSuccess}
      />
    </>
  );
}
