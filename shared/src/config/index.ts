export {
  site,
  defaultCompanyFacts,
  formatAddress,
  videoEmbedUrl,
  mapEmbedUrl,
  directionsUrl,
  careersMailto,
} from './site';
export type { SiteConfig } from './site';
export {
  COMPANY_FACTS_ELEMENT_ID,
  companyFactsFrom,
  LIVE_FACTS_GLOBAL,
  isRetentionDays,
  liveCompanyFacts,
  setLiveCompanyFacts,
} from './companyFacts';
export type { CompanyFacts } from './companyFacts';
