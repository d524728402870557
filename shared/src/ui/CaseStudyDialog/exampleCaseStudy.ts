import type { CaseStudyRecord } from '../../content/types';

/** A made-up study for the kit's examples and tests (pages use the records in shared/content). */
export const exampleCaseStudy: CaseStudyRecord = {
  industry: 'Medical Device',
  title: 'Patient monitor boards at 99.8% first-pass yield',
  description: 'A monitoring OEM moved its main board to us.',
  challenge: 'Yield problems and late deliveries at the previous supplier.',
  solution: 'Stencil redesign, SPI and AOI on every board, weekly reviews.',
  results: ['99.8% first-pass yield', '98% on-time delivery'],
  timeline: 'Twelve weeks from files to first production lot',
  metrics: [
    { label: 'first-pass yield', value: '99.8%' },
    { label: 'on-time delivery', value: '98%' },
  ],
  testimonial: {
    text: 'They answered every question the same day.',
    source: 'Director of Operations',
    sourceDetail: 'Patient monitoring OEM',
  },
};
