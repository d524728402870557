/**
 * ops/varnish/site.vcl in a real varnishd, in front of a stand-in origin that answers with the
 * origin's cache headers (public documents with purge keys, personal answers, files) and counts
 * what reaches it. Each rule of the VCL has a test here that fails without it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { renderedAddress, siteMap, type SiteRoute } from 'shared/routes';
import { startVarnish, VARNISH_DIR, type RunningVarnish } from './varnish';
import { varnishRoutesVcl, writeRoutesVcl, type CachedRoute } from './varnishRoutes';

const LIVE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=86400';
/** Gone from a cache a second after it is fetched; kept a day longer while the origins are down. */
const SHORT_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=30, stale-if-error=86400';
const STALE_MARKER = 'X-Site-Stale-If-Error';

const routeAt = (routePath: string): SiteRoute => {
  const route = siteMap.find((candidate) => candidate.path === routePath);
  if (!route) throw new Error(`The route table has no ${routePath}.`);
  return route;
};
const groupKey = (routePath: string): string => `${routeAt(routePath).group}-mfe@r7`;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Seen {
  method: string;
  host: string;
  url: string;
  cookie: string | undefined;
}

/**
 * The stand-in origin. What it answers depends on the path: the route table's pages and /stale/*
 * are live documents (keyed by their page group), /private is personal, /set-cookie sets a cookie,
 * /broken/* fails when told to, and the API and operators' paths answer as if they could be kept,
 * so only the VCL's own rules keep them out of the cache.
 */
class StandIn {
  readonly seen: Seen[] = [];
  /** Paths answered 500 from now on. */
  readonly failing = new Set<string>();
  private server: http.Server | undefined;
  port = 0;

  async start(port = 0): Promise<void> {
    const server = http.createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  }

  /** How many requests reached the origin for this address (method GET unless said). */
  count(url: string, options: { host?: string; method?: string } = {}): number {
    return this.seen.filter(
      (seen) =>
        seen.url === url &&
        seen.method === (options.method ?? 'GET') &&
        (options.host === undefined || seen.host === options.host),
    ).length;
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = request.url ?? '/';
    const pathname = url.split('?')[0]!;
    if (pathname === '/readyz') {
      // The probe's own requests are not counted: they are varnishd's, not a client's.
      if (request.headers['x-test'] === undefined) {
        response.writeHead(200, { 'Cache-Control': 'no-store' }).end('ready');
        return;
      }
    }
    this.seen.push({
      method: request.method ?? 'GET',
      host: request.headers.host ?? '',
      url,
      cookie: request.headers.cookie,
    });
    const version = this.count(url, { method: request.method ?? 'GET' });
    const body = `${url} version ${version}`;
    if (this.failing.has(pathname)) {
      response.writeHead(500, { 'Cache-Control': 'no-store' }).end('origin failed');
      return;
    }
    if (pathname === '/private') {
      response.writeHead(200, { 'Cache-Control': 'private, no-store', Vary: 'Accept-Encoding' }).end(body);
      return;
    }
    const keys = pathname.startsWith('/stale/')
      ? ['documents', 'stale']
      : [
          'documents',
          'facts@Ab12',
          'shell@r1',
          ...(siteMap.some((route) => route.path === pathname) ? [groupKey(pathname)] : []),
        ];
    const headers: http.OutgoingHttpHeaders = {
      'Cache-Control': pathname.startsWith('/stale/') ? SHORT_CACHE_CONTROL : LIVE_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      ETag: `"${version}"`,
      xkey: keys.join(' '),
      'Surrogate-Key': keys.join(' '),
      'Cache-Tag': keys.join(','),
    };
    if (pathname === '/set-cookie') headers['Set-Cookie'] = `visitor=${version}; Path=/; HttpOnly`;
    response.writeHead(200, headers).end(body);
  }
}

interface Answer {
  status: number;
  reason: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a fresh connection, with the Host header said (fetch cannot set it). */
function ask(
  varnish: RunningVarnish,
  url: string,
  options: { method?: string; headers?: Record<string, string>; host?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: varnish.port,
        path: url,
        method: options.method ?? 'GET',
        headers: { Host: options.host ?? 'site.example', 'X-Test': '1', ...options.headers },
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            reason: response.statusMessage ?? '',
            headers: response.headers,
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A stand-in origin and a varnishd in front of it, for one describe block. */
function cacheInFront(options: { probe?: boolean; routes?: readonly CachedRoute[]; purgeToken?: string } = {}) {
  const context = { origin: new StandIn(), varnish: undefined as unknown as RunningVarnish };
  beforeAll(async () => {
    await context.origin.start();
    context.varnish = await startVarnish({
      origins: [{ host: '127.0.0.1', port: context.origin.port }],
      probe: options.probe ?? true,
      ...(options.routes ? { routesVcl: varnishRoutesVcl(options.routes) } : {}),
      ...(options.purgeToken ? { purgeToken: options.purgeToken } : {}),
    });
  }, 30_000);
  afterAll(async () => {
    await context.varnish?.stop();
    await context.origin.stop();
  }, 15_000);
  return context;
}

describe('routes.vcl', () => {
  test('names every route of the table', () => {
    const text = varnishRoutesVcl();
    for (const route of siteMap) expect(text).toContain(`req.url ~ "^${route.path}(\\?.*)?$"`);
  });
});

describe('live documents', () => {
  const cache = cacheInFront();

  test('a page asked for 20 times reaches the origin once, and clients never see its purge keys', async () => {
    const answers: Answer[] = [];
    for (let index = 0; index < 20; index += 1) answers.push(await ask(cache.varnish, '/pcb-assembly'));
    expect(cache.origin.count('/pcb-assembly')).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['MISS', ...Array(19).fill('HIT')]);
    for (const answer of answers) {
      expect(answer.body).toBe('/pcb-assembly version 1');
      expect(answer.headers).not.toHaveProperty('xkey');
      expect(answer.headers).not.toHaveProperty('surrogate-key');
      expect(answer.headers).not.toHaveProperty('cache-tag');
    }
  });

  test('tracking parameters neither reach the origin nor make a second copy', async () => {
    const tracked = await ask(cache.varnish, '/medical?utm_source=a&gclid=b');
    const plain = await ask(cache.varnish, '/medical');
    expect([tracked.headers['x-cache'], plain.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(cache.origin.seen.filter((seen) => seen.url.startsWith('/medical')).map((seen) => seen.url)).toEqual([
      '/medical',
    ]);
    // A trailing slash is the origin's to redirect: the address is left as it came.
    await ask(cache.varnish, '/medical/?utm_source=a');
    expect(cache.origin.count('/medical/?utm_source=a')).toBe(1);
  });

  test("a page's own parameter is kept, and makes another copy than the page without it", async () => {
    const filtered = await ask(cache.varnish, '/case-studies?industry=aerospace&utm_medium=x');
    const unfiltered = await ask(cache.varnish, '/case-studies');
    const reordered = await ask(cache.varnish, '/case-studies?utm_medium=y&industry=aerospace');
    expect(filtered.body).toBe('/case-studies?industry=aerospace version 1');
    expect(unfiltered.body).toBe('/case-studies version 1');
    expect([filtered.headers['x-cache'], unfiltered.headers['x-cache'], reordered.headers['x-cache']]).toEqual([
      'MISS',
      'MISS',
      'HIT',
    ]);
    expect(cache.origin.count('/case-studies?industry=aerospace')).toBe(1);
    expect(cache.origin.count('/case-studies')).toBe(1);
  });

  test('the origin is asked for exactly the address renderedAddress gives, whatever the query string', async () => {
    const route = routeAt('/case-studies');
    const searches = [
      '?industry=medical-device&gclid=1',
      '?industry=medical&gclid=1',
      '?industry=Medical',
      '?industry=energy-utility&industry=aerospace',
      '?industry=not-an-industry&industry=aerospace',
      '?industry=aerospace%20',
      '?industry=aerospace-',
      '?industry=xaerospace',
      '?industry=energy&industry=medical',
      '?industry&industry=energy',
      '?industry=',
      '?xindustry=energy&industry=defense',
      '?industryx=1',
      `?industry=${'a'.repeat(65)}`,
      `?industry=${'b'.repeat(64)}`,
      '?industry=med%20ical',
      '?industry=a+b',
      '?&&industry=rail-1&',
      '?fbclid=x',
      '?',
    ];
    for (const search of searches) {
      const before = cache.origin.seen.length;
      const answer = await ask(cache.varnish, `/case-studies${search}`);
      const asked = cache.origin.seen.slice(before).map((seen) => seen.url);
      const expected = renderedAddress(route, search);
      // Either the origin was asked for the rendered address, or that address was already kept.
      expect({ search, asked: asked.length ? asked : [answer.body.replace(/ version \d+$/, '')] }).toEqual({
        search,
        asked: [expected],
      });
    }
  });

  test('host names are told apart, but not by case or port', async () => {
    const site = await ask(cache.varnish, '/our-story', { host: 'site.example' });
    const other = await ask(cache.varnish, '/our-story', { host: 'other.example' });
    const shouted = await ask(cache.varnish, '/our-story', { host: 'SITE.EXAMPLE:8080' });
    expect([site.headers['x-cache'], other.headers['x-cache'], shouted.headers['x-cache']]).toEqual([
      'MISS',
      'MISS',
      'HIT',
    ]);
    expect(cache.origin.count('/our-story', { host: 'site.example' })).toBe(1);
    expect(cache.origin.count('/our-story', { host: 'other.example' })).toBe(1);
    expect(cache.origin.count('/our-story')).toBe(2);
  });

  test('cookies on a live host never reach the origin nor stop the page being shared', async () => {
    await ask(cache.varnish, '/careers', { headers: { Cookie: 'site_preview_ended=1; theme=dark' } });
    const second = await ask(cache.varnish, '/careers', { headers: { Cookie: 'other=2' } });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(cache.origin.seen.filter((seen) => seen.url === '/careers').map((seen) => seen.cookie)).toEqual([undefined]);
  });
});

describe('a route reading several parameters', () => {
  const route = {
    path: '/filters',
    query: { type: ['smt', 'b'], industry: ['medical', 'rail'], size: ['large', 's1', 'a'] },
  } as const;
  const cache = cacheInFront({ probe: false, routes: [{ path: '/' }, route] });

  test('keeps each of them, sorted by name, at the values the route keeps', async () => {
    const searches = [
      '?type=smt&size=large&industry=medical&utm_source=x',
      '?size=s1',
      '?type=T&industry=rail',
      '?utm_campaign=spring',
      '?size=a&type=b',
      '?size=xl&type=smt&industry=marine',
    ];
    for (const search of searches) {
      const before = cache.origin.seen.length;
      await ask(cache.varnish, `/filters${search}`);
      expect(cache.origin.seen.slice(before).map((seen) => seen.url)).toEqual([
        renderedAddress(route as unknown as SiteRoute, search),
      ]);
    }
    expect(cache.origin.seen[0]!.url).toBe('/filters?industry=medical&size=large&type=smt');
  });
});

describe('personal answers', () => {
  // No probe here, so the origin's count of /readyz is the clients' alone.
  const cache = cacheInFront({ probe: false });

  test.each([
    ['POST /api/contact', '/api/contact', { method: 'POST' }],
    ['GET /api/contact/token', '/api/contact/token', {}],
    ['GET /metrics', '/metrics', {}],
    ['GET /readyz', '/readyz', {}],
    ['GET /livez', '/livez', {}],
    ['GET /releases', '/releases', {}],
    ['GET /_preview/start', '/_preview/start', {}],
    ['GET /_staged/services/remoteEntry.js', '/_staged/services/remoteEntry.js', {}],
    ['a page on the preview host', '/medical', { host: 'preview.localhost' }],
    ['a page on a preview host with a port', '/terms', { host: 'Preview.Example.com:8443' }],
    ['a page with the preview cookie', '/privacy', { headers: { Cookie: 'theme=dark; site_preview=x' } }],
    ['a page with credentials', '/supplier-terms', { headers: { Authorization: 'Bearer abc' } }],
  ] as const)(
    '%s reaches the origin every time, though the origin says it could be kept',
    async (_name, url, options) => {
      const method = 'method' in options ? options.method : 'GET';
      for (let index = 0; index < 3; index += 1) {
        const answer = await ask(cache.varnish, url, options);
        expect(answer.headers['x-cache']).toBe('MISS');
      }
      expect(cache.origin.count(url, { method })).toBe(3);
    },
  );

  test('the preview cookie reaches the origin with the request it belongs to', async () => {
    await ask(cache.varnish, '/certifications', { headers: { Cookie: 'site_preview=abc' } });
    expect(cache.origin.seen.filter((seen) => seen.url === '/certifications').map((seen) => seen.cookie)).toEqual([
      'site_preview=abc',
    ]);
  });

  test('an answer marked private, no-store is never given to a second client', async () => {
    const first = await ask(cache.varnish, '/private');
    const second = await ask(cache.varnish, '/private');
    expect([first.body, second.body]).toEqual(['/private version 1', '/private version 2']);
    expect(cache.origin.count('/private')).toBe(2);
  });

  test('an answer that sets a cookie is never given to a second client', async () => {
    const first = await ask(cache.varnish, '/set-cookie');
    const second = await ask(cache.varnish, '/set-cookie');
    expect([first.headers['set-cookie'], second.headers['set-cookie']]).toEqual([
      ['visitor=1; Path=/; HttpOnly'],
      ['visitor=2; Path=/; HttpOnly'],
    ]);
    expect(cache.origin.count('/set-cookie')).toBe(2);
  });
});

describe('purges', () => {
  const cache = cacheInFront();

  test('PURGE with xkey-purge removes exactly the copies filed under that key', async () => {
    const services = ['/pcb-assembly', '/box-build'];
    const company = '/our-story';
    for (const url of [...services, company]) await ask(cache.varnish, url);
    expect(groupKey('/pcb-assembly')).toBe('services-mfe@r7');
    const purge = await ask(cache.varnish, '/', { method: 'PURGE', headers: { 'xkey-purge': 'services-mfe@r7' } });
    expect(purge.status).toBe(200);
    expect(purge.reason).toBe('Purged 2 objects');
    for (const url of services) expect((await ask(cache.varnish, url)).headers['x-cache']).toBe('MISS');
    expect((await ask(cache.varnish, company)).headers['x-cache']).toBe('HIT');
    expect(services.map((url) => cache.origin.count(url))).toEqual([2, 2]);
    expect(cache.origin.count(company)).toBe(1);
  });

  test('a purge of several keys removes the copies under any of them', async () => {
    await ask(cache.varnish, '/staffing');
    await ask(cache.varnish, '/privacy');
    const purge = await ask(cache.varnish, '/', {
      method: 'PURGE',
      headers: { 'xkey-purge': 'services-mfe@r7 company-mfe@r7' },
    });
    expect(purge.status).toBe(200);
    expect((await ask(cache.varnish, '/staffing')).headers['x-cache']).toBe('MISS');
    expect((await ask(cache.varnish, '/privacy')).headers['x-cache']).toBe('MISS');
  });

  test('a soft purge (what a server sends when it starts) keeps the copy for the next view while a fresh one is fetched', async () => {
    await ask(cache.varnish, '/certifications');
    const purge = await ask(cache.varnish, '/', { method: 'PURGE', headers: { 'xkey-softpurge': 'documents' } });
    expect([purge.status, purge.reason]).toEqual([200, expect.stringMatching(/^Soft-purged [1-9]\d* objects$/)]);
    // Answered at once from the copy marked out of date, which sends for a fresh one behind it.
    expect((await ask(cache.varnish, '/certifications')).body).toBe('/certifications version 1');
    // The origin counts the fetch when it arrives, a moment before the cache holds its answer: the fresh copy is waited for, not the count.
    const deadline = Date.now() + 5000;
    let body = '';
    while (body !== '/certifications version 2' && Date.now() < deadline) {
      body = (await ask(cache.varnish, '/certifications')).body;
      if (body !== '/certifications version 2') await delay(20);
    }
    expect(body).toBe('/certifications version 2');
    expect(cache.origin.count('/certifications')).toBe(2);
  });

  test('PURGE without keys is refused with 400 and removes nothing', async () => {
    await ask(cache.varnish, '/careers');
    expect((await ask(cache.varnish, '/', { method: 'PURGE' })).status).toBe(400);
    expect((await ask(cache.varnish, '/', { method: 'PURGE', headers: { 'xkey-purge': ' ' } })).status).toBe(400);
    expect((await ask(cache.varnish, '/careers')).headers['x-cache']).toBe('HIT');
  });

  test('PURGE from an address outside the purgers ACL is refused with 403', async () => {
    await ask(cache.varnish, '/terms');
    const purge = await ask(cache.varnish, '/', {
      method: 'PURGE',
      headers: { 'xkey-purge': 'documents' },
      from: '127.0.0.2',
    });
    expect(purge.status).toBe(403);
    expect((await ask(cache.varnish, '/terms')).headers['x-cache']).toBe('HIT');
  });
});

describe('purges when origins.vcl sets a token', () => {
  const TOKEN = 'purge-token-of-this-test';
  const cache = cacheInFront({ purgeToken: TOKEN });

  test('the shipped origins.vcl sets none, and compiles with site.vcl as an operator runs it', () => {
    expect(readFileSync(path.join(VARNISH_DIR, 'origins.vcl'), 'utf8')).toMatch(
      /^sub site_purge_token \{\n {2}set req\.http\.X-Site-Purge-Token = "";\n\}$/m,
    );
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'site-varnish-compile-'));
    try {
      // Copied where varnishd's own user may read them, as /etc/site/ops/varnish is: a checkout may sit in a folder only its owner enters.
      const vclDir = path.join(workDir, 'vcl');
      cpSync(VARNISH_DIR, vclDir, { recursive: true });
      writeRoutesVcl(path.join(vclDir, 'routes.vcl'));
      for (const folder of [workDir, vclDir]) chmodSync(folder, 0o755);
      const compiled = spawnSync(
        '/usr/sbin/varnishd',
        ['-C', '-n', path.join(workDir, 'n'), '-f', path.join(vclDir, 'site.vcl'), '-p', `vcl_path=${vclDir}`],
        { encoding: 'utf8', timeout: 20_000 },
      );
      expect({ status: compiled.status, error: compiled.status === 0 ? '' : compiled.stderr.slice(-2000) }).toEqual({
        status: 0,
        error: '',
      });
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });

  test.each([
    ['a purge', 'without the token', 'xkey-purge', {}],
    ['a purge', 'with a wrong token', 'xkey-purge', { Authorization: 'Bearer not-the-token' }],
    ['a purge', 'with the token and more after it', 'xkey-purge', { Authorization: `Bearer ${TOKEN}x` }],
    ['a purge', 'with the token, not as a bearer token', 'xkey-purge', { Authorization: TOKEN }],
    [
      'a purge',
      'naming its own token in the header origins.vcl sets',
      'xkey-purge',
      { 'X-Site-Purge-Token': 'forged', Authorization: 'Bearer forged' },
    ],
    ['a soft purge', 'without the token', 'xkey-softpurge', {}],
  ])(
    '%s from an allowed address %s is refused with 403, and the copy stays cached',
    async (_kind, _case, keyHeader, headers: Record<string, string>) => {
      await ask(cache.varnish, '/pcb-assembly');
      const purge = await ask(cache.varnish, '/', {
        method: 'PURGE',
        headers: { [keyHeader]: 'documents', ...headers },
      });
      expect([purge.status, purge.reason]).toEqual([403, 'Not allowed to purge']);
      expect((await ask(cache.varnish, '/pcb-assembly')).headers['x-cache']).toBe('HIT');
      expect(cache.origin.count('/pcb-assembly')).toBe(1);
    },
  );

  test('a purge with the token, as the servers send it, removes the copies filed under its key', async () => {
    await ask(cache.varnish, '/box-build');
    const purge = await ask(cache.varnish, '/', {
      method: 'PURGE',
      headers: { 'xkey-purge': 'services-mfe@r7', Authorization: `Bearer ${TOKEN}` },
    });
    expect([purge.status, purge.reason]).toEqual([200, expect.stringMatching(/^Purged [1-9]\d* objects$/)]);
    expect((await ask(cache.varnish, '/box-build')).headers['x-cache']).toBe('MISS');
    expect(cache.origin.count('/box-build')).toBe(2);
  });
});

describe('when the origins fail', () => {
  // The tests below run in order: the origin answers, then fails, then stops.
  const cache = cacheInFront();
  /** Past s-maxage (1 s) and stale-while-revalidate (30 s): only stale-if-error may still serve these. */
  const PAST_REVALIDATION_MS = 32_500;

  beforeAll(async () => {
    for (const url of ['/stale/kept', '/stale/marker-fresh', '/stale/marker-error']) {
      expect((await ask(cache.varnish, url)).body).toBe(`${url} version 1`);
    }
    await delay(PAST_REVALIDATION_MS);
  }, PAST_REVALIDATION_MS + 10_000);

  test('a client sending the restart marker itself still gets a fresh copy from a healthy origin', async () => {
    const answer = await ask(cache.varnish, '/stale/marker-fresh', { headers: { [STALE_MARKER]: '1' } });
    expect(answer.body).toBe('/stale/marker-fresh version 2');
    expect(answer.headers['x-cache']).toBe('MISS');
  });

  test("a client sending the restart marker itself gets the origin's error handled as anyone's: the kept copy", async () => {
    cache.origin.failing.add('/stale/marker-error');
    const answer = await ask(cache.varnish, '/stale/marker-error', { headers: { [STALE_MARKER]: '1' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('/stale/marker-error version 1');
    // The refresh started in the background failed too, and left the kept copy in place.
    await delay(200);
    expect((await ask(cache.varnish, '/stale/marker-error')).body).toBe('/stale/marker-error version 1');
  });

  test('right after the origin stops, before the probe notices, a kept copy is served through one restart', async () => {
    const synthBefore = await cache.varnish.counter('MAIN.s_synth');
    await cache.origin.stop();
    const answer = await ask(cache.varnish, '/stale/kept');
    expect(await cache.varnish.backendHealth()).toMatchObject({ origin1: 'healthy' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('/stale/kept version 1');
    expect(answer.headers['x-cache']).toBe('HIT');
    // The first try failed and was answered inside varnishd, which restarted it.
    expect(await cache.varnish.counter('MAIN.s_synth')).toBe(synthBefore + 1);
  });

  test('once the probe marks the origin sick, the kept copy is served without trying it', async () => {
    // The probe's window takes a few seconds; the bound is for a machine as busy as it gets.
    const deadline = Date.now() + 30_000;
    while ((await cache.varnish.backendHealth()).origin1 !== 'sick') {
      if (Date.now() > deadline) throw new Error('The probe did not mark the stopped origin sick within 30 s.');
      await delay(250);
    }
    const synthBefore = await cache.varnish.counter('MAIN.s_synth');
    const answer = await ask(cache.varnish, '/stale/kept');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('/stale/kept version 1');
    expect(await cache.varnish.counter('MAIN.s_synth')).toBe(synthBefore);
  }, 45_000);

  test('an address never kept is answered 503', async () => {
    const answer = await ask(cache.varnish, '/stale/never');
    expect(answer.status).toBe(503);
  });
});
