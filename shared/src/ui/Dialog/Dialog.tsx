import { useState } from 'react';
import type { DialogProps } from './dialogProps';
import { FailureBoundary } from '../FailureBoundary';
import { DialogUnavailable } from './DialogUnavailable';
import { loadDialogFrame, useFrameRequest } from './loadDialogFrame';

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

function OpenDialog(props: DialogProps) {
  // One request per opening: a failed one is not reused, so opening again fetches again.
  const [request] = useState(loadDialogFrame);
  const status = useFrameRequest(request);
  if (status === 'rejected') throw request.reason;
  if (status !== 'fulfilled') return null;
  const { DialogFrame } = request.value!;
  return <DialogFrame {...props} />;
}
