export { site, formatAddress, videoEmbedUrl, mapEmbedUrl, directionsUrl, careersMailto } from './site';
export type { SiteConfig } from './site';
