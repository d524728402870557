import { defineExamples } from '../examples';
import { StoryQuote } from './StoryQuote';

export default defineExamples(StoryQuote, {
  'story with a quote': {
    paragraphs: ['We started with two benches.', 'We still answer the phone ourselves.'],
    quote: { text: 'Build it like your name is on it.', source: 'Founder' },
  },
});
