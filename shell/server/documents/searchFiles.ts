import { siteMap } from 'shared/routes';
import { escapeMarkup } from '../http/markup';

/** Every route of the table, at the site's public address. */
export function sitemapXml(siteUrl: string): string {
  const urls = siteMap.map((route) => `  <url><loc>${escapeMarkup(new URL(route.path, siteUrl).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read every page; the lead intake and the preview links are not pages. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_preview\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
