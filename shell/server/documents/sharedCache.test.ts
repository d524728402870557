import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureLog, type CapturedLog } from '../../../test-support/capturedLog';
import { portalsBuild, shellBuild } from '../../../test-support/releases/standInBuilds';
import { createSite, type Site } from '../createSite';
import { purgeRequest } from '../ops/cachePurger';
import { readServerConfig, type ServerConfig } from '../ops/config';
import { DiskReleaseRegistry } from '../releases/diskReleaseRegistry';
import { publishBody } from '../releases/publishBody';
import { createReleaseToken } from '../releases/releaseTokens';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * A site in a deploy directory with two shared caches to purge (stand-ins that record what they are
 * sent): what a cache may keep and under which keys, what it may never keep, and the purges a
 * promote, a rollback and an edit of the facts file send. The drill puts a real Varnish in front.
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(15);
const SHELL_PORT = PORTS;
const API_PORT = PORTS + 10;
const HOST = 'example.test';
const PREVIEW_HOST = 'preview.example.test';
const PURGE_TOKEN = 'purge-token-never-logged-4f1c';
const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=86400';

interface Purge {
  method: string;
  keys: string;
  kind: 'hard' | 'soft';
  authorization?: string;
  /** What the site served a visitor at the moment the purge arrived. */
  servedThen: string;
}

/** A cache's purge endpoint: it records each purge, and answers `failFirst` of them 503 before it acknowledges. */
class StandInCache {
  readonly purges: Purge[] = [];
  failFirst = 0;
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request: IncomingMessage, response) => {
      void (async () => {
        // A repeated purge may come after the file's last test closed the site: it is recorded all the same.
        const servedThen = await page('/client-portal').catch(() => undefined);
        const soft = request.headers['xkey-softpurge'];
        this.purges.push({
          method: request.method!,
          keys: String(soft ?? request.headers['xkey-purge']),
          kind: soft === undefined ? 'hard' : 'soft',
          authorization: request.headers.authorization,
          servedThen: heading(servedThen?.body ?? ''),
        });
        const failing = this.failFirst > 0;
        if (failing) this.failFirst -= 1;
        response.writeHead(failing ? 503 : 200).end();
      })();
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  keysSent(): string[] {
    return this.purges.map((purge) => purge.keys);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let tmpRoot: string;
let site: Site;
let operator: DiskReleaseRegistry;
let caches: StandInCache[];
let log: CapturedLog;
let token: string;
let ids: { shell: string; live: string; staged: string };
let factsFile: string;
let env: NodeJS.ProcessEnv;

const api = (url: string, payload: object = {}, bearer = token) =>
  site.releaseApi!.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}` }, payload });
const page = (url: string, headers: Record<string, string> = {}) =>
  site.shell.inject({ method: 'GET', url, headers: { host: HOST, accept: 'text/html', ...headers } });
const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
const keysOf = (answer: { headers: Record<string, unknown> }) => String(answer.headers.xkey ?? '').split(' ');

/** Each case starts a site and publishes releases, which a loaded machine can make take far longer than jest's default. */
const TEST_TIMEOUT_MS = 60_000;
jest.setTimeout(TEST_TIMEOUT_MS);

async function until(what: string, condition: () => boolean, withinMs = TEST_TIMEOUT_MS / 2): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function startSite(config: ServerConfig): Promise<void> {
  site = await createSite(
    { ...config, remotes: config.remotes.filter((remote) => remote.group === 'portals') },
    log.logger,
  );
  await site.listen();
}

beforeEach(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'shared-cache-'));
  const deployDir = path.join(tmpRoot, 'deploy');
  factsFile = path.join(tmpRoot, 'facts.json');
  writeFileSync(factsFile, JSON.stringify({ phone: { display: '(404) 555-0111', tel: '+14045550111' } }));
  operator = new DiskReleaseRegistry(deployDir);
  token = await createReleaseToken(operator, 'portals-mfe', 'portals-ci');
  const shellToken = await createReleaseToken(operator, 'shell', 'shell-ci');
  caches = [new StandInCache(), new StandInCache()];
  for (const cache of caches) await cache.start();
  log = captureLog();
  env = {
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    DEPLOY_DIR: deployDir,
    RELEASE_API_PORT: String(API_PORT),
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    ALLOWED_HOSTS: HOST,
    PREVIEW_URL: `http://${PREVIEW_HOST}`,
    SITE_FACTS_FILE: factsFile,
    METRICS_TOKEN: 'metrics-token-of-this-test',
    CACHE_PURGE_URLS: caches.map((cache) => cache.url).join(','),
    CACHE_PURGE_TOKEN: PURGE_TOKEN,
  };
  await startSite(readServerConfig(env));
  const shell = (await api('/releases/shell', publishBody(shellBuild(tmpRoot, 'a1')), shellToken)).json<{
    id: string;
  }>().id;
  await api(`/releases/shell/${shell}/promote`, { skipGate: 'first shell' }, shellToken);
  const live = (await api('/releases/portals-mfe', publishBody(portalsBuild(tmpRoot, 'live')))).json<{ id: string }>()
    .id;
  await api(`/releases/portals-mfe/${live}/promote`, { skipGate: 'the first portals release' });
  const staged = (await api('/releases/portals-mfe', publishBody(portalsBuild(tmpRoot, 'staged')))).json<{
    id: string;
  }>().id;
  ids = { shell, live, staged };
  // The first promotes purged what nothing had cached yet; the cases start from a quiet cache.
  await site.cachePurger!.settled();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await site.cachePurger!.settled();
  for (const cache of caches) cache.purges.length = 0;
});

afterEach(async () => {
  await site.close();
  await operator.close();
  for (const cache of caches) await cache.stop();
  rmSync(tmpRoot, { recursive: true, force: true });
});

test('a live page, /remotes.json and the facts may be kept by a shared cache, filed under every release and the facts they were made from; browsers revalidate', async () => {
  const answer = await page('/client-portal');
  expect([answer.statusCode, heading(answer.body)]).toEqual([200, 'Portals live']);
  expect(answer.headers['cache-control']).toBe(SHARED);
  expect(keysOf(answer)).toEqual(
    expect.arrayContaining(['documents', `shell@${ids.shell}`, `portals-mfe@${ids.live}`, 'services-mfe@none']),
  );
  const factsKey = keysOf(answer).find((key) => key.startsWith('facts@'));
  expect(factsKey).toMatch(/^facts@[\w-]+$/);
  // Fastly reads Surrogate-Key and Cloudflare Cache-Tag: the same keys.
  expect(answer.headers['surrogate-key']).toBe(answer.headers.xkey);
  expect(String(answer.headers['cache-tag']).split(',')).toEqual(keysOf(answer));

  const remotes = await page('/remotes.json', { accept: 'application/json' });
  expect(remotes.headers['cache-control']).toBe(SHARED);
  expect(keysOf(remotes)).toEqual(expect.arrayContaining([`portals-mfe@${ids.live}`]));
  expect(keysOf(remotes).some((key) => key.startsWith('facts@'))).toBe(false);
  const facts = await page('/company-facts.json', { accept: 'application/json' });
  expect([facts.headers['cache-control'], facts.json<{ phone: { display: string } }>().phone.display]).toEqual([
    SHARED,
    '(404) 555-0111',
  ]);
  expect(keysOf(facts)).toEqual(['documents', factsKey]);
  expect((await page('/robots.txt')).headers['cache-control']).toBe(SHARED);
});

test('/remotes.json and the other small documents with a query string are sent on to their bare path, kept by no cache: a flood of queries fills none', async () => {
  for (const file of ['/remotes.json', '/company-facts.json', '/robots.txt', '/sitemap.xml']) {
    for (const query of ['?x=1', '?utm_source=ad&gclid=abc', `?${'a'.repeat(500)}`]) {
      const answer = await page(`${file}${query}`, { accept: 'application/json' });
      expect([file + query, answer.statusCode, answer.headers.location, answer.headers['cache-control']]).toEqual([
        file + query,
        301,
        file,
        'private, no-store',
      ]);
      expect(answer.headers.xkey).toBeUndefined();
    }
    expect((await page(file, { accept: 'application/json' })).headers['cache-control']).toBe(SHARED);
  }
});

test('nothing a cache does not key on changes a live page: forged forwarding headers, cookies and the like cannot poison what every visitor gets', async () => {
  const plain = await page('/client-portal');
  const forged = await page('/client-portal', {
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '203.0.113.9',
    'x-original-url': '/no-such-page',
    'x-rewrite-url': '/privacy',
    forwarded: 'host=evil.example;proto=https',
    cookie: 'site_preview=p1.forged.value; visitor=1',
    'user-agent': 'evil/1.0',
    'accept-language': 'fr',
  });
  expect([forged.statusCode, forged.headers.etag, forged.headers.xkey]).toEqual([
    200,
    plain.headers.etag,
    plain.headers.xkey,
  ]);
  expect(forged.body).toBe(plain.body);
  expect(forged.body).not.toContain('evil.example');
});

test('what one visitor, a preview or an operator is answered is stored by no cache, whatever the cache', async () => {
  const shellToken = await createReleaseToken(operator, 'shell', 'shell-reader');
  const answers = {
    'a page on the preview host': await page('/client-portal', { host: PREVIEW_HOST }),
    'a page asked with a preview cookie on the preview host': await page('/client-portal', {
      host: PREVIEW_HOST,
      cookie: 'site_preview=p1.forged.value',
    }),
    'the form token': await page('/api/contact/token', { accept: 'application/json' }),
    'a lead post': await site.shell.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: HOST, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    }),
    'a field-data report': await site.shell.inject({
      method: 'POST',
      url: '/api/field-data',
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: '{}',
    }),
    '/readyz': await page('/readyz'),
    '/livez': await page('/livez'),
    '/metrics': await page('/metrics', { authorization: 'Bearer metrics-token-of-this-test' }),
    'a not-found page': await page('/no-such-page'),
    'a not-found file': await page('/no-such-file.json', { accept: 'application/json' }),
    'a redirect to the one address of a page': await page('/client-portal/'),
    'the end of a preview': await page('/_preview/end', { host: PREVIEW_HOST }),
    'the release API': await site.releaseApi!.inject({
      method: 'GET',
      url: '/releases',
      headers: { authorization: `Bearer ${shellToken}` },
    }),
  };
  for (const [what, answer] of Object.entries(answers)) {
    const cacheControl = String(answer.headers['cache-control']);
    expect({
      what,
      stored: /no-store|private/.test(cacheControl) && !/public|s-maxage/.test(cacheControl),
      keys: answer.headers.xkey,
    }).toEqual({ what, stored: true, keys: undefined });
  }
  // A live page depends on the encoding asked for, and on nothing else a browser sends.
  expect((await page('/client-portal')).headers.vary).toBe('Accept-Encoding');
});

test('a page whose render threw is sent client-rendered and kept by no shared cache; a group with no release live is a state like any other, filed under its key', async () => {
  const throwing = (
    await api(
      '/releases/portals-mfe',
      publishBody(portalsBuild(tmpRoot, 'throws', 1, '19.3.1', 'pinned', '', "throw new Error('the page broke')")),
    )
  ).json<{ id: string }>().id;
  expect(
    (await api(`/releases/portals-mfe/${throwing}/promote`, { skipGate: 'the test needs a broken page live' }))
      .statusCode,
  ).toBe(200);
  const broken = await page('/client-portal');
  expect([broken.statusCode, heading(broken.body), broken.headers['cache-control'], broken.headers.xkey]).toEqual([
    200,
    '',
    'no-cache',
    undefined,
  ]);
  const noRelease = await page('/pcb-assembly');
  expect([noRelease.statusCode, noRelease.headers['cache-control']]).toEqual([200, SHARED]);
  expect(keysOf(noRelease)).toContain('services-mfe@none');
});

test('a server that starts marks everything each cache keeps out of date (a soft purge), once it listens: its build, settings or facts may have changed meanwhile', async () => {
  await site.close();
  for (const cache of caches) cache.purges.length = 0;
  await startSite(readServerConfig(env));
  await until('each cache was soft-purged', () => caches.every((cache) => cache.purges.length > 0));
  for (const cache of caches)
    expect(cache.purges.map(({ method, keys, kind, servedThen }) => [method, keys, kind, servedThen])).toEqual([
      ['PURGE', 'documents', 'soft', 'Portals live'],
    ]);
});

test('without a cache to purge (no CACHE_PURGE_URLS) pages say no-cache and carry no keys, as before', async () => {
  await site.close();
  await startSite(readServerConfig({ ...env, CACHE_PURGE_URLS: undefined, CACHE_PURGE_TOKEN: undefined }));
  const answer = await page('/client-portal');
  expect([
    answer.statusCode,
    answer.headers['cache-control'],
    answer.headers.xkey,
    answer.headers['surrogate-key'],
  ]).toEqual([200, 'no-cache', undefined, undefined]);
});

test('a promote and a rollback purge the old release on every cache once this server serves the new one, and again a second later', async () => {
  expect(
    (await api(`/releases/portals-mfe/${ids.staged}/promote`, { skipGate: 'the test times purges' })).statusCode,
  ).toBe(200);
  const old = `portals-mfe@${ids.live}`;
  await until('each cache was sent the purge twice', () =>
    caches.every((cache) => cache.keysSent().filter((keys) => keys === old).length === 2),
  );
  for (const cache of caches) {
    // Sent as the shipped VCL takes it, with the credential, and only once the server already served the new release.
    expect(
      cache.purges.map(({ method, kind, authorization, servedThen }) => [method, kind, authorization, servedThen]),
    ).toEqual([
      ['PURGE', 'hard', `Bearer ${PURGE_TOKEN}`, 'Portals staged'],
      ['PURGE', 'hard', `Bearer ${PURGE_TOKEN}`, 'Portals staged'],
    ]);
  }
  for (const cache of caches) cache.purges.length = 0;
  expect((await api('/releases/portals-mfe/rollback')).statusCode).toBe(200);
  await until('the rollback purged the release that was live', () =>
    caches.every((cache) => cache.keysSent().includes(`portals-mfe@${ids.staged}`)),
  );
  expect(caches[0]!.purges[0]!.servedThen).toBe('Portals live');
  expect(log.text()).not.toContain(PURGE_TOKEN);
});

/** A portals release whose pages take `ms` to render: a render that spans a switch. */
/**
 * A render this long outlasts a promote's answer and a facts file's poll (0.5 s) many times over, on
 * a machine as busy as it gets, and stays under the renderer's 10 s limit: the change always comes
 * while the page renders.
 */
const SLOW_RENDER_MS = 5000;

async function slowRelease(label: string, ms: number): Promise<string> {
  const build = portalsBuild(
    tmpRoot,
    label,
    1,
    '19.3.1',
    'pinned',
    '',
    `await new Promise((resolve) => setTimeout(resolve, ${ms})); return 'rendered slowly'`,
  );
  const id = (await api('/releases/portals-mfe', publishBody(build))).json<{ id: string }>().id;
  expect(
    (await api(`/releases/portals-mfe/${id}/promote`, { skipGate: 'the test times a render across a switch' }))
      .statusCode,
  ).toBe(200);
  await until('the slow release is served', () => site.rendererPids().length > 0);
  return id;
}

/** The phone number of a page's structured data and of the facts every app reads, as a search engine and the page's code see them. */
function phonesOf(html: string): { jsonLd?: string; facts?: string } {
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  const facts = /<script type="application\/json" id="company-facts"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  return {
    jsonLd: jsonLd && (JSON.parse(jsonLd) as { telephone: string }).telephone,
    facts: facts && (JSON.parse(facts) as { phone: { tel: string } }).phone.tel,
  };
}

test('a page rendered across a promote is filed under the release it was made from, and kept by no cache once that release is no longer live', async () => {
  const slow = await slowRelease('slow', SLOW_RENDER_MS);
  const first = await page('/client-portal');
  expect([heading(first.body), first.headers['cache-control']]).toEqual(['Portals slow: rendered slowly', SHARED]);
  expect(keysOf(first)).toContain(`portals-mfe@${slow}`);
  // Another page of the same release, its render under way while the next release goes live.
  const answer = page('/investor-portal');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(
    (await api(`/releases/portals-mfe/${ids.staged}/promote`, { skipGate: 'the switch under a render' })).statusCode,
  ).toBe(200);
  const sent = await answer;
  expect(heading(sent.body)).toBe('Portals slow: rendered slowly');
  // Its hints name the code the page runs, the slow release's entry, as its state does: never the next release's.
  const entriesHinted = (answer: { headers: Record<string, unknown> }) =>
    [...String(answer.headers.link).matchAll(/remoteEntry\.(\w+)\.js/g)].map((match) => match[1]);
  expect(entriesHinted(sent)).toEqual(['slow']);
  expect([...sent.body.matchAll(/remoteEntry\.(\w+)\.js/g)].map((match) => match[1])).toContain('slow');
  expect(sent.body).not.toContain('remoteEntry.staged.js');
  // Sent as the next release's page before, filed where the purge of the slow release never reached it.
  expect(sent.headers['cache-control']).toBe('no-cache');
  expect(sent.headers.xkey).toBeUndefined();
  // The next release's pages are kept again, under its own key.
  const afterwards = await page('/investor-portal');
  expect([heading(afterwards.body), afterwards.headers['cache-control']]).toEqual(['Portals staged', SHARED]);
  expect(entriesHinted(afterwards)).toEqual(['staged']);
  expect(keysOf(afterwards)).toContain(`portals-mfe@${ids.staged}`);
});

test('a page rendered across an edit of the facts carries one set of facts throughout, and is kept by no cache', async () => {
  await slowRelease('slow', SLOW_RENDER_MS);
  const answer = page('/client-portal?utm_source=mail');
  await new Promise((resolve) => setTimeout(resolve, 300));
  writeFileSync(factsFile, JSON.stringify({ phone: { display: '(404) 555-0199', tel: '+14045550199' } }));
  await until('the server reads the new facts', () => caches.every((cache) => cache.purges.length > 0));
  const sent = await answer;
  expect(heading(sent.body)).toBe('Portals slow: rendered slowly');
  expect(phonesOf(sent.body)).toEqual({ jsonLd: '+14045550111', facts: '+14045550111' });
  expect(sent.headers['cache-control']).toBe('no-cache');
  const after = await page('/client-portal?utm_source=ad');
  expect(phonesOf(after.body)).toEqual({ jsonLd: '+14045550199', facts: '+14045550199' });
  expect(after.headers['cache-control']).toBe(SHARED);
});

test('a cache that does not answer is sent the purge again until it acknowledges, and /metrics says what waits', async () => {
  await caches[1]!.stop();
  const away = caches[1]!.url;
  // The second cache's port now refuses connections; the first fails three times, then acknowledges.
  caches[0]!.failFirst = 3;
  await api(`/releases/portals-mfe/${ids.staged}/promote`, { skipGate: 'the test counts purges' });
  await until('the first cache acknowledged after three refusals', () => caches[0]!.purges.length >= 4, 10_000);
  const metrics = await page('/metrics', { authorization: 'Bearer metrics-token-of-this-test' });
  const awayHost = new URL(away).host;
  expect(metrics.body).toMatch(
    new RegExp(`site_cache_purges_total\\{cache="${caches[0]!.url.slice(7, -1)}",outcome="failed"\\} 3`),
  );
  expect(metrics.body).toMatch(new RegExp(`site_cache_purge_keys_waiting\\{cache="${awayHost}"\\} 1`));
  expect(metrics.body).toMatch(
    new RegExp(`site_cache_purge_keys_waiting\\{cache="${caches[0]!.url.slice(7, -1)}"\\} 0`),
  );
  expect(metrics.body).toMatch(
    new RegExp(`site_cache_purge_oldest_waiting_age_seconds\\{cache="${awayHost}"\\} [1-9]`),
  );
  const warnings = log.lines.filter(
    (line) => line.msg === 'shared cache purge failed; sending it again' && line.cache === awayHost,
  );
  expect(warnings.length).toBeGreaterThan(1);
  // Nothing of the credential or the purge API's path reaches the log.
  expect(log.text()).not.toContain(PURGE_TOKEN);
});

test('an edit of the facts file purges the pages of the old facts with no request coming', async () => {
  const before = keysOf(await page('/client-portal')).find((key) => key.startsWith('facts@'))!;
  for (const cache of caches) cache.purges.length = 0;
  writeFileSync(factsFile, JSON.stringify({ phone: { display: '(404) 555-0199', tel: '+14045550199' } }));
  // The stand-in asks for a page only once the purge arrives and the test asks for none before it, so its arrival shows no request brought it.
  await until('each cache was sent the old facts', () => caches.every((cache) => cache.keysSent().includes(before)));
  const after = await page('/company-facts.json', { accept: 'application/json' });
  expect(after.json<{ phone: { display: string } }>().phone.display).toBe('(404) 555-0199');
  expect(keysOf(after)).not.toContain(before);
});

test("each cache's purge API is spoken as it expects: Varnish's xkey, Fastly's Surrogate-Key, Cloudflare's tags; a soft purge where the cache has one", () => {
  expect(purgeRequest('http://127.0.0.1:6081/', ['a@1', 'b@2'], undefined)).toEqual({
    method: 'PURGE',
    headers: { 'xkey-purge': 'a@1 b@2' },
  });
  expect(purgeRequest('http://127.0.0.1:6081/', ['documents'], 'vt', 'soft')).toEqual({
    method: 'PURGE',
    headers: { 'xkey-softpurge': 'documents', Authorization: 'Bearer vt' },
  });
  expect(purgeRequest('https://api.fastly.com/service/SVC/purge', ['a@1', 'b@2'], 'fk')).toEqual({
    method: 'POST',
    headers: { 'Surrogate-Key': 'a@1 b@2', 'Fastly-Key': 'fk' },
  });
  expect(purgeRequest('https://api.fastly.com/service/SVC/purge', ['documents'], 'fk', 'soft')).toEqual({
    method: 'POST',
    headers: { 'Surrogate-Key': 'documents', 'Fastly-Key': 'fk', 'Fastly-Soft-Purge': '1' },
  });
  expect(purgeRequest('https://api.cloudflare.com/client/v4/zones/Z/purge_cache', ['a@1', 'b@2'], 'cf')).toEqual({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer cf' },
    body: '{"tags":["a@1","b@2"]}',
  });
});
