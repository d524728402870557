import type { SectionRecord } from '../page';
import type { CardRecord, QuoteRecord } from '../types';

/** Fictitious, anonymous testimonials: a role and a kind of company, never a name. */
const quotes: readonly QuoteRecord[] = [
  {
    text: 'The weekly update lands before I think to ask for it. I know which boards are done, which are in test and what is holding anything up.',
    source: 'Program Manager',
    sourceDetail: 'Aerospace electronics OEM',
  },
  {
    text: 'Their engineers caught a footprint problem in our files before a single part was placed. That one call saved us a full respin.',
    source: 'Hardware Engineering Lead',
    sourceDetail: 'Medical device manufacturer',
  },
  {
    text: 'We needed a small, mixed batch of assemblies for field trials. They treated it like our biggest order, and every unit passed our acceptance test.',
    source: 'Director of Product Development',
    sourceDetail: 'Energy and utility equipment maker',
  },
  {
    text: 'The delivery date on the quote is the date the boards showed up. After years of chasing other suppliers, that reliability is the reason we stay.',
    source: 'Supply Chain Manager',
    sourceDetail: 'Industrial controls company',
  },
  {
    text: 'Our export-controlled work needs a partner who takes the paperwork as seriously as the soldering. They do both without being reminded.',
    source: 'Contracts Manager',
    sourceDetail: 'Defense systems integrator',
  },
  {
    text: 'When a returned unit comes in, we get a clear report of what failed and what was replaced. Our field service team finally has real answers.',
    source: 'Field Service Manager',
    sourceDetail: 'Telecommunications equipment provider',
  },
  {
    text: 'Temp-to-hire through their staffing team gave us technicians who were ready on day one. We hired every one of them after the 90-day evaluation.',
    source: 'Operations Manager',
    sourceDetail: 'Electronics assembly plant',
  },
];

/** The three reasons customers stay, shown beside the testimonials. */
const differentiators: readonly CardRecord[] = [
  {
    title: 'Transparent Reporting',
    description:
      'You get a written status every week covering what was built, what was tested and what comes next, plus clear answers whenever something changes.',
    icon: 'document',
  },
  {
    title: 'Unbeatable Communication',
    description:
      'Talk directly with the engineers working on your build. No ticket queues and no account layers between your question and the person who can answer it.',
    icon: 'phone',
  },
  {
    title: 'Lifelong Partnerships',
    description:
      'We plan for the life of your product, from the first prototype through production and into repair, and many customers have built with us for years.',
    icon: 'handshake',
  },
];

const title = 'What Our Customers Tell Us';

export const homeTestimonials: SectionRecord = {
  copy: {
    eyebrow: 'Customer voices',
    title,
    intro: 'Engineers, buyers and program managers on what it is like to build with us.',
  },
  tone: 'tinted',
  blocks: [
    { kind: 'quotes', label: title, loopSeconds: 40, quotes },
    { kind: 'cards', columns: 3, cards: differentiators },
  ],
};
