import { site } from 'shared/config';

/** schema.org LocalBusiness of the company, from the site config: for search engines, in every page's head. */
export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${new URL('/', siteUrl).href}#organization`,
    name: site.name,
    legalName: site.legalName,
    description: site.tagline,
    url: new URL('/', siteUrl).href,
    telephone: site.phone.tel,
    email: site.email,
    foundingDate: String(site.foundedYear),
    duns: site.dunNumber,
    identifier: [{ '@type': 'PropertyValue', propertyID: 'CAGE', value: site.cageCode }],
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'US',
    },
    sameAs: Object.values(site.social),
    openingHours: site.officeHours.schedule,
  };
}
