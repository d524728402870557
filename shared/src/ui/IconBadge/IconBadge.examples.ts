import { defineExamples } from '../examples';
import { IconBadge } from './IconBadge';

export default defineExamples(
  IconBadge,
  {
    medium: { name: 'award' },
    small: { name: 'chip', size: 'sm' },
  },
  {
    // An icon's name is not a word on the page.
    notShown: ['name'],
  },
);
