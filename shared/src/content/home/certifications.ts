import { homeCertificationBadgeImages } from './artwork';
import type { HomeCertificationsRecord } from './types';

/** The certifications section of the home page (anchor `#proof`, spec §2). */
export const homeCertifications: HomeCertificationsRecord = {
  anchorId: 'proof',
  eyebrow: 'Proof, not promises',
  title: 'Certified for the Work That Matters Most',
  intro:
    'Independent audits and registrations back up what we say about quality, security and how we run our business.',
  cards: [
    {
      id: 'as9100d',
      image: homeCertificationBadgeImages.as9100d,
      title: 'AS9100D',
      description:
        'Our quality management system meets the aerospace standard, with the risk control, configuration management and traceability that flight and defense hardware require.',
    },
    {
      id: 'iso13485',
      image: homeCertificationBadgeImages.iso13485,
      title: 'ISO 13485',
      description:
        'Medical device assemblies are built under a quality system designed for the industry, with documented processes and full records for every lot.',
    },
    {
      id: 'itar',
      image: homeCertificationBadgeImages.itar,
      title: 'ITAR Registered',
      description:
        'We are registered under the International Traffic in Arms Regulations, so defense programs and their controlled technical data stay with US persons on US soil.',
    },
    {
      id: 'ul',
      image: homeCertificationBadgeImages.ul,
      title: 'UL',
      description:
        'Our processes follow UL requirements, giving products that need to meet recognized safety standards a sound starting point.',
    },
    {
      id: 'wbenc',
      image: homeCertificationBadgeImages.wbenc,
      title: 'WBENC',
      description:
        'We are certified as a women-owned business enterprise, which helps customers meet their supplier diversity commitments.',
    },
  ],
  more: { kind: 'route', label: 'What Each Certification Means for You', to: '/certifications' },
};
