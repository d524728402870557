import medicalBoardArt from '../../../assets/illustrations/medical-board.svg?inline';
import type { PageRecord } from '../../page';
import { medicalCaseStudy } from '../../industries/caseStudies';
import type { CertificationRecord, CardRecord, ProcessStepRecord } from '../../types';

/**
 * Copy of the /medical page: four excellence cards, three device categories, the certifications,
 * a five-step process and a case study. It claims only what the company claims everywhere (a 100%
 * US workforce, defects under .001%, prototypes in 5-7 days), names only its eight certifications,
 * and its case-study figures are two of the company's results (99.8% first-pass yield, 98% on-time
 * delivery); the case study and its testimonial are fictitious and name no real company or person.
 */

const excellence: readonly CardRecord[] = [
  {
    title: 'ISO 13485 Quality System',
    description:
      'Medical work runs under our ISO 13485 certified quality management system, so procedures, records and reviews follow one documented standard from start to finish.',
    icon: 'shield',
    features: ['Documented, controlled procedures', 'Records kept for every build'],
  },
  {
    title: 'Full Traceability',
    description:
      'Components, lots and serial numbers are tied to each assembly, so any board can be traced back through the steps that built it.',
    icon: 'clipboard',
    features: ['Lot and serial tracking', 'Build history per assembly'],
  },
  {
    title: 'Inspection at Every Stage',
    description:
      'Solder paste inspection, automated optical inspection, X-ray for BGA parts and flying-probe testing help hold our defect rate under .001%.',
    icon: 'eye',
    features: ['SPI, AOI and X-ray', 'Flying-probe and functional test'],
  },
  {
    title: 'A Team You Can Reach',
    description:
      'Your boards are built by a 100% US workforce. You get weekly production updates and direct access to the engineers working on your device.',
    icon: 'users',
    features: ['Weekly status updates', 'Direct line to engineering'],
  },
];

const deviceCategories: readonly CardRecord[] = [
  {
    title: 'Diagnostic Devices',
    description:
      'Electronics that measure, analyze and report, where a stable signal and a consistent build from unit to unit matter most.',
    icon: 'microscope',
    featuresLabel: 'Typical devices',
    features: [
      'Laboratory analyzer control boards',
      'Point-of-care test readers',
      'Imaging system interface electronics',
      'Handheld diagnostic instruments',
    ],
  },
  {
    title: 'Therapeutic Devices',
    description:
      'Control and power electronics for equipment that delivers treatment, built to Class 3 workmanship when the application calls for it.',
    icon: 'heartPulse',
    featuresLabel: 'Typical devices',
    features: [
      'Infusion pump controller boards',
      'Electrotherapy and stimulation units',
      'Respiratory therapy equipment electronics',
      'Powered surgical handpiece controls',
    ],
  },
  {
    title: 'Monitoring Devices',
    description:
      'Compact, dependable assemblies for devices that watch over patients around the clock, in the hospital and at home.',
    icon: 'activity',
    featuresLabel: 'Typical devices',
    features: [
      'Bedside vital-sign monitors',
      'Wearable patient sensors',
      'Pulse oximetry modules',
      'Remote patient monitoring gateways',
    ],
  },
];

const certifications: readonly CertificationRecord[] = [
  {
    name: 'ISO 13485',
    standing: 'certified',
    description: 'The quality management standard for medical device manufacturing, applied to every medical build.',
  },
  {
    name: 'IPC-A-610 Class 2/3',
    standing: 'trained',
    description:
      'Operators and inspectors judge assemblies against Class 2 and high-reliability Class 3 acceptance criteria.',
  },
  {
    name: 'IPC J-STD-001',
    standing: 'trained',
    description: 'Our team is trained to the industry requirements for soldered electrical and electronic assemblies.',
  },
  {
    name: 'ITAR',
    standing: 'registered',
    description: 'Registered for controlled work, so sensitive designs and data stay with our US-only team.',
  },
  {
    name: 'AS9100D',
    standing: 'certified',
    description: 'Our aerospace quality certification adds another layer of process discipline to medical programs.',
  },
];

const process: readonly [
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
] = [
  {
    title: 'Share Your Files Under NDA',
    description:
      'We sign your NDA right away. Send your Gerbers and BOM or XML files together with any device-specific requirements.',
  },
  {
    title: 'Engineering Review and Quote',
    description:
      'Our engineers review the design for manufacturability and prepare a detailed quote with a committed delivery date; the clock starts once all parts arrive.',
  },
  {
    title: 'Prototype Build',
    description:
      'Quick-turn prototypes in 5-7 days let your team verify fit, function and performance before production is released.',
  },
  {
    title: 'Controlled, Traceable Production',
    description:
      'Production runs to IPC-A-610 Class 2 or 3 workmanship with traceability records, weekly updates and direct access to our engineers.',
  },
  {
    title: 'Test, Validate and Package',
    description:
      'Assemblies pass inspection and testing, are validated against your requirements and are packaged for safe delivery to your facility.',
  },
];

const medicalPage: PageRecord = {
  hero: {
    eyebrow: 'Medical Electronics',
    title: 'Medical Device Electronics Manufacturing',
    lead: 'We build the circuit boards, cables and assemblies inside diagnostic, therapeutic and monitoring devices under an ISO 13485 certified quality system, with every unit traceable and a 100% US workforce on the line.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    aside: { kind: 'image', image: { src: medicalBoardArt, alt: '', width: 320, height: 220 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Why OEMs choose us',
        title: 'Built for Medical-Grade Reliability',
        intro:
          'A medical device is only as dependable as the electronics inside it. These four commitments shape every medical program we run.',
      },
      blocks: [{ kind: 'cards', columns: 4, cards: excellence }],
    },
    {
      copy: {
        eyebrow: 'What we build',
        title: 'Device Categories We Support',
        intro:
          'From the lab bench to the bedside to the patient at home, our high-mix, low-to-mid-volume lines are set up for the way medical products are made.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'cards', columns: 3, cards: deviceCategories }],
    },
    {
      copy: {
        eyebrow: 'Proof, not promises',
        title: 'Certifications and Training',
        intro: 'Independent certifications and formal workmanship training stand behind each medical assembly we ship.',
      },
      blocks: [{ kind: 'certifications', layout: 'list', items: certifications }],
    },
    {
      copy: {
        eyebrow: 'How a medical program runs',
        title: 'Our Five-Step Medical Build Process',
        intro:
          'A clear path from your first files to packaged, tested assemblies, with a committed delivery date along the way.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'steps', steps: process }],
    },
    {
      copy: {
        eyebrow: 'Case study',
        title: 'Results for a Medical Device OEM',
        intro: 'How one monitoring device maker gained steady yields and dependable deliveries.',
      },
      id: 'case-study',
      blocks: [
        {
          kind: 'caseStudy',
          openLabel: 'Read Full Case Study',
          metricsLabel: 'Results in figures',
          caseStudy: medicalCaseStudy,
        },
      ],
    },
  ],
  closing: {
    copy: {
      title: 'Ready to Build Your Medical Device?',
      intro:
        'Tell us about your device, your volumes and your timeline. We will sign your NDA right away and come back with a clear, committed plan.',
    },
    actions: [
      { kind: 'contact', label: 'Start Your Medical Project' },
      { kind: 'route', label: 'Explore PCB Assembly', to: '/pcb-assembly' },
    ],
  },
};

export default medicalPage;
