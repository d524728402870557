import { defineExamples } from '../examples';
import { CtaBand } from './CtaBand';

export default defineExamples(CtaBand, {
  'buttons and a link': {
    closing: {
      copy: {
        eyebrow: 'Start your project',
        title: 'Ready to put your boards into production?',
        intro: 'Send us your files.',
      },
      actions: [
        { kind: 'contact', label: 'Contact Us' },
        { kind: 'call', label: 'Call 404-555-0100', href: 'tel:+14045550100', icon: 'phone' },
      ],
      link: { kind: 'route', label: 'Read our story', to: '/our-story' },
    },
  },
  'one button': {
    closing: { copy: { title: 'Questions about a program?' }, actions: [{ kind: 'contact', label: 'Contact Us' }] },
  },
  'the quote form beside the text': {
    closing: {
      copy: { title: 'Ready to Start Your Project', intro: 'Tell us what you are building.' },
      note: 'Your details are only used to answer your request.',
      form: { heading: 'Request a quote' },
    },
  },
});
