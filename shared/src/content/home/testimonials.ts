import type { HomeDifferentiatorRecord, HomeTestimonialsRecord } from './types';

/** Fictitious, anonymous testimonials: a role and a kind of company, never a name. */
export const homeTestimonials: HomeTestimonialsRecord = {
  eyebrow: 'Customer voices',
  title: 'What Our Customers Tell Us',
  intro: 'Engineers, buyers and program managers on what it is like to build with us.',
  loopSeconds: 40,
  items: [
    {
      quote:
        'The weekly update lands before I think to ask for it. I know which boards are done, which are in test and what is holding anything up.',
      role: 'Program Manager',
      companyType: 'Aerospace electronics OEM',
    },
    {
      quote:
        'Their engineers caught a footprint problem in our files before a single part was placed. That one call saved us a full respin.',
      role: 'Hardware Engineering Lead',
      companyType: 'Medical device manufacturer',
    },
    {
      quote:
        'We needed a small, mixed batch of assemblies for field trials. They treated it like our biggest order, and every unit passed our acceptance test.',
      role: 'Director of Product Development',
      companyType: 'Energy and utility equipment maker',
    },
    {
      quote:
        'The delivery date on the quote is the date the boards showed up. After years of chasing other suppliers, that reliability is the reason we stay.',
      role: 'Supply Chain Manager',
      companyType: 'Industrial controls company',
    },
    {
      quote:
        'Our export-controlled work needs a partner who takes the paperwork as seriously as the soldering. They do both without being reminded.',
      role: 'Contracts Manager',
      companyType: 'Defense systems integrator',
    },
    {
      quote:
        'When a returned unit comes in, we get a clear report of what failed and what was replaced. Our field service team finally has real answers.',
      role: 'Field Service Manager',
      companyType: 'Telecommunications equipment provider',
    },
    {
      quote:
        'Temp-to-hire through their staffing team gave us technicians who were ready on day one. We hired every one of them after the 90-day evaluation.',
      role: 'Operations Manager',
      companyType: 'Electronics assembly plant',
    },
  ],
};

/** The three reasons customers stay, shown beside the testimonials. */
export const homeDifferentiators: readonly [HomeDifferentiatorRecord, HomeDifferentiatorRecord, HomeDifferentiatorRecord] = [
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
