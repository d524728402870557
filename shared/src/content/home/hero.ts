import { site } from '../../config';
import { homeCertificationBadgeImages, homeHeroImage } from './artwork';
import type { HomeHeroBadgeRecord, HomeHeroRecord } from './types';

/** Badges shown in the hero; choosing one opens it enlarged with its caption. */
const heroBadges: readonly HomeHeroBadgeRecord[] = [
  {
    id: 'as9100d',
    name: 'AS9100D',
    image: homeCertificationBadgeImages.as9100d,
    caption:
      'AS9100D: the quality management standard of the aerospace and defense supply chain, applied to every program on our floor.',
  },
  {
    id: 'iso13485',
    name: 'ISO 13485',
    image: homeCertificationBadgeImages.iso13485,
    caption:
      'ISO 13485: the quality system standard for medical device manufacturing, with the traceability and documentation it demands.',
  },
  {
    id: 'itar',
    name: 'ITAR',
    image: homeCertificationBadgeImages.itar,
    caption: 'ITAR registered: we can build and handle defense articles and the technical data that comes with them.',
  },
  {
    id: 'ul',
    name: 'UL',
    image: homeCertificationBadgeImages.ul,
    caption: 'UL: our processes follow UL requirements for products that must meet recognized safety standards.',
  },
  {
    id: 'wbenc',
    name: 'WBENC',
    image: homeCertificationBadgeImages.wbenc,
    caption:
      'WBENC: certified as a women-owned business enterprise, which can count toward your supplier diversity goals.',
  },
  {
    id: 'ipc-a-610',
    name: 'IPC-A-610 Class 2/3',
    image: homeCertificationBadgeImages['ipc-a-610'],
    caption: 'IPC-A-610 Class 2/3: the workmanship criteria our inspectors use to accept or reject every assembly.',
  },
  {
    id: 'j-std-001',
    name: 'IPC J-STD-001',
    image: homeCertificationBadgeImages['j-std-001'],
    caption: 'IPC J-STD-001: the industry requirements for soldered electrical and electronic assemblies that our operators build to.',
  },
  {
    id: 'gmsdc',
    name: 'GMSDC',
    image: homeCertificationBadgeImages.gmsdc,
    caption: 'GMSDC: certified through the Georgia Minority Supplier Development Council.',
  },
];

export const homeHero: HomeHeroRecord = {
  eyebrow: 'US contract electronics manufacturing',
  headline: 'Circuit boards, harnesses and complete builds, made right in Georgia',
  lead:
    'We take your design from files to finished, tested product for high-mix, low-to-mid-volume programs. Every build is made by a 100% US workforce, checked against certified quality systems and reported on each week, so you always know where your order stands.',
  image: homeHeroImage,
  claimsLabel: `${site.name} in figures`,
  claims: [
    { value: '25+', label: 'Years of experience' },
    { value: '100%', label: 'US workforce' },
    { value: '<.001%', label: 'Defect rate' },
    { value: '96%', label: 'Customer satisfaction' },
    { value: '150+', label: 'Active clients' },
  ],
  claimsNote: 'Customer satisfaction measured across 100+ survey responses in 2025.',
  formHeading: 'Tell us about your project',
  formNote:
    'Share a few details and an engineer will get back to you. We are happy to sign an NDA before you send any files.',
  badgesLabel: 'Certifications and registrations',
  badgeMore: { kind: 'route', label: 'What our certifications mean for you', to: '/certifications' },
  badgeOpenLabel: (badgeName) => `Show a larger view of the ${badgeName} badge`,
  badges: heroBadges,
};
