import { useEffect, useState } from 'react';
import type { DialogProps } from './dialogProps';
import { FailureBoundary } from '../FailureBoundary';
import { DialogUnavailable } from './DialogUnavailable';
import { arrivedDialogFrame, loadDialogFrame } from './loadDialogFrame';

/**
 * The one modal dialog of the site: focus is trapped inside, Escape and the backdrop close it,
 * focus returns to where it was on closing, the page behind stops scrolling, and the content
 * scrolls within 90% of the viewport height. With placement 'right' it is a side sheet
 * (300 px wide, 400 px from 640 px up) running the full height of the screen.
 *
 * A closed dialog renders nothing and loads nothing; the first one to open fetches the dialog
 * library and appears as soon as it has arrived. If it cannot arrive, the visitor is told so,
 * with Try again and Close.
 */
export function Dialog(props: DialogProps) {
  if (!props.isOpen) return null;
  return (
    // Try again renders the dialog anew, which fetches the library again.
    <FailureBoundary fallback={(retry) => <DialogUnavailable onRetry={retry} onDismiss={props.onDismiss} />}>
      <OpenDialog {...props} />
    </FailureBoundary>
  );
}

/**
 * Plain state rather than suspending on the fetch: React holds a suspended boundary's content back
 * at least 300 ms after showing its fallback, which made every first opening slower than the fetch.
 */
function OpenDialog(props: DialogProps) {
  const [frame, setFrame] = useState(arrivedDialogFrame);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (frame) return;
    let current = true;
    loadDialogFrame().then(
      (module) => current && setFrame(module),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [frame]);
  // To the FailureBoundary above; its Try again renders a new OpenDialog, which fetches again.
  if (failure) throw failure.error;
  if (!frame) return null;
  return <frame.DialogFrame {...props} />;
}
