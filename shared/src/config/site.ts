import { liveCompanyFacts, type CompanyFacts } from './companyFacts';

/** The company's facts as built; the server's facts file (SITE_FACTS_FILE) may replace any of them without a build. */
export const defaultCompanyFacts: CompanyFacts = {
  phone: { display: '(770) 555-0142', tel: '+17705550142' },
  email: 'info@redbud-electronics.example',
  careersEmail: 'careers@redbud-electronics.example',
  address: {
    street: '4120 Technology Parkway, Suite 200',
    city: 'Norcross',
    region: 'GA',
    postalCode: '30092',
    country: 'USA',
  },
  dunNumber: '08-417-2296',
  cageCode: '7RB42',
  // Two years for a quote to turn into a program; a month for the owner to look at a held-back post.
  retention: { leadDays: 730, heldDays: 30, fieldDataDays: 30 },
};

/**
 * Everything that names or reaches the company. The company is fictitious;
 * rebranding the site means editing this one file.
 */
export const site = {
  name: 'Redbud Electronics',
  /** Public address of the site: canonical URLs, the sitemap and link previews (the server's SITE_URL overrides it). */
  url: 'https://www.redbud-electronics.example',
  legalName: 'Redbud Electronics Manufacturing, Inc.',
  tagline: 'Contract electronics manufacturing for high-mix, low-to-mid-volume OEM programs.',
  // The company's facts are read when used: the live set (companyFacts.ts) may differ from the build's.
  get phone() {
    return liveCompanyFacts(defaultCompanyFacts).phone;
  },
  get email() {
    return liveCompanyFacts(defaultCompanyFacts).email;
  },
  get careersEmail() {
    return liveCompanyFacts(defaultCompanyFacts).careersEmail;
  },
  get address() {
    return liveCompanyFacts(defaultCompanyFacts).address;
  },
  get dunNumber() {
    return liveCompanyFacts(defaultCompanyFacts).dunNumber;
  },
  get cageCode() {
    return liveCompanyFacts(defaultCompanyFacts).cageCode;
  },
  get retention() {
    return liveCompanyFacts(defaultCompanyFacts).retention;
  },
  social: {
    youtube: 'https://www.youtube.com/@redbud-electronics',
    linkedin: 'https://www.linkedin.com/company/redbud-electronics',
    facebook: 'https://www.facebook.com/redbudelectronics',
    instagram: 'https://www.instagram.com/redbudelectronics',
  },
  staffingSiteUrl: 'https://staffing.redbud-electronics.example',
  capabilitiesPdfUrl: 'https://www.redbud-electronics.example/files/redbud-capabilities.pdf',
  videos: {
    pcbAssembly: { id: 'rb-pcb-line-tour', title: 'A walk along our SMT assembly line' },
    cablingHarness: { id: 'rb-harness-cell', title: 'Inside the cable and harness cell' },
    facilityTour: { id: 'rb-facility-tour', title: 'Facility tour of our Norcross plant' },
    manufacturingCapabilities: { id: 'rb-capabilities', title: 'Our equipment at work' },
  },
  videoEmbedOrigin: 'https://www.youtube-nocookie.com',
  mapEmbedOrigin: 'https://www.google.com',
  officeHours: {
    weekdays: 'Monday to Friday, 8:00 AM to 5:00 PM',
    weekend: 'Closed Saturday and Sunday',
    /** The same hours for search engines (schema.org openingHours). */
    schedule: 'Mo-Fr 08:00-17:00',
  },
  contactEndpoint: '/api/contact',
  foundedYear: 1997,
} as const;

export type SiteConfig = typeof site;

export function formatAddress(address: SiteConfig['address'] = site.address): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

export function videoEmbedUrl(videoId: string): string {
  return `${site.videoEmbedOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

export function mapEmbedUrl(): string {
  return `${site.mapEmbedOrigin}/maps?q=${encodeURIComponent(formatAddress())}&output=embed`;
}

/** Driving directions to our address on the map service (opened in a new tab, not embedded). */
export function directionsUrl(): string {
  return `${site.mapEmbedOrigin}/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress())}`;
}

/** An e-mail to HR with `subject` filled in, e.g. careersMailto('Application: SMT Assembly Technician'). */
export function careersMailto(subject: string): `mailto:${string}` {
  return `mailto:${site.careersEmail}?subject=${encodeURIComponent(subject)}`;
}
