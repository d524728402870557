/**
 * Writes the VCL that files each page of the route table under the address its page is rendered
 * for (shared/routes' renderedAddress): the path, then only the query parameters the route reads,
 * sorted by name, each kept only at one of the values the route table takes from the content. Varnish
 * then asks the origin for exactly the address it keys the answer by, and a click id, a tracking tag
 * or a made-up filter value never makes a second copy of a page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteMap } from 'shared/routes';
import { repoRoot } from '../workspaces';

/** The parts of a route this file reads: its path, and each parameter it reads with the values it keeps. */
export interface CachedRoute {
  readonly path: string;
  readonly query?: { readonly [name: string]: readonly string[] };
}

/** Where the generated file lives, from the repository's root; `npm run build` and `npm run cache:vcl` write it, git keeps none. */
export const ROUTES_VCL = 'ops/varnish/routes.vcl';

/** Route paths, parameter names and values that go into a regular expression and a header name as they are: nothing in them needs escaping. */
const PATH_SHAPE = /^\/[A-Za-z0-9/_-]*$/;
const NAME_SHAPE = /^[A-Za-z0-9_]+(-[A-Za-z0-9_]+)*$/;
const VALUE_SHAPE = /^[A-Za-z0-9_-]+$/;

const keepHeader = (name: string): string => `req.http.X-Site-Keep-${name}`;

/** The route's parameters that keep some value, sorted by name as renderedAddress writes them; one that keeps none is never in an address. */
function keptNames(route: CachedRoute): string[] {
  const names = Object.keys(route.query ?? {})
    .filter((name) => route.query![name]!.length > 0)
    .sort();
  for (const name of names) {
    if (!NAME_SHAPE.test(name))
      throw new Error(`The query parameter "${name}" of ${route.path} has characters the cache's rewrite cannot take.`);
    const odd = route.query![name]!.find((value) => !VALUE_SHAPE.test(value));
    if (odd !== undefined)
      throw new Error(`The value "${odd}" of ${name} on ${route.path} has characters the cache's rewrite cannot take.`);
  }
  return names;
}

/** The VCL lines that rebuild one route's URL; each line is indented by the caller. */
function routeRewrite(route: CachedRoute): string[] {
  if (!PATH_SHAPE.test(route.path))
    throw new Error(`The route path ${route.path} has characters the cache's rewrite cannot take.`);
  const names = keptNames(route);
  const lines: string[] = [];
  for (const name of names) {
    // The first occurrence of the name counts, as URLSearchParams.get reads it, with or without a value.
    const firstOccurrence = `^[^?]*\\?(?:[^&]*&)*?${name}(?:=([^&]*))?(?:&.*)?$`;
    // Only the exact values the content has: any other is dropped, so it asks for and is kept as the page without it.
    const keptValues = `^(${[...route.query![name]!].sort().join('|')})$`;
    lines.push(
      // A client's own header of that name never counts.
      `unset ${keepHeader(name)};`,
      `if (req.url ~ "${firstOccurrence}") {`,
      `  set ${keepHeader(name)} = regsub(req.url, "${firstOccurrence}", "\\1");`,
      `}`,
      `if (${keepHeader(name)} !~ "${keptValues}") {`,
      `  unset ${keepHeader(name)};`,
      `}`,
    );
  }
  lines.push(`set req.url = "${route.path}";`);
  names.forEach((name, index) => {
    const append = (separator: string) => `set req.url = req.url + "${separator}${name}=" + ${keepHeader(name)};`;
    lines.push(`if (${keepHeader(name)}) {`);
    if (index === 0) {
      lines.push(`  ${append('?')}`);
    } else {
      lines.push(`  if (req.url ~ "\\?") {`, `    ${append('&')}`, `  } else {`, `    ${append('?')}`, `  }`);
    }
    lines.push(`  unset ${keepHeader(name)};`, `}`);
  });
  return lines;
}

/** The text of ops/varnish/routes.vcl for these routes. */
export function varnishRoutesVcl(routes: readonly CachedRoute[] = siteMap): string {
  const indent = (lines: string[], depth: number) => lines.map((line) => `${'  '.repeat(depth)}${line}`);
  const branches = routes.flatMap((route, index) => [
    `  # ${route.path}${keptNames(route).length ? `, reading ${keptNames(route).join(', ')}` : ''}`,
    `  ${index === 0 ? 'if' : '} elsif'} (req.url ~ "^${route.path}(\\?.*)?$") {`,
    ...indent(routeRewrite(route), 2),
  ]);
  return [
    'vcl 4.1;',
    '',
    '# Written by `npm run build` (or `npm run cache:vcl`) from the route table (shared/src/routes/siteMap.ts); never edited by hand.',
    '# Each page of the table is asked for, and kept under, its path and the query parameters the page reads at the values its content has,',
    '# as the origin renders it; a path with a trailing slash or outside the table keeps its address.',
    '',
    'sub site_routes {',
    ...branches,
    ...(routes.length > 0 ? ['  }'] : []),
    '}',
    '',
  ].join('\n');
}

/** Writes routes.vcl from the route table beside the shipped VCL (or to `target`), and says where. */
export function writeRoutesVcl(target = path.join(repoRoot, ROUTES_VCL)): string {
  writeFileSync(target, varnishRoutesVcl());
  return target;
}
