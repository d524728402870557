import { useState } from 'react';
import type { CaseStudyRecord } from '../../content/types';
import { CaseStudyDialog } from '../CaseStudyDialog';
import { StatList } from '../StatList';
import { Tag } from '../Tag';
import styles from './CaseStudyTeaser.module.css';

export interface CaseStudyTeaserProps {
  caseStudy: CaseStudyRecord;
  /** The button that opens the full study, e.g. 'Read Full Case Study'. */
  openLabel: string;
  /** Names the list of key figures. */
  metricsLabel: string;
}

/** A case study's headline and figures, with a button that opens the whole study in a dialog. */
export function CaseStudyTeaser({ caseStudy, openLabel, metricsLabel }: CaseStudyTeaserProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <article className={styles['case-teaser']}>
      <Tag className={styles['case-teaser__industry']}>{caseStudy.industry}</Tag>
      <h3 className={styles['case-teaser__title']}>{caseStudy.title}</h3>
      <p className={styles['case-teaser__description']}>{caseStudy.description}</p>
      <StatList label={metricsLabel} stats={caseStudy.metrics} />
      <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {openLabel}
      </button>
      <CaseStudyDialog caseStudy={caseStudy} isOpen={isOpen} onDismiss={() => setIsOpen(false)} />
    </article>
  );
}
