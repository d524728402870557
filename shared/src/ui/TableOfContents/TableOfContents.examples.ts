import { defineExamples } from '../examples';
import { TableOfContents } from './TableOfContents';

export default defineExamples(TableOfContents, {
  'numbered sections of a legal document': {
    label: 'Contents',
    entries: [
      { id: 'quotes', title: '1. Quotes' },
      { id: 'orders', title: '2. Orders' },
      { id: 'payment', title: '3. Payment' },
      { id: 'governing-law', title: '4. Governing Law and Disputes' },
    ],
  },
});
