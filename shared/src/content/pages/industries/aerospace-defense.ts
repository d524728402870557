import aerospaceDefenseArt from '../../../assets/illustrations/aerospace-defense.svg?inline';
import { site } from '../../../config';
import type { PageRecord } from '../../page';
import { aerospaceDefenseCaseStudy } from '../../industries/caseStudies';
import type { CertificationRecord, CardRecord, ProcessStepRecord } from '../../types';

/**
 * Copy of the /aerospace-defense page: four application cards, three sector cards, the
 * certifications, five inspection steps and a case study. It claims only what the company claims
 * everywhere (a 100% US workforce, defects under .001%, prototypes in 5-7 days), inspects only with
 * the company's methods (flying probe, SPI, AOI, BGA, X-ray), names only its eight certifications,
 * and its case-study figures are two of the company's results (15,000 boards, 99.8% first-pass
 * yield); the case study and its testimonial are fictitious and name no real company or person.
 * This page has no Contact Us button: its actions are page links and a phone call only.
 */

const applications: readonly CardRecord[] = [
  {
    title: 'Avionics',
    description:
      'Circuit boards for cockpit and cabin electronics, where a dense, mixed-technology layout has to be built the same way on every unit.',
    icon: 'chip',
    featuresLabel: 'Typical assemblies',
    features: ['Display and instrument interface boards', 'Data and I/O interface cards', 'Power distribution boards'],
  },
  {
    title: 'Flight Control',
    description:
      'Control and sensor electronics built to IPC-A-610 Class 3 workmanship when your program calls for high-reliability acceptance criteria.',
    icon: 'target',
    featuresLabel: 'Typical assemblies',
    features: [
      'Actuator and servo control boards',
      'Sensor conditioning boards',
      'Controller backplanes and harnesses',
    ],
  },
  {
    title: 'Communications and Radar',
    description:
      'Signal and processing boards with fine-pitch and BGA parts, each BGA checked by X-ray because its solder joints cannot be seen from above.',
    icon: 'activity',
    featuresLabel: 'Typical assemblies',
    features: ['RF and signal processing boards', 'Radio and data link electronics', 'Antenna control electronics'],
  },
  {
    title: 'Ground Support Equipment',
    description:
      'Boards, cable assemblies and complete box builds for the test, maintenance and support equipment that keeps aircraft and systems ready.',
    icon: 'factory',
    featuresLabel: 'Typical assemblies',
    features: ['Test and diagnostic equipment', 'Power and control units', 'Custom cables and wire harnesses'],
  },
];

const sectors: readonly CardRecord[] = [
  {
    title: 'Commercial Aviation',
    description:
      'Electronics for commercial aircraft programs, built under our AS9100D certified quality management system with records kept for every build.',
    icon: 'award',
  },
  {
    title: 'Defense',
    description:
      'Defense electronics built by a 100% US workforce at an ITAR registered facility, with your NDA signed before any files change hands.',
    icon: 'shield',
  },
  {
    title: 'Space',
    description:
      'Assemblies for space programs built to Class 3 workmanship where specified, with the same inspection sequence and documentation as every other aerospace build.',
    icon: 'gem',
  },
];

const certifications: readonly CertificationRecord[] = [
  {
    name: 'AS9100D',
    standing: 'certified',
    description:
      'The quality management standard for aviation, space and defense manufacturing, applied to every aerospace build.',
  },
  {
    name: 'ITAR',
    standing: 'registered',
    description: 'Registered for defense articles and technical data, which stay with our US-only team.',
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
];

const inspectionSteps: readonly [
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
] = [
  {
    title: 'Solder Paste Inspection',
    description:
      'Paste deposits are measured right after printing, before any part is placed, so a printing fault never reaches reflow.',
  },
  {
    title: 'Automated Optical Inspection',
    description:
      'After reflow, cameras compare each board with its expected image and flag missing, shifted or reversed parts and visible solder faults.',
  },
  {
    title: 'X-ray and BGA Inspection',
    description:
      'X-ray shows the solder under BGA and other bottom-terminated packages, where voids, bridges and missing balls hide.',
  },
  {
    title: 'Flying-Probe Testing',
    description:
      'Moving probes check the assembled circuit for opens, shorts and wrong or missing components, with no fixture to build.',
  },
  {
    title: 'Functional Testing',
    description:
      'We power up each assembly and run your test procedure on the equipment you provide before the board is packaged and shipped.',
  },
];

const aerospaceDefensePage: PageRecord = {
  hero: {
    eyebrow: 'Aerospace and Defense',
    title: 'Aerospace and Defense Electronics Manufacturing',
    lead: 'We build circuit boards, cable assemblies and box builds for aviation, defense and space programs: AS9100D certified, ITAR registered and assembled by a 100% US workforce in Norcross, Georgia.',
    actions: [
      { kind: 'route', label: 'Explore PCB Assembly', to: '/pcb-assembly' },
      { kind: 'route', label: 'See Our Quality Testing', to: '/quality-testing' },
    ],
    aside: { kind: 'image', image: { src: aerospaceDefenseArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'What we build',
        title: 'Aerospace Applications We Support',
        intro:
          'Our high-mix, low-to-mid-volume lines suit the way aerospace electronics are made: many part numbers, modest quantities and no room for a bad joint.',
      },
      blocks: [{ kind: 'cards', columns: 4, cards: applications }],
    },
    {
      copy: {
        eyebrow: 'Who we build for',
        title: 'Sectors We Serve',
        intro:
          'One quality system and one inspection sequence, whichever part of the industry your program belongs to.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'cards', columns: 3, cards: sectors }],
    },
    {
      copy: {
        eyebrow: 'Proof, not promises',
        title: 'Certifications and Registrations',
        intro:
          'Independent certification, government registration and formal workmanship training stand behind each aerospace assembly we ship.',
      },
      blocks: [{ kind: 'certifications', layout: 'list', items: certifications }],
    },
    {
      copy: {
        eyebrow: 'How every board is checked',
        title: 'Our Five-Stage Inspection Process',
        intro: 'Each check follows the step it guards, which is how we hold our defect rate under .001%.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'steps', steps: inspectionSteps }],
    },
    {
      copy: {
        eyebrow: 'Case study',
        title: 'Results for an Avionics Program',
        intro: 'How one avionics equipment maker moved a new board from prototype to 15,000 production units.',
      },
      id: 'case-study',
      blocks: [
        {
          kind: 'caseStudy',
          openLabel: 'Read Full Case Study',
          metricsLabel: 'Results in figures',
          caseStudy: aerospaceDefenseCaseStudy,
        },
      ],
    },
  ],
  closing: {
    copy: {
      title: 'Talk to Our Aerospace Team',
      intro:
        'Call us to discuss your program, your volumes and your requirements. We sign your NDA right away and commit to a delivery date once all parts arrive.',
    },
    actions: [
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
      { kind: 'route', label: 'Start With a Prototype', to: '/prototyping' },
    ],
  },
};

export default aerospaceDefensePage;
