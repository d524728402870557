export { site, formatAddress, videoEmbedUrl, mapEmbedUrl } from './site';
export type { SiteConfig } from './site';
