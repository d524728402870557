import { defineExamples } from '../examples';
import { FadeIn } from './FadeIn';

export default defineExamples(FadeIn, {
  'a paragraph': { as: 'div', children: 'Fades in once a visitor scrolls to it.' },
});
