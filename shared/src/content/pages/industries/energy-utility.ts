import energyUtilityArt from '../../../assets/illustrations/energy-utility.svg?inline';
import { site } from '../../../config';
import type { PageRecord } from '../../page';
import { energyUtilityCaseStudy } from '../../industries/caseStudies';
import type { CardRecord, ProcessStepRecord } from '../../types';

/**
 * Copy of the /energy-utility page: four solution cards, three sector cards, the standards and
 * quality lists, five inspection steps and a case study. It claims only what the company claims
 * everywhere (a 100% US workforce, defects under .001%, prototypes in 5-7 days), inspects only with
 * the company's methods (flying probe, SPI, AOI, BGA, X-ray), names only its eight certifications,
 * and its case-study figures are two of the company's results (99.5% uptime, 98% on-time delivery);
 * the case study and its testimonial are fictitious and name no real company or person.
 */

const solutions: readonly CardRecord[] = [
  {
    title: 'Grid Protection and Control',
    description:
      'Relay, controller and communication boards for substations and distribution equipment, where a failed board can take a circuit offline.',
    icon: 'shield',
    featuresLabel: 'Typical assemblies',
    features: ['Protection relay boards', 'Substation controller modules', 'Feeder automation electronics'],
  },
  {
    title: 'Metering and Monitoring',
    description:
      'Meter electronics and remote monitoring units that are installed once and expected to report reliably for many years.',
    icon: 'activity',
    featuresLabel: 'Typical assemblies',
    features: ['Smart meter boards', 'Remote telemetry units', 'Sensor interface modules'],
  },
  {
    title: 'Power Conversion',
    description:
      'Mixed-technology boards that pair fine-pitch control logic with heavy through-hole power parts, terminals and connectors.',
    icon: 'chip',
    featuresLabel: 'Typical assemblies',
    features: ['Inverter control boards', 'Charger and converter electronics', 'Gate-driver boards'],
  },
  {
    title: 'Renewable and Storage Controls',
    description:
      'Control and supervision electronics for solar, wind and battery installations that sit outdoors in cabinets and enclosures.',
    icon: 'lightbulb',
    featuresLabel: 'Typical assemblies',
    features: ['Battery management boards', 'Tracker and turbine controllers', 'Site supervision electronics'],
  },
];

const sectors: readonly CardRecord[] = [
  {
    title: 'Electric Utilities',
    description:
      'Equipment makers serving utilities get documented, repeatable builds and a committed delivery date for every run once all parts arrive.',
    icon: 'factory',
    features: ['Delivery date committed up front', 'Weekly production updates'],
  },
  {
    title: 'Renewable Energy',
    description:
      'Solar, wind and storage OEMs get quick-turn prototypes in 5-7 days and a clear path from the first boards into production.',
    icon: 'lightbulb',
    features: ['Prototypes in 5-7 days', 'High-mix, low-to-mid-volume runs'],
  },
  {
    title: 'Water and Gas Utilities',
    description:
      'Makers of metering, pumping and pipeline monitoring equipment get boards inspected and tested before they leave our Georgia plant.',
    icon: 'eye',
    features: ['Functional test to your procedure', 'Direct access to our engineers'],
  },
];

const standards: readonly CardRecord[] = [
  {
    title: 'Standards We Build To',
    description: 'The workmanship standards and certified quality systems behind every energy and utility assembly.',
    icon: 'award',
    featuresLabel: 'Standards and certifications',
    features: [
      'IPC-A-610 Class 2/3 workmanship',
      'IPC J-STD-001 soldering requirements',
      'UL compliant production',
      'AS9100D certified quality system',
      'ISO 13485 certified quality system',
    ],
  },
  {
    title: 'Quality Controls on Every Build',
    description: 'The checks each board passes before it is packed, which help hold our defect rate under .001%.',
    icon: 'check',
    featuresLabel: 'Inspection and test',
    features: [
      'Solder paste inspection (SPI)',
      'Automated optical inspection (AOI)',
      'X-ray inspection of BGA and hidden joints',
      'Flying-probe testing',
      'Functional testing',
    ],
  },
];

const inspection: readonly [
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
  ProcessStepRecord,
] = [
  {
    title: 'File Review Under NDA',
    description:
      'We sign your NDA right away, then review your Gerbers, BOM and the acceptance class and service conditions your equipment must meet.',
  },
  {
    title: 'Solder Paste Inspection',
    description:
      'SPI measures the paste on every board before placement, so a solder defect is caught before it is built in.',
  },
  {
    title: 'Automated Optical Inspection',
    description: 'AOI checks part placement, polarity and solder joints on every board after reflow.',
  },
  {
    title: 'X-Ray and Flying-Probe Testing',
    description:
      'X-ray looks under BGA and other hidden-joint parts; flying-probe testing confirms the assembled circuit without a custom fixture.',
  },
  {
    title: 'Functional Test and Final Inspection',
    description:
      'Each board is tested the way your equipment uses it, then inspected to IPC-A-610 Class 2 or 3 and packed for delivery.',
  },
];

const energyUtilityPage: PageRecord = {
  hero: {
    eyebrow: 'Energy and Utility',
    title: 'Energy and Utility Electronics Manufacturing',
    lead: 'We build the control, metering and power conversion electronics that keep grids, utilities and renewable sites running, inspected at every stage and assembled by a 100% US workforce in Norcross, Georgia.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    aside: { kind: 'image', image: { src: energyUtilityArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'What we build',
        title: 'Energy Solutions We Build',
        intro:
          'Our high-mix, low-to-mid-volume lines are set up for electronics that protect, measure, convert and store power.',
      },
      blocks: [{ kind: 'cards', columns: 4, cards: solutions }],
    },
    {
      copy: {
        eyebrow: 'Who we work with',
        title: 'Sectors We Serve',
        intro: 'Three kinds of equipment makers rely on us for electronics with long service lives.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'cards', columns: 3, cards: sectors }],
    },
    {
      copy: {
        eyebrow: 'Standards and quality',
        title: 'Standards and Quality',
        intro: 'What your energy and utility assemblies are built to, and how each one is checked.',
      },
      blocks: [{ kind: 'cards', columns: 2, cards: standards }],
    },
    {
      copy: {
        eyebrow: 'How we inspect',
        title: 'Our Five-Step Inspection Process',
        intro: 'Every board passes the same inspection and test sequence before it ships.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'steps', steps: inspection }],
    },
    {
      copy: {
        eyebrow: 'Case study',
        title: 'Results for a Utility Equipment Maker',
        intro: 'How one substation monitoring equipment maker got reliable field units and on-time shipments.',
      },
      id: 'case-study',
      blocks: [
        {
          kind: 'caseStudy',
          openLabel: 'Read Full Case Study',
          metricsLabel: 'Results in figures',
          caseStudy: energyUtilityCaseStudy,
        },
      ],
    },
  ],
  closing: {
    copy: {
      title: 'Ready to Build Energy Electronics That Last?',
      intro:
        'Tell us about your equipment, where it will be installed, your volumes and your timeline. We will sign your NDA right away and come back with a clear quote and a committed delivery date.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'See how we inspect and test', to: '/quality-testing' },
  },
};

export default energyUtilityPage;
