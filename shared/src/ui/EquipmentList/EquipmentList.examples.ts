import { defineExamples } from '../examples';
import { EquipmentList } from './EquipmentList';

export default defineExamples(EquipmentList, {
  'two machines': {
    useCaseLabel: 'Best for',
    items: [
      {
        name: 'Stencil printer',
        specs: ['Vision alignment of stencil to board', 'Automatic under-stencil cleaning'],
        useCase: 'Repeatable solder paste deposits on fine-pitch boards.',
      },
      {
        name: '3D solder paste inspection',
        specs: ['Measures paste height, area and volume', 'Checks every pad of every board'],
        useCase: 'Stopping a paste defect before parts are placed on it.',
      },
    ],
  },
});
