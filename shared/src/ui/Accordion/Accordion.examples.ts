import { defineExamples } from '../examples';
import { Accordion } from './Accordion';

export default defineExamples(Accordion, {
  'first item open': {
    defaultOpenId: 'files',
    items: [
      { id: 'files', title: 'Which files do you need for a quote?', content: 'Gerbers and a BOM or XML file.' },
      { id: 'nda', title: 'Will you sign our NDA?', content: 'Yes, right away.' },
    ],
  },
  'all closed': {
    defaultOpenId: null,
    items: [{ id: 'volume', title: 'What volumes do you build?', content: 'High-mix, low-to-mid volume.' }],
  },
});
