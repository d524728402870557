import { defineExamples } from '../examples';
import { Callout } from './Callout';

export default defineExamples(Callout, {
  'a file to download': {
    icon: 'document',
    title: 'Capabilities at a glance',
    text: 'Equipment, inspection methods and certifications on a few pages.',
    action: {
      kind: 'external',
      label: 'Download the capabilities sheet (PDF)',
      href: 'https://example.com/capabilities.pdf',
    },
  },
});
