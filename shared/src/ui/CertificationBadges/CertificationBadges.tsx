import { useId } from 'react';
import type { ActionRecord } from '../../content/page';
import type { CertificationRecord } from '../../content/types';
import { Action } from '../Actions';
import { Dialog, useDialogChoice } from '../Dialog';
import styles from './CertificationBadges.module.css';

/** The enlarged badge is drawn at 1.75 times its artwork's size. */
const BADGE_ZOOM = 1.75;

export interface CertificationBadgesProps {
  /** Shown over the badges; names their list. */
  label: string;
  /** Accessible name of a badge's button, a whole sentence built around the certification's name. */
  openLabel: (name: string) => string;
  /** Under an enlarged badge: where to read more. */
  more: ActionRecord;
  /** Certifications with badge artwork; one without is left out. */
  items: readonly CertificationRecord[];
}

/** A row of certification badges on the hero; each opens an enlarged view with its description. */
export function CertificationBadges({ label, openLabel, more, items }: CertificationBadgesProps) {
  const labelId = useId();
  const badges = items.flatMap(({ badge, ...item }) => (badge ? [{ ...item, badge }] : []));
  const { chosen, choose, close } = useDialogChoice(badges);
  return (
    <>
      <div className={styles['badges']}>
        <p className={styles['badges__label']} id={labelId}>
          {label}
        </p>
        <ul aria-labelledby={labelId}>
          {badges.map((item, index) => (
            <li key={item.name}>
              <button
                type="button"
                className={styles['badges__badge']}
                onClick={() => choose(index)}
                aria-haspopup="dialog"
                aria-label={openLabel(item.name)}
              >
                <img src={item.badge.src} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {chosen ? (
        <Dialog isOpen onDismiss={close} title={chosen.name} size="lg" footerClose>
          <figure className={styles['badges__enlarged']}>
            <img
              src={chosen.badge.src}
              alt={chosen.badge.alt}
              width={chosen.badge.width * BADGE_ZOOM}
              height={chosen.badge.height * BADGE_ZOOM}
            />
            {chosen.description ? <figcaption>{chosen.description}</figcaption> : null}
          </figure>
          <Action action={more} emphasis="link" />
        </Dialog>
      ) : null}
    </>
  );
}
