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
  const assets = JSON.parse(readFileSync(path.join(remote.distDir, PAGE_ASSETS_FILE), 'utf8')) as Record<
    string,
    { css?: unknown }
  >;
  const css = assets[routePath.slice(1)]?.css;
  if (!Array.isArray(css)) throw new Error(`${remote.group}'s ${PAGE_ASSETS_FILE} lists no files for ${routePath}`);
  return css
    .filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.css$/.test(file))
    .map((file) => {
      const text = readFileSync(path.join(remote.distDir, file), 'utf8');
      // Relative url()s would resolve against the shell's address once inlined.
      if (/url\(\s*['"]?(?!data:|https?:)/.test(text) || /<\/style/i.test(text))
        throw new Error(`${file} cannot be inlined`);
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
  tags.push(jsonDataBlock('application/ld+json', organizationJsonLd(siteUrl, facts.facts)));
  // Every app's code reads the company's facts from here, so all show the same ones, whatever their build.
  tags.push(jsonDataBlock('application/json', facts.facts, COMPANY_FACTS_ELEMENT_ID));
  return tags.join('');
}

/** The attributes React writes on an image preload besides rel and as: an image preload is the only tag a render may add to the head. */
const IMAGE_PRELOAD_ATTRIBUTES = ['href', 'imagesrcset', 'imagesizes', 'fetchpriority'];

/** `tag` written again by the server when it is an image preload as React writes one (rel, as, then its own attributes), else undefined; a value in double quotes cannot leave its attribute. */
function imagePreload(tag: string): string | undefined {
  if (!/^<link(?: [\w-]+="[^"]*")+\/>$/.test(tag)) return undefined;
  const [rel, as, ...rest] = [...tag.matchAll(/ ([\w-]+)="[^"]*"/g)].map(([written, name]) => ({
    name: name!.toLowerCase(),
    written,
  }));
  if (
    rel?.written !== ' rel="preload"' ||
    as?.written !== ' as="image"' ||
    rest.some(({ name }) => !IMAGE_PRELOAD_ATTRIBUTES.includes(name))
  )
    return undefined;
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
  /** Why the render may not be sent at all (its page is then client-rendered), or undefined. */
  refused?: string;
}

/** Image preloads a page may ask for: React hints the first images of a page, a few at most. */
const MOST_PRELOADS = 8;
/** Tags a page may hold, far above what a real page has: past it a render is refused before its tags are read one by one. */
const MOST_TAGS = 20_000;
/** Document tags escaped in one render before it is refused outright: a working build writes none. */
const MOST_ESCAPED = 100;
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** The elements whose `name` names a form's control, not a property of the document (img, form, iframe, embed and object would). */
const NAMED_CONTROLS = new Set(['input', 'select', 'textarea', 'button', 'fieldset', 'output']);
/**
 * Ids a page may give: React's (_R_…_, with a suffix of the page's) and lower case words with digits
 * and hyphens. An id becomes
 * a property of window wherever a script has not set one yet, so an id like webpackChunkshell or
 * __FEDERATION__ would stand in for the shell's own globals and stop it from starting.
 */
const PAGE_ID = /^(?:_R_[0-9A-Za-z_]+_[A-Za-z0-9_-]*|[a-z0-9][a-z0-9-]*)$/;
const TAG_OR_COMMENT = /<!--[\s\S]*?-->|<([!?/]?)([a-zA-Z][^\t\n\f\r />]*)?((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s="'/>]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * Why the markup for #root may not be sent, or undefined: every element it opens is closed, in
 * order, and it closes none it did not open (so nothing it writes lands outside #root); no id or
 * name of it stands in for a global or a property of the document; a size a page has.
 */
function markupProblem(body: string): string | undefined {
  const open: string[] = [];
  let tags = 0;
  for (const match of body.matchAll(TAG_OR_COMMENT)) {
    if (match[0].startsWith('<!--')) continue;
    const [, kind, rawName, attributes = ''] = match;
    if (kind === '!' || kind === '?' || rawName === undefined) return 'it holds a declaration or an instruction';
    if (++tags > MOST_TAGS) return `it holds more than ${MOST_TAGS} tags`;
    const name = rawName.toLowerCase();
    if (kind === '/') {
      if (open.pop() !== name) return `it closes a <${name}> it did not open`;
      continue;
    }
    for (const [, attribute, ...values] of attributes.matchAll(ATTRIBUTE)) {
      const value = values.find((one) => one !== undefined) ?? '';
      const lower = attribute!.toLowerCase();
      if (lower === 'id' && !PAGE_ID.test(value))
        return `it gives the id "${value.slice(0, 40)}", which could stand in for a global`;
      if (lower === 'name' && !NAMED_CONTROLS.has(name))
        return `it names a <${name}>, which would stand in for a property of the document`;
    }
    const selfClosed = attributes.trimEnd().endsWith('/');
    const foreign = open.includes('svg') || open.includes('math');
    if (VOID_ELEMENTS.has(name) || (selfClosed && foreign)) continue;
    if (selfClosed) return `it writes <${name}/>, which HTML leaves open`;
    open.push(name);
  }
  return open.length > 0 ? `it leaves <${open[open.length - 1]}> open` : undefined;
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
  if (preloads.length > MOST_PRELOADS)
    return {
      preloads: '',
      body: '',
      escaped: [],
      refused: `it asks for ${preloads.length} image preloads, at most ${MOST_PRELOADS}`,
    };
  const rest = refused.join('') + html.slice(leading.length);
  // Counted before any is escaped: a render of nothing but document tags costs a scan, not a rewrite of each.
  let found = 0;
  for (const pattern = new RegExp(DOCUMENT_TAGS.source, 'gi'); pattern.exec(rest) && found <= MOST_ESCAPED;) found++;
  if (found > MOST_ESCAPED)
    return { preloads: '', body: '', escaped: [], refused: `it writes more than ${MOST_ESCAPED} document tags` };
  const escaped: string[] = [];
  const body = rest.replace(DOCUMENT_TAGS, (_match, end: string, name: string) => {
    if (!end) escaped.push(name.toLowerCase());
    return `&lt;${end}${name}`;
  });
  const problem = markupProblem(body);
  return problem
    ? { preloads: '', body: '', escaped, refused: problem }
    : { preloads: preloads.join(''), body, escaped };
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
const STAND_IN_OR_STATE = new RegExp(
  `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">[^<]*</script>|${NOT_FOUND_STAND_IN}`,
  'g',
);

/** The not-found document naming `pathname`: as JSON in the render state the browser reads, as escaped text everywhere else. */
export function withRequestedPath(html: string, pathname: string): string {
  const asJson = JSON.stringify(pathname).slice(1, -1).replace(/</g, '\\u003c');
  // One pass: a path that itself holds the stand-in is never replaced twice.
  return html.replace(STAND_IN_OR_STATE, (match) =>
    match === NOT_FOUND_STAND_IN ? escapeMarkup(pathname) : match.split(NOT_FOUND_STAND_IN).join(asJson),
  );
}

/** The text of a small file, or '' when it is missing (rendering then fails, and says why). */
export function textOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
