import { useState } from 'react';
import type { AgreementRecord, FaqItemRecord } from '../../content/page';
import { Accordion } from '../Accordion';
import { AgreementDocument } from '../AgreementDocument';
import { Dialog } from '../Dialog';
import styles from './Faq.module.css';

export interface FaqProps {
  items: readonly FaqItemRecord[];
  /** The document an answer may open (our mutual NDA). */
  document?: AgreementRecord;
}

/** Questions that open one at a time, the first open; an answer may end in a button that opens the block's document. */
export function Faq({ items, document }: FaqProps) {
  const [documentOpen, setDocumentOpen] = useState(false);
  const accordionItems = items.map((item, index) => ({
    id: `faq-${index + 1}`,
    title: item.question,
    content: (
      <>
        <p>{item.answer}</p>
        {item.opensDocument && document ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setDocumentOpen(true)}
            aria-haspopup="dialog"
          >
            {item.opensDocument}
          </button>
        ) : null}
      </>
    ),
  }));
  return (
    <>
      <div className={styles['faq']}>
        <Accordion items={accordionItems} defaultOpenId={accordionItems[0]?.id ?? null} />
      </div>
      {document ? (
        <Dialog
          isOpen={documentOpen}
          onDismiss={() => setDocumentOpen(false)}
          title={document.title}
          size="4xl"
          footerClose
        >
          <AgreementDocument agreement={document} />
        </Dialog>
      ) : null}
    </>
  );
}
