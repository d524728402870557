/** The document around a rendered page: the shell's template, filled with the route's head tags, a remote page's stylesheets inlined, the notice for visitors without JavaScript and the render state. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY_FACTS_ELEMENT_ID, site } from 'shared/config';
import { documentTexts } from 'shared/content/chrome';
import { findRoute } from 'shared/routes';
import { documentTitleFor, jsonDataBlock, metaDescriptionFor, SERVER_RENDER_STATE_ID } from 'shared/document';
import { PAGE_ASSETS_FILE } from '../releases/buildOutput';
import type { RemoteSource } from '../releases/siteReleases';
import type { LiveFacts } from './companyFactsFile';
import { escapeMarkup } from '../http/markup';
import { organizationJsonLd } from './structuredData';
import { topLevelRules, withoutRulesIn } from './stylesheetRules';

/** The rules of the stylesheets the shell's document links, each as written. */
export function shellStylesheetRules(template: string, shellDistDir: string): Set<string> {
  const files = [...template.matchAll(/<link\b[^>]*\bhref="?\/?([\w.-]+\.css)"?[^>]*>/g)].map((match) => match[1]!);
  return new Set(files.flatMap((file) => topLevelRules(textOrEmpty(path.join(shellDistDir, file)))));
}

/**
 * The stylesheets a remote page needs, inlined in the head: the HTML paints styled at once and
 * never waits on the remote's host (a hung remote cannot hold its pages' first paint). Each
 * <style> carries the file's address as data-href, where the browser's chunk loader looks before
 * fetching a stylesheet, so the same file is not loaded again when the page hydrates.
 * Rules the shell's own stylesheet already holds word for word (the kit's components the shell uses
 * too, built from the same shared package) are left out, so the document fits a slow connection's
 * first round trip (figures in docs/benchmarks.md). A group built from another version of the kit
 * has other rules, and keeps them.
 */
export function remoteStylesheets(remote: RemoteSource, routePath: string, shellRules: ReadonlySet<string>): string {
  const assets = JSON.parse(readFileSync(path.join(remote.distDir, PAGE_ASSETS_FILE), 'utf8')) as Record<string, { css?: unknown }>;
  const css = assets[routePath.slice(1)]?.css;
  if (!Array.isArray(css)) throw new Error(`${remote.group}'s ${PAGE_ASSETS_FILE} lists no files for ${routePath}`);
  return css
    .filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.css$/.test(file))
    .map((file) => {
      const text = readFileSync(path.join(remote.distDir, file), 'utf8');
      // Relative url()s would resolve against the shell's address once inlined.
      if (/url\(\s*['"]?(?!data:|https?:)/.test(text) || /<\/style/i.test(text)) throw new Error(`${file} cannot be inlined`);
      return `<style data-href="${escapeMarkup(remote.publicPath + file)}">${withoutRulesIn(text, shellRules)}</style>`;
    })
    .join('');
}

/** Title, description, canonical address, link-preview tags, the company's structured data and its live facts. */
export function headTags(pathname: string, siteUrl: string, facts: LiveFacts): string {
  const route = findRoute(pathname);
  const title = escapeMarkup(documentTitleFor(pathname));
  const description = escapeMarkup(metaDescriptionFor(pathname));
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (route) {
    const canonical = escapeMarkup(new URL(route.path, siteUrl).href);
    tags.push(
      `<link rel="canonical" href="${canonical}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeMarkup(site.name)}" />`,
      `<meta property="og:title" content="${escapeMarkup(route.title)}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${canonical}" />`,
      `<meta name="twitter:card" content="summary" />`,
    );
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  // A data block, not a script: the CSP allows no inline script and needs no change.
  tags.push(jsonDataBlock('application/ld+json', organizationJsonLd(siteUrl)));
  // Every app's code reads the company's facts from here, so all show the same ones, whatever their build.
  tags.push(jsonDataBlock('application/json', facts.facts, COMPANY_FACTS_ELEMENT_ID));
  return tags.join('');
}

/** The attributes React writes on an image preload besides rel and as: an image preload is the only tag a render may add to the head. */
const IMAGE_PRELOAD_ATTRIBUTES = ['href', 'imagesrcset', 'imagesizes', 'fetchpriority'];

/** `tag` written again by the server when it is an image preload as React writes one (rel, as, then its own attributes), else undefined; a value in double quotes cannot leave its attribute. */
function imagePreload(tag: string): string | undefined {
  if (!/^<link(?: [\w-]+="[^"]*")+\/>$/.test(tag)) return undefined;
  const [rel, as, ...rest] = [...tag.matchAll(/ ([\w-]+)="[^"]*"/g)].map(([written, name]) => ({ name: name!.toLowerCase(), written }));
  if (rel?.written !== ' rel="preload"' || as?.written !== ' as="image"' || rest.some(({ name }) => !IMAGE_PRELOAD_ATTRIBUTES.includes(name))) return undefined;
  return `<link rel="preload" as="image"${rest.map(({ written }) => written).join('')}/>`;
}

/**
 * The start and end tags that act on the whole document wherever the parser meets them: the head's
 * (a canonical link, a title, a refresh, a base address, a stylesheet), scripts (a second render
 * state among them) and the document's own elements. Matched as the HTML tokenizer reads a tag name.
 */
const DOCUMENT_TAGS = /<(\/?)(base|link|meta|title|style|script|html|head|body)(?=[\t\n\f\r />]|$)/gi;

export interface GuardedRender {
  /** The image preloads React put at the start of the render, each written again by the server, for the head. */
  preloads: string;
  /** The rest, for #root, with every document tag escaped to text. */
  body: string;
  /** The name of each start tag escaped, lower case. */
  escaped: string[];
}

/**
 * A render's HTML made fit for #root: a team's build writes it, so it adds nothing to the head but
 * image preloads the server writes itself, and each tag that would act on the document from the body
 * is escaped to text and named, to be counted.
 */
export function guardRender(html: string): GuardedRender {
  const leading = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
  const preloads: string[] = [];
  const refused: string[] = [];
  for (const tag of leading.match(/<link [^>]*\/>/g) ?? []) {
    const preload = imagePreload(tag);
    (preload === undefined ? refused : preloads).push(preload ?? tag);
  }
  const escaped: string[] = [];
  const body = (refused.join('') + html.slice(leading.length)).replace(DOCUMENT_TAGS, (_match, end: string, name: string) => {
    if (!end) escaped.push(name.toLowerCase());
    return `&lt;${end}${name}`;
  });
  return { preloads: preloads.join(''), body, escaped };
}

function noScriptNotice(): string {
  return `<noscript><p class="no-script-notice">${escapeMarkup(documentTexts.noScript(site.phone.display, site.email))}</p></noscript>`;
}

const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** `head` holds the render state, if any: before #root, nothing a group writes in the page can precede it or swallow it. */
export function fillTemplate(template: string, parts: { head: string; root: string }): string {
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', () => `${parts.head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  if (!EMPTY_ROOT.test(withHead)) throw new Error('the shell document has no empty #root');
  return withHead.replace(EMPTY_ROOT, () => `${noScriptNotice()}<div id="root">${parts.root}</div>`);
}

/** The path the not-found page is rendered for, then replaced by the one asked for: no route has it, and it needs no escaping. */
export const NOT_FOUND_STAND_IN = '/not-found-stand-in-0f3c9a';
const STAND_IN_OR_STATE = new RegExp(`<script type="application/json" id="${SERVER_RENDER_STATE_ID}">[^<]*</script>|${NOT_FOUND_STAND_IN}`, 'g');

/** The not-found document naming `pathname`: as JSON in the render state the browser reads, as escaped text everywhere else. */
export function withRequestedPath(html: string, pathname: string): string {
  const asJson = JSON.stringify(pathname).slice(1, -1).replace(/</g, '\\u003c');
  // One pass: a path that itself holds the stand-in is never replaced twice.
  return html.replace(STAND_IN_OR_STATE, (match) => (match === NOT_FOUND_STAND_IN ? escapeMarkup(pathname) : match.split(NOT_FOUND_STAND_IN).join(asJson)));
}

/** The text of a small file, or '' when it is missing (rendering then fails, and says why). */
export function textOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
