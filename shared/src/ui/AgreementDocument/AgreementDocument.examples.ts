import { defineExamples } from '../examples';
import { AgreementDocument } from './AgreementDocument';
import { exampleAgreement } from './exampleAgreement';

export default defineExamples(
  AgreementDocument,
  {
    'a two-clause agreement': { agreement: exampleAgreement },
  },
  {
    // The dialog around it carries the title.
    notShown: ['agreement.title'],
  },
);
