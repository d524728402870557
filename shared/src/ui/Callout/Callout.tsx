import type { ActionRecord } from '../../content/page';
import { Action } from '../Actions';
import { Icon, type IconName } from '../Icon';
import styles from './Callout.module.css';

export interface CalloutProps {
  icon: IconName;
  title: string;
  text: string;
  action: ActionRecord;
}

/** A boxed aside with one action, e.g. the capabilities sheet to download. */
export function Callout({ icon, title, text, action }: CalloutProps) {
  return (
    <div className={styles['callout']}>
      <span className={styles['callout__icon']}>
        <Icon name={icon} size={32} />
      </span>
      <div className={styles['callout__text']}>
        <h3 className={styles['callout__title']}>{title}</h3>
        <p>{text}</p>
      </div>
      <Action action={action} emphasis="secondary" />
    </div>
  );
}
