import { defineExamples } from '../examples';
import { LazyImage } from './LazyImage';

export default defineExamples(LazyImage, {
  'a customer logo': { src: 'logo.svg', alt: 'Bellwyn Medical', width: 200, height: 60 },
});
