import { careersMailto, directionsUrl, formatAddress, mapEmbedUrl, site } from '../../../config';
import type { JobListingRecord, PageRecord } from '../../page';
import type { JobOpeningRecord } from '../../types';

/** All copy of the /careers page. Company facts come from `site`; the spec gives no figures for the openings, so none are stated. */

const founded = String(site.foundedYear);
const { city, region, postalCode, street } = site.address;
const officeLocation = `${city}, ${region}`;

/** The four openings, in the order the page lists them. */
const openings: readonly JobOpeningRecord[] = [
  {
    title: 'SMT Assembly Technician',
    department: 'Production',
    location: officeLocation,
    type: 'Full-time',
    description:
      'Set up, run and watch over our surface-mount lines: load feeders, check first articles, keep printing, placement and reflow on profile, and work with inspection so every board is right the first time.',
    requirements: [
      'Experience running SMT printing, pick-and-place or reflow equipment, or other electronics assembly experience',
      'Able to read work instructions, assembly drawings and bills of materials',
      'IPC-A-610 training, or willingness to complete it with us',
      'Comfortable identifying components under magnification',
    ],
  },
  {
    title: 'Quality Assurance Engineer',
    department: 'Quality',
    location: officeLocation,
    type: 'Full-time',
    description:
      'Own the inspection and test plans of customer programs, lead root-cause analysis and corrective action, and keep our AS9100D and ISO 13485 quality system ready for audit.',
    requirements: [
      'A degree in engineering or a related field, or equivalent experience',
      'Working knowledge of IPC-A-610 and IPC J-STD-001',
      'Experience with AS9100 or ISO 13485 quality management systems',
      'Able to read and act on SPI, AOI and X-ray inspection results',
    ],
  },
  {
    title: 'Manufacturing Engineer',
    department: 'Engineering',
    location: officeLocation,
    type: 'Full-time',
    description:
      'Prepare new builds for production: review customer files for manufacturability, program equipment, write work instructions and improve yield across our SMT, through-hole and box build lines.',
    requirements: [
      'A degree in manufacturing, electrical or mechanical engineering, or equivalent experience',
      'Hands-on knowledge of PCB assembly, from solder paste printing through reflow and selective soldering',
      'Able to write clear work instructions and process documents',
      'Happy to spend much of the day on the production floor',
    ],
  },
  {
    title: 'Customer Service Representative',
    department: 'Customer Service',
    location: officeLocation,
    type: 'Full-time',
    description:
      'Be the first person our customers talk to: answer calls and e-mails, enter orders, follow builds through the plant and send the weekly production updates our customers rely on.',
    requirements: [
      'Customer service experience, ideally in manufacturing or distribution',
      'Clear, friendly writing and speaking',
      'Organized, and at ease with order entry and spreadsheets',
      'Available during our office hours, Monday to Friday',
    ],
  },
];

/** Each opening with its Apply Now link: an e-mail to HR with the position in the subject. */
const listings: readonly JobListingRecord[] = openings.map((opening) => ({
  opening,
  apply: {
    label: 'Apply Now',
    name: `Apply Now: ${opening.title}`,
    href: careersMailto(`Application: ${opening.title}`),
  },
}));

const careersPage: PageRecord = {
  hero: {
    eyebrow: 'Careers',
    title: 'Careers in Electronics Manufacturing',
    lead: `Build the electronics that go into medical devices, aircraft, the power grid and factory floors. Join the 100% US workforce at our ${city}, Georgia plant, where we have been building since ${founded}.`,
    actions: [
      { kind: 'route', label: 'View Open Positions', to: '/careers#openings' },
      { kind: 'call', label: 'Submit Resume', href: careersMailto('Resume Submission'), icon: 'mail' },
    ],
    aside: {
      kind: 'stats',
      label: `Working at ${site.name}`,
      stats: [
        { value: '100%', label: 'US workforce' },
        { value: '45,000 sq ft', label: 'Manufacturing facility' },
        { value: founded, label: `Founded in ${city}, Georgia` },
        { value: String(openings.length), label: 'Open positions' },
      ],
    },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Why join us',
        title: 'Benefits of Working Here',
        intro: `What you can expect when you join our ${city} team, whether you are starting out or bringing years of experience.`,
      },
      blocks: [
        {
          kind: 'cards',
          columns: 3,
          cards: [
            {
              title: 'Paid Training',
              description:
                'We train on the job and to the IPC-A-610 and IPC J-STD-001 workmanship standards, so you can start without knowing every machine.',
              icon: 'microscope',
            },
            {
              title: 'Health and Retirement Benefits',
              description:
                'Full-time employees are offered medical, dental and vision coverage and a retirement savings plan.',
              icon: 'heartPulse',
            },
            {
              title: 'Paid Time Off',
              description:
                'Paid vacation and holidays, so you have time to rest and to be with the people who matter to you.',
              icon: 'clock',
            },
            {
              title: 'Room to Grow',
              description:
                'Cross-training across SMT, inspection, cable and harness and box build opens the way to lead, technician and engineering roles.',
              icon: 'award',
            },
            {
              title: 'A Safe, Organized Floor',
              description:
                'Work areas follow the 5S system and handle parts with ESD care, so tools, components and documents are always where they belong.',
              icon: 'shield',
            },
            {
              title: 'Steady Work Close to Home',
              description: `Every role is based at our 45,000 sq ft facility in ${city}, building for customers in medical, aerospace and defense, energy and industry.`,
              icon: 'factory',
            },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'Culture',
        title: 'How We Work Together',
        intro: 'The habits of a founder-led shop, held to the standards of a certified manufacturer.',
      },
      tone: 'tinted',
      blocks: [
        {
          kind: 'cards',
          columns: 4,
          cards: [
            {
              title: 'Your Ideas Count',
              description:
                'Many of our best process improvements began as an idea from someone on the line. Supervisors listen, and good ideas get tried.',
              icon: 'lightbulb',
            },
            {
              title: 'Quality Is Everyone’s Job',
              description:
                'Anyone can stop a build when something looks wrong. Catching a problem early is thanked, never blamed.',
              icon: 'clipboard',
            },
            {
              title: 'Learn From Experienced People',
              description:
                'New team members work beside experienced operators, inspectors and engineers who show them how each build is done right.',
              icon: 'users',
            },
            {
              title: 'Respect on Every Shift',
              description:
                'Dignity and respect are core values here: fair schedules, plain talk and managers who listen before they decide.',
              icon: 'handshake',
            },
          ],
        },
      ],
    },
    {
      copy: { eyebrow: 'From our team', title: 'What It Is Like to Work Here' },
      blocks: [
        {
          kind: 'story',
          paragraphs: [
            'Most days on our floor look alike in the best way: clear work instructions, the right parts at each station and a supervisor who knows what every line is building. Because we build high-mix, low-to-mid-volume work, the boards change often, and that keeps the work interesting.',
            'People move between roles as they learn. Operators become inspectors, inspectors become technicians, and technicians work side by side with our engineers when a new product comes to the floor.',
          ],
          quote: {
            text: 'I started out loading feeders and learning the line. Now I set up the line, train new operators and sit down with the engineers when a new board comes in. Nobody here minds a question, and that is how I learned.',
            source: 'SMT line lead, eight years with the company',
          },
        },
      ],
    },
    {
      id: 'openings',
      copy: {
        eyebrow: 'Join our team',
        title: 'Open Positions',
        intro: `All positions are full-time at our ${city}, Georgia facility. Apply by e-mail with your resume; the position is already in the subject line.`,
      },
      tone: 'tinted',
      blocks: [
        {
          kind: 'jobOpenings',
          labels: { department: 'Department', location: 'Location', type: 'Type', requirements: 'Requirements' },
          listings,
        },
      ],
    },
    {
      copy: {
        eyebrow: 'Hiring process',
        title: 'How to Apply',
        intro: 'Four steps from your application to your first day.',
      },
      blocks: [
        {
          kind: 'steps',
          layout: 'row',
          steps: [
            {
              title: 'Apply by E-mail',
              description: `Send your resume to ${site.careersEmail} with the position in the subject line, or use the Apply Now button of an opening.`,
              icon: 'mail',
            },
            {
              title: 'Phone Interview',
              description:
                'A member of our hiring team calls you to talk about your experience, the role and any questions you have.',
              icon: 'phone',
            },
            {
              title: 'On-Site Interview',
              description: `Meet the supervisor and team you would work with, and see our ${city} production floor for yourself.`,
              icon: 'factory',
            },
            {
              title: 'Offer and Onboarding',
              description:
                'If we are a good fit for each other, we make you an offer and plan your first weeks of training together.',
              icon: 'handshake',
            },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'Visit us',
        title: 'Contact Our Hiring Team',
        intro:
          'Questions about a position or how to apply? Call or write to us during office hours, or stop by our office.',
      },
      tone: 'tinted',
      blocks: [
        {
          kind: 'contactDetails',
          details: {
            title: `Our ${city} Office`,
            address: { label: 'Address', lines: [street, `${city}, ${region} ${postalCode}`] },
            phone: { label: 'Phone', display: site.phone.display, href: `tel:${site.phone.tel}` },
            email: { label: 'Email', display: site.careersEmail, href: `mailto:${site.careersEmail}` },
            hours: { label: 'Office Hours', lines: [site.officeHours.weekdays, site.officeHours.weekend] },
            actions: [
              { kind: 'call', label: 'Call Us', href: `tel:${site.phone.tel}`, icon: 'phone' },
              { kind: 'external', label: 'Get Directions', href: directionsUrl(), icon: 'mapPin' },
            ],
          },
        },
        {
          kind: 'media',
          media: {
            kind: 'map',
            title: `Map of our ${city} office`,
            startLabel: `Load map: our ${city} office`,
            embedUrl: mapEmbedUrl(),
            caption: formatAddress(),
          },
        },
      ],
    },
  ],
  closing: {
    copy: {
      eyebrow: 'Your next step',
      title: 'Ready to Join Our Team?',
      intro:
        'Send us your resume for an open position, or ask our hiring team about the kind of work you are looking for.',
    },
    actions: [
      { kind: 'call', label: 'Apply Today', href: careersMailto('General Application'), icon: 'mail' },
      { kind: 'call', label: 'Contact HR', href: careersMailto('Question for HR') },
    ],
    link: { kind: 'route', label: 'Read our story', to: '/our-story' },
  },
};

export default careersPage;
