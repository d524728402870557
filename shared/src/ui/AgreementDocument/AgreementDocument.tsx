import type { AgreementRecord } from '../../content/page';
import styles from './AgreementDocument.module.css';

export interface AgreementDocumentProps {
  agreement: AgreementRecord;
}

/** An agreement as a readable document: its parties, numbered clauses and blank signature fields. Its title is the dialog's. */
export function AgreementDocument({ agreement }: AgreementDocumentProps) {
  const { signatureBlock } = agreement;
  return (
    <article className={styles['agreement']}>
      <p>{agreement.intro}</p>
      <ul>
        {agreement.parties.map((party) => (
          <li key={party.shortName}>
            <strong>{party.name}</strong> ({party.shortName}): {party.description}
          </li>
        ))}
      </ul>
      <ol className={styles['agreement__clauses']}>
        {agreement.clauses.map((clause) => (
          <li key={clause.number} value={clause.number}>
            <h3>{clause.heading}</h3>
            {clause.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
      <p>{signatureBlock.intro}</p>
      <div className={styles['agreement__signatures']}>
        {signatureBlock.signatories.map((signatory) => (
          <section key={signatory.party} aria-label={`${signatureBlock.signatureOf} ${signatory.party}`}>
            <h3>{signatory.party}</h3>
            <dl>
              {signatory.fields.map((field) => (
                <div key={field}>
                  <dt>{field}</dt>
                  <dd>
                    <span className="visually-hidden">{signatureBlock.blankField}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </article>
  );
}
