import { defineExamples } from '../examples';
import { JobOpenings } from './JobOpenings';

export default defineExamples(JobOpenings, {
  'two openings': {
    labels: { department: 'Department', location: 'Location', type: 'Type', requirements: 'Requirements' },
    listings: [
      {
        opening: {
          title: 'SMT Assembly Technician',
          department: 'Production',
          location: 'Norcross, GA',
          type: 'Full-time',
          description: 'Set up and run our surface-mount lines.',
          requirements: ['Experience on an SMT line', 'IPC-A-610 training or willingness to train'],
        },
        apply: {
          label: 'Apply Now',
          name: 'Apply Now: SMT Assembly Technician',
          href: 'mailto:jobs@example.com?subject=Application%3A%20SMT%20Assembly%20Technician',
        },
      },
      {
        opening: {
          title: 'Quality Assurance Engineer',
          department: 'Quality',
          location: 'Norcross, GA',
          type: 'Full-time',
          description: 'Own inspection plans and corrective actions.',
          requirements: ['A degree in engineering or equivalent experience'],
        },
        apply: {
          label: 'Apply Now',
          name: 'Apply Now: Quality Assurance Engineer',
          href: 'mailto:jobs@example.com?subject=Application%3A%20Quality%20Assurance%20Engineer',
        },
      },
    ],
  },
});
