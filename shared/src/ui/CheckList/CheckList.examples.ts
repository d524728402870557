import { defineExamples } from '../examples';
import { CheckList } from './CheckList';

export default defineExamples(CheckList, {
  'three points': {
    items: [
      'Solder paste inspection (SPI)',
      'Automated optical inspection (AOI)',
      'X-ray inspection, including BGA joints',
    ],
  },
});
