/**
 * The company's facts that change without a release (phone, e-mail, address, DUN, CAGE): their shape
 * and the live set. The typed defaults are in site.ts; the server reads the live set from its facts
 * file (SITE_FACTS_FILE) and puts it in every document, so every app, however old its build, shows
 * the same facts on the same load.
 */
export interface CompanyFacts {
  readonly phone: { readonly display: string; readonly tel: string };
  readonly email: string;
  /** Human resources: applications and questions about working here. */
  readonly careersEmail: string;
  readonly address: {
    readonly street: string;
    readonly city: string;
    readonly region: string;
    readonly postalCode: string;
    readonly country: string;
  };
  readonly dunNumber: string;
  readonly cageCode: string;
  /**
   * How long the site keeps what it collects, in days: leads, posts held back as spam (kept for
   * less time) and field data. Set by the server's environment (LEAD_RETENTION_DAYS,
   * LEAD_QUARANTINE_RETENTION_DAYS, FIELD_DATA_RETENTION_DAYS), which applies it, and carried to
   * every page with the other facts, so /privacy states what the server does.
   */
  readonly retention: { readonly leadDays: number; readonly heldDays: number; readonly fieldDataDays: number };
}

/** The id of the document's data block that carries the live facts. */
export const COMPANY_FACTS_ELEMENT_ID = 'company-facts';

/** Where the live facts are kept for every bundle in this realm: each app bundles its own copy of this module. */
/** The global the server sets the live facts under; a renderer process of its own sets it the same way. */
export const LIVE_FACTS_GLOBAL = 'company-facts';
const LIVE_FACTS = Symbol.for(LIVE_FACTS_GLOBAL);
type FactsHolder = { [LIVE_FACTS]?: CompanyFacts };

// Printable text only: the facts reach HTML, JSON-LD and tel: links.
const TEXT = /^[^<>]{1,200}$/;
const printable = (text: string) =>
  [...text].every((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f);
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+$/;
const checks: { [K in keyof CompanyFacts]: (value: unknown) => boolean } = {
  phone: (value) => isRecordOf(value, { display: TEXT, tel: /^\+[0-9]{7,15}$/ }),
  email: (value) => typeof value === 'string' && EMAIL.test(value),
  careersEmail: (value) => typeof value === 'string' && EMAIL.test(value),
  address: (value) => isRecordOf(value, { street: TEXT, city: TEXT, region: TEXT, postalCode: TEXT, country: TEXT }),
  dunNumber: (value) => typeof value === 'string' && /^[0-9]{2}-?[0-9]{3}-?[0-9]{4}$/.test(value),
  cageCode: (value) => typeof value === 'string' && /^[0-9A-Z]{5}$/.test(value),
  retention: (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const { leadDays, heldDays, fieldDataDays, ...rest } = value as Record<string, unknown>;
    return (
      Object.keys(rest).length === 0 &&
      isRetentionDays(leadDays) &&
      isRetentionDays(heldDays) &&
      isRetentionDays(fieldDataDays) &&
      (heldDays as number) <= (leadDays as number)
    );
  },
};

/** Whole days, from one to ten years. */
export function isRetentionDays(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 3650;
}

function isRecordOf(value: unknown, fields: Record<string, RegExp>): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const names = Object.keys(fields);
  return (
    Object.keys(record).every((name) => names.includes(name)) &&
    names.every(
      (name) =>
        typeof record[name] === 'string' &&
        fields[name]!.test(record[name] as string) &&
        printable(record[name] as string),
    )
  );
}

/**
 * The facts a facts file names, over the defaults. Throws, naming the field, on anything else: an
 * unknown field (a typo would otherwise be ignored), a missing part or a malformed value.
 */
export function companyFactsFrom(value: unknown, defaults: CompanyFacts): CompanyFacts {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('company facts must be a JSON object');
  const given = value as Record<string, unknown>;
  for (const name of Object.keys(given)) {
    const check = checks[name as keyof CompanyFacts];
    if (!check) throw new Error(`company facts: unknown field "${name}" (known: ${Object.keys(checks).join(', ')})`);
    if (!check(given[name])) throw new Error(`company facts: "${name}" is not a valid value`);
  }
  return { ...defaults, ...(given as Partial<CompanyFacts>) };
}

/** On the server: the facts every render reads from now on. */
export function setLiveCompanyFacts(facts: CompanyFacts): void {
  (globalThis as FactsHolder)[LIVE_FACTS] = facts;
}

/**
 * The facts to show: those the server set (Node), else those of the document's data block (browser,
 * read once), else the typed defaults (a group run alone in its harness, tests).
 */
export function liveCompanyFacts(defaults: CompanyFacts): CompanyFacts {
  const holder = globalThis as FactsHolder;
  const live = holder[LIVE_FACTS];
  if (live) return live;
  // Read through globalThis: the same module runs in Node (the server), where there is no document.
  const page = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } })
    .document;
  const text = page?.getElementById(COMPANY_FACTS_ELEMENT_ID)?.textContent;
  if (!text) return defaults;
  try {
    holder[LIVE_FACTS] = companyFactsFrom(JSON.parse(text), defaults);
  } catch (error) {
    console.error('[site] the document carries unreadable company facts; showing the built-in ones:', error);
    holder[LIVE_FACTS] = defaults;
  }
  return holder[LIVE_FACTS];
}
