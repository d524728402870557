import certificationsArt from '../../../assets/illustrations/certifications.svg?inline';
import { site } from '../../../config';
import type { PageRecord } from '../../page';
import type { CardRecord } from '../../types';

/**
 * Copy of the /certifications page: the company's eight (AS9100D, ISO 13485, IPC-A-610 Class 2/3,
 * IPC J-STD-001, ITAR registered, UL, WBENC, GMSDC) and no others; what each one is and what it
 * means for a buyer is our own plain description of the standard.
 */

const qualitySystems: readonly CardRecord[] = [
  {
    title: 'AS9100D',
    description:
      'The quality management standard of the aerospace, space and defense industry. Our quality system is certified to it.',
    icon: 'award',
    featuresLabel: 'What it means for you',
    features: [
      'Documented, audited processes from quote to shipment',
      'Configuration and revision control on every build',
      'Corrective action when something goes wrong, not just a fix',
    ],
  },
  {
    title: 'ISO 13485',
    description: 'The quality management standard for medical devices. Our quality system is certified to it.',
    icon: 'heartPulse',
    featuresLabel: 'What it means for you',
    features: [
      'Traceability of parts and assemblies for medical programs',
      'Records your own device files and audits can rely on',
      'Risk-based control of changes to your product',
    ],
  },
];

const workmanship: readonly CardRecord[] = [
  {
    title: 'IPC-A-610 Class 2/3',
    description:
      'The industry’s acceptance standard for electronic assemblies. Our operators and inspectors are trained to it.',
    icon: 'eye',
    featuresLabel: 'What it means for you',
    features: [
      'Every board judged against the class you specify',
      'Class 3 criteria for high-reliability products',
      'One shared definition of a good joint between your team and ours',
    ],
  },
  {
    title: 'IPC J-STD-001',
    description:
      'The requirements for soldered electrical and electronic assemblies. Our team is trained to build to it.',
    icon: 'chip',
    featuresLabel: 'What it means for you',
    features: [
      'Soldering processes set up to a recognized standard',
      'Materials and methods you can name in your drawings',
      'Fewer defects to find later, because fewer are made',
    ],
  },
  {
    title: 'UL',
    description: 'Our production supports products that must meet UL requirements.',
    icon: 'shield',
    featuresLabel: 'What it means for you',
    features: [
      'Assemblies built to your listed construction',
      'Materials and components kept as your listing requires',
    ],
  },
];

const compliance: readonly CardRecord[] = [
  {
    title: 'ITAR Registered',
    description:
      'We are registered under the International Traffic in Arms Regulations to handle defense articles and technical data.',
    icon: 'lock',
    featuresLabel: 'What it means for you',
    features: [
      'Controlled technical data stays with our 100% US workforce',
      'Defense programs can place work with us directly',
    ],
  },
  {
    title: 'WBENC',
    description: 'Certified by the Women’s Business Enterprise National Council as a women-owned business.',
    icon: 'users',
    featuresLabel: 'What it means for you',
    features: ['Counts toward your supplier diversity goals', 'Accepted by corporate supplier diversity programs'],
  },
  {
    title: 'GMSDC',
    description: 'Certified through the Georgia Minority Supplier Development Council.',
    icon: 'handshake',
    featuresLabel: 'What it means for you',
    features: [
      'Counts toward your supplier diversity goals',
      'A certified supplier close to your Southeast operations',
    ],
  },
];

const certificationsPage: PageRecord = {
  hero: {
    eyebrow: 'Certifications',
    title: 'Certifications and Registrations',
    lead: 'The certifications, registrations and training behind every assembly we ship, and what each one means for you as a buyer.',
    actions: [{ kind: 'contact', label: 'Request Our Certificates' }],
    aside: { kind: 'image', image: { src: certificationsArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      id: 'quality-systems',
      copy: {
        eyebrow: 'Quality systems',
        title: 'Certified Quality Management',
        intro:
          'Two certified quality systems cover aerospace, defense and medical work, and every other program benefits from them.',
      },
      blocks: [{ kind: 'cards', columns: 2, cards: qualitySystems }],
    },
    {
      id: 'workmanship',
      tone: 'tinted',
      copy: {
        eyebrow: 'Workmanship',
        title: 'Workmanship Standards',
        intro:
          'The standards our operators and inspectors are trained to, and the ones your products are built and judged against.',
      },
      blocks: [{ kind: 'cards', columns: 3, cards: workmanship }],
    },
    {
      id: 'compliance',
      copy: {
        eyebrow: 'Registration and diversity',
        title: 'Registrations and Supplier Diversity',
        intro: 'What lets us take on controlled defense work, and what counts toward your supplier diversity programs.',
      },
      blocks: [{ kind: 'cards', columns: 3, cards: compliance }],
    },
  ],
  closing: {
    copy: {
      title: 'Need a Copy for Your Supplier File?',
      intro:
        'Ask us for current certificates and registrations for your approved supplier list. We send them with your quote or on request.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'See how we inspect and test', to: '/quality-testing' },
  },
};

export default certificationsPage;
