import { render, screen, within } from '@testing-library/react';
import { AgreementDocument } from './AgreementDocument';
import { exampleAgreement } from './exampleAgreement';

test('each clause keeps its number, and each signature field says it is to be completed', () => {
  const { container } = render(<AgreementDocument agreement={exampleAgreement} />);
  const clauses = container.querySelectorAll('ol > li');
  expect([...clauses].map((clause) => clause.getAttribute('value'))).toEqual(
    exampleAgreement.clauses.map((clause) => String(clause.number)),
  );
  for (const signatory of exampleAgreement.signatureBlock.signatories) {
    const block = screen.getByRole('region', {
      name: `${exampleAgreement.signatureBlock.signatureOf} ${signatory.party}`,
    });
    expect(within(block).getAllByText(exampleAgreement.signatureBlock.blankField)).toHaveLength(
      signatory.fields.length,
    );
  }
});
