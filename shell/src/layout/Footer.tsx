import { formatAddress, site } from 'shared/config';
import { cx, Icon, RouteLink } from 'shared/ui';
import { Logo } from './Logo';
import { NavItemLink } from './NavItemLink';
import { legalLinks, navigationGroups } from './navigation';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.css';
import { siteChrome } from 'shared/content';

export function Footer() {
  const year = new Date().getFullYear();
  // One column per menu of the header (Services and Industries first), from the route table.
  const columns = navigationGroups();
  const legal = legalLinks();
  return (
    <footer className={styles['site-footer']}>
      <div className={cx(styles['site-footer__grid'], 'container')}>
        <section className={styles['site-footer__about']} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles['site-footer__brand']}>
            <Logo size={32} />
            {site.name}
          </h2>
          <p>{siteChrome.footerBlurb}</p>
          <dl className={styles['site-footer__ids']}>
            <div>
              <dt>{siteChrome.registrations.dun.short}</dt>
              <dd>{site.dunNumber}</dd>
            </div>
            <div>
              <dt>{siteChrome.registrations.cage.short}</dt>
              <dd>{site.cageCode}</dd>
            </div>
          </dl>
          <SocialLinks tone="dark" />
        </section>
        <div className={styles['site-footer__columns']}>
          {columns.map((group) => (
            <section key={group.menu} aria-labelledby={`footer-${group.menu}`}>
              <h2 id={`footer-${group.menu}`} className={styles['site-footer__heading']}>
                {group.label}
              </h2>
              <ul className={styles['site-footer__links']}>
                {group.items.map((item) => (
                  <li key={item.kind === 'route' ? item.to : item.href}>
                    <NavItemLink item={item} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles['site-footer__heading']}>
            Contact
          </h2>
          <ul className={styles['site-footer__contact']}>
            <li>
              <Icon name="phone" size={18} />
              <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            </li>
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Icon name="mapPin" size={18} />
              <address>{formatAddress()}</address>
            </li>
            <li>
              <Icon name="clock" size={18} />
              <p>
                {site.officeHours.weekdays}
                <br />
                {site.officeHours.weekend}
              </p>
            </li>
          </ul>
        </section>
      </div>
      <div className="container">
        <div className={styles['site-footer__bottom']}>
          <p>
            © {year} {site.legalName}
            {site.legalName.endsWith('.') ? '' : '.'} {siteChrome.rightsReserved}
          </p>
          {legal.length > 0 ? (
            <nav aria-label={siteChrome.legalNavigationLabel}>
              <ul className={styles['site-footer__legal']}>
                {legal.map((link) => (
                  <li key={link.to}>
                    <RouteLink to={link.to}>{link.label}</RouteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
