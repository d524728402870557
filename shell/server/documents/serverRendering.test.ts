import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_GROUPS, siteMap } from 'shared/routes';
import { captureLog, WARN_LEVEL } from '../../../test-support/capturedLog';
import { parseExposition, sampleValue } from '../../../test-support/prometheusText';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * The server's side of server rendering, with small stand-in server builds (CommonJS files like
 * the real ones, named by hash and listed in server-build.json): what reaches the document, when
 * it falls back, and how a redeployed group's new server build is picked up.
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(25);
const SHELL_PORT = PORTS;
const HOST = 'example.test';
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content><title>Redbud Electronics</title><script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>';

/** A group's federation manifest, naming its entry and a shared module as the real ones do. */
const ENTRY_MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.abcdef0123.js' } },
  shared: [{ name: 'react', version: '19.3.1', singleton: true }],
});

let tmpRoot: string;
let site: Site;
const log = captureLog();
/** Each warning the server logged, as its path and reason. */
const warnings = () =>
  log.lines
    .filter((line) => Number(line.level) >= WARN_LEVEL)
    .map((line) => `${String(line.path)}: ${String(line.reason)}`);

const dist = (workspace: string) => path.join(tmpRoot, workspace, 'dist');
/**
 * How many times the stand-in shell server build rendered a page: it prints one line per render, which
 * reaches the server's log from the renderer process (a moment after the page, on another pipe).
 */
async function renderCount(pathname: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return log.lines.filter((line) => line.output === `rendered ${pathname}`).length;
}

/**
 * A stand-in for the shell's server build: renders the chrome and whatever page it is handed, with the
 * tags a page hoists put after the image preloads at the start of the output, where React 19 puts them.
 */
function writeShellServerBuild(hash: string) {
  mkdirSync(path.join(dist('shell'), 'server'), { recursive: true });
  writeFileSync(
    path.join(dist('shell'), 'server', `renderApp.${hash}.js`),
    `exports.renderApp = async ({ url, page }) => {
      const { pathname, search } = new URL(url);
      console.log('rendered ' + pathname + search);
      if (pathname === '/throws') throw new Error('render failed');
      const body = (page ? page.module.default.text : (pathname === '/' ? 'Home from the shell' : 'Not found ' + pathname)) + search;
      const hoisted = page?.module.default.hoisted ?? '';
      return { html: '<link rel="preload" as="image" href="/assets/hero.svg"/>' + hoisted + '<header>Chrome</header><main><h1>' + body + '</h1><img src="__REMOTE_PUBLIC_PATH__/assets/art.svg"></main>' };
    };`,
  );
  writeFileSync(
    path.join(dist('shell'), 'server-build.json'),
    JSON.stringify({ module: `server/renderApp.${hash}.js` }),
  );
}

/** A stand-in for a remote's server build: one text per page, written into the page as markup, and the tags each page hoists. */
function writeRemoteServerBuild(
  group: string,
  hash: string,
  pageText: string,
  options: { broken?: boolean; contractMajor?: number; hoisted?: string } = {},
) {
  const directory = dist(`${group}-mfe`);
  mkdirSync(path.join(directory, 'server'), { recursive: true });
  const pages = siteMap
    .filter((route) => route.group === group)
    .map(
      (route) =>
        `${JSON.stringify(route.path)}: async () => ({ default: { text: ${JSON.stringify(`${pageText} ${route.path}`)}, hoisted: ${JSON.stringify(options.hoisted ?? '')} } })`,
    );
  writeFileSync(
    path.join(directory, 'server', `pages.${hash}.js`),
    options.broken
      ? 'throw new Error("this build cannot load");'
      : `exports.pages = { ${pages.join(', ')} };${options.contractMajor === undefined ? '' : ` exports.contractMajor = ${options.contractMajor};`}`,
  );
  writeFileSync(path.join(directory, 'server-build.json'), JSON.stringify({ module: `server/pages.${hash}.js` }));
  const assets = {
    __federation_expose_pages: { css: [], js: [`expose.${hash}.js`] },
    ...Object.fromEntries(
      siteMap
        .filter((route) => route.group === group)
        .map((route) => [
          route.path.slice(1),
          { css: ['448.abcdef0123.css'], js: [`${route.path.slice(1)}.${hash}.js`] },
        ]),
    ),
  };
  writeFileSync(path.join(directory, 'page-assets.json'), JSON.stringify(assets));
  writeFileSync(path.join(directory, '448.abcdef0123.css'), '.medical-hero{color:navy}');
}

/** The group scripts a document's Link header tells the browser to fetch early. */
function hintedScripts(response: { headers: Record<string, unknown> }): string[] {
  return String(response.headers.link ?? '')
    .split(', ')
    .filter((hint) => hint.includes('as=script'))
    .map((hint) => hint.slice(1, hint.indexOf('>')));
}

function get(url: string, headers: Record<string, string> = {}) {
  return site.shell.inject({
    method: 'GET',
    url,
    headers: { host: `${HOST}:${SHELL_PORT}`, accept: 'text/html', ...headers },
  });
}

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'server-rendering-test-'));
  mkdirSync(dist('shell'), { recursive: true });
  writeFileSync(path.join(dist('shell'), 'index.html'), INDEX_HTML);
  writeShellServerBuild('1111111111');
  const env: NodeJS.ProcessEnv = {
    LOG_LEVEL: 'silent',
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    SHELL_DIST: dist('shell'),
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    SITE_URL: 'https://www.example.test',
    ALLOWED_HOSTS: HOST,
  };
  for (const group of REMOTE_GROUPS) {
    mkdirSync(dist(`${group}-mfe`), { recursive: true });
    writeFileSync(path.join(dist(`${group}-mfe`), 'mf-manifest.json'), ENTRY_MANIFEST);
    writeRemoteServerBuild(group, '2222222222', 'Deployed');
    env[`${group.toUpperCase()}_MFE_DIST`] = dist(`${group}-mfe`);
  }
  site = await createSite(readServerConfig(env), log.logger);
});

afterAll(async () => {
  await site?.close();
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

beforeEach(() => {
  log.lines.length = 0;
});

describe('a server-rendered route', () => {
  it("holds the remote's page inside the shell's chrome, its images from the remote's address", async () => {
    const response = await get('/medical');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root"><header>Chrome</header><main><h1>Deployed /medical</h1><img src="http://example.test:${SHELL_PORT + 2}/assets/art.svg"></main></div>`,
    );
    expect(response.body).not.toContain('__REMOTE_PUBLIC_PATH__');
    expect(warnings()).toEqual([]);
  });

  it("hints the group's entry, pages module and the page's own scripts, in the order they run, low priority", async () => {
    const response = await get('/medical');
    expect(hintedScripts(response)).toEqual([
      `http://example.test:${SHELL_PORT + 2}/remoteEntry.abcdef0123.js`,
      `http://example.test:${SHELL_PORT + 2}/expose.2222222222.js`,
      `http://example.test:${SHELL_PORT + 2}/medical.2222222222.js`,
    ]);
    expect(String(response.headers.link)).toContain(
      `<http://example.test:${SHELL_PORT + 2}/medical.2222222222.js>; rel=preload; as=script; fetchpriority=low`,
    );
  });

  it("carries its own title, description, canonical address and link-preview tags, and the page's stylesheet in the head", async () => {
    const { body } = await get('/medical');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<title>Medical Device Electronics Manufacturing | Redbud Electronics</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      '<meta name="description" content="ISO 13485 electronics manufacturing for diagnostic, therapeutic and monitoring devices, with full traceability." />',
    );
    expect(head).toContain('<link rel="canonical" href="https://www.example.test/medical" />');
    expect(head).toContain('<meta property="og:title" content="Medical Device Electronics Manufacturing" />');
    expect(head).toContain('<meta property="og:url" content="https://www.example.test/medical" />');
    // Inlined, so a slow remote host cannot hold the first paint; data-href stops the browser loading it again.
    expect(head).toContain(
      `<style data-href="http://example.test:${SHELL_PORT + 2}/448.abcdef0123.css">.medical-hero{color:navy}</style>`,
    );
    // The image preload React put before the page moves to the head.
    expect(head).toContain('<link rel="preload" as="image" href="/assets/hero.svg"/>');
  });

  it("leaves out of the inlined stylesheet the rules the shell's own stylesheet already has, word for word", async () => {
    writeFileSync(
      path.join(dist('shell'), 'main.5555555555.css'),
      '.section_k{padding:1rem}\n@media (min-width:1024px){.section_k{padding:5rem 0}}',
    );
    writeFileSync(
      path.join(dist('shell'), 'index.html'),
      INDEX_HTML.replace('</head>', '<link href=/main.5555555555.css rel=stylesheet></head>'),
    );
    const groupStylesheet = path.join(dist('company-mfe'), '448.abcdef0123.css');
    writeFileSync(
      groupStylesheet,
      '.section_k{padding:1rem}\n.story-hero{color:navy}\n@media (min-width:1024px){.section_k{padding:5rem 0}}\n.section_k{padding:2rem}',
    );
    try {
      const { body } = await get('/certifications');
      expect(body).toContain('/448.abcdef0123.css">.story-hero{color:navy}\n.section_k{padding:2rem}</style>');
    } finally {
      writeFileSync(path.join(dist('shell'), 'index.html'), INDEX_HTML);
      writeFileSync(groupStylesheet, '.medical-hero{color:navy}');
    }
  });

  it('tells the browser what it rendered, and from which releases of the groups, in a JSON data block, and names the company for search engines in JSON-LD', async () => {
    const { body } = await get('/medical');
    const state: unknown = JSON.parse(
      /<script type="application\/json" id="server-render-state">(.*?)<\/script>/.exec(body)?.[1] ?? 'null',
    );
    // The page's code is loaded from where the groups were when its HTML was rendered, not wherever /remotes.json says later.
    const remotesFile = (await get('/remotes.json')).json<Record<string, unknown>>();
    expect(state).toEqual({ path: '/medical', remotes: remotesFile.entries, singletons: remotesFile.singletons });
    // Each group by its entry, with the versions its manifest lists, so the browser needs no manifest.
    expect(state).toMatchObject({
      remotes: { industries: `http://${HOST}:${SHELL_PORT + 2}/remoteEntry.abcdef0123.js` },
      singletons: { industries: { react: '19.3.1' } },
    });
    // /remotes.json still names each group's manifest under the group's own key: open pages of older shells read it.
    expect(remotesFile.industries).toBe(`http://${HOST}:${SHELL_PORT + 2}/mf-manifest.json`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Redbud Electronics',
      telephone: '+17705550142',
      duns: '08-417-2296',
      identifier: [{ '@type': 'PropertyValue', propertyID: 'CAGE', value: '7RB42' }],
      address: {
        streetAddress: '4120 Technology Parkway, Suite 200',
        addressLocality: 'Norcross',
        addressRegion: 'GA',
        postalCode: '30092',
      },
    });
    // Only data blocks: no inline script the CSP would have to allow.
    expect(body.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[^<]+<\/script>/g)).toBeNull();
  });

  it('tells visitors without JavaScript how to reach the company', async () => {
    const { body } = await get('/');
    expect(body).toContain(
      '<noscript><p class="no-script-notice">Our contact forms need JavaScript to send. Call us at (770) 555-0142 or e-mail info@redbud-electronics.example, and a person will answer.</p></noscript>',
    );
    expect(body).toContain('<h1>Home from the shell</h1>');
  });

  it('carries an ETag, and answers 304 with no body when the browser or CDN already has that document', async () => {
    const first = await get('/medical');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get('/medical', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/medical', { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it("renders a redeployed group's new server build on the next request, and a new ETag with it", async () => {
    const before = await get('/pcb-assembly');
    expect(before.body).toContain('<h1>Deployed /pcb-assembly</h1>');
    writeRemoteServerBuild('services', '3333333333', 'Redeployed');
    const after = await get('/pcb-assembly');
    expect(after.body).toContain('<h1>Redeployed /pcb-assembly</h1>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('a rendered document kept in memory', () => {
  it('is rendered once and served again as it was, with the same ETag', async () => {
    const first = await get('/our-story');
    const second = await get('/our-story');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(await renderCount('/our-story')).toBe(1);
  });

  it("is rendered afresh when the shell's document changes, or a group's stylesheets", async () => {
    await get('/quality-testing');
    writeFileSync(
      path.join(dist('shell'), 'index.html'),
      INDEX_HTML.replace('main.0123456789.js', 'main.9876543210.js'),
    );
    const newShell = await get('/quality-testing');
    expect(newShell.body).toContain('src=/main.9876543210.js');
    const assetsFile = path.join(dist('services-mfe'), 'page-assets.json');
    writeFileSync(path.join(dist('services-mfe'), '449.fedcba9876.css'), '.quality-hero{color:teal}');
    writeFileSync(assetsFile, readFileSync(assetsFile, 'utf8').replaceAll('448.abcdef0123.css', '449.fedcba9876.css'));
    const newStyles = await get('/quality-testing');
    expect(newStyles.body).toContain('.quality-hero{color:teal}');
    expect(await renderCount('/quality-testing')).toBe(3);
    writeFileSync(path.join(dist('shell'), 'index.html'), INDEX_HTML);
  });

  it('is rendered once for a page asked for with 500 different tracking parameters, which never reach the page', async () => {
    const pages: Awaited<ReturnType<typeof get>>[] = [];
    for (let visit = 0; visit < 500; visit += 1) {
      const tracking =
        visit % 2 ? `utm_source=mail-${visit}&utm_campaign=q${visit}` : `gclid=Cj0KCQ${visit}x&fbclid=${visit}`;
      pages.push(await get(`/box-build?${tracking}`));
    }
    expect(pages.every((page) => page.statusCode === 200 && page.body === pages[0]!.body)).toBe(true);
    expect(pages[0]!.body).toMatch(/<h1>\w+ \/box-build<\/h1>/);
    expect(await renderCount('/box-build')).toBe(1);
  });

  it('is kept per value of a query parameter the page reads, with the rest of the query left out', async () => {
    const aerospace = await get('/case-studies?gclid=1&industry=aerospace');
    expect(aerospace.body).toContain('<h1>Deployed /case-studies?industry=aerospace</h1>');
    await get('/case-studies?industry=aerospace&utm_source=2');
    await get('/case-studies?industry=%3Cb%3E');
    await get('/case-studies');
    expect(await renderCount('/case-studies?industry=aerospace')).toBe(1);
    expect(await renderCount('/case-studies')).toBe(1);
  });

  it("keeps so few filtered views of a page that made-up filter values cannot push the site's pages out", async () => {
    await get('/prototyping');
    for (let visit = 0; visit < 250; visit += 1) await get(`/case-studies?industry=made-up-${visit}`);
    await get('/prototyping');
    expect(await renderCount('/prototyping')).toBe(1);
  });

  it('renders the not-found page once for a flood of made-up paths, each answer naming its own path; a path outside the normal form reaches no render', async () => {
    const rendersSoFar = async () => {
      await renderCount('/');
      return log.lines.filter((line) => String(line.output).startsWith('rendered ')).length;
    };
    const before = await rendersSoFar();
    for (let visit = 0; visit < 60; visit += 1) {
      const answer = await get(`/events-${visit}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain(`<h1>Not found /events-${visit}</h1>`);
      expect(
        JSON.parse(
          /<script type="application\/json" id="server-render-state">([^<]*)<\/script>/.exec(answer.body)?.[1] ?? '{}',
        ).path,
      ).toBe(`/events-${visit}`);
    }
    // At most the one render of the page itself, whatever the paths: none per visitor.
    expect((await rendersSoFar()) - before).toBeLessThanOrEqual(1);
    const odd = await get("/a&b'c<script>");
    expect([odd.statusCode, odd.headers['cache-control'], odd.body]).toEqual([404, 'no-store', 'Not found.\n']);
    expect((await rendersSoFar()) - before).toBeLessThanOrEqual(1);
  });

  it('is rendered afresh after five minutes, so the footer year never stays a year behind', async () => {
    const start = Date.now();
    await get('/careers');
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start + 4 * 60_000);
    await get('/careers');
    expect(await renderCount('/careers')).toBe(1);
    clock.mockReturnValue(start + 6 * 60_000);
    await get('/careers');
    clock.mockRestore();
    expect(await renderCount('/careers')).toBe(2);
  });
});

describe('when the HTML cannot be had', () => {
  it("sends the client-rendered document, never an error page, when a group's server build is broken, and says why", async () => {
    writeRemoteServerBuild('industries', '4444444444', 'Broken', { broken: true });
    const response = await get('/energy-utility');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Energy and Utility Electronics Manufacturing | Redbud Electronics</title>');
    expect(response.body).not.toContain('server-render-state');
    expect(warnings().join('\n')).toContain('/energy-utility: this build cannot load');
    writeRemoteServerBuild('industries', '5555555555', 'Deployed');
    expect((await get('/energy-utility')).body).toContain('<h1>Deployed /energy-utility</h1>');
  });

  it('never renders a group built against another page-group contract, and says why', async () => {
    writeRemoteServerBuild('industries', '6666666666', 'From the future', { contractMajor: 2 });
    const response = await get('/medical');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('From the future');
    expect(hintedScripts(response)).toEqual([]);
    expect(warnings().join('\n')).toContain(
      '/medical: the industries pages were built against page-group contract 2, this shell speaks contract 1',
    );
    writeRemoteServerBuild('industries', '7777777777', 'Deployed', { contractMajor: 1 });
    const fixed = await get('/medical');
    expect(fixed.body).toContain('<h1>Deployed /medical</h1>');
    expect(hintedScripts(fixed)).toContain(`http://example.test:${SHELL_PORT + 2}/medical.7777777777.js`);
  });

  it('never renders a group built for another major of a shared singleton than the shell provides, and says why', async () => {
    writeFileSync(
      path.join(dist('shell'), 'shared-singletons.json'),
      JSON.stringify({ react: '19.3.1', 'shared/routing': '1.0.0' }),
    );
    const manifest = (reactVersion: string) =>
      JSON.stringify({
        shared: [
          { name: 'shared/routing', version: '1.2.0', singleton: true },
          { name: 'react', version: reactVersion, singleton: true },
        ],
      });
    writeFileSync(path.join(dist('company-mfe'), 'mf-manifest.json'), manifest('20.0.0'));
    writeRemoteServerBuild('company', '8888888888', 'Company build');
    const response = await get('/our-story');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('Company build');
    expect(hintedScripts(response)).toEqual([]);
    expect(warnings().join('\n')).toContain(
      '/our-story: the company pages were built with react 20.0.0, this shell provides react 19.3.1',
    );

    // Its manifest alone changing is enough: the document is rendered anew, not taken from memory.
    writeFileSync(path.join(dist('company-mfe'), 'mf-manifest.json'), manifest('19.4.0'));
    expect((await get('/our-story')).body).toContain('<h1>Company build /our-story</h1>');
    rmSync(path.join(dist('shell'), 'shared-singletons.json'));
    writeFileSync(path.join(dist('company-mfe'), 'mf-manifest.json'), ENTRY_MANIFEST);
  });

  it('sends the client-rendered document when a group has no server build at all', async () => {
    rmSync(path.join(dist('portals-mfe'), 'server-build.json'));
    const response = await get('/client-portal');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    writeRemoteServerBuild('portals', '2222222222', 'Deployed');
  });
});

describe("a group's answer that reaches for the document", () => {
  /** What a group's server build hoists through React 19, or writes straight into its page, to take over the document a search engine or a browser reads. */
  const HOISTED =
    '<link rel="canonical" href="https://evil.example/"/><title>Evil</title><meta http-equiv="refresh" content="0;url=https://evil.example/"/>';
  const FAKE_STATE =
    '<script type="application/json" id="server-render-state">{"path":"/evil","remotes":{"industries":"https://evil.example/mf-manifest.json"}}</script>';
  const incidents = async () =>
    sampleValue(parseExposition(await site.metrics.registry.metrics()), 'site_renderer_incidents_total', {
      kind: 'escaped_markup',
    }) ?? 0;

  it("adds no tag to the head and no render state: the head is the server's, the one render state is the server's, and each tag is counted", async () => {
    const before = await incidents();
    writeRemoteServerBuild('industries', 'abcabcabca', `${FAKE_STATE}<p>Hostile</p>`, { hoisted: HOISTED });
    try {
      const { statusCode, body } = await get('/industrial-electronics');
      expect(statusCode).toBe(200);
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head.match(/<link\b[^>]*canonical[^>]*>/gi)).toEqual([
        '<link rel="canonical" href="https://www.example.test/industrial-electronics" />',
      ]);
      expect(head).not.toContain('evil.example');
      expect(body.match(/<title\b[^>]*>[^<]*/gi)).toEqual([
        '<title>Industrial and Telecommunications Electronics Manufacturing | Redbud Electronics',
      ]);
      expect(body.match(/<(?:link|meta)\b[^>]*evil\.example[^>]*>/gi)).toBeNull();
      expect(body.match(/<meta\b[^>]*http-equiv/gi)).toBeNull();
      const states = [...body.matchAll(/<script\b[^>]*\bid="?server-render-state"?[^>]*>([^<]*)<\/script>/gi)];
      expect(states).toHaveLength(1);
      // In the head, before anything a group wrote: nothing in the page can come first, or swallow it.
      expect(states[0]!.index).toBeLessThan(head.length);
      const remotesFile = (await get('/remotes.json')).json<Record<string, unknown>>();
      expect(JSON.parse(states[0]![1]!)).toEqual({
        path: '/industrial-electronics',
        remotes: remotesFile.entries,
        singletons: remotesFile.singletons,
      });
      // What the group wrote is still the page, as text.
      expect(body).toContain('&lt;title>Evil');
      // The canonical link, the title, the refresh and the script.
      expect((await incidents()) - before).toBe(4);
    } finally {
      writeRemoteServerBuild('industries', 'abcabcabcb', 'Deployed');
    }
  });

  const refusals = async () =>
    sampleValue(parseExposition(await site.metrics.registry.metrics()), 'site_renderer_incidents_total', {
      kind: 'refused_markup',
    }) ?? 0;

  it.each([
    [
      'closes #root early and leaves an overlay after it',
      '<main>page</main></div><div id="overlay" style="position:fixed;inset:0">Session expired</div><div>',
    ],
    ['leaves an element open, swallowing what follows', '<main>page<textarea>'],
    ["gives an id that stands in for the shell's chunk list", '<main><img id="webpackChunkshell" alt=""/></main>'],
    ['names an image, which stands in for document.getElementById', '<main><img name="getElementById" alt=""/></main>'],
    [
      "asks for 50 image preloads of the site's own intake",
      `${Array.from({ length: 50 }, (_, i) => `<link rel="preload" as="image" href="/api/contact?i=${i}"/>`).join('')}<main>page</main>`,
    ],
  ])('refuses a render that %s: its page is sent client-rendered, and it is counted', async (_what, html) => {
    const before = await refusals();
    writeRemoteServerBuild('industries', 'bcdbcdbcda', html);
    try {
      const { statusCode, body } = await get('/industrial-electronics');
      expect(statusCode).toBe(200);
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toMatch(/overlay|webpackChunkshell"|getElementById"|api\/contact\?i=/);
      expect((await refusals()) - before).toBe(1);
    } finally {
      writeRemoteServerBuild('industries', 'abcabcabcb', 'Deployed');
    }
  });

  it('counts under the group and its side, never the release: releases shipped one after another add no series to /metrics', async () => {
    for (const release of ['dededededa', 'dededededb', 'dededededc']) {
      writeRemoteServerBuild('industries', release, 'Deployed', { hoisted: HOISTED });
      expect((await get('/industrial-electronics')).statusCode).toBe(200);
    }
    writeRemoteServerBuild('industries', 'abcabcabcb', 'Deployed');
    const series = parseExposition(await site.metrics.registry.metrics()).filter(
      (sample) => sample.name === 'site_renderer_incidents_total',
    );
    expect(series.filter((sample) => sample.labels.kind === 'escaped_markup')).toEqual([
      {
        name: 'site_renderer_incidents_total',
        labels: { kind: 'escaped_markup', group: 'industries', side: 'live' },
        value: expect.any(Number),
      },
    ]);
    for (const sample of series) expect(Object.keys(sample.labels).sort()).toEqual(['group', 'kind', 'side']);
  });
});

describe('files that are not for browsers', () => {
  it('serves neither the server builds nor their listing, from the shell or a remote', async () => {
    for (const url of ['/server/renderApp.1111111111.js', '/server-build.json']) {
      expect((await site.shell.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const services = site.remotes.get('services')!;
    for (const url of ['/server/pages.3333333333.js', '/server-build.json']) {
      expect((await services.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('search engines', () => {
  it('sitemap.xml lists every route of the table at the public address', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(22);
    expect(locations).toContain('https://www.example.test/');
    expect(locations).toContain('https://www.example.test/supplier-terms');
    expect(locations).toContain('https://www.example.test/manufacturing-capabilities');
  });

  it('robots.txt allows the pages, keeps crawlers out of the intake and points at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_preview\n\nSitemap: https://www.example.test/sitemap.xml\n',
    );
  });
});

describe('the monolith yardstick (pagesInShellBuild)', () => {
  let monolith: Site;
  const monolithDist = () => path.join(tmpRoot, 'monolith', 'dist');

  beforeAll(async () => {
    // One build that carries the renderer and every page, as monolith/ builds it.
    mkdirSync(path.join(monolithDist(), 'server'), { recursive: true });
    writeFileSync(path.join(monolithDist(), 'index.html'), INDEX_HTML);
    writeFileSync(
      path.join(monolithDist(), 'server', 'server.3333333333.js'),
      `exports.renderApp = async ({ page }) => ({ html: '<main><h1>' + (page ? page.module.default.text : 'Home') + '</h1><img src="/assets/art.svg"></main>' });
       exports.pages = { '/medical': async () => ({ default: { text: 'Built in /medical' } }) };`,
    );
    writeFileSync(
      path.join(monolithDist(), 'server-build.json'),
      JSON.stringify({ module: 'server/server.3333333333.js' }),
    );
    writeFileSync(
      path.join(monolithDist(), 'page-assets.json'),
      JSON.stringify({ medical: { css: ['medical.4444444444.css'] } }),
    );
    writeFileSync(path.join(monolithDist(), 'medical.4444444444.css'), '.medical-hero{color:teal}');
    const config = readServerConfig({
      PORT: String(SHELL_PORT + 20),
      HOST: '127.0.0.1',
      LEADS_DATA_DIR: path.join(tmpRoot, 'monolith-leads'),
      ALLOWED_HOSTS: HOST,
    });
    monolith = await createSite(
      { ...config, shellDistDir: monolithDist(), remotes: [], pagesInShellBuild: true },
      log.logger,
    );
  });

  afterAll(async () => {
    await monolith?.close();
  });

  it("renders a group's route from its own build, with the page's stylesheet from its own address, and hints no remote", async () => {
    const response = await monolith.shell.inject({
      method: 'GET',
      url: '/medical',
      headers: { host: 'example.test', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root"><main><h1>Built in /medical</h1><img src="/assets/art.svg"></main></div>',
    );
    expect(response.body).toContain('<style data-href="/medical.4444444444.css">.medical-hero{color:teal}</style>');
    expect(response.headers.link).toBeUndefined();
    expect(warnings()).toEqual([]);
    const remotesFile = await monolith.shell.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: 'example.test' },
    });
    expect(remotesFile.json()).toEqual({});
  });
});
