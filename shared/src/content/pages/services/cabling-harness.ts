import cablingHarnessArt from '../../../assets/illustrations/cabling-harness.svg?inline';
import { site } from '../../../config';
import { videoMedia } from '../../kit';
import type { PageRecord } from '../../page';

/**
 * All copy of the /cabling-harness page (spec: "Service pages" → Cable and harness). Figures and
 * certifications come from the specification only; the processes are described in general terms.
 */
const cablingHarnessPage: PageRecord = {
  hero: {
    eyebrow: 'Cable & Harness',
    title: 'Custom Cable and Wire Harness Assembly',
    lead: 'Cable assemblies and wire harnesses built to your drawing, from a handful of prototypes to steady production runs. Every assembly is cut, terminated, labeled and checked by a 100% US workforce in Norcross, Georgia.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    aside: { kind: 'image', image: { src: cablingHarnessArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Why OEMs choose us',
        title: 'Harnesses that fit the first time',
        intro:
          'A harness is only right when every wire lands where your print says it goes. That is what we build for.',
      },
      blocks: [
        {
          kind: 'cards',
          columns: 4,
          cards: [
            {
              title: 'Built to Your Print',
              icon: 'clipboard',
              description:
                'We work from your drawing and bill of materials: wire gauges, lengths, connectors, pinouts and labels exactly as specified, with questions raised before the first cut.',
            },
            {
              title: 'Checked Before It Ships',
              icon: 'shield',
              description:
                'Each assembly gets a continuity check and a visual inspection before it is packed. Solder work follows IPC J-STD-001, and our overall defect rate stays under .001%.',
            },
            {
              title: 'Dates You Can Plan Around',
              icon: 'truck',
              description:
                'Your quote carries a committed delivery date, counted from the day all parts have arrived, and you get weekly updates until the order ships.',
            },
            {
              title: 'Engineers You Can Reach',
              icon: 'users',
              description:
                'We sign your NDA right away, and you talk directly with the engineers building your harness, not with a ticket queue.',
            },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'Services',
        title: 'What we build',
        intro:
          'High-mix, low-to-mid-volume work: many part numbers, short runs, and the same care for ten pieces as for a thousand.',
      },
      tone: 'tinted',
      blocks: [
        {
          kind: 'cards',
          columns: 3,
          cards: [
            {
              title: 'Custom Cable Assemblies',
              icon: 'chip',
              description:
                'Single and multi-conductor cables with connectors on one or both ends, made to your lengths and pinouts.',
              featuresLabel: 'Typical work',
              features: [
                'Point-to-point and jumper cables',
                'Power and signal cables',
                'Crimped or soldered connector ends',
              ],
            },
            {
              title: 'Wire Harnesses',
              icon: 'activity',
              description:
                'Multi-branch harnesses that bring power and signals to every part of your product, laid out to match your enclosure.',
              featuresLabel: 'Typical work',
              features: [
                'Multi-branch layouts built on form boards',
                'Sleeving, ties and heat-shrink as specified',
                'Labels and wire markers to your print',
              ],
            },
            {
              title: 'Harnesses Installed in Box Builds',
              icon: 'factory',
              description:
                'Take your harnesses on their own, or let us install them in a complete unit together with your boards and enclosure.',
              featuresLabel: 'What you get',
              features: [
                'Harness, boards and enclosure from one supplier',
                'Fewer handoffs between vendors',
                'One delivery date for the finished unit',
              ],
            },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'On the floor',
        title: 'See the harness cell at work',
        intro: 'Watch wires being cut, terminated, routed and checked on their way to becoming a finished harness.',
      },
      blocks: [{ kind: 'media', media: videoMedia(site.videos.cablingHarness) }],
    },
    {
      copy: {
        eyebrow: 'Capabilities',
        title: 'From bare wire to finished harness',
        intro: 'One team takes each assembly through every step, so nothing is lost between departments.',
      },
      tone: 'tinted',
      blocks: [
        {
          kind: 'cards',
          columns: 3,
          cards: [
            {
              title: 'Cut, Strip and Terminate',
              icon: 'target',
              features: [
                'Wire cut and stripped to length',
                'Crimped contacts and terminals',
                'Soldered terminations to IPC J-STD-001',
                'Connector pin insertion to your pinout',
              ],
            },
            {
              title: 'Route, Bundle and Label',
              icon: 'clipboard',
              features: [
                'Routing on form boards to your layout',
                'Ties, sleeving and heat-shrink',
                'Wire markers and part labels',
                'Packaging ready for your line',
              ],
            },
            {
              title: 'Inspect and Test',
              icon: 'microscope',
              features: [
                'Continuity check of every assembly',
                'Visual inspection of each termination',
                'Defect rate under .001%',
                'AS9100D and ISO 13485 certified',
              ],
            },
          ],
        },
        { kind: 'actions', actions: [{ kind: 'contact', label: 'Contact Us' }] },
      ],
    },
  ],
  closing: {
    copy: {
      eyebrow: 'Start your project',
      title: 'Have a harness drawing ready?',
      intro:
        'Send us your drawing and bill of materials, or tell us about the cable you need. An engineer will get back to you with the next steps.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'See our box build services', to: '/box-build' },
  },
};

export default cablingHarnessPage;
