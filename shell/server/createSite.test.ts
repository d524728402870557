import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRoute, REMOTE_GROUPS, siteMap, type RemoteGroup } from 'shared/routes';
import { Client } from 'pg';
import { multipartBody, sampleLead } from '../../test-support/leads/leadFixtures';
import { TOKEN_FIELD } from '../../test-support/leads/formPost';
import { issueFormToken } from './leads/formToken';
import { stopTestPostgres, testPostgres } from '../../test-support/leads/testStores';
import { readServerConfig, type ServerConfig } from './ops/config';
import { createSite, type Site } from './createSite';
import { FileLeadStore } from './leads/fileLeadStore';
import { SqliteLeadStore } from './leads/sqliteLeadStore';
import { PostgresLeadStore } from './leads/postgresLeadStore';
import { reservePortBlock } from '../../test-support/reservedPorts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(5);
const SHELL_PORT = PORTS;
const HOST = 'example.test';

const INDEX_HTML =
  '<!doctype html><html><head><title>Test shell</title></head><body><div id="root"></div></body></html>';
const SHELL_ASSET = 'main.0123456789.js';
const REMOTE_ENTRY = 'remoteEntry.abcdef0123.js';
const REMOTE_CHUNK = '42.fedcba9876.js';
/** Well above the 1 KB compression threshold. */
const LARGE_SCRIPT = `console.log(${JSON.stringify('x'.repeat(8 * 1024))});\n`;

let tmpRoot: string;
let env: NodeJS.ProcessEnv;
let config: ServerConfig;
let site: Site;

function remoteDist(group: RemoteGroup): string {
  return path.join(tmpRoot, `${group}-mfe`, 'dist');
}

function remote(group: RemoteGroup) {
  const app = site.remotes.get(group);
  if (!app) throw new Error(`no ${group} remote`);
  return app;
}

function header(value: string | string[] | number | undefined): string {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/** Parses a Content-Security-Policy header into its directives. */
function parseCsp(value: string): Map<string, string[]> {
  return new Map(
    value
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

beforeAll(async () => {
  // These builds have no server build; each page says it falls back to the client-rendered document.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'create-site-test-'));
  const shellDist = path.join(tmpRoot, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(shellDist, 'other.html'), '<p>other</p>');
  writeFileSync(path.join(shellDist, SHELL_ASSET), LARGE_SCRIPT);
  writeFileSync(path.join(shellDist, '.build-stamp'), 'stamp');
  writeFileSync(path.join(shellDist, 'robots.txt'), 'User-agent: *\n');

  env = {
    LOG_LEVEL: 'silent',
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    SHELL_DIST: shellDist,
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    ALLOWED_HOSTS: `${HOST}, Other.Test.`,
  };
  for (const group of REMOTE_GROUPS) {
    const dist = remoteDist(group);
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ id: group, name: group, metaData: { remoteEntry: { name: REMOTE_ENTRY } } }),
    );
    writeFileSync(path.join(dist, REMOTE_ENTRY), `var ${group} = {};\n`);
    writeFileSync(path.join(dist, REMOTE_CHUNK), LARGE_SCRIPT);
    writeFileSync(path.join(dist, '.build-stamp'), 'stamp');
    const pageAssets = Object.fromEntries(
      siteMap
        .filter((route) => route.group === group)
        .map((route) => [route.path.slice(1), { css: [], js: ['kit.2222.js', `${route.path.slice(1)}.3333.js`] }]),
    );
    writeFileSync(
      path.join(dist, 'page-assets.json'),
      JSON.stringify({
        ...pageAssets,
        __federation_expose_pages: { css: [], js: ['pages.1111.js'] },
        elsewhere: { css: [], js: ['x.4444.js'] },
      }),
    );
    env[`${group.toUpperCase()}_MFE_DIST`] = dist;
  }
  config = readServerConfig(env);
  site = await createSite(config);
});

afterAll(async () => {
  await site?.close();
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

describe('configuration', () => {
  it('places the remotes on the ports after the shell and reads the dist overrides', () => {
    expect(config.shellPort).toBe(SHELL_PORT);
    expect(config.remotes.map((r) => [r.group, r.port, r.distDir])).toEqual(
      REMOTE_GROUPS.map((group, index) => [group, SHELL_PORT + index + 1, remoteDist(group)]),
    );
    expect([...site.remotes.keys()]).toEqual([...REMOTE_GROUPS]);
  });
});

describe('shell pages', () => {
  it.each(siteMap.map((route) => route.path))('serves %s as the HTML page, never cached', async (url) => {
    const response = await site.shell.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    // These builds have no server build: the document is the client-rendered one, with the route's head.
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(`<title>${findRoute(url)!.title} | Redbud Electronics</title>`);
  });

  it('serves a known path with a query as the page, and sends a trailing slash to the one address of the page', async () => {
    const route = siteMap.find((r) => r.path !== '/')!;
    const response = await site.shell.inject({ method: 'GET', url: `${route.path}?utm=1` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${route.title} | Redbud Electronics</title>`);
    const slashed = await site.shell.inject({ method: 'GET', url: `${route.path}/?utm=1&b=%20` });
    expect(slashed.statusCode).toBe(301);
    expect(slashed.headers.location).toBe(`${route.path}?utm=1&b=%20`);
  });

  it('answers an unknown page with 404 and the HTML page when HTML is accepted', async () => {
    const response = await site.shell.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // It names the path asked for: no cache keeps it, or anyone could fill one with them.
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('<title>Page not found | Redbud Electronics</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers an unknown asset with a plain 404 when HTML is not accepted', async () => {
    const response = await site.shell.inject({
      method: 'GET',
      url: '/static/js/missing.0123456789.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/text\/html/);
    expect(response.body).not.toContain('<div id="root">');
  });
});

describe('preload hints', () => {
  it('a remote page hints remotes.json and its remote origin, never its manifest, which browsers no longer fetch', async () => {
    const response = await site.shell.inject({
      method: 'GET',
      url: '/medical',
      headers: { host: `${HOST}:${SHELL_PORT}` },
    });
    const link = String(response.headers.link);
    expect(link).toContain('</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(link).toContain(`<http://${HOST}:${SHELL_PORT + 2}>; rel=preconnect`);
    expect(link).not.toContain('mf-manifest.json');
    expect(link).not.toContain(`${SHELL_PORT + 1}`);
  });

  it('the home page, which needs no remote, hints nothing', async () => {
    const response = await site.shell.inject({ method: 'GET', url: '/', headers: { host: `${HOST}:${SHELL_PORT}` } });
    expect(response.headers.link).toBeUndefined();
  });
});

describe('remotes.json', () => {
  it('maps each group to its manifest, and its entry with the versions it was built with, on the host the visitor used', async () => {
    const response = await site.shell.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: `${HOST}:8080` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      ...Object.fromEntries(
        REMOTE_GROUPS.map((group, index) => [group, `http://${HOST}:${SHELL_PORT + index + 1}/mf-manifest.json`]),
      ),
      entries: Object.fromEntries(
        REMOTE_GROUPS.map((group, index) => [group, `http://${HOST}:${SHELL_PORT + index + 1}/${REMOTE_ENTRY}`]),
      ),
      singletons: Object.fromEntries(REMOTE_GROUPS.map((group) => [group, {}])),
    });
  });

  it('uses the fixed URL of a remote deployed elsewhere', async () => {
    const fixedUrl = 'https://portals.cdn.test/v2/mf-manifest.json';
    const movedSite = await createSite(readServerConfig({ ...env, PORTALS_MFE_URL: fixedUrl }));
    try {
      const response = await movedSite.shell.inject({
        method: 'GET',
        url: '/remotes.json',
        headers: { host: `${HOST}:8080` },
      });
      const manifests = response.json() as Record<RemoteGroup, string> & { entries: Record<RemoteGroup, string> };
      expect(manifests.portals).toBe(fixedUrl);
      expect(manifests.services).toBe(`http://${HOST}:${SHELL_PORT + 1}/mf-manifest.json`);
      // The entry the browser loads is the one in the fixed manifest's folder.
      expect(manifests.entries.portals).toBe(`https://portals.cdn.test/v2/${REMOTE_ENTRY}`);

      const page = await movedSite.shell.inject({ method: 'GET', url: '/', headers: { host: `${HOST}:8080` } });
      const scriptSrc = parseCsp(header(page.headers['content-security-policy'])).get('script-src');
      expect(scriptSrc).toContain('https://portals.cdn.test');
      expect(scriptSrc).not.toContain(`http://${HOST}:${SHELL_PORT + 4}`);
    } finally {
      await movedSite.close();
    }
  });
});

describe('static assets and caching', () => {
  it("caches the shell's hashed asset for a year", async () => {
    const response = await site.shell.inject({ method: 'GET', url: `/${SHELL_ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(LARGE_SCRIPT);
  });

  it('revalidates an unhashed shell file', async () => {
    const response = await site.shell.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it.each([...REMOTE_GROUPS])(
    'revalidates the %s manifest and remote entry, caches its hashed chunk',
    async (group) => {
      const manifest = await remote(group).inject({ method: 'GET', url: '/mf-manifest.json' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe(NO_CACHE);
      expect(manifest.json()).toMatchObject({ name: group });

      const entry = await remote(group).inject({ method: 'GET', url: `/${REMOTE_ENTRY}` });
      expect(entry.statusCode).toBe(200);
      expect(entry.headers['cache-control']).toBe(NO_CACHE);

      const chunk = await remote(group).inject({ method: 'GET', url: `/${REMOTE_CHUNK}` });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    },
  );

  it('does not serve .build-stamp or .html files as shell assets', async () => {
    for (const url of ['/.build-stamp', '/other.html', '/index.html']) {
      const response = await site.shell.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe('stamp');
      expect(response.body).not.toContain('<p>other</p>');
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it("does not serve a remote's .build-stamp", async () => {
    const response = await remote('services').inject({ method: 'GET', url: '/.build-stamp' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe('stamp');
  });
});

describe('compression', () => {
  it.each(['gzip', 'br'])('compresses a large shell asset with %s', async (encoding) => {
    const response = await site.shell.inject({
      method: 'GET',
      url: `/${SHELL_ASSET}`,
      headers: { 'accept-encoding': encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length).toBeLessThan(LARGE_SCRIPT.length);
  });

  it('compresses a large remote chunk', async () => {
    const response = await remote('portals').inject({
      method: 'GET',
      url: `/${REMOTE_CHUNK}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the asset uncompressed when no encoding is accepted', async () => {
    const response = await site.shell.inject({
      method: 'GET',
      url: `/${SHELL_ASSET}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(LARGE_SCRIPT);
  });
});

describe('security headers of the shell HTML', () => {
  let headers: Record<string, string | string[] | number | undefined>;
  let csp: Map<string, string[]>;

  beforeAll(async () => {
    const response = await site.shell.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${HOST}:8080`, accept: 'text/html' },
    });
    headers = response.headers;
    csp = parseCsp(header(headers['content-security-policy']));
  });

  it('allows scripts only from the shell and the four remote origins, never inline', () => {
    const scriptSrc = csp.get('script-src');
    expect(scriptSrc).toBeDefined();
    expect(new Set(scriptSrc)).toEqual(
      new Set(["'self'", ...REMOTE_GROUPS.map((_group, index) => `http://${HOST}:${SHELL_PORT + index + 1}`)]),
    );
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Only styles may be inline (the dialogs' scroll lock injects a <style> element).
    const inlineAllowed = [...csp.entries()]
      .filter(([, sources]) => sources.includes("'unsafe-inline'"))
      .map(([name]) => name);
    expect(inlineAllowed).toEqual(['style-src']);
  });

  it('frames only the video player and the map', () => {
    expect(new Set(csp.get('frame-src'))).toEqual(
      new Set(['https://www.youtube-nocookie.com', 'https://www.google.com']),
    );
  });

  it('locks down the rest of the policy', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it.each(['/', '/pcb-assembly'])(
    "lets the code on %s reach nothing but the site's own origins, and start no worker",
    async (url) => {
      const response = await site.shell.inject({
        method: 'GET',
        url,
        headers: { host: `${HOST}:8080`, accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      const policy = parseCsp(header(response.headers['content-security-policy']));
      const siteOrigins = [
        "'self'",
        ...REMOTE_GROUPS.map((_group, index) => `http://${HOST}:${SHELL_PORT + index + 1}`),
      ];

      expect(new Set(policy.get('connect-src'))).toEqual(new Set(siteOrigins));
      expect(new Set(policy.get('img-src'))).toEqual(new Set([...siteOrigins, 'data:']));
      expect(policy.get('worker-src')).toEqual(["'none'"]);
      expect(policy.get('manifest-src')).toEqual(["'self'"]);
      expect(policy.get('media-src')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // Only the video and map frames may come from another origin; no directive lets anything else out.
      const elsewhere = [...policy.entries()].flatMap(([name, sources]) =>
        sources
          .filter((source) => !siteOrigins.includes(source) && !["'none'", 'data:', "'unsafe-inline'"].includes(source))
          .map((source) => `${name} ${source}`),
      );
      expect(elsewhere.sort()).toEqual([
        'frame-src https://www.google.com',
        'frame-src https://www.youtube-nocookie.com',
      ]);
      expect(response.headers['x-dns-prefetch-control']).toBe('off');
    },
  );

  it('sends nosniff and a referrer policy', () => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('derives the remote origins from the host of each request, when it is one the site is configured for', async () => {
    const response = await site.shell.inject({ method: 'GET', url: '/', headers: { host: 'OTHER.test:8080' } });
    const scriptSrc = parseCsp(header(response.headers['content-security-policy'])).get('script-src');
    expect(scriptSrc).toContain(`http://other.test:${SHELL_PORT + 1}`);
    expect(scriptSrc).not.toContain(`http://${HOST}:${SHELL_PORT + 1}`);
  });
});

describe('a Host the site is not configured for', () => {
  const evil = { host: 'evil.example:8080', accept: 'text/html' };

  it.each(['/medical', '/', '/remotes.json', '/no-such-page', '/robots.txt', '/sitemap.xml'])(
    'gets 421 for %s, and no origin from the request',
    async (url) => {
      const response = await site.shell.inject({ method: 'GET', url, headers: evil });
      expect(response.statusCode).toBe(421);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.stringify(response.headers)).not.toContain('evil.example');
      expect(response.body).not.toContain('evil.example');
    },
  );

  it('gets 421 for a lead too, which is not stored', async () => {
    const before = (await site.leadStore.list()).length;
    const response = await site.shell.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: 'evil.example' },
      payload: '',
    });
    expect(response.statusCode).toBe(421);
    expect(await site.leadStore.list()).toHaveLength(before);
  });

  it('answers the configured site address, this machine and loopback addresses', async () => {
    const siteHost = new URL(config.siteUrl).host;
    for (const host of [siteHost, 'localhost:8080', '127.0.0.1', '[::1]:8080', `${HOST}.`]) {
      const response = await site.shell.inject({ method: 'GET', url: '/remotes.json', headers: { host } });
      expect([host, response.statusCode]).toEqual([host, 200]);
    }
  });
});

describe('remote servers', () => {
  it.each([...REMOTE_GROUPS])('let the shell on another origin load %s scripts', async (group) => {
    const response = await remote(group).inject({
      method: 'GET',
      url: `/${REMOTE_ENTRY}`,
      headers: { origin: `http://${HOST}:${SHELL_PORT}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    '/.env',
    '/.git/config',
    '/%2eenv',
    '//.env',
    '/server/pages.js',
    '//server/pages.js',
    '/./server/pages.js',
    '//server-build.json',
  ])("never send a remote build's dotfiles or server build, however the path is written: %s", async (url) => {
    const dist = remoteDist('services');
    mkdirSync(path.join(dist, '.git'), { recursive: true });
    mkdirSync(path.join(dist, 'server'), { recursive: true });
    for (const file of ['.env', '.git/config', 'server/pages.js', 'server-build.json'])
      writeFileSync(path.join(dist, file), 'not for browsers');
    const response = await remote('services').inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('not for browsers');
  });

  it('carries the cross-origin headers on the manifest of portals', async () => {
    const response = await remote('portals').inject({
      method: 'GET',
      url: '/mf-manifest.json',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('missing builds', () => {
  it('refuses to start without the shell build, pointing at npm run build', async () => {
    const missing = path.join(tmpRoot, 'nowhere', 'dist');
    await expect(createSite(readServerConfig({ ...env, SHELL_DIST: missing }))).rejects.toThrow(/npm run build/);
    await expect(createSite(readServerConfig({ ...env, SHELL_DIST: missing }))).rejects.toThrow(/shell/);
  });

  it('refuses to start without a remote build, naming the remote', async () => {
    const missing = path.join(tmpRoot, 'nowhere', 'dist');
    await expect(createSite(readServerConfig({ ...env, COMPANY_MFE_DIST: missing }))).rejects.toThrow(
      /company.*npm run build/s,
    );
  });
});

describe('the lead store', () => {
  afterAll(() => stopTestPostgres());

  /** Connections the site's lead store holds open on the database. */
  async function storeConnections(url: string): Promise<number> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'cem-site leads'",
      );
      return Number(rows[0]!.count);
    } finally {
      await client.end();
    }
  }

  async function noStoreConnectionsLeft(url: string) {
    for (let waited = 0; (await storeConnections(url)) > 0; waited += 50) {
      if (waited > 5000) throw new Error('the lead store still holds connections');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('is SQLite in LEADS_DATA_DIR when LEADS_DATABASE_URL is not set, and the file log with LEADS_STORE=files', async () => {
    expect(site.leadStore).toBeInstanceOf(SqliteLeadStore);
    expect(site.leadStore.location).toBe(path.join(tmpRoot, 'leads'));
    const fileLogSite = await createSite(
      readServerConfig({ ...env, LEADS_STORE: 'files', LEADS_DATA_DIR: path.join(tmpRoot, 'file-log') }),
    );
    try {
      expect(fileLogSite.leadStore).toBeInstanceOf(FileLeadStore);
    } finally {
      await fileLogSite.close();
    }
  });

  it('is PostgreSQL with LEADS_DATABASE_URL: a form sent twice with its key is one lead there, and close() ends the connections', async () => {
    const url = await (await testPostgres()).createDatabase();
    const databaseSite = await createSite(readServerConfig({ ...env, LEADS_DATABASE_URL: url }));
    expect(databaseSite.leadStore).toBeInstanceOf(PostgresLeadStore);
    // The token of a form first used a minute ago, signed as the site signs it.
    const token = issueFormToken(await databaseSite.leadStore.intakeSecret(), Date.now() - 60_000);
    const { payload, contentType } = await multipartBody({ ...sampleLead, [TOKEN_FIELD]: token });
    const send = () =>
      databaseSite.shell.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'content-type': contentType, 'idempotency-key': 'form-1' },
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());

    const reader = await PostgresLeadStore.open(url);
    try {
      expect(await reader.list()).toEqual([{ ...first.json(), fields: sampleLead, source: {} }]);
    } finally {
      await reader.close();
    }
    await databaseSite.close();
    await noStoreConnectionsLeft(url);
  });

  it.each([
    ['before the lead store is opened (no shell build)', 'SHELL_DIST'],
    // The group's files are served by a listener made after every resource is open: the store must be closed again.
    ['after every resource is open (no build of a group)', 'COMPANY_MFE_DIST'],
  ])('a site that fails to start %s closes the store it opened', async (_when, setting) => {
    const url = await (await testPostgres()).createDatabase();
    const missing = path.join(tmpRoot, 'nowhere', 'dist');
    await expect(createSite(readServerConfig({ ...env, LEADS_DATABASE_URL: url, [setting]: missing }))).rejects.toThrow(
      /npm run build/,
    );
    await noStoreConnectionsLeft(url);
  });
});
