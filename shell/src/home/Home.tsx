import { site } from 'shared/config';
import { siteMap } from 'shared/routes';
import { PageHero, RouteLink, Section } from 'shared/ui';
import './Home.css';

/** A short, honest home until the full home page lands: who we are and the pages that exist. */
export function Home() {
  const pages = siteMap.filter((route) => route.path !== '/');
  return (
    <>
      <PageHero eyebrow="Contract electronics manufacturing" title={site.name} lead={site.tagline} />
      <Section title="Explore our site">
        <ul className="home-links">
          {pages.map((route) => (
            <li key={route.path}>
              <RouteLink to={route.path} className="home-links__link">
                <span className="home-links__label">{route.navLabel}</span>
                <span className="home-links__description">{route.description}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
