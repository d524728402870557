import { site, type CompanyFacts } from 'shared/config';

/** schema.org LocalBusiness of the company, from the site config and the facts the page is made with (never the process's newest: one page, one set of facts): for search engines, in every page's head. */
export function organizationJsonLd(siteUrl: string, facts: CompanyFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${new URL('/', siteUrl).href}#organization`,
    name: site.name,
    legalName: site.legalName,
    description: site.tagline,
    url: new URL('/', siteUrl).href,
    telephone: facts.phone.tel,
    email: facts.email,
    foundingDate: String(site.foundedYear),
    duns: facts.dunNumber,
    identifier: [{ '@type': 'PropertyValue', propertyID: 'CAGE', value: facts.cageCode }],
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      addressLocality: facts.address.city,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: 'US',
    },
    sameAs: Object.values(site.social),
    openingHours: site.officeHours.schedule,
  };
}
