import type { AgreementRecord } from '../../content/page';

/** A short agreement in the shape of our mutual NDA, for the kit's examples and tests. */
export const exampleAgreement: AgreementRecord = {
  title: 'Mutual Non-Disclosure Agreement',
  intro: 'This agreement is made between the two parties below.',
  parties: [
    { name: 'Example Manufacturing, Inc.', shortName: 'the Company', description: 'a Georgia corporation' },
    { name: 'The Client', shortName: 'the Client', description: 'the business named on signature' },
  ],
  clauses: [
    { number: 1, heading: 'Confidential Information', paragraphs: ['Anything either party marks as confidential.'] },
    { number: 2, heading: 'Term', paragraphs: ['Five years from the date of the last signature.'] },
  ],
  signatureBlock: {
    intro: 'Signed by the authorized representatives of the parties.',
    signatureOf: 'Signature of',
    blankField: 'to be completed on signature',
    signatories: [
      { party: 'Example Manufacturing, Inc.', fields: ['Signature', 'Name'] },
      { party: 'The Client', fields: ['Company name', 'Signature'] },
    ],
  },
};
