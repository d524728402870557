import { defineExamples } from '../examples';
import { CertificationBadges } from './CertificationBadges';

const size = { width: 160, height: 160 };

export default defineExamples(
  CertificationBadges,
  {
    'two badges': {
      label: 'Certifications and registrations',
      openLabel: (name) => `Show a larger view of the ${name} badge`,
      more: { kind: 'route', label: 'What our certifications mean for you', to: '/certifications' },
      items: [
        {
          name: 'AS9100D',
          description: 'The aerospace quality standard.',
          badge: { src: 'as9100d.svg', alt: 'AS9100D certified seal', ...size },
        },
        {
          name: 'ITAR',
          description: 'Registered for defense articles.',
          badge: { src: 'itar.svg', alt: 'ITAR registered shield', ...size },
        },
      ],
    },
  },
  {
    // In a badge's enlarged view.
    notShown: ['items.description', 'items.badge.alt', 'more'],
  },
);
