import { defineExamples } from '../examples';
import { Section } from './Section';

export default defineExamples(Section, {
  plain: {
    eyebrow: 'Why OEMs choose us',
    title: 'Three things we never compromise on',
    intro: 'Quality, delivery, service.',
    children: 'Section content',
  },
  tinted: { title: 'Watch a board come together', tone: 'tinted', children: 'Section content' },
  dark: { title: 'Ready to start?', tone: 'dark', intro: 'Send us your files.', children: 'Section content' },
  'a chapter of a document': { title: '3. Delivery', density: 'document', children: 'Delivery dates are essential.' },
});
