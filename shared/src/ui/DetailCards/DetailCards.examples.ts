import { defineExamples } from '../examples';
import { DetailCards } from './DetailCards';

export default defineExamples(
  DetailCards,
  {
    timeline: {
      layout: 'timeline',
      openHint: 'Read more',
      cards: [
        {
          kicker: '1997',
          title: 'Founded',
          description: 'Two assembly benches in a rented bay.',
          paragraphs: ['Two benches.'],
          featuresLabel: 'Milestones',
          features: ['First customer'],
        },
        {
          kicker: '2010',
          title: 'AS9100D',
          description: 'Aerospace quality system certified.',
          paragraphs: ['Certified.'],
        },
      ],
    },
    grid: {
      layout: 'grid',
      openHint: 'Learn more',
      cards: [
        { title: 'Integrity', description: 'We say what we will do.', icon: 'shield', paragraphs: ['Then we do it.'] },
        {
          title: 'Innovation',
          description: 'Better ways, tried on the floor.',
          icon: 'lightbulb',
          paragraphs: ['Every week.'],
        },
      ],
    },
  },
  {
    // In a card's dialog.
    notShown: ['paragraphs', 'features', 'featuresLabel'],
  },
);
