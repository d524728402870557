import { site } from 'shared/config';
import { siteChrome } from 'shared/content';
import { findRoute } from 'shared/routes';
import { cx, RouteLink } from 'shared/ui';
import styles from './InfoStrip.module.css';

const clientPortal = findRoute('/client-portal');

/** The thin strip above the main bar (hidden below the medium breakpoint): our registration numbers and the client portal. */
export function InfoStrip() {
  return (
    <div className={styles['info-strip']}>
      <div className={cx(styles['info-strip__inner'], 'container')}>
        <p className={styles['info-strip__ids']}>
          <span>
            <abbr title={siteChrome.registrations.dun.full}>{siteChrome.registrations.dun.short}</abbr> {site.dunNumber}
          </span>
          <span aria-hidden="true" className={styles['info-strip__sep']}>
            |
          </span>
          <span>
            <abbr title={siteChrome.registrations.cage.full}>{siteChrome.registrations.cage.short}</abbr>{' '}
            {site.cageCode}
          </span>
        </p>
        {clientPortal ? (
          <RouteLink to={clientPortal.path} className={styles['info-strip__portal']}>
            {clientPortal.navLabel}
          </RouteLink>
        ) : null}
      </div>
    </div>
  );
}
