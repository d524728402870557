import type { RoutePath } from '../routes';
import type { IconName } from '../ui/Icon';
import type {
  CaseStudyRecord,
  CertificationStatusRecord,
  FeatureCardRecord,
  ImageRecord,
  JobOpeningRecord,
  ProcessStepRecord,
  StatRecord,
  TimelineEntryRecord,
  ToleranceEntryRecord,
  EquipmentRecord,
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

/** A link: to a page of this site, or to another site in a new tab. Navigation and cards use this one shape. */
export type LinkRecord = Extract<ActionRecord, { kind: 'route' | 'external' }>;

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

/** A job opening (spec §3) as listed, with the link that applies for it. */
export interface JobListingRecord {
  readonly opening: JobOpeningRecord;
  /** `label` is shown; `name` is what screen readers hear and names the position, e.g. 'Apply Now: SMT Assembly Technician'. */
  readonly apply: { readonly label: string; readonly name: string; readonly href: `mailto:${string}` };
}

/** The words a job opening card shows beside the record's values. */
export interface JobOpeningLabels {
  readonly department: string;
  readonly location: string;
  readonly type: string;
  readonly requirements: string;
}

/** How to reach an office: where it is, how to call or write, when it is open, and what to do next. */
export interface ContactDetailsRecord {
  readonly title: string;
  readonly address: { readonly label: string; readonly lines: readonly string[] };
  readonly phone: { readonly label: string; readonly display: string; readonly href: `tel:${string}` };
  readonly email: { readonly label: string; readonly display: string; readonly href: `mailto:${string}` };
  readonly hours: { readonly label: string; readonly lines: readonly string[] };
  readonly actions?: readonly ActionRecord[];
}

/**
 * Case studies as cards, filtered by industry (the filter is kept in the URL query). In the announcement texts,
 * `{count}` is the number of studies shown and `{filter}` the chosen industry's label.
 */
export interface CaseStudyGalleryRecord {
  /** Names the group of filter buttons. */
  readonly filterLabel: string;
  /** The button that shows every study. */
  readonly allLabel: string;
  /** The industries to filter by, in button order; each matches a study's `industry` exactly. */
  readonly filters: readonly string[];
  /** Laid over each card's artwork; also tells screen readers why the card's button is disabled. */
  readonly comingSoonLabel: string;
  /** Each card's disabled button, e.g. 'View Full Case Study'. */
  readonly viewLabel: string;
  /** Heading over the results a card shows. */
  readonly keyResultsLabel: string;
  /** Names each card's timeline. */
  readonly timelineLabel: string;
  /** What the live region says: with every study shown (`all`), or for an industry with no, one or more studies. */
  readonly resultsAnnouncement: { readonly all: string; readonly none: string; readonly one: string; readonly other: string };
  /** Shown instead of the cards when the chosen industry has no study yet. */
  readonly empty: { readonly icon: IconName; readonly title: string; readonly text: string; readonly action: ActionRecord };
  readonly studies: readonly CaseStudyRecord[];
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
  | { readonly kind: 'equipment'; readonly useCaseLabel: string; readonly items: readonly EquipmentRecord[] }
  | { readonly kind: 'actions'; readonly actions: readonly ActionRecord[] }
  /** Running text: paragraphs, then an optional bulleted list (legal documents). */
  | { readonly kind: 'prose'; readonly paragraphs: readonly string[]; readonly list?: readonly string[] }
  | { readonly kind: 'jobOpenings'; readonly labels: JobOpeningLabels; readonly listings: readonly JobListingRecord[] }
  | { readonly kind: 'contactDetails'; readonly details: ContactDetailsRecord }
  | ({ readonly kind: 'caseStudyGallery' } & CaseStudyGalleryRecord);

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
    /** A click-to-play video in place of artwork. */
    | { readonly kind: 'media'; readonly media: MediaRecord }
    | { readonly kind: 'stats'; readonly label: string; readonly stats: readonly StatRecord[] };
  /** When the page's text last changed (legal documents): `label` then the date, shown as 'November 23, 2026'. */
  readonly updated?: { readonly label: string; /** ISO date, e.g. '2026-11-23'. */ readonly date: string };
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
  /** A table of contents after the hero, linking to every section that has an `id`; the sections then read as chapters of one document. */
  readonly contents?: { readonly label: string };
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
