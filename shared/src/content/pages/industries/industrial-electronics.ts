import industrialElectronicsArt from '../../../assets/illustrations/industrial-electronics.svg?inline';
import { site } from '../../../config';
import type { PageRecord } from '../../page';
import { industrialElectronicsCaseStudy } from '../../industries/caseStudies';
import type { CertificationRecord, CardRecord, ProcessStepRecord, ToleranceEntryRecord } from '../../types';

/**
 * Copy of the /industrial-electronics page (Telecommunication in the navigation): four application
 * cards, three industry cards, the environmental tolerances, the certifications, five validation
 * steps and a case study. It claims only what the company claims everywhere (a 100% US workforce,
 * defects under .001%, prototypes in 5-7 days), inspects only with the company's methods (flying
 * probe, SPI, AOI, BGA, X-ray) and names only its eight certifications; the tolerances are the
 * company's rated ones (operating -40 to +85 C, storage -55 to +100 C, 5 to 95% RH, 5G to 50G
 * vibration, shock up to 100G, up to 5000 m), and the case-study figures two of its results (50,000+
 * units, 99.7% yield). The case study and its testimonial are fictitious and name no real company
 * or person.
 */

const applications: readonly CardRecord[] = [
  {
    title: 'Industrial Controls and PLC I/O',
    description:
      'Controller boards and I/O modules that sit in control cabinets on the factory floor and have to keep working through heat, cold and vibration.',
    icon: 'factory',
    featuresLabel: 'Typical assemblies',
    features: ['PLC digital and analog I/O modules', 'Controller and backplane boards', 'Operator panel electronics'],
  },
  {
    title: 'Motor Drives and Power Control',
    description:
      'Mixed-technology boards that combine fine-pitch control logic with heavy through-hole power parts and connectors.',
    icon: 'activity',
    featuresLabel: 'Typical assemblies',
    features: [
      'Drive control and gate-driver boards',
      'Power distribution assemblies',
      'Sensor and encoder interfaces',
    ],
  },
  {
    title: 'Telecom Network Equipment',
    description:
      'Dense, BGA-heavy boards for equipment that carries network traffic, where every hidden joint is checked by X-ray.',
    icon: 'chip',
    featuresLabel: 'Typical assemblies',
    features: [
      'Line cards and interface boards',
      'Network switch and router subassemblies',
      'Outdoor cabinet electronics',
    ],
  },
  {
    title: 'Test and Measurement',
    description:
      'Instrument electronics where a stable signal and a consistent build from one unit to the next matter as much as the design.',
    icon: 'target',
    featuresLabel: 'Typical assemblies',
    features: ['Data acquisition boards', 'Signal conditioning modules', 'Portable instrument electronics'],
  },
];

const industries: readonly CardRecord[] = [
  {
    title: 'Industrial Automation',
    description:
      'Machine builders and automation OEMs get high-mix, low-to-mid-volume production that follows their product variants and revisions.',
    icon: 'factory',
    features: ['Many variants on one schedule', 'Revision changes handled under control'],
  },
  {
    title: 'Telecommunications',
    description:
      'Network equipment makers get dense assemblies inspected with SPI, AOI and X-ray, then flying-probe and functional tested before they ship.',
    icon: 'chip',
    features: ['X-ray inspection of BGA parts', 'Functional test to your procedure'],
  },
  {
    title: 'Instrumentation',
    description:
      'Instrument makers get quick-turn prototypes in 5-7 days and a committed delivery date for each production run once all parts arrive.',
    icon: 'microscope',
    features: ['Prototypes in 5-7 days', 'Delivery date committed up front'],
  },
];

const environmentalRatings: readonly ToleranceEntryRecord[] = [
  { parameter: 'Operating temperature', value: '-40 to +85 °C' },
  { parameter: 'Storage temperature', value: '-55 to +100 °C' },
  { parameter: 'Humidity', value: '5 to 95% RH' },
  { parameter: 'Vibration', value: '5G to 50G' },
  { parameter: 'Shock', value: 'Up to 100G' },
  { parameter: 'Altitude', value: 'Up to 5000 m' },
];

const certifications: readonly CertificationRecord[] = [
  {
    name: 'IPC-A-610 Class 2/3',
    standing: 'trained',
    description:
      'Operators and inspectors judge every assembly against Class 2 or high-reliability Class 3 acceptance criteria.',
  },
  {
    name: 'IPC J-STD-001',
    standing: 'trained',
    description: 'Our team is trained to the industry requirements for soldered electrical and electronic assemblies.',
  },
  {
    name: 'AS9100D',
    standing: 'certified',
    description:
      'Our aerospace quality certification brings the same documented process discipline to industrial and telecom programs.',
  },
  {
    name: 'ITAR',
    standing: 'registered',
    description: 'Registered for controlled work, so sensitive network and control designs stay with our US-only team.',
  },
];

const validation: readonly [
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
] = [
  {
    title: 'Requirements Review Under NDA',
    description:
      'We sign your NDA right away, then review your Gerbers, BOM and the environmental ratings and acceptance class your product must meet.',
  },
  {
    title: 'Solder Paste Inspection',
    description:
      'SPI measures the paste on every board before placement, so solder defects are stopped before they are built in.',
  },
  {
    title: 'Automated Optical and X-Ray Inspection',
    description:
      'AOI checks placement and solder joints after reflow; X-ray looks under BGA and other hidden-joint parts that a camera cannot see.',
  },
  {
    title: 'Flying-Probe and Functional Test',
    description:
      'Flying-probe testing confirms the assembled circuit, and functional testing proves each board works the way your product needs it to.',
  },
  {
    title: 'Final Inspection and Packaging',
    description:
      'A last workmanship check to IPC-A-610 Class 2 or 3, then packaging for safe delivery, with weekly updates from start to finish.',
  },
];

const industrialElectronicsPage: PageRecord = {
  hero: {
    eyebrow: 'Industrial and Telecommunications',
    title: 'Industrial and Telecommunications Electronics Manufacturing',
    lead: 'We build the control boards, I/O modules and network electronics that keep factories and communication networks running, to IPC-A-610 Class 2/3 workmanship and environmental ratings from -40 to +85 °C, with a 100% US workforce on the line.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    aside: { kind: 'image', image: { src: industrialElectronicsArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'What we build',
        title: 'Applications We Build For',
        intro:
          'Our high-mix, low-to-mid-volume lines are set up for the boards and assemblies that control machines, move power and carry network traffic.',
      },
      blocks: [{ kind: 'cards', columns: 4, cards: applications }],
    },
    {
      copy: {
        eyebrow: 'Who we work with',
        title: 'Industries We Serve',
        intro: 'Three kinds of OEMs rely on us for rugged electronics built in Norcross, Georgia.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'cards', columns: 3, cards: industries }],
    },
    {
      copy: {
        eyebrow: 'Built for harsh conditions',
        title: 'Environmental Tolerances',
        intro:
          'The environmental ratings our industrial and telecommunications assemblies are built to. Tell us what your product must withstand and we confirm it in your quote.',
      },
      blocks: [
        {
          kind: 'specs',
          caption: 'Environmental ratings',
          columns: { parameter: 'Parameter', value: 'Rating' },
          entries: environmentalRatings,
        },
      ],
    },
    {
      copy: {
        eyebrow: 'Proof, not promises',
        title: 'Certifications and Training',
        intro:
          'Independent certifications and formal workmanship training stand behind each industrial and telecom assembly we ship.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'certifications', layout: 'list', items: certifications }],
    },
    {
      copy: {
        eyebrow: 'How we validate',
        title: 'Our Five-Step Validation Process',
        intro:
          'Every board passes the same inspection and test sequence, which helps hold our defect rate under .001%.',
      },
      blocks: [{ kind: 'steps', steps: validation }],
    },
    {
      copy: {
        eyebrow: 'Case study',
        title: 'Results for an Industrial Automation OEM',
        intro: 'How one automation equipment maker moved a family of I/O modules into steady volume production.',
      },
      tone: 'tinted',
      id: 'case-study',
      blocks: [
        {
          kind: 'caseStudy',
          openLabel: 'Read Full Case Study',
          metricsLabel: 'Results in figures',
          caseStudy: industrialElectronicsCaseStudy,
        },
      ],
    },
  ],
  closing: {
    copy: {
      title: 'Ready to Build Rugged Electronics?',
      intro:
        'Tell us about your product, its environment, your volumes and your timeline. We will sign your NDA right away and come back with a clear quote and a committed delivery date.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'See how we inspect and test', to: '/quality-testing' },
  },
};

export default industrialElectronicsPage;
