import { defineExamples } from '../examples';
import { Toasts } from './Toasts';

export default defineExamples(Toasts, {
  'the toast area': {},
});
