import type { IconName } from '../ui/Icon';

/** Card with a title, a description and an optional icon and feature list (spec §3 feature card). */
export interface FeatureCardRecord {
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

/** Certification as shown on industry pages (spec §3). */
export interface CertificationStatusRecord {
  readonly name: string;
  readonly status: 'Certified' | 'Trained' | 'Registered';
  readonly description?: string;
}

export interface ProcessStepRecord {
  readonly title: string;
  readonly description: string;
  readonly icon?: IconName;
  /** Short points under the description. */
  readonly points?: readonly string[];
}

/** Case study (spec §3). */
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
  readonly testimonial: { readonly quote: string; readonly author: string; readonly position: string };
}

/** Timeline entry (spec §3). */
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

/** Job opening (spec §3). */
export interface JobOpeningRecord {
  readonly title: string;
  readonly department: string;
  readonly location: string;
  /** Kind of employment, e.g. 'Full-time'. */
  readonly type: string;
  readonly description: string;
  readonly requirements: readonly string[];
}

/** Tolerance entry (spec §3): one rated parameter and its value. */
export interface ToleranceEntryRecord {
  readonly parameter: string;
  readonly value: string;
}

/** Equipment item (spec §3): a machine or cell, what it can do, and what it is used for. */
export interface EquipmentRecord {
  readonly name: string;
  readonly specs: readonly string[];
  readonly useCase: string;
}
