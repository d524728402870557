import { defineExamples } from '../examples';
import { StepList } from './StepList';

const steps = [
  { title: 'Send your files', description: 'Gerbers and a BOM or XML file; we sign your NDA right away.' },
  { title: 'Get a detailed quote', description: 'A committed delivery date, counted from the day all parts arrive.' },
  { title: 'Production run', description: 'Assembly, testing and packaging, with weekly updates.' },
];

export default defineExamples(StepList, {
  'stacked cards': { steps },
  'in a row under a heading': { title: 'How a build runs', steps, layout: 'row' },
  'cards with icons and points': {
    layout: 'cards',
    steps: [
      {
        title: 'Share your files under NDA',
        description: 'We sign right away.',
        icon: 'lock',
        points: ['NDA signed immediately', 'Gerbers plus BOM'],
      },
      {
        title: 'Get a detailed quote',
        description: 'A date we commit to.',
        icon: 'clipboard',
        points: ['Itemized pricing'],
      },
    ],
  },
});
