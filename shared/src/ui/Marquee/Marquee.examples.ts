import { defineExamples } from '../examples';
import { Marquee } from './Marquee';

export default defineExamples(Marquee, {
  'a strip of names': {
    label: 'Trusted by Industry Leaders',
    durationSeconds: 30,
    children: 'Bellwyn Medical · Ferrovane Rail · Tarrowby Power',
  },
});
