import { defineExamples } from '../examples';
import { PageHero } from './PageHero';

export default defineExamples(PageHero, {
  'title and lead': {
    eyebrow: 'PCB Assembly',
    title: 'PCB Assembly Services',
    lead: 'Surface-mount and through-hole assembly for high-mix programs.',
  },
});
