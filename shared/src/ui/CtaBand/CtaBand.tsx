import type { ClosingRecord } from '../../content/page';
import { Action, ActionRow } from '../Actions';
import { Section } from '../Section';
import styles from './CtaBand.module.css';

export interface CtaBandProps {
  closing: ClosingRecord;
}

/** The dark band that closes a page: a last heading, the buttons, and a quieter link under them. */
export function CtaBand({ closing }: CtaBandProps) {
  return (
    <Section tone="dark" {...closing.copy}>
      <ActionRow actions={closing.actions} surface="dark" align="center" />
      {closing.link ? (
        <p className={styles['cta-band__more']}>
          <Action action={closing.link} surface="dark" emphasis="link" />
        </p>
      ) : null}
    </Section>
  );
}
