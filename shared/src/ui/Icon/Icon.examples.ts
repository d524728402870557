import { defineExamples } from '../examples';
import { Icon } from './Icon';

export default defineExamples(Icon, {
  check: { name: 'check' },
  'large phone': { name: 'phone', size: 32 },
});
