import { formatAddress, site } from 'shared/config';
import { RouteLink } from 'shared/ui';
import { navigationMenus } from './navigation';
import './Footer.css';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {site.name}
          </h2>
          <p>
            A US contract electronics manufacturer with 20+ years of experience building PCB assemblies, cable harnesses
            and complete boxes for OEMs, with a 100% US workforce.
          </p>
          <p className="site-footer__ids">
            DUN {site.dunNumber} · CAGE {site.cageCode}
          </p>
        </section>
        {navigationMenus().map((group) => (
          <section key={group.menu} aria-labelledby={`footer-${group.menu}`}>
            <h2 id={`footer-${group.menu}`} className="site-footer__heading">
              {group.label}
            </h2>
            <ul className="site-footer__links">
              {group.routes.map((route) => (
                <li key={route.path}>
                  <RouteLink to={route.path}>{route.navLabel}</RouteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <ul className="site-footer__links">
            <li>
              <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>{formatAddress()}</li>
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom container">
        <p>
          © {year} {site.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
