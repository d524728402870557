import { useState } from 'react';
import { homeFaq, mutualNda } from 'shared/content';
import { Accordion, Dialog, Section } from 'shared/ui';
import styles from '../Home.module.css';

function NdaDocument() {
  return (
    <article className={styles['home-nda']}>
      <p>{mutualNda.intro}</p>
      <ul>
        {mutualNda.parties.map((party) => (
          <li key={party.shortName}>
            <strong>{party.name}</strong> ({party.shortName}): {party.description}
          </li>
        ))}
      </ul>
      <ol className={styles['home-nda__clauses']}>
        {mutualNda.clauses.map((clause) => (
          <li key={clause.number} value={clause.number}>
            <h3>{clause.heading}</h3>
            {clause.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
      <p>{mutualNda.signatureBlock.intro}</p>
      <div className={styles['home-nda__signatures']}>
        {mutualNda.signatureBlock.signatories.map((signatory) => (
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
export function FaqSection() {
  const [ndaOpen, setNdaOpen] = useState(false);
  const items = homeFaq.items.map((item, index) => ({
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
    <Section eyebrow={homeFaq.eyebrow} title={homeFaq.title} intro={homeFaq.intro}>
      <div className={styles['home-faq']}>
        <Accordion items={items} defaultOpenId={items[0]?.id ?? null} />
      </div>
      <Dialog
        isOpen={ndaOpen}
        onDismiss={() => setNdaOpen(false)}
        title={mutualNda.title}
        size="4xl"
        footerClose
      >
        <NdaDocument />
      </Dialog>
    </Section>
  );
}
