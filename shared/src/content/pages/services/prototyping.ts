import prototypingArt from '../../../assets/illustrations/prototyping.svg?inline';
import { site } from '../../../config';
import type { PageRecord } from '../../page';
import type { CardRecord, ProcessStepRecord, StatRecord } from '../../types';

/**
 * All copy of the /prototyping page. Its figures are the company's own and no others: 500+
 * prototypes a year, 5-7 days (3 days express), 95% first-pass success, 10-500 units a batch,
 * 2-4 iterations, up to 20+ layers, a 45,000 sq ft facility.
 */

const benefits: readonly CardRecord[] = [
  {
    title: 'Fast Turnaround',
    icon: 'clock',
    description:
      'Quick-turn prototypes ship in 5-7 days, and a 3-day express option is there when a review date or a trade show will not move.',
  },
  {
    title: 'Production-Grade Builds',
    icon: 'award',
    description:
      'Prototypes are assembled on the same lines, to the same IPC-A-610 workmanship and with the same inspection as our production boards, so test results carry over.',
  },
  {
    title: 'Engineering Feedback',
    icon: 'lightbulb',
    description:
      'Our engineers review your design for manufacturability before the build and tell you what they saw after it, directly and in plain terms.',
  },
  {
    title: 'A Clear Path to Volume',
    icon: 'factory',
    description:
      'When the design is ready, the same team moves it into production in the same facility. No new supplier to qualify, no files to hand over twice.',
  },
];

const services: readonly CardRecord[] = [
  {
    title: 'Quick-Turn Prototypes',
    icon: 'clock',
    description:
      'Assembled, inspected boards in 5-7 days from the day all parts are here, for first builds and design checks.',
    features: ['SMT, through-hole and mixed assembly', 'Up to 20+ layer boards'],
  },
  {
    title: 'Express Builds',
    icon: 'truck',
    description:
      'A 3-day express option for the builds that cannot wait, with the same inspection as every other board.',
    features: ['3-day turnaround', 'Delivery date committed at quoting'],
  },
  {
    title: 'Small-Batch Runs',
    icon: 'chip',
    description:
      'Runs of 10 to 500 units for field trials, certification testing, pilot customers or a first market launch.',
    features: ['10-500 units per batch', 'Built to IPC-A-610 Class 2 or Class 3'],
  },
  {
    title: 'Design Iteration Support',
    icon: 'refresh',
    description:
      'Most designs go through 2 to 4 iterations before production. We build each revision, note what changed and feed back what we learned on the line.',
    features: ['Design-for-manufacturability review', 'Direct access to our engineers'],
  },
];

const keyFigures: readonly StatRecord[] = [
  { value: '500+', label: 'prototypes per year' },
  { value: '5-7 days', label: 'turnaround' },
  { value: '95%', label: 'first-pass success' },
];

const buildOptions: readonly StatRecord[] = [
  { value: '3-day', label: 'express option' },
  { value: '10-500', label: 'units per small batch' },
  { value: '2-4', label: 'typical design iterations' },
  { value: 'Up to 20+', label: 'board layers' },
  { value: '45,000 sq ft', label: 'facility' },
];

const journey: readonly ProcessStepRecord[] = [
  {
    title: 'Share Your Files',
    icon: 'document',
    description: 'Send your Gerbers and a BOM or XML file. We sign your NDA right away.',
  },
  {
    title: 'Review and Quote',
    icon: 'lightbulb',
    description:
      'Our engineers check the design for manufacturability and quote a committed delivery date, counted from the day all parts arrive.',
  },
  {
    title: 'Build the Prototype',
    icon: 'clock',
    description: 'Quick-turn in 5-7 days, or in 3 days with the express option, inspected like any production board.',
  },
  {
    title: 'Test and Refine',
    icon: 'microscope',
    description:
      'You test, we share what we found on the line, and the next revision goes into build. Most designs need 2 to 4 rounds.',
  },
  {
    title: 'Pilot Batch',
    icon: 'chip',
    description: 'A small batch of 10 to 500 units proves the design and the process together before volumes grow.',
  },
  {
    title: 'Production',
    icon: 'factory',
    description:
      'The same team takes the design into production, with weekly updates and direct access to our engineers.',
  },
];

const prototypingPage: PageRecord = {
  hero: {
    eyebrow: 'Rapid Prototyping',
    title: 'Rapid PCB Prototyping',
    lead: 'Quick-turn prototypes in 5-7 days, a 3-day express option and small batches of 10 to 500 units, built by a 100% US workforce in Norcross, Georgia, and ready to move straight into production.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    aside: { kind: 'image', image: { src: prototypingArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Why prototype with us',
        title: 'Prototypes You Can Trust',
        intro:
          'A prototype is only useful if it behaves like the product will. Ours are built the way your production boards will be.',
      },
      blocks: [{ kind: 'cards', columns: 4, cards: benefits }],
    },
    {
      copy: {
        eyebrow: 'Services',
        title: 'Four Ways to Get Your Prototypes Built',
        intro: 'Pick the speed and quantity your schedule needs; the quality of the build stays the same.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'cards', columns: 4, cards: services }],
    },
    {
      copy: {
        eyebrow: 'Capabilities',
        title: 'Prototyping by the Numbers',
        intro: 'What our prototyping work looks like in a year, and the options you can build on.',
      },
      blocks: [
        { kind: 'stats', label: 'Prototyping in figures', stats: keyFigures },
        { kind: 'stats', label: 'Build options and limits', stats: buildOptions },
      ],
    },
    {
      copy: {
        eyebrow: 'From first board to volume',
        title: 'Your Prototype-to-Production Journey',
        intro: 'Six steps, one team, one facility: nothing is handed over between prototype and production.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'steps', layout: 'cards', steps: journey }],
    },
  ],
  closing: {
    copy: {
      eyebrow: 'Start your prototype',
      title: 'Ready to Build Your Prototype?',
      intro: 'Send us your files and your date. A real person will reply with a quote and a committed delivery date.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'Explore PCB Assembly', to: '/pcb-assembly' },
  },
};

export default prototypingPage;
