import type { ReactNode } from 'react';
import type { ContactDetailsRecord } from '../../content/page';
import { ActionRow } from '../Actions';
import { Icon, type IconName } from '../Icon';
import styles from './ContactDetails.module.css';

export interface ContactDetailsProps {
  details: ContactDetailsRecord;
}

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className={styles['contact-details__item']}>
      <dt className={styles['contact-details__label']}>
        <Icon name={icon} size={20} />
        {label}
      </dt>
      {children}
    </div>
  );
}

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line) => (
        <dd key={line} className={styles['contact-details__value']}>
          {line}
        </dd>
      ))}
    </>
  );
}

/** An office's address, phone, e-mail and hours as one description list, then what to do next (call, get directions). */
export function ContactDetails({ details }: ContactDetailsProps) {
  const { title, address, phone, email, hours, actions } = details;
  return (
    <div className={styles['contact-details']}>
      <h3 className={styles['contact-details__title']}>{title}</h3>
      <dl className={styles['contact-details__list']}>
        <Detail icon="mapPin" label={address.label}>
          <Lines lines={address.lines} />
        </Detail>
        <Detail icon="phone" label={phone.label}>
          <dd className={styles['contact-details__value']}>
            <a href={phone.href}>{phone.display}</a>
          </dd>
        </Detail>
        <Detail icon="mail" label={email.label}>
          <dd className={styles['contact-details__value']}>
            <a href={email.href}>{email.display}</a>
          </dd>
        </Detail>
        <Detail icon="clock" label={hours.label}>
          <Lines lines={hours.lines} />
        </Detail>
      </dl>
      {actions && actions.length > 0 ? <ActionRow actions={actions} /> : null}
    </div>
  );
}
