import type { CaseStudyRecord } from '../types';

/** Each industry's case study: its industry page tells it, and the /case-studies gallery shows it among the others. */
export const aerospaceDefenseCaseStudy: CaseStudyRecord = {
  industry: 'Aerospace',
  title: 'Building 15,000 Avionics Boards at 99.8% First-Pass Yield',
  description:
    'An avionics equipment maker needed an AS9100D certified, ITAR registered US partner to take a new interface board from prototype to volume production.',
  challenge:
    'The board combined fine-pitch and BGA parts on a dense layout and had to meet Class 3 workmanship. The customer’s technical data was export-controlled, so it could only go to a registered manufacturer with a US workforce, and late or reworked boards would hold up its own system builds.',
  solution:
    'We signed the NDA right away, reviewed the design for manufacturability and built quick-turn prototypes for the customer to verify. Production then ran under our AS9100D quality system through solder paste inspection, automated optical inspection, X-ray of every BGA, flying-probe testing and functional testing on the customer’s own equipment, with weekly updates and a direct line to our engineers.',
  results: [
    '15,000 boards built and delivered',
    '99.8% first-pass yield across production builds',
    'Every BGA checked by X-ray before functional test',
    'Controlled technical data handled only by our US team',
  ],
  timeline: 'Prototypes in 5-7 days, then scheduled production releases up to 15,000 boards',
  metrics: [
    { label: 'Boards delivered', value: '15,000' },
    { label: 'First-pass yield', value: '99.8%' },
    { label: 'Prototype turnaround', value: '5-7 days' },
  ],
  testimonial: {
    text: 'They took our export-controlled data seriously from the first call, and the boards came through inspection the way the prototypes did. Our engineers could always reach theirs directly.',
    source: 'Program Manager',
    sourceDetail: 'Avionics equipment manufacturer',
  },
};

export const medicalCaseStudy: CaseStudyRecord = {
  industry: 'Medical Device',
  title: 'Taking a Patient Monitor from Prototype to Steady Production',
  description:
    'A growing medical device OEM needed a US partner to move its patient monitoring boards from prototype quantities to reliable, traceable production.',
  challenge:
    'The customer’s earlier supplier had uneven solder quality on fine-pitch and BGA parts and often shipped late. Each escape meant rework that the customer’s quality team had to investigate and document, and late boards held up finished-device builds.',
  solution:
    'We began with a design-for-manufacturability review and quick-turn prototypes, then released the boards to our SMT line with solder paste inspection, automated optical inspection, X-ray of every BGA and flying-probe testing. Every assembly carries serial traceability, and the customer’s engineers receive weekly production updates with a direct line to ours.',
  results: [
    '99.8% first-pass yield across production builds',
    '98% on-time delivery against committed dates',
    'Serial traceability for every assembly shipped',
    'Weekly production updates with direct engineer access',
  ],
  timeline: 'Prototypes in 5-7 days, followed by an ongoing production program',
  metrics: [
    { label: 'First-pass yield', value: '99.8%' },
    { label: 'On-time delivery', value: '98%' },
    { label: 'Prototype turnaround', value: '5-7 days' },
  ],
  testimonial: {
    text: 'Our yields went up, our boards arrive when promised, and when a question comes up we talk straight to the engineers building our product. That is exactly what a medical program needs.',
    source: 'Director of Operations',
    sourceDetail: 'Medical device OEM',
  },
};

export const energyUtilityCaseStudy: CaseStudyRecord = {
  industry: 'Energy & Utility',
  title: 'Keeping Substation Monitoring Units Online at 99.5% Uptime',
  description:
    'A maker of substation monitoring equipment needed a US partner whose boards would keep field units reporting, and whose shipments would arrive when promised.',
  challenge:
    'The monitoring units are installed in outdoor substation cabinets and are expected to report for years without a site visit. Field returns from the customer’s earlier boards traced back to workmanship on connectors and hidden joints, and late shipments kept pushing back installation schedules.',
  solution:
    'We reviewed the design for manufacturability, built quick-turn prototypes for the customer’s field trial, and released production with solder paste inspection, automated optical inspection, X-ray of hidden joints, flying-probe testing and functional test to the customer’s procedure. Each run gets a committed delivery date once all parts arrive, and the customer’s engineers receive weekly updates with a direct line to ours.',
  results: [
    '99.5% uptime across the installed monitoring units',
    '98% of shipments delivered on time',
    'A committed delivery date for every production run',
    'Weekly production updates with direct engineer access',
  ],
  timeline: 'Prototypes in 5-7 days for the field trial, followed by an ongoing production program',
  metrics: [
    { label: 'Field uptime', value: '99.5%' },
    { label: 'On-time delivery', value: '98%' },
    { label: 'Prototype turnaround', value: '5-7 days' },
  ],
  testimonial: {
    text: 'Our units stay online and our crews install on the dates we planned. When a question comes up, we reach the engineers who build the boards the same day.',
    source: 'Director of Operations',
    sourceDetail: 'Utility monitoring equipment maker',
  },
};

export const industrialElectronicsCaseStudy: CaseStudyRecord = {
  industry: 'Industrial Automation',
  title: 'Scaling a Rugged PLC I/O Module to 50,000+ Units',
  description:
    'An industrial automation OEM needed a US partner to take a family of PLC I/O modules from prototype to dependable volume production.',
  challenge:
    'The modules mix fine-pitch control parts with through-hole terminal blocks and connectors, come in several variants, and go into control cabinets that see wide temperature swings and constant vibration. The customer’s earlier builds showed uneven solder joints on connector pins, and shipping dates kept moving.',
  solution:
    'We started with a design-for-manufacturability review and quick-turn prototypes, then released each variant to production with solder paste inspection, automated optical inspection, X-ray of hidden joints, flying-probe testing and functional test to the customer’s procedure. Every run gets a committed delivery date once all parts arrive, and the customer’s engineers receive weekly updates with a direct line to ours.',
  results: [
    '50,000+ units delivered across the module family',
    '99.7% yield across production builds',
    'A committed delivery date for every production run',
    'Weekly production updates with direct engineer access',
  ],
  timeline: 'Prototypes in 5-7 days, followed by an ongoing production program',
  metrics: [
    { label: 'Units delivered', value: '50,000+' },
    { label: 'Production yield', value: '99.7%' },
    { label: 'Prototype turnaround', value: '5-7 days' },
  ],
  testimonial: {
    text: 'Every variant now ships on the date we were given, and the yield has stayed where it is. When something needs a decision, we talk to the engineers who build our modules.',
    source: 'Vice President of Engineering',
    sourceDetail: 'Industrial automation equipment maker',
  },
};
