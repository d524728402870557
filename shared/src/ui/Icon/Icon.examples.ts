import { defineExamples } from '../examples';
import { Icon } from './Icon';

export default defineExamples(
  Icon,
  {
    check: { name: 'check' },
    'large phone': { name: 'phone', size: 32 },
  },
  {
    // An icon's name is not a word on the page.
    notShown: ['name'],
  },
);
