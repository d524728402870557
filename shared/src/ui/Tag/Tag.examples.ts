import { defineExamples } from '../examples';
import { Tag } from './Tag';

export default defineExamples(Tag, {
  industry: { children: 'Medical Device' },
  certified: { children: 'Certified', tone: 'success' },
  trained: { children: 'Trained', tone: 'info' },
  registered: { children: 'Registered', tone: 'warning' },
});
