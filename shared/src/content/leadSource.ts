/**
 * Where a lead came from: the page and the form it was sent from, and how the visit began (the
 * referring site's host and the landing page's UTM parameters). The form sends it with the six
 * fields; the visitor never sees or types it, so the intake never refuses a lead over it: a value
 * it cannot use is cut to size or left out.
 */

/** The site's forms, by where they sit. */
export const contactFormPlaces = ['hero', 'closing', 'page-dialog', 'header-dialog'] as const;
export type ContactFormPlace = (typeof contactFormPlaces)[number];

/** The campaign parameters kept from the landing page's address. */
export const utmParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParameter = (typeof utmParameters)[number];

/** How a visit began: kept for the visit in session storage under VISIT_LANDING_KEY, never in a cookie. */
export interface VisitLanding {
  referrerHost?: string;
  utm?: Partial<Record<UtmParameter, string>>;
}

export interface LeadSource extends VisitLanding {
  /** The path the form was sent from. */
  page?: string;
  form?: ContactFormPlace;
}

export const VISIT_LANDING_KEY = 'visit-landing';

/** Longer values are cut: a campaign name is short, and nothing here may grow the store. */
export const LEAD_SOURCE_VALUE_MAX_LENGTH = 200;

/** The multipart names the source travels under, next to the six fields. */
export const leadSourceFieldNames = {
  page: 'source_page',
  form: 'source_form',
  referrerHost: 'source_referrer',
} as const;

const sourceNames = new Set<string>([...Object.values(leadSourceFieldNames), ...utmParameters]);

export function isLeadSourceFieldName(name: string): boolean {
  return sourceNames.has(name);
}

// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** How a value is cut to LEAD_SOURCE_VALUE_MAX_LENGTH. */
export type CutText = (text: string, max: number) => string;
/** The page's cut, light enough for the first load: a browser sends a half character it leaves as U+FFFD. */
const sliced: CutText = (text, max) => text.slice(0, max);

/** A value as it is kept: without control characters or surrounding spaces, at most LEAD_SOURCE_VALUE_MAX_LENGTH long. */
function cleaned(value: string | null | undefined, cut: CutText = sliced): string | undefined {
  const text = cut((value ?? '').replace(CONTROLS, '').trim(), LEAD_SOURCE_VALUE_MAX_LENGTH);
  return text || undefined;
}

/**
 * How a visit that opened `address` began: the referrer's host when it is another site (a
 * referrer on the same host is a page of this visit), and the address's UTM parameters.
 */
export function visitLandingOf(address: URL, referrer: string): VisitLanding {
  const landing: VisitLanding = {};
  try {
    const host = referrer ? new URL(referrer).host : '';
    if (host && host !== address.host) landing.referrerHost = cleaned(host);
  } catch {
    // Not an address: no referrer to keep.
  }
  const utm: Partial<Record<UtmParameter, string>> = {};
  for (const name of utmParameters) {
    const value = cleaned(address.searchParams.get(name));
    if (value) utm[name] = value;
  }
  if (Object.keys(utm).length > 0) landing.utm = utm;
  return landing;
}

/** The source as multipart entries, for the form to send. */
export function leadSourceEntries({ page, form, referrerHost, utm = {} }: LeadSource): [string, string][] {
  const entries: [string, string][] = [];
  if (page) entries.push([leadSourceFieldNames.page, page]);
  if (form) entries.push([leadSourceFieldNames.form, form]);
  if (referrerHost) entries.push([leadSourceFieldNames.referrerHost, referrerHost]);
  for (const name of utmParameters) if (utm[name]) entries.push([name, utm[name]]);
  return entries;
}

/**
 * The source read back from the entries the form sent: what cannot be used is left out, never
 * refused. The server passes its cut on a character's boundary (`cutText`, shared/text).
 */
export function leadSourceFrom(values: ReadonlyMap<string, string>, cut: CutText = sliced): LeadSource {
  const source: LeadSource = {};
  const page = cleaned(values.get(leadSourceFieldNames.page), cut);
  if (page?.startsWith('/')) source.page = page;
  const form = values.get(leadSourceFieldNames.form);
  if ((contactFormPlaces as readonly string[]).includes(form ?? '')) source.form = form as ContactFormPlace;
  const referrerHost = cleaned(values.get(leadSourceFieldNames.referrerHost), cut);
  if (referrerHost) source.referrerHost = referrerHost;
  const utm: Partial<Record<UtmParameter, string>> = {};
  for (const name of utmParameters) {
    const value = cleaned(values.get(name), cut);
    if (value) utm[name] = value;
  }
  if (Object.keys(utm).length > 0) source.utm = utm;
  return source;
}

/** One line for people: 'header-dialog on /cabling-harness, from www.bing.com, utm_source=news'. */
export function describeLeadSource({ page, form, referrerHost, utm = {} }: LeadSource): string {
  const parts = [form && page ? `${form} on ${page}` : (form ?? (page ? `on ${page}` : 'source not recorded'))];
  if (referrerHost) parts.push(`from ${referrerHost}`);
  const campaign = utmParameters.filter((name) => utm[name]).map((name) => `${name}=${utm[name]}`);
  if (campaign.length) parts.push(campaign.join(' '));
  return parts.join(', ');
}
