import caseStudiesArt from '../../../assets/illustrations/case-studies.svg?inline';
import aerospaceDefenseArt from '../../../assets/illustrations/aerospace-defense.svg';
import energyUtilityArt from '../../../assets/illustrations/energy-utility.svg';
import industrialElectronicsArt from '../../../assets/illustrations/industrial-electronics.svg';
import medicalBoardArt from '../../../assets/illustrations/medical-board.svg';
import { site } from '../../../config';
import {
  aerospaceDefenseCaseStudy,
  energyUtilityCaseStudy,
  industrialElectronicsCaseStudy,
  medicalCaseStudy,
} from '../../industries';
import { kitTexts } from '../../kit';
import type { PageRecord } from '../../page';
import type { CaseStudyRecord } from '../../types';
import { caseStudyIndustries } from '../../company/caseStudyIndustries';

/**
 * Copy of the /case-studies page. The studies are the industry pages' own records (no figure is restated
 * here); each card shows its industry page's hero artwork, blurred until the full write-up is published.
 */

const studies: readonly CaseStudyRecord[] = [
  { ...medicalCaseStudy, image: { src: medicalBoardArt, alt: '', width: 320, height: 220 } },
  { ...industrialElectronicsCaseStudy, image: { src: industrialElectronicsArt, alt: '', width: 400, height: 260 } },
  { ...aerospaceDefenseCaseStudy, image: { src: aerospaceDefenseArt, alt: '', width: 400, height: 260 } },
  { ...energyUtilityCaseStudy, image: { src: energyUtilityArt, alt: '', width: 400, height: 260 } },
];

const caseStudiesPage: PageRecord = {
  hero: {
    eyebrow: 'Capabilities',
    title: 'Case Studies',
    lead: 'Programs we have taken from prototype to production for OEMs in medical, industrial, aerospace and energy markets: what the work called for and the results it delivered.',
    actions: [{ kind: 'contact', label: 'Discuss Your Project' }],
    aside: { kind: 'image', image: { src: caseStudiesArt, alt: '', width: 400, height: 260 } },
  },
  sections: [
    {
      id: 'studies',
      copy: {
        eyebrow: 'Our Work',
        title: 'Results by Industry',
        intro:
          'Choose an industry to narrow the list. Full write-ups are in preparation; until then each card shows the program’s timeline and its first key results.',
      },
      blocks: [
        {
          kind: 'caseStudyGallery',
          filterLabel: 'Filter case studies by industry',
          allLabel: 'All',
          filters: caseStudyIndustries,
          comingSoonLabel: 'Coming Soon',
          viewLabel: 'View Full Case Study',
          keyResultsLabel: 'Key Results',
          timelineLabel: kitTexts.caseStudyDialog.timeline,
          resultsAnnouncement: {
            all: 'Showing all {count} case studies',
            none: 'No published case studies for {filter} yet',
            one: 'Showing 1 case study for {filter}',
            other: 'Showing {count} case studies for {filter}',
          },
          empty: {
            icon: 'shield',
            title: 'No Published Defense Case Study Yet',
            text: 'Our defense work is controlled under ITAR, so we do not publish it here. Ask us directly and we will tell you what we can about our defense programs and how we handle controlled technical data.',
            action: { kind: 'contact', label: 'Contact Us' },
          },
          studies,
        },
      ],
    },
  ],
  closing: {
    copy: {
      title: 'Planning a Program Like These?',
      intro:
        'Tell us about your board, your volumes and your schedule, and our engineers will talk it through with you.',
    },
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    link: { kind: 'route', label: 'See our certifications', to: '/certifications' },
  },
};

export default caseStudiesPage;
