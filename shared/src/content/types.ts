import type { IconName } from '../ui/Icon';

/**
 * The one card shape: a title with what the kind of card needs around it. Feature cards use the
 * optional parts; detail cards and service cards require more of them.
 */
export interface CardRecord {
  /** Small line above the title, e.g. a year. */
  readonly kicker?: string;
  readonly title: string;
  readonly description?: string;
  readonly icon?: IconName;
  /** Our own artwork at the top of the card (loaded when it nears the screen). */
  readonly image?: ImageRecord;
  /** Heading over the feature list, e.g. 'Typical devices'. */
  readonly featuresLabel?: string;
  readonly features?: readonly string[];
}

/**
 * An image shipped with the site (our own SVG artwork). `src` is the URL webpack gives for the
 * imported file; width and height are the artwork's intrinsic size so the space is reserved
 * before it loads. An empty alt marks decoration.
 */
export interface ImageRecord {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** Certified to a standard, trained to it, or registered under it. */
export type CertificationStanding = 'certified' | 'trained' | 'registered';

/** A certification, registration or standard we work to: shown with its status, as a badge or as a seal. */
export interface CertificationRecord {
  /** Its short name, e.g. 'AS9100D'. */
  readonly name: string;
  /** What it means for a customer; under a badge's enlarged view, its caption. */
  readonly description?: string;
  /** Where we stand with it; the kit says it in words (kitTexts.certificationStanding) and colour. */
  readonly standing?: CertificationStanding;
  /** Our own badge artwork; its alt text names the certification. */
  readonly badge?: ImageRecord;
}

/** Words someone said about working with us: a testimonial, a founder's or an employee's words. */
export interface QuoteRecord {
  readonly text: string;
  /** Who said it: a name, or for anonymous testimonials a role. */
  readonly source: string;
  /** Their position or the kind of company they work for. */
  readonly sourceDetail?: string;
}

export interface ProcessStepRecord {
  readonly title: string;
  readonly description: string;
  readonly icon?: IconName;
  /** Short points under the description. */
  readonly points?: readonly string[];
}

/** A case study: what the customer needed, what we did, and the results in figures and in their words. */
export interface CaseStudyRecord {
  readonly industry: string;
  readonly title: string;
  readonly description: string;
  /** Our own artwork for the study's card; decorative, so its alt is empty. */
  readonly image?: ImageRecord;
  readonly challenge: string;
  readonly solution: string;
  readonly results: readonly string[];
  readonly timeline: string;
  readonly metrics: readonly { readonly label: string; readonly value: string }[];
  readonly testimonial: QuoteRecord;
}

/** An entry of the company's timeline: a year and what happened, with details shown on opening it. */
export interface TimelineEntryRecord {
  readonly year: string;
  readonly title: string;
  readonly description: string;
  readonly details: readonly string[];
}

export interface StatRecord {
  readonly value: string;
  readonly label: string;
}

/** A job opening as the careers page lists it. */
export interface JobOpeningRecord {
  readonly title: string;
  readonly department: string;
  readonly location: string;
  /** Kind of employment, e.g. 'Full-time'. */
  readonly type: string;
  readonly description: string;
  readonly requirements: readonly string[];
}

/** A tolerance entry: one rated parameter and its value. */
export interface ToleranceEntryRecord {
  readonly parameter: string;
  readonly value: string;
}

/** An equipment item: a machine or cell, what it can do, and what it is used for. */
export interface EquipmentRecord {
  readonly name: string;
  readonly specs: readonly string[];
  readonly useCase: string;
}
