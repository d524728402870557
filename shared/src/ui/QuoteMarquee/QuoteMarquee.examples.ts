import { defineExamples } from '../examples';
import { QuoteMarquee } from './QuoteMarquee';

export default defineExamples(QuoteMarquee, {
  'two testimonials': {
    label: 'What our customers say',
    loopSeconds: 40,
    quotes: [
      {
        text: 'The weekly update arrives before I ask for it.',
        source: 'Program Manager',
        sourceDetail: 'Avionics OEM',
      },
      { text: 'Every unit passed our acceptance test.', source: 'Test Engineer', sourceDetail: 'Medical device maker' },
    ],
  },
  'a quote without a detail': {
    label: 'In their words',
    loopSeconds: 30,
    quotes: [{ text: 'They picked up the phone.', source: 'A long-time customer' }],
  },
});
