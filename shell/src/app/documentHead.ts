import { site } from 'shared/config';
import { documentTexts } from 'shared/content/chrome';
import { findRoute } from 'shared/routes';

/** The document title of a path, the same in the server's HTML and after every client navigation. */
export function documentTitleFor(pathname: string): string {
  const route = findRoute(pathname);
  return `${route ? route.title : documentTexts.notFoundTitle}${documentTexts.titleSuffix(site.name)}`;
}

export function metaDescriptionFor(pathname: string): string {
  return findRoute(pathname)?.description ?? '';
}
