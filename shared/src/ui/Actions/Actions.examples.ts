import { defineExamples } from '../examples';
import { ActionRow } from './Actions';

export default defineExamples(ActionRow, {
  'every kind of action': {
    actions: [
      { kind: 'contact', label: 'Contact Us' },
      { kind: 'route', label: 'Our story', to: '/our-story' },
      { kind: 'external', label: 'Capabilities (PDF)', href: 'https://example.com/capabilities.pdf', icon: 'document' },
      { kind: 'call', label: 'Call 404-555-0100', href: 'tel:+14045550100', icon: 'phone' },
    ],
  },
});
