import staffingArt from '../../../assets/illustrations/staffing.svg?inline';
import { site } from '../../../config';
import type { ActionRecord, PageRecord } from '../../page';
import type { CardRecord } from '../../types';

/**
 * All copy of the /staffing page. The offer is the staffing team's: temp-to-hire, direct placement,
 * contract and project-based staffing with a 90-day evaluation and payroll; the roles are SMT
 * operators, quality inspectors, assembly technicians and test technicians.
 */

/** The staffing team's own site; every link to it on this page reads the same. */
const staffingSite: ActionRecord = { kind: 'external', label: 'Visit our staffing site', href: site.staffingSiteUrl };

const staffingModels: readonly CardRecord[] = [
  {
    title: 'Temp-to-Hire',
    icon: 'users',
    description:
      'Start with a temporary placement and hire once you are sure. A 90-day evaluation lets you see the person at work on your own line before you make an offer.',
    features: ['90-day evaluation period', 'Hire when the fit is proven'],
  },
  {
    title: 'Direct Placement',
    icon: 'handshake',
    description:
      'We find and screen candidates for a permanent role; you interview them and hire them onto your own payroll from day one.',
    features: ['Permanent hires', 'Candidates screened for the role'],
  },
  {
    title: 'Contract and Project-Based',
    icon: 'clipboard',
    description:
      'Skilled people for a set period or a defined project: a new product ramp, a backlog, a line changeover. We can run their payroll for you.',
    features: ['Contract staffing for a set term', 'Project-based teams', 'Payroll handled by us'],
  },
];

const expertiseRoles: readonly CardRecord[] = [
  {
    title: 'SMT Operators',
    icon: 'chip',
    description: 'People who set up and run surface-mount lines: paste printing, pick-and-place and reflow.',
  },
  {
    title: 'Quality Inspectors',
    icon: 'eye',
    description: 'Inspectors who judge solder joints and assemblies against IPC-A-610 acceptance criteria.',
  },
  {
    title: 'Assembly Technicians',
    icon: 'factory',
    description: 'Hands-on builders for through-hole soldering, cable and harness work and box build.',
  },
  {
    title: 'Test Technicians',
    icon: 'activity',
    description: 'Technicians who run functional and in-circuit tests, read the results and track down faults.',
  },
];

const offer: readonly CardRecord[] = [
  {
    title: 'Four Ways to Engage',
    icon: 'scale',
    featuresLabel: 'Arrangements',
    features: ['Temp-to-hire', 'Direct placement', 'Contract staffing', 'Project-based staffing'],
  },
  {
    title: '90-Day Evaluation',
    icon: 'clock',
    description:
      'Every temp-to-hire placement comes with a 90-day evaluation, so both sides know the fit is right before the hire becomes permanent.',
  },
  {
    title: 'Payroll Services',
    icon: 'document',
    description:
      'We can take care of payroll for the people we place, so you add skilled hands to your floor without adding administration.',
  },
];

const staffingPage: PageRecord = {
  hero: {
    eyebrow: 'Professional Staffing',
    title: 'Electronics Manufacturing Staffing',
    lead: 'Skilled SMT operators, quality inspectors, assembly technicians and test technicians for your own production floor, placed by a team that builds electronics every day.',
    actions: [{ kind: 'contact', label: 'Request Staffing Quote' }, staffingSite],
    aside: { kind: 'image', image: { src: staffingArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Staffing models',
        title: 'Three Ways to Staff Your Line',
        intro: 'Choose the arrangement that fits the role, the timeline and how sure you want to be before you hire.',
      },
      blocks: [{ kind: 'cards', columns: 3, cards: staffingModels }],
    },
    {
      copy: {
        eyebrow: 'Our expertise',
        title: 'Roles We Fill',
        intro: 'We place people in the roles we know best, because we run them on our own floor.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'cards', columns: 4, cards: expertiseRoles }],
    },
    {
      copy: {
        eyebrow: 'What you get',
        title: 'Our Staffing Offer',
        intro: 'Flexible terms, time to evaluate, and less paperwork on your side.',
      },
      blocks: [
        { kind: 'cards', columns: 3, cards: offer },
        {
          kind: 'callout',
          icon: 'users',
          title: 'Our staffing site',
          text: 'Our staffing team has its own website with more about each arrangement and how to reach the team directly.',
          action: staffingSite,
        },
      ],
    },
  ],
  closing: {
    copy: {
      eyebrow: 'Staff your line',
      title: 'Need Skilled People on Your Floor?',
      intro:
        'Tell us the roles, the headcount and the start date. A real person will get back to you with the next steps.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
  },
};

export default staffingPage;
