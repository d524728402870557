import type { RoutePath } from '../routes';
import type { IconName } from '../ui/Icon';
import type {
  CardRecord,
  CaseStudyRecord,
  CertificationRecord,
  ImageRecord,
  JobOpeningRecord,
  ProcessStepRecord,
  QuoteRecord,
  StatRecord,
  TimelineEntryRecord,
  ToleranceEntryRecord,
  EquipmentRecord,
} from './types';

/**
 * The one shape of every page, the home page and the portals included: a hero, a list of sections
 * and a closing band. A page component hands its record to the kit (`ContentPage` in shared/ui),
 * which maps each part to its component, so a new page is a record and a line of JSX.
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
  | {
      readonly kind: 'call';
      readonly label: string;
      readonly href: `tel:${string}` | `mailto:${string}`;
      readonly icon?: IconName;
    };

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

/** A card that opens a dialog with more (timeline entries, core values); the dialog lists the card's features. */
export interface DetailCardRecord extends CardRecord {
  readonly description: string;
  /** The dialog's text, one string per paragraph. */
  readonly paragraphs: readonly string[];
}

/** A service at a glance: what it is, its figures and capabilities, how it runs, and where to read more. */
export interface ServiceCardRecord extends CardRecord {
  readonly tagline: string;
  readonly description: string;
  readonly image: ImageRecord;
  /** What the customer gets, in a sentence. */
  readonly outcome: string;
  readonly stats: readonly StatRecord[];
  /** Its capabilities. */
  readonly features: readonly string[];
  /** The steps of a run, one short line each. */
  readonly process: readonly string[];
  /** Where the card leads, with the words of its link. */
  readonly link: LinkRecord;
}

/** Figures with a name for screen readers, and optionally where they come from. */
export interface StatGroupRecord {
  readonly label: string;
  readonly stats: readonly StatRecord[];
  readonly note?: string;
}

/** A question and its answer; `opensDocument` is the label of a button after the answer that opens the block's document. */
export interface FaqItemRecord {
  readonly question: string;
  readonly answer: string;
  readonly opensDocument?: string;
}

export interface AgreementPartyRecord {
  /** Full name as it appears in the agreement. */
  readonly name: string;
  /** How the agreement refers to the party afterwards. */
  readonly shortName: string;
  readonly description: string;
}

export interface AgreementClauseRecord {
  readonly number: number;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface AgreementSignatoryRecord {
  readonly party: string;
  readonly fields: readonly string[];
}

/** An agreement as structured text (our mutual NDA), shown in a dialog. */
export interface AgreementRecord {
  readonly title: string;
  readonly intro: string;
  readonly parties: readonly AgreementPartyRecord[];
  readonly clauses: readonly AgreementClauseRecord[];
  readonly signatureBlock: {
    readonly intro: string;
    /** Read by screen readers before each party's name, e.g. 'Signature of'. */
    readonly signatureOf: string;
    /** Read in each empty field, e.g. 'to be completed on signature'. */
    readonly blankField: string;
    readonly signatories: readonly AgreementSignatoryRecord[];
  };
}

/** A company's wordmark, named for screen readers by its image's alt. */
export interface LogoRecord {
  readonly name: string;
  readonly image: ImageRecord;
}

/** The sign-in card of a portal: there is no account system behind it, so each answer says who arranges access. */
export interface SignInRecord {
  readonly emailLabel: string;
  readonly emailPlaceholder: string;
  readonly passwordLabel: string;
  readonly passwordPlaceholder: string;
  readonly submitLabel: string;
  readonly helpLabel: string;
  /** Shown after the visitor submits. */
  readonly submittedMessage: string;
  /** Shown after the visitor presses the help button. */
  readonly helpMessage: string;
  /** Under the form: why access goes through people. */
  readonly accessNote: string;
}

/** Certification badges, each a button that opens an enlarged view with its description and a link to more. */
export interface CertificationBadgesRecord {
  readonly label: string;
  /** Accessible name of a badge's button, a whole sentence built around the certification's name. */
  readonly openLabel: (name: string) => string;
  readonly more: ActionRecord;
  readonly items: readonly CertificationRecord[];
}

/** A job opening as listed, with the link that applies for it. */
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
  readonly resultsAnnouncement: {
    readonly all: string;
    readonly none: string;
    readonly one: string;
    readonly other: string;
  };
  /** Shown instead of the cards when the chosen industry has no study yet. */
  readonly empty: {
    readonly icon: IconName;
    readonly title: string;
    readonly text: string;
    readonly action: ActionRecord;
  };
  readonly studies: readonly CaseStudyRecord[];
}

/** The blocks a section is made of; each kind is one kit component. */
export type BlockRecord =
  | { readonly kind: 'cards'; readonly columns?: 2 | 3 | 4 | 5; readonly cards: readonly CardRecord[] }
  | ({ readonly kind: 'stats' } & StatGroupRecord)
  | {
      readonly kind: 'specs';
      readonly caption: string;
      readonly columns: { readonly parameter: string; readonly value: string };
      readonly entries: readonly ToleranceEntryRecord[];
    }
  | {
      readonly kind: 'steps';
      readonly title?: string;
      readonly layout?: 'row' | 'stack' | 'cards';
      readonly steps: readonly ProcessStepRecord[];
    }
  /** 'list': names with their status; 'cards': badge cards; 'seals': small badges in a row named by `label`. */
  | {
      readonly kind: 'certifications';
      readonly layout: 'list' | 'cards' | 'seals';
      readonly label?: string;
      readonly items: readonly CertificationRecord[];
    }
  | { readonly kind: 'media'; readonly media: MediaRecord }
  | {
      readonly kind: 'callout';
      readonly icon: IconName;
      readonly title: string;
      readonly text: string;
      readonly action: ActionRecord;
    }
  | {
      readonly kind: 'caseStudy';
      readonly openLabel: string;
      readonly metricsLabel: string;
      readonly caseStudy: CaseStudyRecord;
    }
  | {
      readonly kind: 'detailCards';
      readonly layout: 'timeline' | 'grid';
      readonly openHint: string;
      readonly cards: readonly DetailCardRecord[];
    }
  | {
      readonly kind: 'story';
      readonly paragraphs: readonly string[];
      readonly quote: QuoteRecord;
      readonly image?: ImageRecord;
    }
  /** Quotes scrolling past in a loop, named by `label`. */
  | {
      readonly kind: 'quotes';
      readonly label: string;
      readonly loopSeconds: number;
      readonly quotes: readonly QuoteRecord[];
    }
  /** Wordmarks scrolling past in a loop, named by `label`. */
  | {
      readonly kind: 'logos';
      readonly label: string;
      readonly loopSeconds: number;
      readonly logos: readonly LogoRecord[];
    }
  | {
      readonly kind: 'serviceCards';
      readonly featuresLabel: string;
      readonly processLabel: string;
      /** Names a card's figures for screen readers. */
      readonly statsLabel: (serviceTitle: string) => string;
      readonly cards: readonly ServiceCardRecord[];
    }
  /** Questions that open one at a time, the first open; an answer may open the block's document. */
  | { readonly kind: 'faq'; readonly items: readonly FaqItemRecord[]; readonly document?: AgreementRecord }
  | { readonly kind: 'equipment'; readonly useCaseLabel: string; readonly items: readonly EquipmentRecord[] }
  /** Buttons centred, with an optional line under them. */
  | { readonly kind: 'actions'; readonly actions: readonly ActionRecord[]; readonly note?: string }
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
  /** 'banner': the full-width top band; 'card': a narrow card on its own (a portal's sign-in). */
  readonly layout?: 'banner' | 'card';
  /** A way back above a card, e.g. to the home page. */
  readonly back?: LinkRecord;
  /** An icon at the top of a card. */
  readonly icon?: IconName;
  readonly eyebrow?: string;
  readonly title: string;
  readonly lead: string;
  /** A short restriction shown as a tag under the lead, e.g. who the page is for. */
  readonly tag?: string;
  readonly actions?: readonly ActionRecord[];
  /** Figures under the lead, with where they come from. */
  readonly stats?: StatGroupRecord;
  readonly badges?: CertificationBadgesRecord;
  /** Beside the text on wide screens (inside a card: under it). */
  readonly aside?:
    | { readonly kind: 'image'; readonly image: ImageRecord }
    /** A click-to-play video in place of artwork. */
    | { readonly kind: 'media'; readonly media: MediaRecord }
    | ({ readonly kind: 'stats' } & StatGroupRecord)
    /** The quote form, under a heading and a note. */
    | { readonly kind: 'quoteForm'; readonly heading: string; readonly note: string }
    | ({ readonly kind: 'signIn' } & SignInRecord);
  /** When the page's text last changed (legal documents): `label` then the date, shown as 'November 23, 2026'. */
  readonly updated?: { readonly label: string; /** ISO date, e.g. '2026-11-23'. */ readonly date: string };
}

/** The closing band: a last call to action, with buttons, or with the quote form beside the text. */
export interface ClosingRecord {
  readonly copy: SectionCopy;
  readonly actions?: readonly ActionRecord[];
  /** A quieter link under the buttons. */
  readonly link?: ActionRecord;
  /** A line under the text, e.g. how the visitor's details are used. */
  readonly note?: string;
  /** The quote form beside the text, under this heading; its answers come as toasts. */
  readonly form?: { readonly heading: string };
}

export interface PageRecord {
  readonly hero: PageHeroRecord;
  readonly sections: readonly SectionRecord[];
  /** Every page ends on one, except a page that is a card on its own. */
  readonly closing?: ClosingRecord;
  /** A table of contents after the hero, linking to every section that has an `id`; the sections then read as chapters of one document. */
  readonly contents?: { readonly label: string };
}

/** Converts a timeline entry (year, title, description, details) into the card that opens its details. */
export function timelineCard(entry: TimelineEntryRecord, featuresLabel: string): DetailCardRecord {
  return {
    kicker: entry.year,
    title: entry.title,
    description: entry.description,
    paragraphs: [entry.description],
    featuresLabel,
    features: entry.details,
  };
}
