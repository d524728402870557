import { exampleAgreement } from '../AgreementDocument/exampleAgreement';
import { defineExamples } from '../examples';
import { Faq } from './Faq';

export default defineExamples(
  Faq,
  {
    'questions, one opening a document': {
      items: [
        { question: 'How do I get a quote?', answer: 'Send your files and quantities.' },
        {
          question: 'Will you sign an NDA?',
          answer: 'Yes, before any files change hands.',
          opensDocument: 'Read our Non-Disclosure Agreement',
        },
      ],
      document: exampleAgreement,
    },
    'questions only': {
      items: [
        { question: 'Which volumes do you build?', answer: 'Prototype batches to steady production runs.' },
        { question: 'How fast are prototypes?', answer: 'Five to seven days.' },
      ],
    },
  },
  {
    // The agreement opens from its answer.
    notShown: ['document'],
  },
);
