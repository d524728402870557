import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { portalsBuild, shellBuild } from '../../../test-support/releases/standInBuilds';
import { captureLog } from '../../../test-support/capturedLog';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';
import { DiskReleaseRegistry } from '../releases/diskReleaseRegistry';
import { publishBody } from '../releases/publishBody';
import { digestsOf } from '../releases/releaseRecord';
import { createReleaseToken } from '../releases/releaseTokens';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * The script hints of a page whose group is loaded from its team's own origin: preload elements in the
 * rendered head after its stylesheets, the shell's own chunks plain and the group's scripts carrying the
 * digests browsers hold them to, so that the loads reuse them; none in the Link header. A real site on a
 * deploy directory, its release API, and a team's static host; the builds are small stand-ins.
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(20);
const SHELL_PORT = PORTS;
const CDN_PORT = PORTS + 15;
const HOST = 'example.test';
const ROUTE = '/client-portal';

let tmpRoot: string;
let site: Site;
let operator: DiskReleaseRegistry;
let cdn: Server;
let tokens: { portals: string; shell: string };

const api = (url: string, token: string, payload: unknown) =>
  site.releaseApi!.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });

const page = () =>
  site.shell.inject({ method: 'GET', url: ROUTE, headers: { host: `${HOST}:${SHELL_PORT}`, accept: 'text/html' } });

/** Writes `files` into `directory` and lists `assets` (chunk group → scripts) in its page-assets.json, as a real build does. */
function withScripts(directory: string, assets: Record<string, string[]>): string {
  const listed = path.join(directory, 'page-assets.json');
  const current = (existsSync(listed) ? JSON.parse(readFileSync(listed, 'utf8')) : {}) as Record<
    string,
    { css: string[]; js?: string[] }
  >;
  for (const [chunkGroup, files] of Object.entries(assets)) {
    current[chunkGroup] = { css: current[chunkGroup]?.css ?? [], js: files };
    for (const file of files) writeFileSync(path.join(directory, file), `/* ${file} */`);
  }
  writeFileSync(listed, JSON.stringify(current));
  return directory;
}

/** A portals build labelled `label` whose route has a pages module, a chunk and a stylesheet of its own. */
function portalsWithScripts(label: string, pageBody?: string): string {
  const build = withScripts(portalsBuild(tmpRoot, label, 1, '19.3.1', 'pinned', '', pageBody), {
    __federation_expose_pages: [`expose.${label}.js`],
    [ROUTE.slice(1)]: [`client-portal.${label}.js`],
  });
  const listed = path.join(build, 'page-assets.json');
  const assets = JSON.parse(readFileSync(listed, 'utf8')) as Record<string, { css: string[] }>;
  assets[ROUTE.slice(1)]!.css = [`client-portal.${label}.css`];
  writeFileSync(listed, JSON.stringify(assets));
  writeFileSync(path.join(build, `client-portal.${label}.css`), '.portal{color:teal}');
  return build;
}

async function publishAndPromote(build: string, origin?: string): Promise<void> {
  const published = await api('/releases/portals-mfe', tokens.portals, publishBody(build, origin));
  expect(published.statusCode).toBe(201);
  const promoted = await api(`/releases/portals-mfe/${published.json<{ id: string }>().id}/promote`, tokens.portals, {
    skipGate: 'the hints are under test',
  });
  expect(promoted.statusCode).toBe(200);
}

const cdnOrigin = (label: string) => `http://127.0.0.1:${CDN_PORT}/portals/${label}/`;
const scriptHints = (link: unknown) =>
  String(link ?? '')
    .split(', ')
    .filter((hint) => hint.includes('as=script'));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const scriptPreloadElements = (html: string) => headOf(html).match(/<link rel="preload" as="script"[^>]*>/g) ?? [];
/** Where in the head the last stylesheet (the shell's linked one, or a group's inlined one) ends. */
const stylesheetsEnd = (html: string) =>
  Math.max(headOf(html).lastIndexOf('</style>'), headOf(html).indexOf('rel=stylesheet>'));

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const [, , label = '', ...rest] = (request.url ?? '').split('/');
    try {
      response.end(readFileSync(path.join(tmpRoot, 'builds', `portals-${label}`, ...rest)));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => cdn.listen(CDN_PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => cdn.close(resolve));
});

beforeEach(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'pinned-preloads-'));
  const deployDir = path.join(tmpRoot, 'deploy');
  operator = new DiskReleaseRegistry(deployDir);
  tokens = {
    portals: await createReleaseToken(operator, 'portals-mfe', 'portals-ci'),
    shell: await createReleaseToken(operator, 'shell', 'shell-ci'),
  };
  const config = readServerConfig({
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    DEPLOY_DIR: deployDir,
    RELEASE_API_PORT: String(SHELL_PORT + 10),
    RELEASE_ORIGINS: `http://127.0.0.1:${CDN_PORT}`,
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    ALLOWED_HOSTS: HOST,
    LOG_LEVEL: 'silent',
  });
  site = await createSite(
    { ...config, remotes: config.remotes.filter((remote) => remote.group === 'portals') },
    captureLog().logger,
  );
  // The shell's runtime imports its start-up libraries, which every page loads already: only its own chunks are hinted.
  const shellDir = shellBuild(tmpRoot, 'a1');
  // The shell's render-blocking stylesheet, linked from its document as the real build's is.
  const template = path.join(shellDir, 'index.html');
  writeFileSync(
    template,
    readFileSync(template, 'utf8').replace('</head>', '<link href=/main.a1.css rel=stylesheet></head>'),
  );
  writeFileSync(path.join(shellDir, 'main.a1.css'), 'body{margin:0}');
  const shell = withScripts(shellDir, {
    main: ['libraries.a1.js', 'main.a1.js'],
    federation: ['libraries.a1.js', 'federation.a1.js'],
    'pinned-files': ['pinned-files.a1.js'],
  });
  const published = await api('/releases/shell', tokens.shell, publishBody(shell));
  expect(published.statusCode).toBe(201);
  const promoted = await api(`/releases/shell/${published.json<{ id: string }>().id}/promote`, tokens.shell, {
    skipGate: 'first shell of a fresh fleet',
  });
  expect(promoted.statusCode).toBe(200);
});

afterEach(async () => {
  await site.close();
  await operator.close();
  rmSync(tmpRoot, { recursive: true, force: true });
});

test("a rendered page of a group on its team's origin preloads the shell's chunks and then the group's scripts with their digests, after its stylesheets, and hints no script in its Link header", async () => {
  const build = portalsWithScripts('cdn1');
  const origin = cdnOrigin('cdn1');
  await publishAndPromote(build, origin);
  const answer = await page();
  expect(answer.body).toContain('<h1>Portals cdn1</h1>');
  const recorded = digestsOf(build);
  // In the order the page loads them: the shell's chunks as its webpack asks for them (same origin, no
  // CORS), then the group's as the shell's pinning creates their scripts (same address, CORS, digest).
  expect(scriptPreloadElements(answer.body)).toEqual([
    '<link rel="preload" as="script" href="/federation.a1.js" fetchpriority="low">',
    '<link rel="preload" as="script" href="/pinned-files.a1.js" fetchpriority="low">',
    ...['remoteEntry.cdn1.js', 'expose.cdn1.js', 'client-portal.cdn1.js'].map(
      (file) =>
        `<link rel="preload" as="script" href="${origin}${file}" integrity="${recorded[file]}" crossorigin="anonymous" fetchpriority="low">`,
    ),
  ]);
  // Found by the preload scanner only behind the stylesheets, which the first paint waits for.
  const head = headOf(answer.body);
  expect(head).toContain('<link href=/main.a1.css rel=stylesheet>');
  expect(head).toContain(`<style data-href="${origin}client-portal.cdn1.css">`);
  expect(head.indexOf('<link rel="preload" as="script"')).toBeGreaterThan(stylesheetsEnd(answer.body));
  // A header would be read before the document and its stylesheet: it names only the connection.
  expect(scriptHints(answer.headers.link)).toEqual([]);
  expect(String(answer.headers.link)).toContain(
    `<http://127.0.0.1:${CDN_PORT}>; rel=preconnect; crossorigin=anonymous`,
  );
});

test("a group the site serves itself keeps its hints in the Link header, and its page's head preloads no script", async () => {
  await publishAndPromote(portalsWithScripts('own1'));
  const answer = await page();
  expect(answer.body).toContain('<h1>Portals own1</h1>');
  expect(scriptPreloadElements(answer.body)).toEqual([]);
  const hints = scriptHints(answer.headers.link);
  expect(hints[0]).toBe('</federation.a1.js>; rel=preload; as=script; fetchpriority=low');
  expect(hints.slice(1).map((hint) => hint.slice(hint.lastIndexOf('/') + 1, hint.indexOf('>')))).toEqual([
    'remoteEntry.own1.js',
    'expose.own1.js',
    'client-portal.own1.js',
  ]);
});

test("a page of a group on its team's origin sent client-rendered (its render failed) preloads none of the group's code", async () => {
  await publishAndPromote(portalsWithScripts('cdn2', 'throw new Error("this page cannot render")'), cdnOrigin('cdn2'));
  const answer = await page();
  expect(answer.statusCode).toBe(200);
  expect(answer.body).not.toContain('Portals cdn2');
  expect(scriptPreloadElements(answer.body)).toEqual([]);
  expect(scriptHints(answer.headers.link)).toEqual([]);
  expect(String(answer.headers.link)).toContain('</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous');
  // Still the team's origin the browser will load the group from: only the connection to it is hinted.
  expect(String(answer.headers.link)).toContain(
    `<http://127.0.0.1:${CDN_PORT}>; rel=preconnect; crossorigin=anonymous`,
  );
});
