import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { previewFormFields } from '../../test-support/releases/previewForm';
import { PREVIEW_HOST, SITE_HOST, startDeploySite, type DeploySite } from '../../test-support/releases/deploySite';
import type { Site } from './createSite';
import { reservePortBlock } from '../../test-support/reservedPorts';

/**
 * Every origin of a site that purges a shared cache, so its live answers are public: whatever path
 * reaches a not-found or any other error answer (a page, a file, a release folder, the preview host,
 * the release API; GET or HEAD; HTML asked for or not), the answer is one no shared cache keeps,
 * or anyone could fill a cache with made-up addresses.
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(15);
const SHELL_PORT = PORTS;
const API_PORT = PORTS + 10;
/** The shell release's label, which names its script as a build's content hash would: a file kept a year. */
const SHELL_LABEL = 'a1b2c3d4e5';

let deploy: DeploySite;
let site: Site;
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
    host: origin.startsWith('preview host') ? PREVIEW_HOST : SITE_HOST,
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
  purges = createServer((_request, response) => response.writeHead(200).end());
  await new Promise<void>((resolve) => purges.listen(0, '127.0.0.1', resolve));
  deploy = await startDeploySite({
    name: 'error-answers',
    ports: { shell: SHELL_PORT, api: API_PORT },
    env: { CACHE_PURGE_URLS: `http://127.0.0.1:${(purges.address() as AddressInfo).port}/` },
    shellLabel: SHELL_LABEL,
  });
  ({ site, ids } = deploy);
  // A reviewer's browser previewing the staged release, as a link and its button make it.
  const link = (
    await deploy.api(`/releases/portals-mfe/${ids.staged}/preview`, deploy.tokens.portals, { minutes: 30 })
  ).json<{ path: string }>().path;
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
  await deploy?.close();
  await new Promise((resolve) => purges?.close(resolve));
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
