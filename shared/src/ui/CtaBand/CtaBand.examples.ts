import { defineExamples } from '../examples';
import { CtaBand } from './CtaBand';

export default defineExamples(CtaBand, {
  'buttons and a link': {
    closing: {
      copy: { eyebrow: 'Start your project', title: 'Ready to put your boards into production?', intro: 'Send us your files.' },
      actions: [
        { kind: 'contact', label: 'Contact Us' },
        { kind: 'call', label: 'Call 404-555-0100', href: 'tel:+14045550100', icon: 'phone' },
      ],
      link: { kind: 'route', label: 'Read our story', to: '/our-story' },
    },
  },
  'one button': { closing: { copy: { title: 'Questions about a program?' }, actions: [{ kind: 'contact', label: 'Contact Us' }] } },
});
