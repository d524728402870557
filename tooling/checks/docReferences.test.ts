/**
 * README.md and every page under docs/ name files and npm scripts; a file moved or a script
 * renamed leaves a doc pointing at nothing. This reads each doc and fails, naming the doc and the
 * line, on every one the repository lacks. The rules (docReferences.ts):
 *
 * - Paths are read from code spans, word by word (`tsx drill/serverEntry.ts` names a file), and
 *   from links; a fenced block is a shell session or a drawing, so only its npm commands count.
 * - A word is a path when it contains a `/`, or when it is a bare name of a file written by hand
 *   (.ts, .tsx, .cjs, .mjs, .md, .vcl, .yml, .yaml, .sh). A bare `.json`, `.css` or `.svg` name,
 *   a name starting with a dot (`.module.css`, an ending) and any `.js` path are not checked:
 *   builds and the server write files of those kinds (`server-build.json`, `main.<hash>.js`).
 * - Skipped as none of the repository's: URLs and anything with a `:` (`host:port`, `node:fs`),
 *   globs (`*`, `?`, `[`, `{`), placeholders (`<app>`, `…`, `...`), `$VARIABLES`, `~`, options
 *   and assignments (`=`, `,`, quotes), paths starting with `/` (a machine's, such as /etc, /usr,
 *   /var, /tmp, /sys or /proc, or a site route such as /medical) or with `../`, media types
 *   (`application/json`), paths whose first part is no folder of the repository and no workspace
 *   (`10.0.0.0/8`, `import-x/no-restricted-paths`, `@scope/package`), and any path through a
 *   folder .gitignore ignores (dist/, .dev/, .deploy/, node_modules/: what builds and runs write).
 * - A path is found from the repository's root, or as the end of a longer path (a doc about the
 *   server names `documents/rendering/`), and may name a folder; a trailing `:12` is a line. A
 *   bare file name (`createSite.ts`) must be some file's name. A workspace's entry point
 *   (`shared/routes`, `site-server/releases`) must be a key of its package.json `exports`.
 * - A link's target is resolved from the doc's own folder and must be a file or folder there;
 *   its anchor, into a Markdown page or the doc itself, must be one of that page's headings as
 *   GitHub names them (`#who-runs-a-teams-code`). A link with a scheme (https:, mailto:) is not
 *   checked.
 * - `npm run X` (with or without `-- …`), `npm test` and `npm start` must be scripts of the root
 *   package.json; with `-w <workspace>`, of that workspace's, and a placeholder such as
 *   `-w <group>-mfe` means every workspace it fits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDoc, type Finding } from './docReferences';
import { readRepositoryIndex } from './repositoryIndex';

const ROOT = path.resolve(__dirname, '../..');
const index = readRepositoryIndex(ROOT);

const docs = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`),
];

const shown = (finding: Finding): string => `${finding.doc}:${finding.line} ${finding.reference}: ${finding.problem}`;

test('the docs read are README.md and every page under docs/', () => {
  expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/benchmarks/history.md']));
});

test('every file path and npm script the docs name exists', () => {
  const findings = docs.flatMap((doc) => checkDoc(doc, readFileSync(path.join(ROOT, doc), 'utf8'), index));
  expect(findings.map(shown)).toEqual([]);
});

test('a renamed file, a missing link and an unknown script are each reported with their doc and line', () => {
  const text = [
    'The app is set up in `shell/server/createSite.ts`, its guard in `hostGuard.ts`.',
    'Renamed since: `shell/server/createSites.ts`, `hostGuards.ts`, see [the flow](flow.md#steps).',
    '[Retitled](deploying.md#who-runs-the-code), [kept](deploying.md#who-runs-a-teams-code), [here](#nowhere).',
    'Run `npm run drill -- --only cache`, `npm run dril -- --only cache` or `npm test -w services-mfe`.',
    'Entry points: `shared/routes` and `shared/route`.',
    '```sh',
    'npm run dev -w nosuch-mfe',
    '`not/checked/in/a/fence.ts`',
    '```',
  ].join('\n');
  expect(checkDoc('docs/example.md', text, index).map(shown)).toEqual([
    'docs/example.md:2 shell/server/createSites.ts: no such file or folder',
    'docs/example.md:2 hostGuards.ts: no file of this name in the repository',
    'docs/example.md:2 flow.md#steps: no such file or folder: docs/flow.md',
    'docs/example.md:3 deploying.md#who-runs-the-code: no heading #who-runs-the-code in docs/deploying.md',
    'docs/example.md:3 #nowhere: no heading #nowhere in docs/example.md',
    'docs/example.md:4 npm run dril -- --only cache: no script "dril" in package.json',
    'docs/example.md:5 shared/route: no such file or folder',
    'docs/example.md:7 npm run dev -w nosuch-mfe: no workspace nosuch-mfe',
  ]);
});

test('a file a build writes is not in the index, whether or not a build ran: a doc names it, never finds it', () => {
  expect(index.paths.has('ops/varnish/site.vcl')).toBe(true);
  expect(index.paths.has('ops/varnish/routes.vcl')).toBe(false);
  expect(index.written.has('ops/varnish/routes.vcl')).toBe(true);
});

test('what is none of the repository is passed over, and what exists passes', () => {
  const text = [
    '# Top',
    'See https://example.com/a/b.ts, `http://localhost:8080/x`, `/etc/nginx/site.conf`, `/usr/bin/chromium`, `/medical`.',
    'Globs and placeholders: `e2e/*.spec.ts`, `shared/src/content/<group>/<page>.ts`, `shared/src/...`, `…/x.ts`.',
    'Built or run output: `dist/server-build.json`, `services-mfe/dist`, `node_modules/.bin`; a body of `application/json`.',
    'Written by a build, by path and by name: `ops/varnish/routes.vcl`, `routes.vcl`.',
    'Entry points and packages: `shared/routes`, `site-server/releases`, `react-toastify/unstyled`, `@module-federation/enhanced`.',
    'Not paths: `10.0.0.0/8`, `TRUST_PROXY=10.0.0.0/8`, `import-x/no-restricted-paths`, `*.module.css`, `.module.css`, `main.3f9a1c2b.js`.',
    'Folders and tails: `shell/server/`, `documents/rendering/`, `src/exposedPages.ts`; [up](../README.md#docs), [here](#top).',
    'Every group: `npm test -w <group>-mfe`, `npm run -s release -- publish`, `npm start`, `npm run bench:size`.',
  ].join('\n');
  expect(checkDoc('docs/example.md', text, index)).toEqual([]);
});
