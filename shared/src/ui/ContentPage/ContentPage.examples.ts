import { defineExamples } from '../examples';
import { ContentPage } from './ContentPage';

export default defineExamples(ContentPage, {
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
            { kind: 'cards', columns: 2, cards: [{ title: 'One supplier', description: 'Boards, cables and enclosure.' }, { title: 'Tested', description: 'Every unit.' }] },
            { kind: 'steps', title: 'How it runs', layout: 'row', steps: [{ title: 'Files', description: 'Send them.' }, { title: 'Quote', description: 'Get it.' }] },
            { kind: 'specs', caption: 'Ratings', columns: { parameter: 'Parameter', value: 'Rating' }, entries: [{ parameter: 'Humidity', value: '5 to 95% RH' }] },
          ],
        },
        { copy: { title: 'See it' }, tone: 'tinted', blocks: [{ kind: 'media', media: { kind: 'video', title: 'Tour', startLabel: 'Play video: Tour', embedUrl: 'https://video.example.com/embed/tour' } }] },
      ],
      closing: { copy: { title: 'Ready to start?' }, actions: [{ kind: 'contact', label: 'Contact Us' }] },
    },
  },
});
