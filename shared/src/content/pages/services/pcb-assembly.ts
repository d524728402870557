import pcbBoardArt from '../../../assets/illustrations/pcb-board.svg?inline';
import { site } from '../../../config';
import { videoMedia } from '../../kit';
import type { PageRecord } from '../../page';

const capabilitiesPdf = site.capabilitiesPdfUrl;

/** All copy of the /pcb-assembly page. Figures come from the specification only. */
const pcbAssemblyPage: PageRecord = {
  hero: {
    eyebrow: 'PCB Assembly',
    title: 'PCB Assembly Services',
    lead: 'Surface-mount and through-hole assembly for high-mix, low-to-mid-volume programs. Our lines place 75,000+ components per hour, and every board is built and inspected by a 100% US workforce in Norcross, Georgia.',
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'external', label: 'Capabilities (PDF)', href: capabilitiesPdf, icon: 'document' },
    ],
    aside: { kind: 'image', image: { src: pcbBoardArt, alt: '', width: 360, height: 240 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Why OEMs choose us',
        title: 'Three things we never compromise on',
        intro: 'Boards that work, arrive when we said they would, and come from a team that answers your questions.',
      },
      blocks: [
        {
          kind: 'cards',
          columns: 3,
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
              features: ['NDA signed right away', 'Direct access to our engineers', '96% customer satisfaction'],
            },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'On the floor',
        title: 'Watch a board come together',
        intro: 'Follow a build along our SMT line, from paste printing through placement, reflow and inspection.',
      },
      tone: 'tinted',
      blocks: [{ kind: 'media', media: videoMedia(site.videos.pcbAssembly) }],
    },
    {
      copy: {
        eyebrow: 'Capabilities',
        title: 'Assembly, inspection and standards',
        intro: 'One team handles the placement, the soldering and the checks, so nothing is lost between steps.',
      },
      blocks: [
        {
          kind: 'stats',
          label: 'PCB assembly in figures',
          stats: [
            { value: '75,000+', label: 'placements per hour' },
            { value: '< .001%', label: 'defect rate' },
            { value: '100%', label: 'US workforce' },
            { value: '150+', label: 'active clients' },
          ],
        },
        {
          kind: 'cards',
          columns: 3,
          cards: [
            {
              title: 'Assembly',
              icon: 'chip',
              features: [
                'Surface-mount technology (SMT) assembly',
                'Through-hole assembly',
                'Mixed boards combining SMT and through-hole parts',
                'High-mix, low-to-mid-volume production runs',
              ],
            },
            {
              title: 'Inspection and test',
              icon: 'microscope',
              features: [
                'Solder paste inspection (SPI)',
                'Automated optical inspection (AOI)',
                'X-ray inspection, including BGA joints',
                'Flying probe testing',
              ],
            },
            {
              title: 'Standards',
              icon: 'shield',
              features: [
                'IPC-A-610 Class 2 and Class 3',
                'IPC J-STD-001 soldering',
                'AS9100D and ISO 13485',
                'ITAR registered',
              ],
            },
          ],
        },
        {
          kind: 'steps',
          title: 'How a build runs',
          layout: 'row',
          steps: [
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
        {
          kind: 'callout',
          icon: 'document',
          title: 'Capabilities at a glance',
          text: 'Our capabilities sheet sums up equipment, inspection methods and certifications on a few pages you can share with your team.',
          action: { kind: 'external', label: 'Download the capabilities sheet (PDF)', href: capabilitiesPdf },
        },
      ],
    },
  ],
  closing: {
    copy: {
      eyebrow: 'Start your project',
      title: 'Ready to put your boards into production?',
      intro:
        'Send us your files or tell us about your project. A real person will get back to you with the next steps.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'Read our story', to: '/our-story' },
  },
};

export default pcbAssemblyPage;
