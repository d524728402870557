import type { ActionRecord, LinkRecord } from '../page';
import type { IconName } from '../../ui/Icon';
import type { FeatureCardRecord, ImageRecord, StatRecord } from '../types';

export type SvgImageRecord = ImageRecord;

/** Every certification we have badge artwork for (spec §1). */
export type HomeCertificationId =
  | 'as9100d'
  | 'iso13485'
  | 'itar'
  | 'ul'
  | 'wbenc'
  | 'ipc-a-610'
  | 'j-std-001'
  | 'gmsdc';

/* ----------------------------------------------------------------- hero -- */

/** A certification badge in the hero; choosing it opens an enlarged view. */
export interface HomeHeroBadgeRecord {
  readonly id: HomeCertificationId;
  /** Short name, e.g. 'AS9100D'; used for the button's accessible name. */
  readonly name: string;
  readonly image: SvgImageRecord;
  /** Caption under the enlarged badge in the dialog. */
  readonly caption: string;
}

export interface HomeHeroRecord {
  readonly eyebrow: string;
  readonly headline: string;
  readonly lead: string;
  readonly image: SvgImageRecord;
  /** Names the list of claims for screen readers. */
  readonly claimsLabel: string;
  readonly claims: readonly StatRecord[];
  /** Where the satisfaction figure comes from. */
  readonly claimsNote: string;
  readonly formHeading: string;
  readonly formNote: string;
  readonly badgesLabel: string;
  /** Accessible name of a badge's button, a whole sentence built around the badge's name. */
  readonly badgeOpenLabel: (badgeName: string) => string;
  readonly badges: readonly HomeHeroBadgeRecord[];
  /** Under an enlarged badge: to the page that explains every certification. */
  readonly badgeMore: ActionRecord;
}

/* ------------------------------------------------------ customer logos -- */

export interface HomeCustomerLogoRecord {
  readonly name: string;
  readonly logo: SvgImageRecord;
}

export interface HomeCustomerLogosRecord {
  readonly title: string;
  readonly intro: string;
  readonly logos: readonly HomeCustomerLogoRecord[];
}

/* ------------------------------------------------------------ services -- */

/** Service card, with exactly the fields of spec §3. */
export interface HomeServiceCardRecord {
  readonly title: string;
  readonly tagline: string;
  readonly outcome: string;
  readonly description: string;
  readonly process: readonly string[];
  readonly image: SvgImageRecord;
  readonly keyStats: readonly StatRecord[];
  readonly capabilities: readonly string[];
  /** Where the card leads, with the words of its link. */
  readonly link: LinkRecord;
}

/** Heading and shared labels of the services grid. */
export interface HomeServicesSectionRecord {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly processLabel: string;
  readonly capabilitiesLabel: string;
  /** Names a card's list of key figures for screen readers. */
  readonly keyStatsLabel: (serviceTitle: string) => string;
}

/* -------------------------------------------------------- testimonials -- */

/** Testimonial (spec §3: quote, role, company type). Fictitious and anonymous. */
export interface HomeTestimonialRecord {
  readonly quote: string;
  readonly role: string;
  readonly companyType: string;
}

export interface HomeTestimonialsRecord {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  /** One full loop of the scrolling carousel (spec §2). */
  readonly loopSeconds: number;
  readonly items: readonly HomeTestimonialRecord[];
}

export type HomeDifferentiatorTitle =
  | 'Transparent Reporting'
  | 'Unbeatable Communication'
  | 'Lifelong Partnerships';

/** Feature card with a required icon and one of the three fixed titles. */
export interface HomeDifferentiatorRecord extends FeatureCardRecord {
  readonly title: HomeDifferentiatorTitle;
  readonly icon: IconName;
}

/* -------------------------------------------------------- how it works -- */

export interface HomeHowItWorksStepRecord {
  readonly step: 1 | 2 | 3;
  readonly title: string;
  readonly description: string;
  readonly points: readonly string[];
  readonly icon: IconName;
}

export interface HomeHowItWorksRecord {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly steps: readonly [HomeHowItWorksStepRecord, HomeHowItWorksStepRecord, HomeHowItWorksStepRecord];
  readonly ctaLabel: 'Contact Us';
  readonly ctaNote: string;
}

/* ------------------------------------------------------- certifications -- */

/** Certification card (spec §3: image, title, description). */
export interface HomeCertificationCardRecord {
  readonly id: HomeCertificationId;
  readonly image: SvgImageRecord;
  readonly title: string;
  readonly description: string;
}

export interface HomeCertificationsRecord {
  /** Anchor other pages link to (`/#proof`). */
  readonly anchorId: 'proof';
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly cards: readonly HomeCertificationCardRecord[];
  /** To the page that explains each certification. */
  readonly more: ActionRecord;
}

/* ----------------------------------------------------------------- FAQ -- */

interface HomeFaqItemBase {
  readonly question: string;
  readonly answer: string;
}

/** A plain FAQ item (spec §3: question, answer). */
export interface HomeFaqPlainItemRecord extends HomeFaqItemBase {
  readonly showsNda?: undefined;
  readonly ndaLinkLabel?: undefined;
}

/**
 * The one FAQ item whose answer offers to show our mutual NDA. Its answer ends in a
 * sentence the UI follows with a button labelled `ndaLinkLabel`, which opens the
 * agreement viewer.
 */
export interface HomeFaqNdaItemRecord extends HomeFaqItemBase {
  readonly showsNda: true;
  readonly ndaLinkLabel: string;
}

export type HomeFaqItemRecord = HomeFaqPlainItemRecord | HomeFaqNdaItemRecord;

export interface HomeFaqRecord {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly items: readonly HomeFaqItemRecord[];
}

/* ----------------------------------------------------------------- NDA -- */

export interface NdaPartyRecord {
  /** Full name as it appears in the agreement. */
  readonly name: string;
  /** How the agreement refers to the party afterwards. */
  readonly shortName: string;
  readonly description: string;
}

export interface NdaClauseRecord {
  readonly number: number;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface NdaSignatoryRecord {
  readonly party: string;
  readonly fields: readonly string[];
}

export interface NdaSignatureBlockRecord {
  readonly intro: string;
  readonly signatories: readonly [NdaSignatoryRecord, NdaSignatoryRecord];
}

/** A complete mutual non-disclosure agreement, as structured text. */
export interface MutualNdaRecord {
  readonly title: string;
  readonly intro: string;
  readonly parties: readonly [NdaPartyRecord, NdaPartyRecord];
  readonly clauses: readonly NdaClauseRecord[];
  readonly signatureBlock: NdaSignatureBlockRecord;
}

/* ------------------------------------------------------------- closing -- */

export interface HomeClosingRecord {
  readonly title: string;
  readonly lead: string;
  readonly note: string;
  readonly formHeading: string;
}

/* ---------------------------------------------------------------- page -- */

/** The whole home page: one record, read by the shell's Home component. */
export interface HomePageRecord {
  readonly hero: HomeHeroRecord;
  readonly sections: {
    readonly customerLogos: HomeCustomerLogosRecord;
    readonly services: HomeServicesSectionRecord & { readonly cards: readonly HomeServiceCardRecord[] };
    readonly testimonials: HomeTestimonialsRecord & {
      readonly differentiators: readonly [HomeDifferentiatorRecord, HomeDifferentiatorRecord, HomeDifferentiatorRecord];
    };
    readonly howItWorks: HomeHowItWorksRecord;
    readonly certifications: HomeCertificationsRecord;
    readonly faq: HomeFaqRecord & { readonly nda: MutualNdaRecord };
  };
  readonly closing: HomeClosingRecord;
}
