import { site, videoEmbedUrl } from '../config';
import type { MediaRecord } from './page';

/** Words the page kit itself says, the same on every page that uses it. */
export const kitTexts = {
  /** Read after the text of every link that opens a new tab. */
  newTabHint: '(opens in a new tab)',
  /** The button of a scrolling strip; it keeps this one name, and says whether scrolling is paused by being pressed. */
  marqueePause: 'Pause scrolling',
  /** The footer button of dialogs that have one. */
  dialogClose: 'Close',
  /** The × in a dialog's corner. */
  dialogCloseIcon: 'Close dialog',
  /** Shown in place of a dialog whose code did not arrive (the connection dropped). */
  dialogUnavailable: {
    message: `This window could not open: part of the page did not arrive. Check your connection and try again, or call us at ${site.phone.display}.`,
    retry: 'Try again',
  },
  /** A certification's standing, as its tag says it. */
  certificationStanding: { certified: 'Certified', trained: 'Trained', registered: 'Registered' },
  caseStudyDialog: {
    metrics: 'Key metrics',
    challenge: 'The Challenge',
    solution: 'Our Solution',
    results: 'Results',
    timeline: 'Timeline',
    testimonial: 'What the customer says',
  },
} as const;

/** A click-to-play facade for one of the company's videos (site.videos). */
export function videoMedia(video: { readonly id: string; readonly title: string }, caption?: string): MediaRecord {
  return {
    kind: 'video',
    title: video.title,
    startLabel: `Play video: ${video.title}`,
    embedUrl: videoEmbedUrl(video.id),
    caption,
  };
}
