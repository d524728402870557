import { defineExamples } from '../examples';
import { ServiceCards } from './ServiceCards';

const image = { src: 'service.svg', alt: 'Illustration of a populated circuit board', width: 400, height: 260 };

export default defineExamples(ServiceCards, {
  'a service of this site and one elsewhere': {
    featuresLabel: 'Capabilities',
    processLabel: 'How it runs',
    statsLabel: (title) => `${title} in figures`,
    cards: [
      {
        title: 'PCB Assembly',
        tagline: 'Boards at production speed',
        description: 'Surface-mount and through-hole assembly.',
        outcome: 'Boards that pass inspection the first time.',
        image,
        stats: [{ value: '75,000+', label: 'Placements per hour' }],
        features: ['Fine-pitch and BGA packages'],
        process: ['File review', 'Placement and reflow'],
        link: { kind: 'route', label: 'Explore this service', to: '/pcb-assembly' },
      },
      {
        title: 'Staffing',
        tagline: 'People for your own line',
        description: 'Operators and technicians on your floor.',
        outcome: 'A team ready on day one.',
        image: { ...image, alt: 'Illustration of three team members' },
        stats: [{ value: '90 days', label: 'Evaluation period' }],
        features: ['Temp-to-hire'],
        process: ['Tell us the role', 'Meet the candidates'],
        link: { kind: 'external', label: 'Visit our staffing site', href: 'https://staffing.example.com' },
      },
    ],
  },
});
