import { defineExamples } from '../examples';
import { Dialog } from './Dialog';

export default defineExamples(Dialog, {
  'centred with a footer Close button': {
    isOpen: true,
    onDismiss: () => undefined,
    title: 'Mutual Non-Disclosure Agreement',
    description: 'Georgia law, five-year term.',
    footerClose: true,
    children: 'The agreement text, long enough to scroll.',
  },
  'side sheet': { isOpen: true, onDismiss: () => undefined, title: 'Menu', placement: 'right', children: 'Links' },
});
