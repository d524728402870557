import qualityTestingArt from '../../../assets/illustrations/quality-testing.svg?inline';
import { site } from '../../../config';
import type { PageRecord } from '../../page';
import type { CardRecord, ProcessStepRecord } from '../../types';

/**
 * All copy of the /quality-testing page: four benefit cards and four test services (AOI, SPI,
 * flying-probe in-circuit test, functional testing with the customer's equipment). Methods are
 * described in general terms; the only figures are the company's own claims (defects under .001%,
 * 96% customer satisfaction, a 100% US workforce).
 */

const benefits: readonly CardRecord[] = [
  {
    title: 'Defects Caught Early',
    icon: 'eye',
    description:
      'Each check sits right after the process step it guards, so a paste, placement or solder fault is found on the board it happened on, not in your product.',
  },
  {
    title: 'Class 2 and Class 3 Criteria',
    icon: 'award',
    description:
      'Inspectors judge assemblies against IPC-A-610 Class 2 or Class 3 acceptance criteria, and our soldering follows IPC J-STD-001.',
  },
  {
    title: 'Results You Can Review',
    icon: 'clipboard',
    description:
      'Inspection and test outcomes are recorded with each build, so you can see what was checked and how your boards performed.',
  },
  {
    title: 'Engineers on Call',
    icon: 'users',
    description:
      'When a test raises a question, you talk directly to the engineers who ran it, and you get weekly updates on your program.',
  },
];

const testServices: readonly CardRecord[] = [
  {
    title: 'Automated Optical Inspection (AOI)',
    icon: 'eye',
    description:
      'Cameras compare every assembled board with its expected image after reflow and flag visible faults for an inspector to review.',
    featuresLabel: 'What it finds',
    features: [
      'Missing, shifted or rotated parts',
      'Wrong polarity',
      'Solder bridges and insufficient fillets',
      'Lifted leads and tombstoned parts',
    ],
  },
  {
    title: 'Solder Paste Inspection (SPI)',
    icon: 'microscope',
    description:
      'Paste deposits are measured right after printing, before any part is placed, because most solder defects start at the stencil.',
    featuresLabel: 'What it measures',
    features: ['Paste volume and height', 'Deposit area and position', 'Bridged or missing deposits'],
  },
  {
    title: 'Flying-Probe In-Circuit Test',
    icon: 'activity',
    description:
      'Moving probes contact test points and component pads to check the assembled circuit electrically, with no bed-of-nails fixture to build, which suits high-mix and low-volume work.',
    featuresLabel: 'What it checks',
    features: ['Opens and shorts', 'Resistor, capacitor and diode values', 'Missing or wrong components'],
  },
  {
    title: 'Functional Testing',
    icon: 'target',
    description:
      'We power up your assembly and run it through your own test procedure, using the test equipment and fixtures you provide, so each board is proven to do its job before it ships.',
    featuresLabel: 'How it works',
    features: [
      'Your test equipment and fixtures',
      'Your test procedure and pass criteria',
      'Results recorded per board',
    ],
  },
];

const xRayCards: readonly CardRecord[] = [
  {
    title: 'What X-ray Reveals',
    icon: 'eye',
    description:
      'X-ray images show the solder beneath BGA, QFN and other bottom-terminated packages that no camera can see.',
    featuresLabel: 'What we look for',
    features: [
      'Voids in solder balls and thermal pads',
      'Bridges between neighbouring balls',
      'Missing or misaligned balls',
      'Insufficient or uneven solder',
    ],
  },
  {
    title: 'When We Use It',
    icon: 'chip',
    description:
      'X-ray belongs to our inspection flow wherever a board carries hidden joints, and it confirms the joints after a BGA is reworked.',
    featuresLabel: 'Typical uses',
    features: [
      'Boards with BGA and other hidden-joint packages',
      'After BGA rework, to confirm the new joints',
      'Failure analysis when a test points to a hidden joint',
    ],
  },
];

const inspectionFlow: readonly ProcessStepRecord[] = [
  { title: 'After printing', description: 'Solder paste inspection checks every deposit before parts are placed.' },
  { title: 'After reflow', description: 'Automated optical inspection checks placement and visible solder joints.' },
  { title: 'Hidden joints', description: 'X-ray inspection checks BGA and other joints under the package.' },
  {
    title: 'Electrical test',
    description: 'Flying-probe in-circuit test checks the circuit for opens, shorts and wrong values.',
  },
  { title: 'Function', description: 'Functional testing on your equipment proves the assembly works as designed.' },
];

const qualityTestingPage: PageRecord = {
  hero: {
    eyebrow: 'Quality Testing',
    title: 'Quality Testing and Validation',
    lead: 'Solder paste inspection, automated optical inspection, X-ray, flying-probe and functional testing, run by a 100% US workforce in Norcross, Georgia, keep our defect rate under .001%.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    aside: { kind: 'image', image: { src: qualityTestingArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Why it matters',
        title: 'Quality Built Into Every Step',
        intro:
          'Testing is not a last gate before shipping. It runs alongside the build, so problems are found where they start.',
      },
      blocks: [
        { kind: 'cards', columns: 4, cards: benefits },
        {
          kind: 'stats',
          label: 'Quality in figures',
          stats: [
            { value: '< .001%', label: 'defect rate' },
            { value: '96%', label: 'customer satisfaction' },
            { value: '100%', label: 'US workforce' },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'Test services',
        title: 'Inspection and Test Services',
        intro:
          'Four methods, each aimed at a different kind of fault, from the first paste print to a powered-up assembly.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'cards', columns: 2, cards: testServices }],
    },
    {
      copy: {
        eyebrow: 'Hidden joints',
        title: 'BGA and X-ray Inspection',
        intro:
          'A ball grid array (BGA) solders its connections underneath the package, out of reach of cameras and probes. X-ray inspection lets us look through the part and judge those joints directly.',
      },
      id: 'x-ray',
      blocks: [{ kind: 'cards', columns: 2, cards: xRayCards }],
    },
    {
      copy: {
        eyebrow: 'Inspection flow',
        title: 'Where Each Check Happens',
        intro: 'Every method has its place in the build, so each fault is caught by the check best suited to find it.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'steps', layout: 'row', steps: inspectionFlow }],
    },
  ],
  closing: {
    copy: {
      eyebrow: 'Start your project',
      title: 'Want Your Boards Tested Before They Ship?',
      intro:
        'Tell us about your assembly and any test equipment you already have. An engineer will get back to you with a test plan and a quote.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'Explore PCB Assembly', to: '/pcb-assembly' },
  },
};

export default qualityTestingPage;
