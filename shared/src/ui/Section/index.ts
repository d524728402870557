export { Section } from './Section';
export type { SectionProps } from './Section';
export { keepJumpsOnTarget, SKIPPED_BAND_ATTRIBUTE, BANDS_DRAWN_ATTRIBUTE } from './keepJumpsOnTarget';
