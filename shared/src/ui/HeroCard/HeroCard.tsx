import type { ReactNode } from 'react';
import type { LinkRecord } from '../../content/page';
import { ExternalLink } from '../ExternalLink';
import { Icon, type IconName } from '../Icon';
import { RouteLink } from '../RouteLink';
import styles from './HeroCard.module.css';

export interface HeroCardProps {
  /** A way back above the card. */
  back?: LinkRecord;
  icon?: IconName;
  eyebrow?: string;
  title: string;
  lead: string;
  /** A short restriction under the lead, e.g. who the page is for. */
  tag?: string;
  /** What the card holds under its text, e.g. a sign-in form. */
  children?: ReactNode;
}

function BackLink({ link }: { link: LinkRecord }) {
  const content = (
    <>
      <Icon name="arrowLeft" size={18} />
      {link.label}
    </>
  );
  return link.kind === 'route' ? (
    <RouteLink to={link.to} className={styles['hero-card__back']}>
      {content}
    </RouteLink>
  ) : (
    <ExternalLink href={link.href} className={styles['hero-card__back']}>
      {content}
    </ExternalLink>
  );
}

/** A page that is one narrow card on its own (a portal's sign-in); its h1 is where focus lands after navigation. */
export function HeroCard({ back, icon, eyebrow, title, lead, tag, children }: HeroCardProps) {
  return (
    <div className={styles['hero-card']}>
      <div className={styles['hero-card__inner']}>
        {back ? <BackLink link={back} /> : null}
        <div className={styles['hero-card__card']}>
          {icon ? (
            <span className={styles['hero-card__icon']}>
              <Icon name={icon} size={28} />
            </span>
          ) : null}
          {eyebrow ? <p className={styles['hero-card__eyebrow']}>{eyebrow}</p> : null}
          <h1 className={styles['hero-card__title']} tabIndex={-1}>
            {title}
          </h1>
          <p className={styles['hero-card__lead']}>{lead}</p>
          {tag ? <p className={styles['hero-card__tag']}>{tag}</p> : null}
          {children}
        </div>
      </div>
    </div>
  );
}
