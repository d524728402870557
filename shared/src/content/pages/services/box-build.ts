import boxBuildArt from '../../../assets/illustrations/box-build.svg?inline';
import { site } from '../../../config';
import type { PageRecord } from '../../page';

/**
 * All copy of the /box-build page (spec: "Service pages" → Box build). Figures and certifications
 * come from the specification only; the processes are described in general terms.
 */
const boxBuildPage: PageRecord = {
  hero: {
    eyebrow: 'Box Build',
    title: 'Box Build and System Integration',
    lead: 'We bring your boards, harnesses, enclosure and hardware together into a finished, tested unit, packed and ready to ship under your name. High-mix, low-to-mid-volume work, built by a 100% US workforce in Norcross, Georgia.',
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    aside: { kind: 'image', image: { src: boxBuildArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Why OEMs choose us',
        title: 'One supplier for the whole product',
        intro:
          'Every handoff between vendors is a chance for a delay or a mistake. Under one roof, there are fewer of both.',
      },
      blocks: [
        {
          kind: 'cards',
          columns: 4,
          cards: [
            {
              title: 'One Accountable Partner',
              icon: 'handshake',
              description:
                'Boards, harnesses and final assembly come from the same team, so one supplier answers for the finished unit and nothing falls between vendors.',
            },
            {
              title: 'Quality at Every Level',
              icon: 'award',
              description:
                'We build to IPC-A-610 Class 2 or Class 3 workmanship under AS9100D and ISO 13485 certified systems, and hold our defect rate under .001%.',
            },
            {
              title: 'Tested as a Finished Unit',
              icon: 'check',
              description:
                'Beyond checking each board and harness, we test the assembled product as a system before it is packed, so problems are found on our floor.',
            },
            {
              title: 'A Date You Can Plan Around',
              icon: 'truck',
              description:
                'Your quote carries a committed delivery date, counted from the day all parts have arrived, with weekly updates and direct access to our engineers.',
            },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'Services',
        title: 'What we take off your plate',
        intro: 'Take the full scope, from bare enclosure to packed product, or only the steps you need.',
      },
      tone: 'tinted',
      blocks: [
        {
          kind: 'cards',
          columns: 4,
          cards: [
            {
              title: 'Enclosure and Chassis Integration',
              icon: 'factory',
              description:
                'Boards, power supplies, panels and hardware mounted in your enclosure or chassis as your drawings specify.',
            },
            {
              title: 'Subassembly and Final Assembly',
              icon: 'chip',
              description:
                'Subassemblies built and brought together into the complete product, using the PCB assemblies we build on our own lines.',
            },
            {
              title: 'Internal Wiring and Harnessing',
              icon: 'activity',
              description:
                'Cable assemblies and wire harnesses made in-house, then routed, secured and connected inside the unit.',
            },
            {
              title: 'System Test and Packaging',
              icon: 'clipboard',
              description:
                'Functional testing of the finished unit, including on test equipment you provide, then labeling and custom packaging ready for your customers.',
            },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'How it works',
        title: 'From files to finished units',
        intro: 'Three steps, and the same people with you from the first file to the last shipment.',
      },
      blocks: [
        {
          kind: 'steps',
          layout: 'row',
          steps: [
            {
              title: 'Send your files',
              description: 'Share your drawings, Gerbers and a BOM or XML file. We sign your NDA immediately.',
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
      ],
    },
  ],
  closing: {
    copy: {
      eyebrow: 'Start your project',
      title: 'Ready to hand off the whole build?',
      intro:
        'Tell us about your product and the quantities you need. An engineer will get back to you with the next steps.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'See our cable and harness services', to: '/cabling-harness' },
  },
};

export default boxBuildPage;
