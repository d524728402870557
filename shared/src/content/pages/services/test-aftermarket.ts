import testAftermarketArt from '../../../assets/illustrations/test-aftermarket.svg?inline';
import { site } from '../../../config';
import type { PageRecord } from '../../page';
import type { CardRecord } from '../../types';

/**
 * All copy of the /test-aftermarket page, aftermarket repair and testing run under the 5S system:
 * four benefit cards, four service cards and two capability lists. Processes are described in
 * general terms; no figures are invented.
 */

const benefits: readonly CardRecord[] = [
  {
    title: 'Longer Product Life',
    icon: 'refresh',
    description:
      'Repairing and refurbishing assemblies already in the field keeps your installed base running without waiting on a new production run.',
  },
  {
    title: 'Same Standards as New Builds',
    icon: 'award',
    description:
      'Repairs are soldered to IPC J-STD-001 and inspected against IPC-A-610 Class 2 or Class 3 criteria, the same way we judge a new board.',
  },
  {
    title: 'Documented Results',
    icon: 'clipboard',
    description:
      'Each returned unit comes back with a record of what we found, what we did and how it tested, so your team can track field issues.',
  },
  {
    title: 'A Team You Can Reach',
    icon: 'users',
    description:
      'A 100% US workforce handles your units, you get weekly updates, and you can talk directly to the engineers working on them.',
  },
];

const services: readonly CardRecord[] = [
  {
    title: 'Repair',
    icon: 'chip',
    description:
      'We diagnose failed assemblies down to the faulty component, replace it and confirm the repair before the unit goes back to you.',
  },
  {
    title: 'Rework',
    icon: 'factory',
    description:
      'Component changes, engineering updates and corrections to existing assemblies, including BGA removal and replacement checked by X-ray.',
  },
  {
    title: 'Retest',
    icon: 'activity',
    description:
      'Returned or stored assemblies are tested again with flying-probe, functional or your own test procedures to confirm they still meet specification.',
  },
  {
    title: 'Refurbishment',
    icon: 'shield',
    description:
      'Units are cleaned, inspected, repaired where needed and retested, so they can return to service or stock with confidence.',
  },
];

const capabilityLists: readonly CardRecord[] = [
  {
    title: 'Repair and Test Capabilities',
    icon: 'microscope',
    featuresLabel: 'What our workshop handles',
    features: [
      'Fault diagnosis down to the component',
      'Surface-mount and through-hole component replacement',
      'BGA removal, replacement and X-ray verification',
      'Flying-probe in-circuit test',
      'Functional testing with your test equipment and fixtures',
      'Inspection to IPC-A-610 Class 2 or Class 3',
    ],
  },
  {
    title: 'The 5S System',
    icon: 'target',
    featuresLabel: 'How our workshop is organized',
    features: [
      'Sort: only the tools and parts a job needs stay at the bench',
      'Set in order: everything has a marked place, so nothing is lost or mixed up',
      'Shine: benches and equipment are cleaned and checked every day',
      'Standardize: every repair follows the same documented steps',
      'Sustain: regular reviews keep the habits in place',
    ],
  },
];

const testAftermarketPage: PageRecord = {
  hero: {
    eyebrow: 'Test & Aftermarket',
    title: 'Aftermarket Repair and Testing',
    lead: 'Repair, rework, retest and refurbishment of electronic assemblies, carried out in a 5S-organized workshop in Norcross, Georgia, with documented results for every unit.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    aside: { kind: 'image', image: { src: testAftermarketArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Why OEMs choose us',
        title: 'Keep Your Assemblies in Service',
        intro:
          'A failed board in the field costs more than a repair. We bring it back to specification and tell you what happened.',
      },
      blocks: [{ kind: 'cards', columns: 4, cards: benefits }],
    },
    {
      copy: {
        eyebrow: 'Services',
        title: 'Aftermarket Services',
        intro: 'Whether a unit failed in the field or needs an update, one team diagnoses, fixes and verifies it.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'cards', columns: 4, cards: services }],
    },
    {
      copy: {
        eyebrow: 'Capabilities',
        title: 'Equipment, Methods and Workshop',
        intro:
          'The same inspection and test methods we use on new builds, in a workshop kept in order by the 5S system.',
      },
      blocks: [{ kind: 'cards', columns: 2, cards: capabilityLists }],
    },
  ],
  closing: {
    copy: {
      eyebrow: 'Start a repair program',
      title: 'Have Assemblies That Need Repair or Retest?',
      intro:
        'Tell us what failed, how many units you have and what test equipment exists. An engineer will get back to you with the next steps.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'Explore Quality Testing', to: '/quality-testing' },
  },
};

export default testAftermarketPage;
