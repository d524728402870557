import type { ReactNode, RefObject } from 'react';

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
