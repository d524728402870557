import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { previewFormFields } from '../../../test-support/releases/previewForm';
import { PREVIEW_HOST, SITE_HOST, startDeploySite, type DeploySite } from '../../../test-support/releases/deploySite';
import { portalsBuild, shellBuild } from '../../../test-support/releases/standInBuilds';
import { patchAnswers } from '../../../test-support/hostile/serverBuilds';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';
import { FileFieldDataStore } from '../fieldData/fieldDataStore';
import type { DiskReleaseRegistry } from './diskReleaseRegistry';
import { previewToken, signPreview } from './previewTokens';
import { publishBody } from './publishBody';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * Previews on a real site with a deploy directory and stand-in builds: a signed link shows a staged
 * release to the one browser that opened it, and nothing else is ever let in. The browser tests
 * preview real builds.
 */

const repoRoot = path.resolve(__dirname, '..', '..', '..');
/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(15);
const SHELL_PORT = PORTS;
const API_PORT = PORTS + 10;
const HOST = SITE_HOST;

let deploy: DeploySite<'services'>;
let tmpRoot: string;
let deployDir: string;
let site: Site;
let operator: DiskReleaseRegistry;
let tokens: DeploySite<'services'>['tokens'];
let ids: { live: string; staged: string };
let shellToken: string;
let api: DeploySite['api'];

/** A browser's request to the live site: `cookie` is what it holds for the host. */
const visit = (url: string, cookie?: string, host = HOST) =>
  site.shell.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) } });
/** The same, on the preview host. */
const visitPreview = (url: string, cookie?: string) => visit(url, cookie, PREVIEW_HOST);

/** What a person does with a preview link: opens it, reads what it would open, and clicks the button, which posts the page's form from the page's own origin. */
async function clickThrough(linkPath: string) {
  const page = await visitPreview(linkPath);
  expect(page.statusCode).toBe(200);
  expect(page.headers['set-cookie']).toBeUndefined();
  const fields = previewFormFields(page.body);
  return site.shell.inject({
    method: 'POST',
    url: '/_preview',
    headers: {
      host: PREVIEW_HOST,
      origin: `http://${PREVIEW_HOST}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The cookie a preview answer set, as a browser would send it back. */
function cookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0]! : setCookie!;
  return header.split(';')[0]!;
}

const secret = () => readFileSync(path.join(deployDir, 'registry', 'preview-secret'), 'utf8').trim();

beforeEach(async () => {
  deploy = await startDeploySite({
    name: 'previews',
    ports: { shell: SHELL_PORT, api: API_PORT },
    tokens: { services: 'services-mfe' },
  });
  ({ tmpRoot, deployDir, site, operator, tokens, ids, api } = deploy);
  shellToken = tokens.shell;
});

afterEach(async () => {
  await deploy?.close();
});

test('a preview link shows the staged release, HTML and code, to the one browser that opened it, with a banner, never cached; everyone else gets the live release', async () => {
  const link = await api(`/releases/portals-mfe/${ids.staged}/preview`, tokens.portals, { minutes: 30 });
  expect(link.statusCode).toBe(200);
  const { path: linkPath, expiresAt } = link.json<{ path: string; expiresAt: string }>();
  expect(linkPath).toMatch(/^\/_preview\?token=p1\.[\w-]+\.[\w-]+$/);
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);

  // The link alone shows what it would open and sets nothing: a link followed from an e-mail switches nobody.
  const shown = await visitPreview(linkPath);
  expect(shown.statusCode).toBe(200);
  expect(shown.headers['set-cookie']).toBeUndefined();
  expect(shown.headers['cache-control']).toBe('no-store');
  const facts = [...shown.body.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map(
    (match) => `${match[1]}: ${match[2]}`,
  );
  expect(facts).toEqual([
    `Release: portals-mfe ${ids.staged}`,
    'Link made by: portals-ci',
    `Open until: ${expiresAt.replace(/\.\d+Z$/, ' UTC').replace('T', ' ')}`,
  ]);
  expect(shown.body).toContain('<button type="submit">Open the preview</button>');
  expect((await visit('/client-portal')).body).toContain('<h1>Portals live</h1>');

  const opened = await clickThrough(linkPath);
  expect([opened.statusCode, opened.headers.location]).toEqual([303, '/client-portal']);
  const setCookie = String(opened.headers['set-cookie']);
  expect(setCookie).toMatch(/^site_preview=p1\.[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
  const cookie = cookieFrom(opened.headers['set-cookie']);

  const previewed = await visitPreview('/client-portal', cookie);
  expect(previewed.body).toContain('<h1>Portals staged</h1>');
  expect(previewed.body).toContain(`You are previewing portals-mfe ${ids.staged}, which is not live.`);
  expect(previewed.body).toContain('<a href="/_preview/end">End the preview</a>');
  expect(previewed.headers['cache-control']).toBe('private, no-store');
  // It depends on the cookie: a cache that stored it anyway would still not give it to another browser.
  expect(previewed.headers.vary).toBe('Accept-Encoding, Cookie');
  // Its code comes from the staged release too: the page and /remotes.json name that release's files.
  expect(previewed.body).toContain(`http://${PREVIEW_HOST}/_staged/portals-mfe/${ids.staged}/remoteEntry.staged.js`);
  const remotes = await visitPreview('/remotes.json', cookie);
  expect(remotes.json<{ portals: string; entries: { portals: string } }>()).toMatchObject({
    portals: `http://${PREVIEW_HOST}/_staged/portals-mfe/${ids.staged}/mf-manifest.json`,
    entries: { portals: `http://${PREVIEW_HOST}/_staged/portals-mfe/${ids.staged}/remoteEntry.staged.js` },
  });
  expect(remotes.headers['cache-control']).toBe('private, no-store');
  // Those files come from the preview host, to this browser only; the group's own origin serves no release that was never live.
  const stagedEntry = `/_staged/portals-mfe/${ids.staged}/remoteEntry.staged.js`;
  const fromPreviewHost = await visitPreview(stagedEntry, cookie);
  expect([fromPreviewHost.statusCode, fromPreviewHost.body, fromPreviewHost.headers['cache-control']]).toEqual([
    200,
    expect.stringContaining('staged'),
    'private, no-store',
  ]);
  expect((await visitPreview(`/_staged/portals-mfe/${ids.staged}/server/pages.staged.js`, cookie)).statusCode).toBe(
    404,
  );
  expect((await visitPreview(`/_staged/portals-mfe/${ids.live}/remoteEntry.live.js`, cookie)).statusCode).toBe(404);
  expect((await visitPreview(stagedEntry)).statusCode).toBe(403);
  expect((await visit(stagedEntry, cookie)).statusCode).toBe(404);
  const portalsOrigin = (url: string) => site.remotes.get('portals')!.inject({ method: 'GET', url });
  expect((await portalsOrigin(`/${ids.staged}/remoteEntry.staged.js`)).statusCode).toBe(404);
  expect((await portalsOrigin(`/${ids.live}/remoteEntry.live.js`)).statusCode).toBe(200);

  // Another browser, after the preview was rendered: the live release, as before, and no banner.
  const visitor = await visit('/client-portal');
  expect(visitor.body).toContain('<h1>Portals live</h1>');
  expect(visitor.body).not.toContain('Portals staged');
  expect(visitor.body).not.toContain('release-preview');
  expect(visitor.headers['cache-control']).toBe('no-cache');
  expect((await visit('/remotes.json')).json<{ portals: string }>().portals).toContain(`/${ids.live}/mf-manifest.json`);

  // Ending the preview forgets the cookie, and says so.
  const ended = await visitPreview('/_preview/end', cookie);
  expect([ended.statusCode, /<h1>(.*?)<\/h1>/.exec(ended.body)?.[1]]).toEqual([200, 'The preview has ended']);
  expect(String(ended.headers['set-cookie'])).toMatch(/^site_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict,/);
  expect(
    (await operator.audit.latest())
      .filter((entry) => entry.action === 'preview')
      .map((entry) => `${entry.actor} ${entry.release} ${entry.reason}`),
  ).toEqual([
    `portals-ci ${ids.staged} link made, valid until ${expiresAt}`,
    `portals-ci ${ids.staged} preview opened`,
  ]);
  expect(statSync(path.join(deployDir, 'registry', 'preview-secret')).mode & 0o777).toBe(0o600);
});

test('a previewed build that patches what its renderer renders with (React, the channel to the server) changes no live page, cached or rendered afresh', async () => {
  const cachedBefore = await visit('/');
  expect(cachedBefore.body).toContain('<h1>Shell a1</h1>');
  const patch = `
    ${patchAnswers("html.replace(/<h1>/g, '<h1>PATCHED ')")}
    const React = require('react');
    React.version = 'patched';`;
  const hostile = (
    await api(
      '/releases/portals-mfe',
      tokens.portals,
      publishBody(portalsBuild(tmpRoot, 'hostile', 1, '19.3.1', 'pinned', patch)),
    )
  ).json<{ id: string }>().id;
  const { path: linkPath } = (await api(`/releases/portals-mfe/${hostile}/preview`, tokens.portals)).json<{
    path: string;
  }>();
  const cookie = cookieFrom((await clickThrough(linkPath)).headers['set-cookie']);
  // The previewing browser gets what the build made of its own page.
  expect((await visitPreview('/client-portal', cookie)).body).toContain('<h1>PATCHED Portals hostile</h1>');

  // Everyone else: the page kept from before, pages rendered for the first time since, and the live group page.
  expect((await visit('/')).body).toBe(cachedBefore.body);
  for (const [pathname, status, heading] of [
    ['/no-such-page', 404, 'Shell a1'],
    ['/client-portal', 200, 'Portals live'],
  ] as const) {
    const page = await visit(pathname);
    expect([page.statusCode, /<h1>(.*?)<\/h1>/.exec(page.body)?.[1]]).toEqual([status, heading]);
  }
});

test('a forged, tampered, expired or foreign preview token is refused, and a cookie holding one gets the live site', async () => {
  const { path: linkPath } = (await api(`/releases/portals-mfe/${ids.staged}/preview`, tokens.portals)).json<{
    path: string;
  }>();
  const token = decodeURIComponent(linkPath.split('token=')[1]!);
  const [version, body, signature] = token.split('.');
  const refusedWith = async (presented: string) => {
    const answer = await visitPreview(`/_preview?token=${encodeURIComponent(presented)}`);
    expect(answer.headers['set-cookie']).toBeUndefined();
    return [answer.statusCode, /<p>(.*?)\.<\/p>/.exec(answer.body)?.[1]];
  };

  // The payload changed to name the live release's neighbour, or another app: the signature no longer matches.
  const otherRelease = Buffer.from(Buffer.from(body!, 'base64url').toString().replace(ids.staged, ids.live)).toString(
    'base64url',
  );
  expect(await refusedWith(`${version}.${otherRelease}.${signature}`)).toEqual([
    403,
    'The preview token is not signed by this site',
  ]);
  // The signature's first character changed: a fixed replacement could equal the original.
  const tampered = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
  expect(await refusedWith(`${version}.${body}.${tampered}`)).toEqual([
    403,
    'The preview token is not signed by this site',
  ]);
  // Signed by another site's secret.
  const foreign = previewToken(
    'a secret of some other site, 32 characters or more',
    'portals-mfe',
    ids.staged,
    'portals-ci',
  ).token;
  expect(await refusedWith(foreign)).toEqual([403, 'The preview token is not signed by this site']);
  // Signed here, but expired.
  const expired = previewToken(
    secret(),
    'portals-mfe',
    ids.staged,
    'portals-ci',
    60,
    new Date(Date.now() - 2 * 3_600_000),
  ).token;
  expect(await refusedWith(expired)).toEqual([403, 'The preview link has expired']);
  // Signed here, naming a release of another app than its own, or one the registry does not have.
  const crossed = signPreview(secret(), {
    app: 'services-mfe',
    releases: { 'portals-mfe': ids.staged },
    by: 'services-ci',
    expires: Math.floor(Date.now() / 1000) + 600,
  });
  expect(await refusedWith(crossed)).toEqual([403, 'The preview token names releases it may not']);
  // Signed with the secret (read by whoever got it), for 30 days: longer than any link may open a preview.
  const longLived = signPreview(secret(), {
    app: 'portals-mfe',
    releases: { 'portals-mfe': ids.staged },
    by: 'portals-ci',
    expires: Math.floor(Date.now() / 1000) + 30 * 86_400,
  });
  expect(await refusedWith(longLived)).toEqual([403, 'The preview token outlives the longest preview a link may open']);
  expect((await visitPreview('/client-portal', `site_preview=${longLived}`)).body).not.toContain('Portals staged');
  const unknown = previewToken(secret(), 'portals-mfe', '20990101-000000-0badf00d', 'portals-ci').token;
  expect(await refusedWith(unknown)).toEqual([
    404,
    'portals-mfe 20990101-000000-0badf00d is not a release in the registry',
  ]);
  expect(await refusedWith('../../etc/passwd')).toEqual([403, 'This is not a preview token']);

  // A cookie holding a refused token is cleared, and its browser is shown nothing staged: the preview host serves previews only.
  const withExpired = await visitPreview('/client-portal', `site_preview=${expired}`);
  expect([withExpired.statusCode, /<p>(.*?)\.<\/p>/.exec(withExpired.body)?.[1]]).toEqual([
    403,
    'This address shows release previews only, to a browser that opened a preview link',
  ]);
  expect(withExpired.body).not.toContain('Portals staged');
  expect(String(withExpired.headers['set-cookie'])).toMatch(/^site_preview=; Path=\/; Max-Age=0/);

  // Links are made only with the app's own token, for a release it has.
  expect((await api(`/releases/portals-mfe/${ids.staged}/preview`, tokens.services)).statusCode).toBe(403);
  expect((await api('/releases/portals-mfe/20990101-000000-0badf00d/preview', tokens.portals)).statusCode).toBe(404);
  expect(
    (await api(`/releases/portals-mfe/${ids.staged}/preview`, tokens.portals, { minutes: 100_000 })).statusCode,
  ).toBe(400);
});

test("a staged shell is previewed on the home page, and a previewing browser's field data is not counted as a visitor's", async () => {
  const staged = (await api('/releases/shell', shellToken, publishBody(shellBuild(tmpRoot, 'b2')))).json<{
    id: string;
  }>().id;
  const { path: linkPath } = (await api(`/releases/shell/${staged}/preview`, shellToken)).json<{ path: string }>();
  const opened = await clickThrough(linkPath);
  expect([opened.statusCode, opened.headers.location]).toEqual([303, '/']);
  const cookie = cookieFrom(opened.headers['set-cookie']);
  const previewed = await visitPreview('/', cookie);
  expect(previewed.body).toContain('<h1>Shell b2</h1>');
  expect(previewed.body).toContain('<script defer src=/main.b2.js>');
  expect(previewed.body).toContain(`You are previewing shell ${staged}`);
  expect((await visitPreview('/main.b2.js', cookie)).statusCode).toBe(200);
  const visitor = await visit('/');
  expect(visitor.body).toContain('<h1>Shell a1</h1>');
  expect(visitor.body).not.toContain('Shell b2');

  const report = { events: [{ kind: 'vital', name: 'LCP', value: 1200, route: '/' }] };
  const beacon = (withCookie?: string) =>
    site.shell.inject({
      method: 'POST',
      url: '/api/field-data',
      headers: {
        host: withCookie ? PREVIEW_HOST : HOST,
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        ...(withCookie ? { cookie: withCookie } : {}),
      },
      payload: JSON.stringify(report),
    });
  expect((await beacon(cookie)).statusCode).toBe(204);
  expect(await new FileFieldDataStore(path.join(tmpRoot, 'leads'), 30).since(new Date(0))).toEqual([]);
  // The previewed page's last beacon, sent as it unloads, arrives after the preview ended: not a visitor's either.
  const ended = await visitPreview('/_preview/end', cookie);
  const setCookies = ended.headers['set-cookie'] as string[];
  expect(setCookies).toEqual([
    expect.stringMatching(/^site_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/),
    expect.stringMatching(/^site_preview_ended=1; Path=\/; Max-Age=60; HttpOnly; SameSite=Strict$/),
  ]);
  expect((await beacon(setCookies[1]!.split(';')[0])).statusCode).toBe(204);
  expect(await new FileFieldDataStore(path.join(tmpRoot, 'leads'), 30).since(new Date(0))).toEqual([]);
  expect((await beacon()).statusCode).toBe(204);
  expect(await new FileFieldDataStore(path.join(tmpRoot, 'leads'), 30).since(new Date(0))).toEqual([
    expect.objectContaining({ name: 'LCP', route: '/' }),
  ]);
});

test('the preview secret is made whole by the first of several processes at once, and one a stopped process left empty stops the server, saying what to do', async () => {
  // Readable by the server's user only.
  expect(secret()).toMatch(/^[\w-]{43}$/);
  expect(statSync(path.join(deployDir, 'registry', 'preview-secret')).mode & 0o777).toBe(0o600);

  // Six processes making it at once in a directory that has none: one secret, whole, no draft left behind.
  const fresh = path.join(tmpRoot, 'fresh');
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const made = await Promise.all(
    Array.from(
      { length: 6 },
      () =>
        new Promise<string>((resolve, reject) =>
          execFile(
            tsx,
            [
              '-e',
              `process.stdout.write(require('./shell/server/releases/previewTokens').previewSecret(undefined, ${JSON.stringify(fresh)}))`,
            ],
            { cwd: repoRoot },
            (error, stdout) => (error ? reject(error) : resolve(stdout)),
          ),
        ),
    ),
  );
  expect(new Set(made).size).toBe(1);
  expect(made[0]).toMatch(/^[\w-]{43}$/);
  expect(readdirSync(path.join(fresh, 'registry'))).toEqual(['preview-secret']);

  // What a process of an earlier version could leave when stopped between creating the file and writing it: previews were off in silence.
  const stopped = path.join(tmpRoot, 'stopped');
  mkdirSync(path.join(stopped, 'registry'), { recursive: true });
  writeFileSync(path.join(stopped, 'registry', 'preview-secret'), '', { mode: 0o600 });
  const config = readServerConfig({
    PORT: String(SHELL_PORT + 1),
    HOST: '127.0.0.1',
    DEPLOY_DIR: stopped,
    RELEASE_API_PORT: String(API_PORT + 1),
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads-stopped'),
    LOG_LEVEL: 'silent',
  });
  await expect(createSite(config)).rejects.toThrow(
    /preview-secret holds 0 characters, too few to sign preview links \(a process stopped while making it\): remove the file, and the next start makes a new one/,
  );
});

test("only the open page's own form opens a preview: a form posted from another site, or a request that says nothing of where it comes from, sets no cookie", async () => {
  const { path: linkPath } = (await api(`/releases/portals-mfe/${ids.staged}/preview`, tokens.portals)).json<{
    path: string;
  }>();
  const token = decodeURIComponent(linkPath.split('token=')[1]!);
  const post = (headers: Record<string, string>) =>
    site.shell.inject({
      method: 'POST',
      url: '/_preview',
      headers: { host: PREVIEW_HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ token }).toString(),
    });
  const attempts: Record<string, string>[] = [
    { origin: 'https://lure.example', 'sec-fetch-site': 'cross-site' },
    { origin: 'https://lure.example' },
    { 'sec-fetch-site': 'same-site' },
    {},
  ];
  for (const headers of attempts) {
    const answer = await post(headers);
    expect([JSON.stringify(headers), answer.statusCode, answer.headers['set-cookie']]).toEqual([
      JSON.stringify(headers),
      403,
      undefined,
    ]);
    expect(answer.body).toContain('A preview opens only from its own page on this site');
  }
  // The live host's own origin is another site's to the preview host.
  const fromLive = await post({ origin: `http://${HOST}`, 'sec-fetch-site': 'same-site' });
  expect([fromLive.statusCode, fromLive.headers['set-cookie']]).toEqual([403, undefined]);
  expect((await post({ origin: `http://${PREVIEW_HOST}`, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
  expect(
    (await operator.audit.latest()).filter((entry) => entry.action === 'preview' && entry.reason === 'preview opened'),
  ).toHaveLength(1);
});

test('previews live on their own host: the live host never honours a preview cookie or serves staged bytes, sends a link on to the preview host, and the preview host serves nothing without a preview', async () => {
  const staged = (await api('/releases/shell', shellToken, publishBody(shellBuild(tmpRoot, 'b3')))).json<{
    id: string;
  }>().id;
  const { path: linkPath, url } = (await api(`/releases/shell/${staged}/preview`, shellToken)).json<{
    path: string;
    url: string;
  }>();
  expect(url).toBe(`http://${PREVIEW_HOST}${linkPath}`);
  const cookie = cookieFrom((await clickThrough(linkPath)).headers['set-cookie']);
  expect((await visitPreview('/', cookie)).body).toContain('<h1>Shell b3</h1>');

  // The same cookie sent to the live host (a proxy or a browser that shares cookies across hosts): the live site, and no staged file.
  const live = await visit('/', cookie);
  expect(live.body).toContain('<h1>Shell a1</h1>');
  expect(live.body).not.toContain('release-preview');
  expect(live.headers['cache-control']).toBe('no-cache');
  expect((await visit('/main.b3.js', cookie)).statusCode).toBe(404);
  expect((await visit('/main.a1.js', cookie)).statusCode).toBe(200);

  // A link opened on the live host goes to the preview host, unopened; a form posted there opens nothing.
  const sent = await visit(linkPath);
  expect([sent.statusCode, sent.headers.location, sent.headers['set-cookie']]).toEqual([
    308,
    `http://${PREVIEW_HOST}${linkPath}`,
    undefined,
  ]);
  const posted = await site.shell.inject({
    method: 'POST',
    url: '/_preview',
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ token: decodeURIComponent(linkPath.split('token=')[1]!) }).toString(),
  });
  expect([posted.statusCode, posted.headers['set-cookie']]).toEqual([404, undefined]);

  // The preview host without a preview: nothing but a link's own page.
  for (const pathname of ['/', '/client-portal', '/main.a1.js', '/remotes.json', '/sitemap.xml']) {
    const answer = await visitPreview(pathname);
    expect([pathname, answer.statusCode]).toEqual([pathname, 403]);
    expect(answer.body).not.toContain('Shell a1');
  }
});

test('PREVIEW_URL must name a host of its own', () => {
  for (const [value, problem] of [
    ['http://localhost:9000', /must name a host of its own, not the live site's \(localhost\)/],
    ['https://www.example.com', /must name a host of its own/],
    ['https://preview.example.com/path', /got "https:\/\/preview.example.com\/path": it must have no path/],
    ['ftp://preview.example.com', /http or https/],
    ['not a url', /must be an http or https origin, .*, got "not a url"/],
  ] as const) {
    expect(() => readServerConfig({ SITE_URL: 'https://www.example.com', PREVIEW_URL: value })).toThrow(problem);
  }
  expect(readServerConfig({ PORT: '8080' }).previewUrl).toBe('http://preview.localhost:8080');
  expect(readServerConfig({ PREVIEW_URL: 'https://preview.example.com' }).allowedHosts).toContain(
    'preview.example.com',
  );
});
