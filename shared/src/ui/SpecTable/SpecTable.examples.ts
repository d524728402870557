import { defineExamples } from '../examples';
import { SpecTable } from './SpecTable';

export default defineExamples(SpecTable, {
  'environmental ratings': {
    caption: 'Environmental ratings',
    columns: { parameter: 'Parameter', value: 'Rating' },
    entries: [
      { parameter: 'Operating temperature', value: '-40 to +85 °C' },
      { parameter: 'Storage temperature', value: '-55 to +100 °C' },
      { parameter: 'Humidity', value: '5 to 95% RH' },
    ],
  },
});
