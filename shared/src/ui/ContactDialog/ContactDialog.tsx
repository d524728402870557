import { useEffect, useState } from 'react';
import { CONTACT_DIALOG_AUTO_CLOSE_MS, contactTexts } from '../../content/contact';
import { ContactForm, type ContactFormProps } from '../ContactForm';
import { Dialog } from '../Dialog';

export interface ContactDialogProps extends Pick<ContactFormProps, 'toastOnSuccess' | 'endpoint'> {
  isOpen: boolean;
  onDismiss: () => void;
  /** Close by itself this many ms after a successful request (the header dialog does). */
  autoCloseAfterMs?: number;
}

/** 'Contact Us' dialog holding the shared form. Closing it discards the form, so it opens fresh. */
export function ContactDialog({ isOpen, onDismiss, autoCloseAfterMs, toastOnSuccess, endpoint }: ContactDialogProps) {
  const [submittedAt, setSubmittedAt] = useState<number | null>(null);

  useEffect(() => {
    if (!isOpen) setSubmittedAt(null);
  }, [isOpen]);

  useEffect(() => {
    if (submittedAt === null || autoCloseAfterMs === undefined) return;
    const timer = setTimeout(onDismiss, autoCloseAfterMs);
    return () => clearTimeout(timer);
  }, [submittedAt, autoCloseAfterMs, onDismiss]);

  return (
    <Dialog isOpen={isOpen} onDismiss={onDismiss} title={contactTexts.dialogTitle} description={contactTexts.dialogDescription}>
      <ContactForm toastOnSuccess={toastOnSuccess} endpoint={endpoint} onSubmitted={() => setSubmittedAt(Date.now())} />
    </Dialog>
  );
}

export { CONTACT_DIALOG_AUTO_CLOSE_MS };
