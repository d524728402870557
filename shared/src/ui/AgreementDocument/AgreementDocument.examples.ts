import { defineExamples } from '../examples';
import { AgreementDocument } from './AgreementDocument';
import { exampleAgreement } from './exampleAgreement';

export default defineExamples(AgreementDocument, {
  'a two-clause agreement': { agreement: exampleAgreement },
});
