import { defineExamples } from '../examples';
import { FailureBoundary } from './FailureBoundary';

export default defineExamples(FailureBoundary, {
  'guarding a part that rendered': {
    fallback: () => 'This part could not be shown.',
    children: 'The part of the page it guards, as usual.',
  },
});
