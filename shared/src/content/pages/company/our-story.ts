import workshopArt from '../../../assets/illustrations/workshop.svg';
import sealAccent from '../../../assets/seals/seal-accent.svg';
import sealGreen from '../../../assets/seals/seal-green.svg';
import sealNavy from '../../../assets/seals/seal-navy.svg';
import { site } from '../../../config';
import { videoMedia } from '../../kit';
import { timelineCard, type PageRecord } from '../../page';
import type { TimelineEntryRecord } from '../../types';

/** All copy of the /our-story page. Every figure comes from the site specification or `site`. */

const founded = String(site.foundedYear);
const city = site.address.city;

/** The timeline from the founding in 1997 to today; each entry becomes a card that opens its details. */
const timelineEntries: readonly TimelineEntryRecord[] = [
  {
    year: founded,
    title: `Founded in ${city}, Georgia`,
    description: `Our founder opens a small electronics assembly shop in ${city} with a handful of technicians and a focus on hands-on service for local manufacturers.`,
    details: [
      'Through-hole assembly and hand soldering for short production runs',
      'Customers work directly with the founder and the technicians building their boards',
      'Local hiring and on-the-job training from the very first day',
    ],
  },
  {
    year: 'Early growth',
    title: 'Our first SMT line',
    description:
      'Customers ask for smaller, denser boards, so we install our first surface-mount line and move from hand assembly to automated placement.',
    details: [
      'Automated pick-and-place joins hand assembly on the floor',
      'Reflow soldering brings repeatable joints to fine-pitch parts',
      'Technicians trained to the IPC-A-610 and IPC J-STD-001 workmanship standards',
    ],
  },
  {
    year: 'Medical',
    title: 'ISO 13485 certification',
    description:
      'We certify our quality management system to ISO 13485 so medical device makers can trust us with their electronics.',
    details: [
      'Documented process control and full traceability for every build',
      'Assemblies for diagnostic, therapeutic and monitoring devices',
      'Quality records kept for each board we ship',
    ],
  },
  {
    year: 'Aerospace',
    title: 'AS9100D certification',
    description:
      'Our quality system earns AS9100D certification, opening the door to aerospace programs with demanding documentation and inspection requirements.',
    details: [
      'Risk-based planning built into every aerospace program',
      'Workmanship to IPC-A-610 Class 3 where a program calls for it',
      'Configuration control from quote through delivery',
    ],
  },
  {
    year: 'Defense',
    title: 'ITAR registration',
    description:
      'We register under the International Traffic in Arms Regulations and put in place the controls needed for defense work.',
    details: [
      'Controlled access to export-controlled drawings and data',
      'Defense programs handled by our US-based team',
      'An NDA signed immediately at the start of every project',
    ],
  },
  {
    year: 'Expansion',
    title: 'A 45,000 sq ft facility',
    description: `We move into a 45,000 sq ft facility in ${city}, bringing PCB assembly, cable and harness, box build and testing under one roof.`,
    details: [
      'SMT capacity of 75,000+ placements per hour',
      'Dedicated areas for cable and harness, box build and aftermarket repair',
      'Flying probe, SPI, AOI, BGA and X-ray inspection in-house',
    ],
  },
  {
    year: 'Growing team',
    title: '100% US workforce',
    description:
      'As the company grows, every role stays in the United States, from the operators on the line to the engineers customers call directly.',
    details: [
      'Operators, inspectors, technicians and engineers all based in the US',
      'Direct access to the engineers working on your build',
      'Cross-training so teams can move with changing schedules',
    ],
  },
  {
    year: 'Today',
    title: '150+ active clients',
    description:
      'Manufacturers in aerospace and defense, medical, energy and utility, and industrial and telecommunications rely on us for prototypes through production.',
    details: [
      'A defect rate under .001% and 96% customer satisfaction',
      'Weekly production updates on every active build',
      `Still founder-led, still in ${city}, Georgia`,
    ],
  },
];

/** Heading of the bullet list inside a timeline entry's dialog. */
const timelineDetailsHeading = 'Highlights';

const ourStoryPage: PageRecord = {
  hero: {
    eyebrow: 'Our Story',
    title: `Built in Georgia since ${founded}`,
    lead: `${site.name} began as a founder-led assembly shop in ${city}, Georgia. Today a 100% US workforce builds, inspects and tests electronics for 150+ active clients, from the same community where we started.`,
    aside: {
      kind: 'stats',
      label: `${site.name} at a glance`,
      stats: [
        { value: founded, label: `Founded in ${city}, Georgia` },
        { value: '45,000 sq ft', label: 'Manufacturing facility' },
        { value: '100%', label: 'US workforce' },
        { value: '150+', label: 'Active clients' },
      ],
    },
  },
  sections: [
    {
      copy: {
        eyebrow: 'Facility tour',
        title: 'Walk through our plant',
        intro:
          'See where your products come to life: the SMT lines, the cable and harness cell, box build and the inspection and test benches of our 45,000 sq ft facility.',
      },
      blocks: [
        {
          kind: 'media',
          media: videoMedia(
            site.videos.facilityTour,
            `Filmed on our production floor at ${site.address.street}, ${city}, ${site.address.region}.`,
          ),
        },
      ],
    },
    {
      copy: { eyebrow: 'Leadership', title: 'Founder-led from the first board' },
      tone: 'tinted',
      blocks: [
        {
          kind: 'story',
          paragraphs: [
            `In ${founded}, our founder opened a modest shop in ${city}, Georgia, around one simple belief: engineers who need electronics built should be able to talk directly with the people building them. The first jobs were short runs of through-hole boards for nearby equipment makers, soldered, inspected and packed by a small team that knew every customer by name.`,
            'That habit stuck. As the shop added surface-mount lines, inspection equipment and certified quality systems, our founder kept leadership close to the production floor. Choices about new equipment, new certifications and new hires are still made by people who walk the lines every day and pick up the phone when a customer calls.',
            'Growth came one customer at a time. Makers of medical, aerospace and defense, energy and industrial products brought us the high-mix, low-to-mid-volume work that larger manufacturers found too small or too complicated. We said yes, learned what each program needed, and built the processes and certifications to deliver it.',
            'The building is bigger now and the equipment is faster, but the promise is the one we started with: tell customers the truth about their build, keep them updated every week, and ship only work we are proud to put our name on.',
          ],
          quote: {
            text: 'We never set out to be the biggest manufacturer around. We set out to be the one our customers can always reach, and we still are.',
            source: 'Our founder',
          },
          image: { src: workshopArt, alt: '', width: 160, height: 88 },
        },
      ],
    },
    {
      copy: {
        eyebrow: `${founded} to today`,
        title: 'From a small shop to a certified manufacturer',
        intro: 'The milestones that shaped how we build. Select one to read more.',
      },
      blocks: [
        {
          kind: 'detailCards',
          layout: 'timeline',
          openHint: 'Read more',
          cards: timelineEntries.map((entry) => timelineCard(entry, timelineDetailsHeading)),
        },
      ],
    },
    {
      copy: {
        eyebrow: 'Culture',
        title: 'A culture built on the shop floor',
        intro:
          'We are a manufacturing company first. The people who build your products are the heart of how we work, and we run the company with that in mind.',
      },
      tone: 'tinted',
      blocks: [
        {
          kind: 'cards',
          columns: 4,
          cards: [
            {
              title: 'People you can reach',
              description:
                'Customers talk to the engineers and project managers on their build, not to a call center. Weekly updates keep everyone on the same page.',
              icon: 'handshake',
            },
            {
              title: 'Shared standards of craft',
              description:
                'Operators and inspectors train to IPC-A-610 and IPC J-STD-001, so good workmanship is a common language on every shift.',
              icon: 'microscope',
            },
            {
              title: 'Ownership at every station',
              description:
                'Anyone on the floor can stop a build when something looks wrong. Catching a problem early is thanked, never blamed.',
              icon: 'clipboard',
            },
            {
              title: 'An organized floor',
              description:
                'Work areas follow the 5S system, so parts, tools and documents are always where they belong and easy to find.',
              icon: 'factory',
            },
          ],
        },
      ],
    },
    {
      copy: { eyebrow: 'Why we build', title: 'Mission and vision' },
      blocks: [
        {
          kind: 'cards',
          columns: 2,
          cards: [
            {
              title: 'Our mission',
              description:
                'To build reliable electronics for OEMs with a 100% US workforce, honest communication and quality that holds up in the field.',
              icon: 'target',
            },
            {
              title: 'Our vision',
              description:
                'To be the manufacturing partner engineers recommend to each other: the one that answers the phone, commits to a delivery date and keeps it, and stays with a product from first prototype to final production run.',
              icon: 'eye',
            },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'What we stand for',
        title: 'Our core values',
        intro:
          'Four values guide how we treat each other and our customers. Select a value to read what it means in practice.',
      },
      tone: 'tinted',
      blocks: [
        {
          kind: 'detailCards',
          layout: 'grid',
          openHint: 'Read more',
          cards: [
            {
              title: 'Dignity & Respect',
              description: 'Everyone on our floor and at our customers is treated with courtesy and fairness.',
              icon: 'users',
              paragraphs: [
                'Good work starts with how people are treated. Operators, engineers, buyers and suppliers all deserve to be heard, to be spoken to plainly and to be thanked for what they contribute.',
                'In practice that means safe workstations, fair schedules, training that helps people grow and managers who listen before they decide. It also means every customer question gets a real answer, whatever the size of the order.',
              ],
            },
            {
              title: 'Integrity',
              description: 'We tell the truth about schedules, costs and quality, even when the news is unwelcome.',
              icon: 'scale',
              paragraphs: [
                'Integrity is why customers trust us with their designs. We sign NDAs immediately, protect every file we receive and commit only to delivery dates we know we can keep.',
                'When a part is late or a test turns up a problem, we say so right away and explain what we are doing about it. Our weekly updates report what is really happening on your build, not what sounds best.',
              ],
            },
            {
              title: 'Innovation',
              description: 'We keep improving our equipment, our processes and the way we work with customers.',
              icon: 'lightbulb',
              paragraphs: [
                `Our shop has changed a great deal since ${founded}: from hand soldering to automated SMT lines, and from visual checks to in-house SPI, AOI, flying probe and X-ray inspection. Each step came from asking how we could build better products for the people who depend on them.`,
                'We invite everyone to suggest better fixtures, cleaner processes and smarter tests. Many of our best improvements began as an idea from someone on the line.',
              ],
            },
            {
              title: 'Excellence',
              description: 'We hold our work to certified standards and measure ourselves against them every day.',
              icon: 'award',
              paragraphs: [
                'Excellence is a habit we check, not a slogan. Our quality system is certified to AS9100D and ISO 13485, and our workmanship follows IPC-A-610 Class 2 and Class 3 and IPC J-STD-001.',
                'The results show in a defect rate under .001% and 96% customer satisfaction. We are proud of those numbers, and we work to earn them again with every build.',
              ],
            },
          ],
        },
      ],
    },
    {
      copy: {
        eyebrow: 'Quality you can verify',
        title: 'Certified and compliant',
        intro: 'Our quality system and our products meet the standards that regulated industries ask for.',
      },
      blocks: [
        {
          kind: 'certifications',
          layout: 'seals',
          label: 'Certifications and compliance',
          items: [
            {
              name: 'AS9100D',
              description: 'Aerospace quality management',
              badge: { src: sealNavy, alt: '', width: 96, height: 96 },
            },
            {
              name: 'ISO 13485',
              description: 'Medical device quality management',
              badge: { src: sealAccent, alt: '', width: 96, height: 96 },
            },
            {
              name: 'UL compliant',
              description: 'Product safety standards',
              badge: { src: sealGreen, alt: '', width: 96, height: 96 },
            },
          ],
        },
      ],
    },
  ],
  closing: {
    copy: {
      eyebrow: 'Work with us',
      title: 'Ready to build with a team that picks up the phone?',
      intro: `Tell us about your project and our ${city} team will contact you to talk it through.`,
    },
    actions: [{ kind: 'contact', label: 'Contact Us' }],
    link: { kind: 'route', label: 'See the equipment on our floor', to: '/manufacturing-capabilities' },
  },
};

export default ourStoryPage;
