import { useState } from 'react';
import type { HomePageRecord, MutualNdaRecord } from 'shared/content';
import { Accordion, Dialog, Section } from 'shared/ui';
import styles from '../Home.module.css';

function NdaDocument({ nda }: { nda: MutualNdaRecord }) {
  return (
    <article className={styles['home-nda']}>
      <p>{nda.intro}</p>
      <ul>
        {nda.parties.map((party) => (
          <li key={party.shortName}>
            <strong>{party.name}</strong> ({party.shortName}): {party.description}
          </li>
        ))}
      </ul>
      <ol className={styles['home-nda__clauses']}>
        {nda.clauses.map((clause) => (
          <li key={clause.number} value={clause.number}>
            <h3>{clause.heading}</h3>
            {clause.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
      <p>{nda.signatureBlock.intro}</p>
      <div className={styles['home-nda__signatures']}>
        {nda.signatureBlock.signatories.map((signatory) => (
          <section key={signatory.party} aria-label={`Signature of ${signatory.party}`}>
            <h3>{signatory.party}</h3>
            <dl>
              {signatory.fields.map((field) => (
                <div key={field}>
                  <dt>{field}</dt>
                  <dd>
                    <span className="visually-hidden">to be completed on signature</span>
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

/** Fifteen questions, first open, one at a time; one answer opens the mutual NDA. */
export function FaqSection({ faq }: { faq: HomePageRecord['sections']['faq'] }) {
  const [ndaOpen, setNdaOpen] = useState(false);
  const items = faq.items.map((item, index) => ({
    id: `faq-${index + 1}`,
    title: item.question,
    content: (
      <>
        <p>{item.answer}</p>
        {item.showsNda ? (
          <button type="button" className="button button--ghost" onClick={() => setNdaOpen(true)} aria-haspopup="dialog">
            {item.ndaLinkLabel}
          </button>
        ) : null}
      </>
    ),
  }));
  return (
    <Section eyebrow={faq.eyebrow} title={faq.title} intro={faq.intro}>
      <div className={styles['home-faq']}>
        <Accordion items={items} defaultOpenId={items[0]?.id ?? null} />
      </div>
      <Dialog
        isOpen={ndaOpen}
        onDismiss={() => setNdaOpen(false)}
        title={faq.nda.title}
        size="4xl"
        footerClose
      >
        <NdaDocument nda={faq.nda} />
      </Dialog>
    </Section>
  );
}
