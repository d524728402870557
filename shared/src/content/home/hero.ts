import { site } from '../../config';
import type { PageHeroRecord } from '../page';
import type { CertificationRecord } from '../types';
import { homeCertificationBadgeImages } from './artwork';

/** Badges shown in the hero; choosing one opens it enlarged with its caption. */
const heroBadges: readonly CertificationRecord[] = [
  {
    name: 'AS9100D',
    badge: homeCertificationBadgeImages.as9100d,
    description:
      'AS9100D: the quality management standard of the aerospace and defense supply chain, applied to every program on our floor.',
  },
  {
    name: 'ISO 13485',
    badge: homeCertificationBadgeImages.iso13485,
    description:
      'ISO 13485: the quality system standard for medical device manufacturing, with the traceability and documentation it demands.',
  },
  {
    name: 'ITAR',
    badge: homeCertificationBadgeImages.itar,
    description:
      'ITAR registered: we can build and handle defense articles and the technical data that comes with them.',
  },
  {
    name: 'UL',
    badge: homeCertificationBadgeImages.ul,
    description: 'UL: our processes follow UL requirements for products that must meet recognized safety standards.',
  },
  {
    name: 'WBENC',
    badge: homeCertificationBadgeImages.wbenc,
    description:
      'WBENC: certified as a women-owned business enterprise, which can count toward your supplier diversity goals.',
  },
  {
    name: 'IPC-A-610 Class 2/3',
    badge: homeCertificationBadgeImages['ipc-a-610'],
    description: 'IPC-A-610 Class 2/3: the workmanship criteria our inspectors use to accept or reject every assembly.',
  },
  {
    name: 'IPC J-STD-001',
    badge: homeCertificationBadgeImages['j-std-001'],
    description:
      'IPC J-STD-001: the industry requirements for soldered electrical and electronic assemblies that our operators build to.',
  },
  {
    name: 'GMSDC',
    badge: homeCertificationBadgeImages.gmsdc,
    description: 'GMSDC: certified through the Georgia Minority Supplier Development Council.',
  },
];

export const homeHero: PageHeroRecord = {
  eyebrow: 'US contract electronics manufacturing',
  title: 'Circuit boards, harnesses and complete builds, made right in Georgia',
  lead: 'We take your design from files to finished, tested product for high-mix, low-to-mid-volume programs. Every build is made by a 100% US workforce, checked against certified quality systems and reported on each week, so you always know where your order stands.',
  stats: {
    label: `${site.name} in figures`,
    stats: [
      { value: '25+', label: 'Years of experience' },
      { value: '100%', label: 'US workforce' },
      { value: '<.001%', label: 'Defect rate' },
      { value: '96%', label: 'Customer satisfaction' },
      { value: '150+', label: 'Active clients' },
    ],
    note: 'Customer satisfaction measured across 100+ survey responses in 2025.',
  },
  aside: {
    kind: 'quoteForm',
    heading: 'Tell us about your project',
    note: 'Share a few details and an engineer will get back to you. We are happy to sign an NDA before you send any files.',
  },
  badges: {
    label: 'Certifications and registrations',
    openLabel: (name) => `Show a larger view of the ${name} badge`,
    more: { kind: 'route', label: 'What our certifications mean for you', to: '/certifications' },
    items: heroBadges,
  },
};
