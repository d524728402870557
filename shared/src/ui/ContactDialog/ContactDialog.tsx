import { useEffect, useState } from 'react';
import { CONTACT_DIALOG_AUTO_CLOSE_MS, contactTexts } from '../../content/contact';
import { ContactForm, type ContactFormProps } from '../ContactForm';
import { Dialog } from '../Dialog';

export interface ContactDialogProps extends Pick<ContactFormProps, 'place' | 'toastOnSuccess' | 'endpoint'> {
  isOpen: boolean;
  onDismiss: () => void;
  /** Close by itself this many ms after a successful request (the header dialog does). */
  autoCloseAfterMs?: number;
}

/** The dialog's content lives only while it is open, so closing discards the form and its state. */
function ContactDialogBody({
  place,
  onDismiss,
  autoCloseAfterMs,
  toastOnSuccess,
  endpoint,
}: Omit<ContactDialogProps, 'isOpen'>) {
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!submitted || autoCloseAfterMs === undefined) return;
    const timer = setTimeout(onDismiss, autoCloseAfterMs);
    return () => clearTimeout(timer);
  }, [submitted, autoCloseAfterMs, onDismiss]);

  return (
    <ContactForm
      place={place}
      toastOnSuccess={toastOnSuccess}
      endpoint={endpoint}
      onSubmitted={() => setSubmitted(true)}
    />
  );
}

/** 'Contact Us' dialog holding the shared form; it opens fresh every time. */
export function ContactDialog({ isOpen, onDismiss, ...bodyProps }: ContactDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onDismiss={onDismiss}
      title={contactTexts.dialogTitle}
      description={contactTexts.dialogDescription}
    >
      <ContactDialogBody onDismiss={onDismiss} {...bodyProps} />
    </Dialog>
  );
}

export { CONTACT_DIALOG_AUTO_CLOSE_MS };
