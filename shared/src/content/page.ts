import type { RoutePath } from '../routes';
import type { IconName } from '../ui/Icon';
import type {
  CaseStudyRecord,
  CertificationStatusRecord,
  FeatureCardRecord,
  ImageRecord,
  ProcessStepRecord,
  StatRecord,
  TimelineEntryRecord,
  ToleranceEntryRecord,
} from './types';

/**
 * The one shape of every inner page: a hero, a list of sections and a closing call to action.
 * A page component hands its record to the kit (`ContentPage` in shared/ui), which maps each
 * block to its component, so a new page is a record and a line of JSX.
 */

/** The heading of every section: one shape for all of them. */
export interface SectionCopy {
  readonly eyebrow?: string;
  readonly title: string;
  readonly intro?: string;
}

/** Something a visitor can do from a hero, a section or the closing band. */
export type ActionRecord =
  /** Opens the shared 'Contact Us' dialog. */
  | { readonly kind: 'contact'; readonly label: string }
  /** A page of this site. */
  | { readonly kind: 'route'; readonly label: string; readonly to: RoutePath | `${RoutePath}#${string}` }
  /** Another site or a file, opened in a new tab. */
  | { readonly kind: 'external'; readonly label: string; readonly href: string; readonly icon?: IconName }
  /** A tel: or mailto: link. */
  | { readonly kind: 'call'; readonly label: string; readonly href: `tel:${string}` | `mailto:${string}`; readonly icon?: IconName };

/** A third-party frame (video or map) shown only once the visitor asks for it. */
export interface MediaRecord {
  readonly kind: 'video' | 'map';
  /** Title of the frame once loaded (read by screen readers). */
  readonly title: string;
  /** What the poster button says, e.g. 'Play video: Facility tour'. */
  readonly startLabel: string;
  readonly embedUrl: string;
  readonly caption?: string;
}

/** A card that opens a dialog with more (timeline entries, core values). */
export interface DetailCardRecord {
  /** Small line above the title, e.g. a year. */
  readonly kicker?: string;
  readonly title: string;
  readonly summary: string;
  readonly icon?: IconName;
  /** The dialog's text, one string per paragraph. */
  readonly paragraphs: readonly string[];
  readonly listTitle?: string;
  readonly list?: readonly string[];
}

export interface SealRecord {
  readonly label: string;
  readonly caption: string;
  readonly image: ImageRecord;
}

/** The blocks a section is made of; each kind is one kit component. */
export type BlockRecord =
  | { readonly kind: 'cards'; readonly columns?: 2 | 3 | 4; readonly cards: readonly FeatureCardRecord[] }
  | { readonly kind: 'stats'; readonly label: string; readonly stats: readonly StatRecord[] }
  | {
      readonly kind: 'specs';
      readonly caption: string;
      readonly columns: { readonly parameter: string; readonly value: string };
      readonly entries: readonly ToleranceEntryRecord[];
    }
  | { readonly kind: 'steps'; readonly title?: string; readonly layout?: 'row' | 'stack' | 'cards'; readonly steps: readonly ProcessStepRecord[] }
  | { readonly kind: 'certifications'; readonly items: readonly CertificationStatusRecord[] }
  | { readonly kind: 'media'; readonly media: MediaRecord }
  | { readonly kind: 'callout'; readonly icon: IconName; readonly title: string; readonly text: string; readonly action: ActionRecord }
  | { readonly kind: 'caseStudy'; readonly openLabel: string; readonly metricsLabel: string; readonly caseStudy: CaseStudyRecord }
  | { readonly kind: 'detailCards'; readonly layout: 'timeline' | 'grid'; readonly openHint: string; readonly cards: readonly DetailCardRecord[] }
  | {
      readonly kind: 'story';
      readonly paragraphs: readonly string[];
      readonly quote: { readonly text: string; readonly attribution: string };
      readonly image?: ImageRecord;
    }
  | { readonly kind: 'seals'; readonly label: string; readonly seals: readonly SealRecord[] }
  | { readonly kind: 'actions'; readonly actions: readonly ActionRecord[] };

export interface SectionRecord {
  readonly copy: SectionCopy;
  readonly tone?: 'plain' | 'tinted';
  /** Anchor for links into the page. */
  readonly id?: string;
  readonly blocks: readonly BlockRecord[];
}

export interface PageHeroRecord {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lead: string;
  readonly actions?: readonly ActionRecord[];
  /** Beside the text on wide screens: our own artwork, or key figures. */
  readonly aside?:
    | { readonly kind: 'image'; readonly image: ImageRecord }
    | { readonly kind: 'stats'; readonly label: string; readonly stats: readonly StatRecord[] };
}

/** The closing band: a last call to action. */
export interface ClosingRecord {
  readonly copy: SectionCopy;
  readonly actions: readonly ActionRecord[];
  /** A quieter link under the buttons. */
  readonly link?: ActionRecord;
}

export interface PageRecord {
  readonly hero: PageHeroRecord;
  readonly sections: readonly SectionRecord[];
  readonly closing: ClosingRecord;
}

/** Converts a timeline entry (spec §3) into the card that opens its details. */
export function timelineCard(entry: TimelineEntryRecord, listTitle: string): DetailCardRecord {
  return {
    kicker: entry.year,
    title: entry.title,
    summary: entry.description,
    paragraphs: [entry.description],
    listTitle,
    list: entry.details,
  };
}
