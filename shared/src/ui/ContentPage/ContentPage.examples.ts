import { exampleCaseStudy } from '../CaseStudyDialog/exampleCaseStudy';
import { defineExamples } from '../examples';
import { ContentPage } from './ContentPage';

export default defineExamples(
  ContentPage,
  {
    'a page from its record': {
      page: {
        hero: {
          eyebrow: 'Box Build',
          title: 'Box Build Assembly',
          lead: 'Complete systems, wired, tested and packed.',
          actions: [{ kind: 'contact', label: 'Contact Us' }],
          aside: { kind: 'stats', label: 'At a glance', stats: [{ value: '100%', label: 'US workforce' }] },
        },
        sections: [
          {
            copy: { eyebrow: 'Why us', title: 'Benefits', intro: 'One partner from board to box.' },
            blocks: [
              {
                kind: 'cards',
                columns: 2,
                cards: [
                  { title: 'One supplier', description: 'Boards, cables and enclosure.' },
                  { title: 'Tested', description: 'Every unit.' },
                ],
              },
              {
                kind: 'steps',
                title: 'How it runs',
                layout: 'row',
                steps: [
                  { title: 'Files', description: 'Send them.' },
                  { title: 'Quote', description: 'Get it.' },
                ],
              },
              {
                kind: 'specs',
                caption: 'Ratings',
                columns: { parameter: 'Parameter', value: 'Rating' },
                entries: [{ parameter: 'Humidity', value: '5 to 95% RH' }],
              },
            ],
          },
          {
            copy: { title: 'See it' },
            tone: 'tinted',
            blocks: [
              {
                kind: 'media',
                media: {
                  kind: 'video',
                  title: 'Tour',
                  startLabel: 'Play video: Tour',
                  embedUrl: 'https://video.example.com/embed/tour',
                },
              },
            ],
          },
        ],
        closing: { copy: { title: 'Ready to start?' }, actions: [{ kind: 'contact', label: 'Contact Us' }] },
      },
    },
    'a legal document with its contents and last updated date': {
      page: {
        hero: {
          title: 'Terms and Conditions',
          lead: 'The terms of our quotes and orders.',
          updated: { label: 'Last updated:', date: '2026-11-23' },
        },
        contents: { label: 'Contents' },
        sections: [
          {
            id: 'quotes',
            copy: { title: '1. Quotes' },
            blocks: [{ kind: 'prose', paragraphs: ['Quotes are valid for 30 days.'] }],
          },
          {
            copy: { title: 'Not in the contents' },
            blocks: [{ kind: 'prose', paragraphs: ['A section without an id.'] }],
          },
          {
            id: 'payment',
            copy: { title: '2. Payment' },
            blocks: [
              {
                kind: 'prose',
                paragraphs: ['Invoices are due as follows:'],
                list: ['Net 30 from the invoice date', 'Late interest of 1.5% per month'],
              },
            ],
          },
        ],
        closing: {
          copy: { title: 'Questions About These Terms?' },
          actions: [{ kind: 'call', label: 'Email legal@example.com', href: 'mailto:legal@example.com', icon: 'mail' }],
        },
      },
    },
    'job openings and an office to visit': {
      page: {
        hero: {
          title: 'Careers',
          lead: 'Build electronics with us.',
          actions: [{ kind: 'route', label: 'View Open Positions', to: '/our-story#openings' }],
        },
        sections: [
          {
            id: 'openings',
            copy: { title: 'Open Positions' },
            blocks: [
              {
                kind: 'jobOpenings',
                labels: { department: 'Department', location: 'Location', type: 'Type', requirements: 'Requirements' },
                listings: [
                  {
                    opening: {
                      title: 'Manufacturing Engineer',
                      department: 'Engineering',
                      location: 'Norcross, GA',
                      type: 'Full-time',
                      description: 'Build the processes our lines run on.',
                      requirements: ['A degree in engineering'],
                    },
                    apply: {
                      label: 'Apply Now',
                      name: 'Apply Now: Manufacturing Engineer',
                      href: 'mailto:jobs@example.com?subject=Manufacturing%20Engineer',
                    },
                  },
                ],
              },
            ],
          },
          {
            copy: { title: 'Visit Us' },
            blocks: [
              {
                kind: 'contactDetails',
                details: {
                  title: 'Our Office',
                  address: { label: 'Address', lines: ['100 Main Street', 'Springfield, GA 30000'] },
                  phone: { label: 'Phone', display: '(404) 555-0100', href: 'tel:+14045550100' },
                  email: { label: 'Email', display: 'jobs@example.com', href: 'mailto:jobs@example.com' },
                  hours: { label: 'Office Hours', lines: ['Monday to Friday, 8:00 AM to 5:00 PM'] },
                  actions: [{ kind: 'call', label: 'Call Us', href: 'tel:+14045550100' }],
                },
              },
              {
                kind: 'media',
                media: {
                  kind: 'map',
                  title: 'Map of our office',
                  startLabel: 'Load map: our office',
                  embedUrl: 'https://maps.example.com/embed',
                },
              },
            ],
          },
        ],
        closing: {
          copy: { title: 'Ready to Apply?' },
          actions: [{ kind: 'call', label: 'Apply Today', href: 'mailto:jobs@example.com?subject=Application' }],
        },
      },
    },
    'case studies filtered by industry': {
      page: {
        hero: { title: 'Case Studies', lead: 'Programs we took from prototype to production.' },
        sections: [
          {
            copy: { title: 'Results by Industry' },
            blocks: [
              {
                kind: 'caseStudyGallery',
                filterLabel: 'Filter case studies by industry',
                allLabel: 'All',
                filters: ['Medical Device', 'Defense'],
                comingSoonLabel: 'Coming Soon',
                viewLabel: 'View Full Case Study',
                keyResultsLabel: 'Key Results',
                timelineLabel: 'Timeline',
                resultsAnnouncement: {
                  all: 'Showing all {count} case studies',
                  none: 'No published case studies for {filter} yet',
                  one: 'Showing 1 case study for {filter}',
                  other: 'Showing {count} case studies for {filter}',
                },
                empty: {
                  icon: 'shield',
                  title: 'No Published Case Study Yet',
                  text: 'Ask us directly.',
                  action: { kind: 'contact', label: 'Contact Us' },
                },
                studies: [exampleCaseStudy],
              },
            ],
          },
        ],
        closing: { copy: { title: 'Planning a Program?' }, actions: [{ kind: 'contact', label: 'Contact Us' }] },
      },
    },
    'equipment cards under a hero video': {
      page: {
        hero: {
          title: 'Manufacturing Capabilities',
          lead: 'The equipment on our floor.',
          aside: {
            kind: 'media',
            media: {
              kind: 'video',
              title: 'Our equipment at work',
              startLabel: 'Play video: Our equipment at work',
              embedUrl: 'https://www.youtube-nocookie.com/embed/x',
            },
          },
        },
        sections: [
          {
            copy: { title: 'Reflow Soldering' },
            blocks: [
              {
                kind: 'equipment',
                useCaseLabel: 'Best for',
                items: [
                  {
                    name: 'Reflow oven',
                    specs: ['Forced convection', 'Profiles per assembly'],
                    useCase: 'Even heating of mixed boards.',
                  },
                ],
              },
            ],
          },
        ],
        closing: { copy: { title: 'Want to See It?' }, actions: [{ kind: 'contact', label: 'Contact Us' }] },
      },
    },
  },
  {
    // What a page shows only after a press: a frame and its title, the gallery's announcements, a case study's dialog.
    notShown: [
      'media.embedUrl',
      'media.title',
      'resultsAnnouncement',
      'empty',
      'studies.challenge',
      'studies.solution',
      'studies.testimonial',
      'studies.results',
    ],
  },
);
