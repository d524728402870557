import { site } from '../../config';
import type { IconName } from '../../ui/Icon';
import type { FeatureCardRecord, ProcessStepRecord, StatRecord } from '../types';

/** A titled list of capabilities (assembly methods, inspection steps, standards). */
export interface CapabilityGroupRecord {
  readonly title: string;
  readonly icon: IconName;
  readonly items: readonly string[];
}

/** All copy of the /pcb-assembly page. Figures come from the specification only. */
export interface PcbAssemblyPageRecord {
  readonly hero: {
    readonly eyebrow: string;
    readonly title: string;
    readonly lead: string;
    readonly contactLabel: string;
    /** Short label of the hero's secondary link to the capabilities PDF. */
    readonly pdfLinkLabel: string;
  };
  readonly advantages: {
    readonly eyebrow: string;
    readonly title: string;
    readonly intro: string;
    readonly cards: readonly FeatureCardRecord[];
  };
  readonly video: {
    readonly eyebrow: string;
    readonly title: string;
    readonly intro: string;
  };
  readonly capabilities: {
    readonly eyebrow: string;
    readonly title: string;
    readonly intro: string;
    readonly statsLabel: string;
    readonly stats: readonly StatRecord[];
    readonly groups: readonly CapabilityGroupRecord[];
    readonly processTitle: string;
    readonly process: readonly ProcessStepRecord[];
  };
  readonly pdf: {
    readonly title: string;
    readonly text: string;
    readonly linkLabel: string;
    /** Read out after the link text so nobody is surprised by a new tab. */
    readonly newTabNote: string;
    readonly url: string;
  };
  readonly closing: {
    readonly eyebrow: string;
    readonly title: string;
    readonly intro: string;
    readonly contactLabel: string;
    readonly callLabel: string;
    readonly phoneDisplay: string;
    readonly phoneHref: string;
    readonly storyLinkLabel: string;
  };
}

export const pcbAssemblyPage: PcbAssemblyPageRecord = {
  hero: {
    eyebrow: 'PCB Assembly',
    title: 'PCB Assembly Services',
    lead: 'Surface-mount and through-hole assembly for high-mix, low-to-mid-volume programs. Our lines place 75,000+ components per hour, and every board is built and inspected by a 100% US workforce in Norcross, Georgia.',
    contactLabel: 'Contact Us',
    pdfLinkLabel: 'Capabilities (PDF)',
  },
  advantages: {
    eyebrow: 'Why OEMs choose us',
    title: 'Three things we never compromise on',
    intro: 'Boards that work, arrive when we said they would, and come from a team that answers your questions.',
    cards: [
      {
        title: 'Excellent Quality',
        icon: 'award',
        description:
          'We build to IPC-A-610 Class 2 or Class 3 workmanship and solder to IPC J-STD-001, then check the result with several layers of inspection before a board leaves the floor.',
        features: [
          'Defect rate under .001%',
          'Solder paste, optical and X-ray inspection',
          'AS9100D and ISO 13485 certified',
        ],
      },
      {
        title: 'On-Time Delivery',
        icon: 'truck',
        description:
          'Your quote carries a committed delivery date. The clock starts once every part is in our hands, and we keep you posted until the boards ship.',
        features: [
          'Delivery date committed at quoting',
          'Weekly production updates',
          '75,000+ placements per hour of capacity',
        ],
      },
      {
        title: 'Exceptional Service',
        icon: 'handshake',
        description:
          'You talk to the engineers who are building your product, not to a ticket queue. Questions get answered by people who know your board.',
        features: [
          'NDA signed right away',
          'Direct access to our engineers',
          '96% customer satisfaction',
        ],
      },
    ],
  },
  video: {
    eyebrow: 'On the floor',
    title: 'Watch a board come together',
    intro: 'Follow a build along our SMT line, from paste printing through placement, reflow and inspection.',
  },
  capabilities: {
    eyebrow: 'Capabilities',
    title: 'Assembly, inspection and standards',
    intro: 'One team handles the placement, the soldering and the checks, so nothing is lost between steps.',
    statsLabel: 'PCB assembly in figures',
    stats: [
      { value: '75,000+', label: 'placements per hour' },
      { value: '< .001%', label: 'defect rate' },
      { value: '100%', label: 'US workforce' },
      { value: '150+', label: 'active clients' },
    ],
    groups: [
      {
        title: 'Assembly',
        icon: 'chip',
        items: [
          'Surface-mount technology (SMT) assembly',
          'Through-hole assembly',
          'Mixed boards combining SMT and through-hole parts',
          'High-mix, low-to-mid-volume production runs',
        ],
      },
      {
        title: 'Inspection and test',
        icon: 'microscope',
        items: [
          'Solder paste inspection (SPI)',
          'Automated optical inspection (AOI)',
          'X-ray inspection, including BGA joints',
          'Flying probe testing',
        ],
      },
      {
        title: 'Standards',
        icon: 'shield',
        items: [
          'IPC-A-610 Class 2 and Class 3',
          'IPC J-STD-001 soldering',
          'AS9100D and ISO 13485',
          'ITAR registered',
        ],
      },
    ],
    processTitle: 'How a build runs',
    process: [
      {
        title: 'Send your files',
        description: 'Share your Gerbers and a BOM or XML file. We sign your NDA immediately.',
      },
      {
        title: 'Get a detailed quote',
        description: 'We commit to a delivery date, counted from the day all parts have arrived.',
      },
      {
        title: 'Production run',
        description:
          'Assembly, testing, validation and packaging, with weekly updates and direct access to our engineers throughout.',
      },
    ],
  },
  pdf: {
    title: 'Capabilities at a glance',
    text: 'Our capabilities sheet sums up equipment, inspection methods and certifications on a few pages you can share with your team.',
    linkLabel: 'Download the capabilities sheet (PDF)',
    newTabNote: '(opens in a new tab)',
    url: site.capabilitiesPdfUrl,
  },
  closing: {
    eyebrow: 'Start your project',
    title: 'Ready to put your boards into production?',
    intro: 'Send us your files or tell us about your project. A real person will get back to you with the next steps.',
    contactLabel: 'Contact Us',
    callLabel: 'Call',
    phoneDisplay: site.phone.display,
    phoneHref: `tel:${site.phone.tel}`,
    storyLinkLabel: 'Read our story',
  },
};
