import type { SectionRecord } from '../page';

/** The three-step engagement: files under an NDA signed at once, a quote with a committed date (counted from when all parts are in), then production with weekly updates. */
export const homeHowItWorks: SectionRecord = {
  copy: {
    eyebrow: 'How it works',
    title: 'From Files to Finished Product in Three Steps',
    intro: 'A clear path with no guesswork: protect your design, agree a firm date, then watch the build progress.',
  },
  blocks: [
    {
      kind: 'steps',
      layout: 'cards',
      steps: [
        {
          title: 'Share Your Files Under NDA',
          description:
            'We sign a non-disclosure agreement right away, then you send your design package: Gerber files and a bill of materials, or an XML export.',
          points: ['NDA signed immediately', 'Gerbers plus BOM, or XML', 'Engineering review of your files'],
          icon: 'lock',
        },
        {
          title: 'Get a Detailed Quote',
          description:
            'You receive a line-by-line quote with a delivery date we commit to. The schedule starts counting once every part for the build has arrived.',
          points: ['Itemized pricing', 'Committed delivery date', 'Schedule starts when all parts are in'],
          icon: 'clipboard',
        },
        {
          title: 'Production Run',
          description:
            'Your boards are built, tested, validated and packaged. Along the way you get weekly updates and can speak directly with the engineers on your job.',
          points: ['Weekly progress updates', 'Direct access to engineers', 'Testing, validation and packaging'],
          icon: 'factory',
        },
      ],
    },
    {
      kind: 'actions',
      actions: [{ kind: 'contact', label: 'Contact Us' }],
      note: 'Ready for step one? Send us a note and we will get the NDA to you.',
    },
  ],
};
