import { site } from '../config';
import { documentTexts } from '../content/siteChrome';
import { findRoute } from '../routes';

/** The document title of a path, the same in the server's HTML and after every client navigation. */
export function documentTitleFor(pathname: string): string {
  const route = findRoute(pathname);
  return `${route ? route.title : documentTexts.notFoundTitle}${documentTexts.titleSuffix(site.name)}`;
}

export function metaDescriptionFor(pathname: string): string {
  return findRoute(pathname)?.description ?? '';
}
