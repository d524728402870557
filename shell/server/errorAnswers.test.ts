import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { previewFormFields } from '../../test-support/releases/previewForm';
import { portalsBuild, shellBuild } from '../../test-support/releases/standInBuilds';
import { createSite, type Site } from './createSite';
import { readServerConfig } from './ops/config';
import { DiskReleaseRegistry } from './releases/diskReleaseRegistry';
import { publishBody } from './releases/publishBody';
import { createReleaseToken } from './releases/releaseTokens';

/**
 * Every origin of a site that purges a shared cache, so its live answers are public: whatever path
 * reaches a not-found or any other error answer (a page, a file, a release folder, the preview host,
 * the release API; GET or HEAD; HTML asked for or not), the answer is one no shared cache keeps,
 * or anyone could fill a cache with made-up addresses.
 */

const SHELL_PORT = 19280;
const API_PORT = 19290;
const HOST = 'example.test';
const PREVIEW_HOST = 'preview.example.test';
/** The shell release's label, which names its script as a build's content hash would: a file kept a year. */
const SHELL_LABEL = 'a1b2c3d4e5';

let tmpRoot: string;
let site: Site;
let operator: DiskReleaseRegistry;
let purges: Server;
let ids: { live: string; staged: string };
let previewCookie: string;

type Origin = 'shell' | 'preview host' | 'preview host, previewing' | 'portals files' | 'release API';

function ask(
  origin: Origin,
  url: string,
  method: 'GET' | 'HEAD',
  accept: string,
  extra: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    ...extra,
    accept,
    host: origin.startsWith('preview host') ? PREVIEW_HOST : HOST,
  };
  if (origin === 'preview host, previewing') headers.cookie = previewCookie;
  if (origin === 'portals files') return site.remotes.get('portals')!.inject({ method, url, headers });
  if (origin === 'release API') return site.releaseApi!.inject({ method, url, headers });
  return site.shell.inject({ method, url, headers });
}

/** Whether a shared cache may keep the answer: it says public or s-maxage, or says neither private nor no-store. */
function sharedCacheMayKeep(cacheControl: string | undefined): boolean {
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  if (directives.some((directive) => directive === 'public' || directive.startsWith('s-maxage'))) return true;
  return !directives.includes('private') && !directives.includes('no-store');
}

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'error-answers-'));
  const deployDir = path.join(tmpRoot, 'deploy');
  operator = new DiskReleaseRegistry(deployDir);
  const portalsToken = await createReleaseToken(operator, 'portals-mfe', 'portals-ci');
  const shellToken = await createReleaseToken(operator, 'shell', 'shell-ci');
  purges = createServer((_request, response) => response.writeHead(200).end());
  await new Promise<void>((resolve) => purges.listen(0, '127.0.0.1', resolve));
  const config = readServerConfig({
    LOG_LEVEL: 'silent',
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    DEPLOY_DIR: deployDir,
    RELEASE_API_PORT: String(API_PORT),
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    ALLOWED_HOSTS: HOST,
    PREVIEW_URL: `http://${PREVIEW_HOST}`,
    CACHE_PURGE_URLS: `http://127.0.0.1:${(purges.address() as AddressInfo).port}/`,
  });
  site = await createSite({ ...config, remotes: config.remotes.filter((remote) => remote.group === 'portals') });
  await site.listen();
  const api = (url: string, token: string, payload: object = {}) =>
    site.releaseApi!.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const shell = (await api('/releases/shell', shellToken, publishBody(shellBuild(tmpRoot, SHELL_LABEL)))).json<{
    id: string;
  }>().id;
  await api(`/releases/shell/${shell}/promote`, shellToken, { skipGate: 'first shell' });
  const live = (await api('/releases/portals-mfe', portalsToken, publishBody(portalsBuild(tmpRoot, 'live')))).json<{
    id: string;
  }>().id;
  await api(`/releases/portals-mfe/${live}/promote`, portalsToken, { skipGate: 'the first portals release' });
  const staged = (await api('/releases/portals-mfe', portalsToken, publishBody(portalsBuild(tmpRoot, 'staged')))).json<{
    id: string;
  }>().id;
  ids = { live, staged };
  // A reviewer's browser previewing the staged release, as a link and its button make it.
  const link = (await api(`/releases/portals-mfe/${staged}/preview`, portalsToken, { minutes: 30 })).json<{
    path: string;
  }>().path;
  const shown = await site.shell.inject({
    method: 'GET',
    url: link,
    headers: { host: PREVIEW_HOST, accept: 'text/html' },
  });
  const opened = await site.shell.inject({
    method: 'POST',
    url: '/_preview',
    headers: {
      host: PREVIEW_HOST,
      origin: `http://${PREVIEW_HOST}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(previewFormFields(shown.body)).toString(),
  });
  previewCookie = String(opened.headers['set-cookie']).split(';')[0]!;
  expect(previewCookie).toMatch(/^site_preview=/);
});

afterAll(async () => {
  await site?.close();
  await operator?.close();
  await new Promise((resolve) => purges?.close(resolve));
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

test('the live pages these origins serve are public, so what follows is checked where it matters', async () => {
  const page = await ask('shell', '/client-portal', 'GET', 'text/html', {});
  expect([page.statusCode, sharedCacheMayKeep(page.headers['cache-control'] as string)]).toEqual([200, true]);
  const entry = await ask('shell', '/remotes.json', 'GET', 'application/json', {});
  expect([entry.statusCode, sharedCacheMayKeep(entry.headers['cache-control'] as string)]).toEqual([200, true]);
});

/** One address of one origin, with the headers a request adds beyond the method's and Accept. */
const row = (origin: Origin, address: string, headers: Record<string, string> = {}) => ({
  label: `${origin} ${address}${Object.entries(headers)
    .map(([name, value]) => ` (${name}: ${value})`)
    .join('')}`,
  origin,
  address,
  headers,
});

const METHODS_AND_ACCEPTS = [
  ['GET', 'text/html,application/xhtml+xml,*/*;q=0.8'],
  ['GET', '*/*'],
  ['HEAD', 'text/html'],
  ['HEAD', 'application/json'],
] as const;

/** The answer to `address` (its release ids filled in) with every combination of method and Accept. */
async function answersTo({ origin, address, headers }: ReturnType<typeof row>, method: 'GET' | 'HEAD', accept: string) {
  const url = address.replace('{live}', ids.live).replace('{staged}', ids.staged).replace('{shell}', SHELL_LABEL);
  const answer = await ask(origin, url, method, accept, headers);
  const cacheControl = answer.headers['cache-control'] as string | undefined;
  return { error: answer.statusCode >= 400, cacheControl, kept: sharedCacheMayKeep(cacheControl) };
}

/** For each row, a test per method and Accept that the answer is an error no shared cache keeps. A page's path in another form than its own is redirected to it: encodedPaths.test.ts. */
function eachAnswerIsKeptByNone(rows: ReturnType<typeof row>[]) {
  describe.each(rows)('$label', (address) => {
    test.each(METHODS_AND_ACCEPTS)('%s with Accept: %s is an error no shared cache keeps', async (method, accept) => {
      const answer = await answersTo(address, method, accept);
      expect(answer).toEqual({ error: true, cacheControl: answer.cacheControl, kept: false });
    });
  });
}

eachAnswerIsKeptByNone([
  row('shell', '/no-such-page'),
  row('shell', '/client-portal/extra'),
  row('shell', '/main.0123456789abcdef.js'),
  row('shell', '/main.{shell}.js', { range: 'bytes=99999999-' }),
  row('shell', '/main.{shell}.js', { 'if-match': '"another"' }),
  row('shell', '/index.html'),
  row('shell', '/server-build.json'),
  row('shell', '/.build-stamp'),
  row('shell', '/remotes.json/more'),
  row('shell', '/_staged/portals-mfe/{staged}/mf-manifest.json'),
  row('shell', '/api/no-such-endpoint'),
  row('preview host', '/no-such-page'),
  row('preview host', '/client-portal'),
  row('preview host, previewing', '/no-such-page'),
  row('preview host, previewing', '/_staged/portals-mfe/{live}/mf-manifest.json'),
  row('portals files', '/no-such-file.js'),
  row('portals files', '/mf-manifest.json'),
  row('portals files', '/20200101-000000-00000000/mf-manifest.json'),
  row('portals files', '/{live}/no-such-file.js'),
  row('portals files', '/{live}/remoteEntry.live.js', { range: 'bytes=99999999-' }),
  row('portals files', '/{live}/remoteEntry.live.js', { 'if-match': '"another"' }),
  row('portals files', '/{live}/server-build.json'),
  row('portals files', '/{live}/.build-stamp'),
  row('portals files', '/{live}/'),
  row('portals files', '/{staged}/mf-manifest.json'),
  row('release API', '/no-such-endpoint'),
]);

// A path Fastify cannot decode, or a route parameter over its length (414, which a cache may keep by heuristics), is answered before any hook: createApp's frameworkErrors says no-store.
eachAnswerIsKeptByNone([
  row('shell', '/%E0%A4%A'),
  row('portals files', '/%E0%A4%A'),
  row('release API', `/releases/${'a'.repeat(120)}`),
]);
