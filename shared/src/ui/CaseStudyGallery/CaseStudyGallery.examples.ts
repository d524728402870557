import pcbBoardArt from '../../assets/illustrations/pcb-board.svg';
import type { CaseStudyGalleryRecord } from '../../content/page';
import { exampleCaseStudy } from '../CaseStudyDialog/exampleCaseStudy';
import { defineExamples } from '../examples';
import { CaseStudyGallery } from './CaseStudyGallery';

const labels: Omit<CaseStudyGalleryRecord, 'studies'> = {
  filterLabel: 'Filter case studies by industry',
  allLabel: 'All',
  filters: ['Medical Device', 'Aerospace', 'Defense'],
  comingSoonLabel: 'Coming Soon',
  viewLabel: 'View Full Case Study',
  keyResultsLabel: 'Key results',
  timelineLabel: 'Timeline',
  resultsAnnouncement: {
    all: 'Showing all {count} case studies',
    none: 'No published case studies for {filter} yet',
    one: 'Showing 1 case study for {filter}',
    other: 'Showing {count} case studies for {filter}',
  },
  empty: {
    icon: 'shield',
    title: 'No published case study yet',
    text: 'Ask us about our work in this industry.',
    action: { kind: 'contact', label: 'Contact Us' },
  },
};

export default defineExamples(
  CaseStudyGallery,
  {
    'studies with and without artwork': {
      ...labels,
      studies: [
        { ...exampleCaseStudy, image: { src: pcbBoardArt, alt: '', width: 360, height: 240 } },
        {
          ...exampleCaseStudy,
          industry: 'Aerospace',
          title: 'Flight control boards on a fixed release schedule',
          description: 'An avionics OEM split a long program into scheduled releases.',
          results: [
            'Releases shipped on the agreed dates',
            'Full traceability per board',
            'A third result the card leaves out',
          ],
        },
      ],
    },
    'no study published yet': { ...labels, studies: [] },
  },
  {
    notShown: {
      // The live region speaks only after a filter is chosen; a study's story and its later results are in its dialog.
      'studies with and without artwork': [
        'resultsAnnouncement',
        'empty',
        'studies.challenge',
        'studies.solution',
        'studies.testimonial',
        'studies.results',
      ],
      // With nothing published, the empty state stands where the cards would be.
      'no study published yet': [
        'resultsAnnouncement',
        'comingSoonLabel',
        'viewLabel',
        'keyResultsLabel',
        'timelineLabel',
      ],
    },
  },
);
