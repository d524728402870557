import { defineExamples } from '../examples';
import { SealList } from './SealList';

const image = { src: 'seal.svg', alt: '', width: 96, height: 96 };

export default defineExamples(SealList, {
  'three seals': {
    label: 'Our certifications',
    seals: [
      { label: 'AS9100D', caption: 'Aerospace quality management', image },
      { label: 'ISO 13485', caption: 'Medical device quality management', image },
      { label: 'UL compliant', caption: 'Product safety', image },
    ],
  },
});
