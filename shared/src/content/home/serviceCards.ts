import { site } from '../../config';
import { homeServiceIllustrations } from './artwork';
import type { SectionRecord, ServiceCardRecord } from '../page';

/** The six cards of the home services grid, each with exactly a service card's fields (title, tagline, outcome, description, process, image, key stats, capabilities, link). */
const serviceCards: readonly ServiceCardRecord[] = [
  {
    title: 'PCB Assembly',
    tagline: 'Surface-mount and through-hole assembly at production speed',
    outcome: 'Boards that pass inspection the first time and arrive on the date we committed to.',
    description:
      'Our SMT lines place more than 75,000 parts an hour, and our operators solder to IPC J-STD-001 and inspect to IPC-A-610 Class 2 or 3. We are set up for high-mix, low-to-mid-volume work, so a short run gets the same care as a long one.',
    process: [
      'Review of your Gerbers and BOM before the run',
      'Solder paste printing and paste inspection',
      'Automated placement and reflow',
      'Through-hole and selective soldering where needed',
      'Optical inspection, test and packaging',
    ],
    image: homeServiceIllustrations.pcbAssembly,
    stats: [
      { value: '75,000+', label: 'Placements per hour' },
      { value: 'Class 2/3', label: 'IPC-A-610 workmanship' },
      { value: '<.001%', label: 'Defect rate' },
    ],
    features: [
      'Surface-mount and through-hole technology',
      'Mixed-technology boards',
      'Fine-pitch and BGA packages',
      'Prototype to production quantities',
    ],
    link: { kind: 'route', label: 'Explore this service', to: '/pcb-assembly' },
  },
  {
    title: 'Custom Cabling & Harness',
    tagline: 'Cable assemblies and wire harnesses built to your drawing',
    outcome: 'Harnesses that fit the first time, with every wire where your drawing says it goes.',
    description:
      'We cut, strip, terminate, route and label to your specification, then check each assembly before it ships. Harnesses can come to you on their own or already installed in one of our box builds.',
    process: [
      'Drawing and bill of materials review',
      'Wire cutting, stripping and termination',
      'Routing, bundling and labeling',
      'Continuity checks and visual inspection',
      'Packaging for your line',
    ],
    image: homeServiceIllustrations.cablingHarness,
    stats: [
      { value: '100%', label: 'US workforce' },
      { value: 'Weekly', label: 'Progress updates' },
    ],
    features: [
      'Custom cable assemblies',
      'Multi-branch wire harnesses',
      'Crimped and soldered terminations',
      'Labeling and marking to your print',
    ],
    link: { kind: 'route', label: 'Explore this service', to: '/cabling-harness' },
  },
  {
    title: 'Box Build',
    tagline: 'Complete systems assembled, wired and tested',
    outcome: 'A finished product you can ship to your own customers, from one accountable supplier.',
    description:
      'We bring your boards, harnesses, enclosures and hardware together into a working unit. Mechanical assembly, internal wiring, final test and packaging happen under one roof, so there are fewer handoffs and fewer surprises.',
    process: [
      'Build documentation and kit review',
      'Board and harness assembly',
      'Mechanical assembly and internal wiring',
      'Final functional test',
      'Labeling and packaging',
    ],
    image: homeServiceIllustrations.boxBuild,
    stats: [
      { value: '<.001%', label: 'Defect rate' },
      { value: 'Weekly', label: 'Progress updates' },
    ],
    features: [
      'Enclosure and chassis integration',
      'Subassembly and final assembly',
      'System-level testing',
      'Custom packaging',
    ],
    link: { kind: 'route', label: 'Explore this service', to: '/box-build' },
  },
  {
    title: 'Quality Testing & Validation',
    tagline: 'Inspection and test at every stage of the build',
    outcome: 'Defects caught on our floor, not in your field.',
    description:
      'Solder paste inspection, automated optical inspection, flying probe testing and X-ray inspection of BGA joints give us a view of the parts of a board the eye cannot check. We can also run your functional tests on equipment you provide.',
    process: [
      'Solder paste inspection after printing',
      'Automated optical inspection after reflow',
      'X-ray inspection of BGA and hidden joints',
      'Flying probe electrical test',
      'Functional test and documented results',
    ],
    image: homeServiceIllustrations.qualityTesting,
    stats: [
      { value: '<.001%', label: 'Defect rate' },
      { value: '96%', label: 'Customer satisfaction' },
    ],
    features: [
      'Flying probe testing',
      'Solder paste inspection (SPI)',
      'Automated optical inspection (AOI)',
      'BGA inspection',
      'X-ray inspection',
    ],
    link: { kind: 'route', label: 'Explore this service', to: '/quality-testing' },
  },
  {
    title: 'Aftermarket Repair & Testing',
    tagline: 'Diagnosis, rework and retest for boards already in service',
    outcome: 'Returned units working again, with a record of what was found and fixed.',
    description:
      'We find the fault, rework the assembly and test it again before it goes back to you. The repair area runs on the 5S system, so tools, parts and paperwork are always where they should be.',
    process: [
      'Intake and logging of each returned unit',
      'Fault diagnosis',
      'Component replacement and rework',
      'Retest and inspection',
      'Repair report and return shipment',
    ],
    image: homeServiceIllustrations.testAftermarket,
    stats: [
      { value: '5S', label: 'Organized repair area' },
      { value: '100%', label: 'US workforce' },
    ],
    features: ['Failure analysis and diagnosis', 'Component-level rework', 'BGA rework', 'Retest to your procedure'],
    link: { kind: 'route', label: 'Explore this service', to: '/test-aftermarket' },
  },
  {
    title: 'Professional Staffing',
    tagline: 'Skilled electronics manufacturing people for your own floor',
    outcome: 'The right operators and technicians on your line, without the hiring risk.',
    description:
      'Our staffing team places SMT operators, quality inspectors, assembly technicians and test technicians. Choose temp-to-hire with a 90-day evaluation, direct placement, contract or project-based staffing, and let us handle payroll.',
    process: [
      'Discussion of the roles and skills you need',
      'Candidate screening by people who know the trade',
      'Placement on your floor',
      'A 90-day evaluation for temp-to-hire roles',
      'Ongoing payroll and support',
    ],
    image: homeServiceIllustrations.staffing,
    stats: [
      { value: '90-day', label: 'Evaluation period' },
      { value: 'Payroll', label: 'Handled for you' },
    ],
    features: ['Temp-to-hire', 'Direct placement', 'Contract staffing', 'Project-based staffing', 'Payroll services'],
    link: { kind: 'external', label: 'Visit our staffing site', href: site.staffingSiteUrl },
  },
];

export const homeServices: SectionRecord = {
  copy: {
    eyebrow: 'What we do',
    title: 'Services That Cover the Whole Build',
    intro:
      'From bare boards to boxed, tested products, and the people to run your own line: pick one service or hand us the whole program.',
  },
  blocks: [
    {
      kind: 'serviceCards',
      processLabel: 'How it runs',
      featuresLabel: 'Capabilities',
      statsLabel: (serviceTitle) => `${serviceTitle} in figures`,
      cards: serviceCards,
    },
  ],
};
