import { homeCertificationBadgeImages } from './artwork';
import type { SectionRecord } from '../page';

/** The certifications section of the home page: five cards (AS9100D, ISO 13485, ITAR, UL, WBENC) under the anchor `#proof`. */
export const homeCertifications: SectionRecord = {
  id: 'proof',
  copy: {
    eyebrow: 'Proof, not promises',
    title: 'Certified for the Work That Matters Most',
    intro:
      'Independent audits and registrations back up what we say about quality, security and how we run our business.',
  },
  tone: 'tinted',
  blocks: [
    {
      kind: 'certifications',
      layout: 'cards',
      items: [
        {
          badge: homeCertificationBadgeImages.as9100d,
          name: 'AS9100D',
          description:
            'Our quality management system meets the aerospace standard, with the risk control, configuration management and traceability that flight and defense hardware require.',
        },
        {
          badge: homeCertificationBadgeImages.iso13485,
          name: 'ISO 13485',
          description:
            'Medical device assemblies are built under a quality system designed for the industry, with documented processes and full records for every lot.',
        },
        {
          badge: homeCertificationBadgeImages.itar,
          name: 'ITAR Registered',
          description:
            'We are registered under the International Traffic in Arms Regulations, so defense programs and their controlled technical data stay with US persons on US soil.',
        },
        {
          badge: homeCertificationBadgeImages.ul,
          name: 'UL',
          description:
            'Our processes follow UL requirements, giving products that need to meet recognized safety standards a sound starting point.',
        },
        {
          badge: homeCertificationBadgeImages.wbenc,
          name: 'WBENC',
          description:
            'We are certified as a women-owned business enterprise, which helps customers meet their supplier diversity commitments.',
        },
      ],
    },
    {
      kind: 'actions',
      actions: [{ kind: 'route', label: 'What Each Certification Means for You', to: '/certifications' }],
    },
  ],
};
